import { styled } from 'styled-components'

/** The height of one slip row, loaded or not, so nothing moves when the rows arrive. */
export const ROW_HEIGHT = 96

export const Loading = styled.div.withConfig({ componentId: 'threeD_HistoryLoading' })`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  > p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
    font-size: 14px;
  }
`

export const Rows = styled.ul.withConfig({ componentId: 'threeD_HistoryRows' })`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`

/** One slip: a button that opens its detail. Number and total on top, player, time and state below. */
export const Row = styled.button.withConfig({ componentId: 'threeD_HistoryRow' })`
  box-sizing: border-box;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: 'number total' 'player state' 'date date';
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  width: 100%;
  min-height: ${ROW_HEIGHT}px;
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
  > :nth-child(1) {
    grid-area: number;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  > :nth-child(2) {
    grid-area: total;
    justify-self: end;
    font-size: 16px;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  > :nth-child(3) {
    grid-area: player;
    overflow-wrap: anywhere;
  }
  > :nth-child(4) {
    grid-area: state;
    justify-self: end;
  }
  > :nth-child(5) {
    grid-area: date;
    color: ${({ theme }) => theme.color.muted};
  }
`

/** A status: icon and words in its colour (pending yellow, others green); the colour is never the only sign. */
export const State = styled.span.withConfig({ componentId: 'threeD_HistoryState' })<{
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

export const Facts = styled.dl.withConfig({ componentId: 'threeD_HistoryFacts' })`
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
    overflow-wrap: anywhere;
  }
`

/** The lines of a slip; scrolls sideways inside its own box on a narrow phone rather than the page. */
export const LinesBox = styled.div.withConfig({ componentId: 'threeD_HistoryLinesBox' })`
  overflow-x: auto;
`

export const Lines = styled.table.withConfig({ componentId: 'threeD_HistoryLines' })`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: end;
    white-space: nowrap;
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

export const Outcome = styled.span.withConfig({ componentId: 'threeD_HistoryOutcome' })<{
  $outcome: 'won' | 'lost' | 'waiting'
}>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-weight: 700;
  color: ${({ theme, $outcome }) =>
    $outcome === 'won' ? theme.color.success : $outcome === 'lost' ? theme.color.danger : theme.color.muted};
`
