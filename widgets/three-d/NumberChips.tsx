import { Button, useT } from '@shwe/ui'
import { useState } from 'react'
import * as S from './Board.styles.ts'
import { THREE_D } from './texts.ts'

/** How many numbers a group shows before "Show all": a tool can add 500. */
export const SHOWN_AT_FIRST = 40

export interface NumberChipsProps {
  numbers: readonly string[]
  /** The list's accessible name (the group's name). */
  label: string
  /** Removes one number; without it the numbers are only shown. */
  onRemove?: (num: string) => void
  /** Numbers the server refused, marked with a word as well as a colour. */
  refused?: ReadonlySet<string> | null
}

/** A group's numbers as chips, each with its remove button; a long group shows its first ones until asked. */
export function NumberChips({ numbers, label, onRemove, refused }: NumberChipsProps) {
  const { t } = useT(THREE_D)
  const [isOpen, setIsOpen] = useState(false)
  // A refused number is never left folded away.
  const isAllShown = isOpen || numbers.slice(SHOWN_AT_FIRST).some((num) => refused?.has(num))
  const shown = isAllShown ? numbers : numbers.slice(0, SHOWN_AT_FIRST)
  return (
    <>
      <S.Chips aria-label={label}>
        {shown.map((num) => {
          const isRefused = refused?.has(num) ?? false
          // Plain elements, styled by the list: a chip is one of hundreds, so it carries no component of its own.
          return (
            <li key={num} data-refused={isRefused || undefined}>
              {num}
              {isRefused && <small>{t('confirm.refusedMark')}</small>}
              {onRemove && (
                <button type="button" aria-label={t('entry.remove', { num })} onClick={() => onRemove(num)} />
              )}
            </li>
          )
        })}
      </S.Chips>
      {numbers.length > SHOWN_AT_FIRST && (isOpen || !isAllShown) && (
        <Button $variant="ghost" aria-expanded={isOpen} onClick={() => setIsOpen(!isOpen)}>
          {isOpen ? t('entry.showLess') : t('entry.showAll', { count: numbers.length })}
        </Button>
      )}
    </>
  )
}
