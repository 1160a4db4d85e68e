import type { TwoDNumbers } from '@shwe/contract'
import { TWO_D_NUMBERS } from '@shwe/domain'
import { useT } from '@shwe/ui'
import { type CSSProperties, memo, useMemo } from 'react'
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

/** What a cell shows of the board; the same at every tap, so built only when the board changes. */
interface CellData {
  num: string
  percent: number | null
  isClosed: boolean
  isFull: boolean
}

/** The board's cells in tens (00–09, 10–19, …): a tap re-renders the ten of its number, then its cell. */
function tensOf(board: TwoDNumbers | null): CellData[][] {
  const shares = board ? new Map(board.numbers.map((share) => [share.number, share])) : null
  const closedNumbers = new Set(board?.closed_numbers ?? [])
  const closedHeads = new Set(board?.closed_heads ?? [])
  const tens: CellData[][] = []
  for (const [index, num] of TWO_D_NUMBERS.entries()) {
    const share = shares?.get(num)
    const cell: CellData = {
      num,
      percent: share?.taken_percent ?? null,
      isClosed: closedNumbers.has(num) || closedHeads.has(num.slice(0, 1)) || share?.is_closed === true,
      isFull: share?.is_full === true,
    }
    if (index % 10 === 0) tens.push([cell])
    else tens[tens.length - 1]?.push(cell)
  }
  return tens
}

/** Which of `cells` are picked, as bits (cell i is bit i): a number, so a ten's props compare cheaply. */
function pickedBits(cells: readonly CellData[], picked: ReadonlySet<string>): number {
  let bits = 0
  for (const [index, cell] of cells.entries()) if (picked.has(cell.num)) bits |= 1 << index
  return bits
}

/** 00–99 in five columns of toggle buttons, each showing how full its cap is. */
export function Grid({ picked, board, onToggle }: GridProps) {
  const { t } = useT(TWO_D)
  const tens = useMemo(() => tensOf(board), [board])
  return (
    <S.Grid role="group" aria-label={t('bet.grid')}>
      {tens.map((cells) => (
        <Ten key={cells[0]?.num} cells={cells} picked={pickedBits(cells, picked)} onToggle={onToggle} />
      ))}
    </S.Grid>
  )
}

/** Ten cells of the grid, with no element of their own (the grid lays out the cells). */
const Ten = memo(function Ten({
  cells,
  picked,
  onToggle,
}: {
  cells: readonly CellData[]
  picked: number
  onToggle: (num: string) => void
}) {
  return (
    <>
      {cells.map((cell, index) => (
        <Cell key={cell.num} {...cell} isPicked={(picked & (1 << index)) !== 0} onToggle={onToggle} />
      ))}
    </>
  )
})

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
    <button
      type="button"
      aria-pressed={isPicked}
      aria-label={label}
      disabled={isDisabled}
      onClick={() => onToggle(num)}
    >
      {num}
      {percent !== null && (
        <span
          aria-hidden="true"
          data-level={levelOf(percent)}
          style={{ '--taken': `${percent}%` } as CSSProperties}
        />
      )}
    </button>
  )
})

/** How full the number's cap is, for the colour of its bar: `high` from 80 %, `mid` from 50 %. */
const levelOf = (percent: number) => (percent >= 80 ? 'high' : percent >= 50 ? 'mid' : undefined)
