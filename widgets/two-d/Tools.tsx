import { Button, useLanguage, useT } from '@shwe/ui'
import { memo, useId, useState } from 'react'
import * as S from './Bet.styles.ts'
import { TOOL_SPECS, type ToolSpec, toolDigit, toolDigits } from './bet.logic.ts'
import { TWO_D } from './texts.ts'

export interface ToolsProps {
  /** Adds a tool's set to the draft. */
  onAdd: (numbers: readonly string[]) => void
  /** R: adds the reverse of every picked number. */
  onReverse: () => void
  /** Nothing picked yet: R has nothing to reverse. */
  hasPicks: boolean
}

/** Every quick tool of the domain under its Burmese name, with the reader's language beside it, and R. */
export const Tools = memo(function Tools({ onAdd, onReverse, hasPicks }: ToolsProps) {
  const { t } = useT(TWO_D)
  return (
    <S.Card as="section" aria-label={t('tools.title')}>
      <S.Row>
        <strong>{t('tools.title')}</strong>
        <Button
          $variant="ghost"
          onClick={onReverse}
          disabled={!hasPicks}
          aria-label={t('tools.reverseLabel')}
        >
          R
        </Button>
      </S.Row>
      <S.Tools>
        {TOOL_SPECS.map((spec) => (
          <ToolBox key={spec.tool.key} spec={spec} onAdd={onAdd} />
        ))}
      </S.Tools>
    </S.Card>
  )
})

// The tool keys and choice labels come from bet.logic.ts; the locale test checks every one has a text.
type TextKey = Parameters<ReturnType<typeof useT<typeof TWO_D>>['t']>[0]

const ToolBox = memo(function ToolBox({
  spec,
  onAdd,
}: {
  spec: ToolSpec
  onAdd: (numbers: readonly string[]) => void
}) {
  const { t } = useT(TWO_D)
  const language = useLanguage()
  const { tool, input } = spec
  const name = t(`tools.names.${tool.key}` as TextKey)
  const [text, setText] = useState('')
  const [isWrong, setIsWrong] = useState(false)
  const errorId = useId()

  function addTyped() {
    const argument = input.kind === 'digit' ? toolDigit(text) : toolDigits(text)
    setIsWrong(argument === null)
    if (argument !== null) onAdd(spec.select(argument))
  }

  return (
    <S.Tool>
      <legend>
        <span lang="my">{tool.burmese}</span>
        {language !== 'mm' && <small>{name}</small>}
      </legend>
      {input.kind === 'none' && (
        <Button
          $variant="ghost"
          onClick={() => onAdd(spec.select())}
          aria-label={t('tools.addLabel', { name })}
        >
          {t('tools.add')}
        </Button>
      )}
      {(input.kind === 'digit' || input.kind === 'digits') && (
        <>
          <input
            inputMode="numeric"
            autoComplete="off"
            maxLength={input.kind === 'digit' ? 1 : 10}
            value={text}
            placeholder={input.kind === 'digit' ? '0–9' : '123'}
            aria-label={input.kind === 'digit' ? t('tools.digit', { name }) : t('tools.digits', { name })}
            aria-invalid={isWrong || undefined}
            aria-describedby={isWrong ? errorId : undefined}
            onChange={(event) => {
              setText(event.target.value)
              setIsWrong(false)
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') addTyped()
            }}
          />
          <Button $variant="ghost" onClick={addTyped} aria-label={t('tools.addLabel', { name })}>
            {t('tools.add')}
          </Button>
          {isWrong && (
            <S.ToolError id={errorId} role="alert">
              {input.kind === 'digit' ? t('tools.badDigit') : t('tools.badDigits')}
            </S.ToolError>
          )}
        </>
      )}
      {input.kind === 'choices' &&
        input.choices.map((choice) => {
          const label = choice.literal ? choice.label : t(`tools.choices.${choice.label}` as TextKey)
          return (
            <Button
              key={choice.label}
              $variant="ghost"
              onClick={() => onAdd(spec.select(choice.value))}
              aria-label={t('tools.addChoiceLabel', { name, choice: label })}
            >
              {label}
            </Button>
          )
        })}
    </S.Tool>
  )
})
