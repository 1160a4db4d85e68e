import { styled, Card as UiCard, Screen as UiScreen } from '@shwe/ui'

/** The wallet's screens: 760 px of content at most, between the 16 px paddings. */
export const Screen = styled(UiScreen)
  .attrs({ $maxWidth: 792 })
  .withConfig({ componentId: 'Wallet_Screen' })``

export const Card = styled(UiCard).withConfig({ componentId: 'Wallet_Card' })`
  h2 {
    margin: 0;
    font-size: 18px;
  }
  > a {
    justify-self: start;
    color: ${({ theme }) => theme.color.gold};
    font-weight: 600;
  }
`

/** A row of route links, the current one highlighted (`aria-current`). */
export const Choices = styled.nav.withConfig({ componentId: 'Wallet_Choices' })`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 1px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.color.gold};
    background: ${({ theme }) => theme.color.gold};
    color: ${({ theme }) => theme.color.onGold};
    font-weight: 700;
  }
`

export const Table = styled.table.withConfig({ componentId: 'Wallet_Table' })`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.color.muted};
    font-weight: 600;
  }
  td:nth-child(n + 2) {
    font-variant-numeric: tabular-nums;
  }
`

const STATUS_COLOR = { Pending: 'warning', Success: 'success', Reject: 'danger' } as const

export const Status = styled.span.withConfig({ componentId: 'Wallet_Status' })<{
  $status: keyof typeof STATUS_COLOR
}>`
  color: ${({ theme, $status }) => theme.color[STATUS_COLOR[$status]]};
  font-weight: 700;
`

export const Outcome = styled.span.withConfig({ componentId: 'Wallet_Outcome' })<{
  $outcome: 'win' | 'loss' | 'even'
}>`
  color: ${({ theme, $outcome }) =>
    $outcome === 'win' ? theme.color.success : $outcome === 'loss' ? theme.color.danger : theme.color.text};
  font-weight: 700;
`

export const Loading = styled.div.withConfig({ componentId: 'Wallet_Loading' })`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`
