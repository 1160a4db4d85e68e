import type { ThreeDBetLine, TwoDBetLine } from '@shwe/contract'
import { type CurrencyLabel, Money } from '@shwe/ui'
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { LineResult } from './SlipStatus.tsx'
import { type LineOutcome, lineOutcome } from './slips.logic.ts'
import * as S from './slips.styles.ts'

interface SlipDetailFrameProps {
  /** Back's words. */
  backLabel: string
  /** Closes the detail; the list then hands the focus back to the slip's row (`useFocusReturn`). */
  onBack: () => void
  /** The slip's heading, which takes the focus when the detail opens. */
  title: string
  /** The slip's facts: the game's `Facts` list of `Fact`s. */
  facts: ReactNode
  /** The heading that names the lines table. */
  linesTitle: string
  /** The header cells of the lines table, in order. */
  columns: readonly string[]
  /** One `tr` per line, with a cell per column. */
  lines: readonly ReactNode[]
  /** Said in place of the table when the slip has no lines. */
  noLines: string
  /** Many columns: no cell wraps, and the table scrolls sideways in its own box on a narrow phone. */
  isWide?: boolean
}

/**
 * A slip's detail in place of the list, inside the game's card: Back, the slip's heading, its facts and its
 * lines. The game gives the texts, the facts, the columns and the rows.
 */
export function SlipDetailFrame({
  backLabel,
  onBack,
  title,
  facts,
  linesTitle,
  columns,
  lines,
  noLines,
  isWide = false,
}: SlipDetailFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  const linesId = useId()
  useEffect(() => heading.current?.focus(), [])

  const table = (
    <S.Lines $isWide={isWide} aria-labelledby={linesId}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{lines}</tbody>
    </S.Lines>
  )
  return (
    <>
      <S.Back $variant="ghost" onClick={onBack}>
        {backLabel}
      </S.Back>
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {facts}
      <h3 id={linesId}>{linesTitle}</h3>
      {lines.length === 0 ? <p>{noLines}</p> : isWide ? <S.LinesBox>{table}</S.LinesBox> : table}
    </>
  )
}

/** One of a slip's facts in its `Facts` list: its words, then its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  )
}

/**
 * One row of a slip's lines table: the number, its amount, any cells of the game's own, the payout and the
 * result.
 */
export function SlipLine({
  line,
  label,
  resultOf,
  children,
}: {
  line: Pick<
    TwoDBetLine | ThreeDBetLine,
    'bet_number' | 'bet_amount' | 'potential_payout' | 'win_lose' | 'bet_status'
  >
  label: CurrencyLabel
  /** The game's words for the line's result. */
  resultOf: (outcome: LineOutcome) => string
  /** The game's cells between the amount and the payout. */
  children?: ReactNode
}) {
  const outcome = lineOutcome(line)
  return (
    <tr>
      <td>{line.bet_number}</td>
      <td>
        <Money amount={line.bet_amount} label={label} alwaysPya />
      </td>
      {children}
      {/* A dash until the draw is settled: the server fills the payout in only then. */}
      <td>
        {outcome === 'awaiting' ? '–' : <Money amount={line.potential_payout} label={label} alwaysPya />}
      </td>
      <td>
        <LineResult outcome={outcome} label={resultOf(outcome)} />
      </td>
    </tr>
  )
}
