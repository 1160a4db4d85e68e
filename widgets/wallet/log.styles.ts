import { css, styled, Tabs } from '@shwe/ui'
import type { RequestState } from './log.logic.ts'

/**
 * The height of one log row on a wide screen, loaded or not: skeleton rows take it too, so nothing moves when
 * rows arrive. Phones stack a row's facts in three lines (`PHONE_ROW_HEIGHT`). Both reach the skeletons as
 * `--log-row`.
 */
export const ROW_HEIGHT = 76
const PHONE_ROW_HEIGHT = 96
const phone = ({ theme }: { theme: { breakpoint: { md: string } } }) => `(max-width: ${theme.breakpoint.md})`

const rowHeight = css`
  --log-row: ${ROW_HEIGHT}px;
  @media ${phone} {
    --log-row: ${PHONE_ROW_HEIGHT}px;
  }
`

// Read by screen readers, not shown: a table's caption, or its header row once its rows are cards.
const hidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
`

/** A row as a card of two columns; each row names its cells' areas and its height. */
const card = css`
  box-sizing: border-box;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`

const STATE_COLOR = { waiting: 'warning', transferred: 'success', rejected: 'danger' } as const

/** A request's state: icon and text in the state's colour (the colour is never the only sign). */
export const State = styled.span.withConfig({ componentId: 'Log_State' })<{ $state: RequestState | null }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme, $state }) => ($state ? theme.color[STATE_COLOR[$state]] : theme.color.muted)};
  font-weight: 700;
  white-space: nowrap;
  svg {
    flex: none;
  }
`

/** Rows of a request log: a list of cards, each at least `--log-row` high. */
export const Rows = styled.ul.withConfig({ componentId: 'Log_Rows' })`
  ${rowHeight}
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`

/** One request: amount and state on top, then date and account (on phones each on its own line). */
export const Row = styled.li.withConfig({ componentId: 'Log_Row' })`
  ${card}
  grid-template-areas: 'amount state' 'date account';
  min-height: var(--log-row);
  font-size: 14px;
  @media ${phone} {
    grid-template-areas: 'amount state' 'date date' 'account account';
  }
`

/** The amount of a row: the first thing read. */
export const Amount = styled.strong.withConfig({ componentId: 'Log_Amount' })`
  grid-area: amount;
  font-size: 16px;
  font-variant-numeric: tabular-nums;
`

export const RowState = styled.span.withConfig({ componentId: 'Log_RowState' })`
  grid-area: state;
  justify-self: end;
`

/** Secondary facts of a row (date, account, reference), muted and wrapping. */
export const Detail = styled.span.withConfig({ componentId: 'Log_Detail' })`
  color: ${({ theme }) => theme.color.muted};
  overflow-wrap: anywhere;
`

export const RowDate = styled(Detail).withConfig({ componentId: 'Log_RowDate' })`
  grid-area: date;
`

export const RowAccount = styled(Detail).withConfig({ componentId: 'Log_RowAccount' })`
  grid-area: account;
  justify-self: end;
  text-align: right;
  @media ${phone} {
    justify-self: start;
    text-align: left;
  }
`

export const Loading = styled.div.withConfig({ componentId: 'Log_Loading' })`
  ${rowHeight}
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`

/** A log and its pager, one above the other. */
export const Stack = styled.div.withConfig({ componentId: 'Log_Stack' })`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`

/** The tabs of the history: a grid item that may shrink, so a wide table scrolls inside instead of widening the page. */
export const Tabbed = styled(Tabs).withConfig({ componentId: 'Log_Tabbed' })`
  min-width: 0;
`

// ---------------------------------------------------------------------------------------------------------
// Tables

/**
 * The exchange log: a table at desktop width, a list of cards on phones. On phones the header row is hidden
 * visually (still read), and each row lays its cells out as a card.
 */
export const ExchangeTable = styled.table.withConfig({ componentId: 'Log_ExchangeTable' })`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  caption {
    ${hidden}
    white-space: nowrap;
  }
  th,
  td {
    box-sizing: border-box;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
  }
  td {
    height: ${ROW_HEIGHT}px;
  }
  th {
    color: ${({ theme }) => theme.color.muted};
    font-weight: 600;
  }
  td:nth-child(2) {
    font-variant-numeric: tabular-nums;
    font-weight: 700;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    thead {
      ${hidden}
    }
    tbody {
      display: grid;
      gap: ${({ theme }) => theme.space(2)};
    }
    tr {
      ${card}
      grid-template-areas: 'direction amount' 'date date';
      min-height: ${ROW_HEIGHT}px;
    }
    td {
      height: auto;
      padding: 0;
      border: 0;
    }
    td:nth-child(1) {
      grid-area: direction;
    }
    td:nth-child(2) {
      grid-area: amount;
      text-align: right;
    }
    td:nth-child(3) {
      grid-area: date;
      color: ${({ theme }) => theme.color.muted};
    }
  }
`

export const Direction = styled.span.withConfig({ componentId: 'Log_Direction' })<{
  $direction: 'mainToGame' | 'gameToMain'
}>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;
  svg {
    flex: none;
    color: ${({ theme, $direction }) => ($direction === 'mainToGame' ? theme.color.gold : theme.color.success)};
  }
`

/** A wide table's frame: scrolls sideways on phones, reachable and named for keyboard and screen readers. */
export const Scroll = styled.div.withConfig({ componentId: 'Log_Scroll' })`
  overflow-x: auto;
  border-radius: ${({ theme }) => theme.radius.md};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
  table {
    min-width: 640px;
  }
  caption {
    ${hidden}
    white-space: nowrap;
  }
  td {
    white-space: nowrap;
  }
`

export const Header = styled.div.withConfig({ componentId: 'Log_Header' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  a {
    color: ${({ theme }) => theme.color.gold};
  }
`
