import type { TwoDNumbers } from '@shwe/contract'
import { TWO_D_NUMBERS } from '@shwe/domain'
import { useT } from '@shwe/ui'
import { memo, useMemo } from 'react'
import * as S from './Bet.styles.ts'
import { TWO_D } from './texts.ts'

export interface GridProps {
  /** The numbers in the draft. */
  picked: ReadonlySet<string>
  /** The open draw's shares and closures; null while unknown (every number open, no share shown). */
  board: TwoDNumbers | null
  /** Must be stable (a store action), so a tap repaints only the cell it changed. */
  onToggle: (num: string) => void
}

/** 00–99 in five columns of toggle buttons, each showing how full its cap is. */
export function Grid({ picked, board, onToggle }: GridProps) {
  const { t } = useT(TWO_D)
  // Built again only when the board changes, not at every tap.
  const { shares, closedNumbers, closedHeads } = useMemo(
    () => ({
      shares: board ? new Map(board.numbers.map((share) => [share.number, share])) : null,
      closedNumbers: new Set(board?.closed_numbers ?? []),
      closedHeads: new Set(board?.closed_heads ?? []),
    }),
    [board],
  )
  return (
    <S.Grid role="group" aria-label={t('bet.grid')}>
      {TWO_D_NUMBERS.map((num) => {
        const share = shares?.get(num)
        const isClosed =
          closedNumbers.has(num) || closedHeads.has(num.slice(0, 1)) || share?.is_closed === true
        return (
          <Cell
            key={num}
            num={num}
            isPicked={picked.has(num)}
            percent={share?.taken_percent ?? null}
            isClosed={isClosed}
            isFull={share?.is_full === true}
            onToggle={onToggle}
          />
        )
      })}
    </S.Grid>
  )
}

interface CellProps {
  num: string
  isPicked: boolean
  percent: number | null
  isClosed: boolean
  isFull: boolean
  onToggle: (num: string) => void
}

/** One number; memoised on plain props, so a tap re-renders this cell and not the other 99. */
const Cell = memo(function Cell({ num, isPicked, percent, isClosed, isFull, onToggle }: CellProps) {
  const { t } = useT(TWO_D)
  const label = isClosed
    ? t('bet.cellClosed', { num })
    : isFull
      ? t('bet.cellFull', { num })
      : percent === null
        ? num
        : t('bet.cell', { num, percent })
  // A picked number stays tappable when it closes, so the player can drop it.
  const isDisabled = (isClosed || isFull) && !isPicked
  return (
    <S.Cell aria-pressed={isPicked} aria-label={label} disabled={isDisabled} onClick={() => onToggle(num)}>
      {num}
      {percent !== null && <S.Taken $percent={percent} aria-hidden="true" />}
    </S.Cell>
  )
})
