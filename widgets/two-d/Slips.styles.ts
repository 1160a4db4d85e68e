import { styled } from 'styled-components'

/** The height of one slip row, loaded or not, so nothing moves when the rows arrive. */
export const ROW_HEIGHT = 84

export const Screen = styled.section.withConfig({ componentId: 'Slips_Screen' })`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.body};
  h1 {
    margin: 0;
    font-size: 22px;
  }
  h2 {
    margin: 0;
    font-size: 18px;
    overflow-wrap: anywhere;
  }
`

export const Card = styled.div.withConfig({ componentId: 'Slips_Card' })`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  p {
    margin: 0;
  }
  h3 {
    margin: 0;
    font-size: 16px;
  }
  > button {
    justify-self: start;
  }
`

export const Loading = styled.div.withConfig({ componentId: 'Slips_Loading' })`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`

export const Rows = styled.ul.withConfig({ componentId: 'Slips_Rows' })`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`

/** One slip: a button that opens its detail. Number and total on top, state and time below. */
export const Row = styled.button.withConfig({ componentId: 'Slips_Row' })`
  box-sizing: border-box;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: 'number total' 'date state';
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
`

export const SlipNo = styled.span.withConfig({ componentId: 'Slips_SlipNo' })`
  grid-area: number;
  font-weight: 700;
  overflow-wrap: anywhere;
`

export const Total = styled.strong.withConfig({ componentId: 'Slips_Total' })`
  grid-area: total;
  justify-self: end;
  font-size: 16px;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`

export const When = styled.span.withConfig({ componentId: 'Slips_When' })`
  grid-area: date;
  color: ${({ theme }) => theme.color.muted};
`

export const RowState = styled.span.withConfig({ componentId: 'Slips_RowState' })`
  grid-area: state;
  justify-self: end;
`

/** A status: icon and words in its colour (pending yellow, others green); the colour is never the only sign. */
export const State = styled.span.withConfig({ componentId: 'Slips_State' })<{ $tone: 'pending' | 'done' }>`
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

export const Facts = styled.dl.withConfig({ componentId: 'Slips_Facts' })`
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

export const Lines = styled.table.withConfig({ componentId: 'Slips_Lines' })`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: end;
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

export const Outcome = styled.span.withConfig({ componentId: 'Slips_Outcome' })<{
  $outcome: 'won' | 'lost' | 'awaiting'
}>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-weight: 700;
  color: ${({ theme, $outcome }) =>
    $outcome === 'won' ? theme.color.success : $outcome === 'lost' ? theme.color.danger : theme.color.muted};
  white-space: nowrap;
`
