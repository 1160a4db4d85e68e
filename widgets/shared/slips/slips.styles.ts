import { Button, styled } from '@shwe/ui'
import type { LineOutcome } from './slips.logic.ts'

// The slip list and detail that the 2D slips and the 3D history share. Each game lays out its own row
// (`styled(Row)` with its grid areas and height) and keeps its own screen and card.

/** The list while it loads: its words, when shown, above row-sized placeholders. */
export const Loading = styled.div.withConfig({ componentId: 'widgets_SlipsLoading' })`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  > p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
    font-size: 14px;
  }
`

export const Rows = styled.ul.withConfig({ componentId: 'widgets_SlipRows' })`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`

/** One slip: a button that opens its detail. The game gives its grid areas and height. */
export const Row = styled.button.withConfig({ componentId: 'widgets_SlipRow' })`
  box-sizing: border-box;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  width: 100%;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: inherit;
  font: inherit;
  font-size: 14px;
  text-align: start;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.color.gold};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
`

export const SlipNo = styled.span.withConfig({ componentId: 'widgets_SlipNo' })`
  grid-area: number;
  font-weight: 700;
  overflow-wrap: anywhere;
`

export const Total = styled.strong.withConfig({ componentId: 'widgets_SlipTotal' })`
  grid-area: total;
  justify-self: end;
  font-size: 16px;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`

export const When = styled.span.withConfig({ componentId: 'widgets_SlipWhen' })`
  grid-area: date;
  color: ${({ theme }) => theme.color.muted};
`

export const RowState = styled.span.withConfig({ componentId: 'widgets_SlipRowState' })`
  grid-area: state;
  justify-self: end;
`

/** A status: icon and words in its colour (pending yellow, others green); the colour is never the only sign. */
export const State = styled.span.withConfig({ componentId: 'widgets_SlipState' })<{
  $tone: 'pending' | 'done'
}>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme, $tone }) => ($tone === 'pending' ? theme.color.warning : theme.color.success)};
  font-weight: 700;
  white-space: nowrap;
  svg {
    flex: none;
  }
`

/** Back from a slip to the list, at the start of the card however wide it is. */
export const Back = styled(Button).withConfig({ componentId: 'widgets_SlipBack' })`
  justify-self: start;
`

/** A slip's facts as `dt`/`dd` pairs; the game adds its own rules (`styled(Facts)`) where its values differ. */
export const Facts = styled.dl.withConfig({ componentId: 'widgets_SlipFacts' })`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.muted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`

/** The box of a wide lines table: it scrolls sideways on a narrow phone rather than the page. */
export const LinesBox = styled.div.withConfig({ componentId: 'widgets_SlipLinesBox' })`
  overflow-x: auto;
`

/** A slip's lines; in a wide table (`$isWide`) no cell wraps. */
export const Lines = styled.table.withConfig({ componentId: 'widgets_SlipLines' })<{ $isWide: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: end;
    ${({ $isWide }) => $isWide && 'white-space: nowrap;'}
  }
  th:first-child,
  td:first-child {
    text-align: start;
  }
  thead th {
    color: ${({ theme }) => theme.color.muted};
    font-weight: 600;
  }
  td:first-child {
    font: 700 16px/1.2 ${({ theme }) => theme.font.numeric};
  }
`

export const Outcome = styled.span.withConfig({ componentId: 'widgets_SlipOutcome' })<{
  $outcome: LineOutcome
}>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-weight: 700;
  color: ${({ theme, $outcome }) =>
    $outcome === 'won' ? theme.color.success : $outcome === 'lost' ? theme.color.danger : theme.color.muted};
  white-space: nowrap;
`
