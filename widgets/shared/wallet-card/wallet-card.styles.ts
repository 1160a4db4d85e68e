import { styled, Card as UiCard } from '@shwe/ui'

/** The wallet card: a gold-edged panel with one row per balance. */
export const Card = styled(UiCard).attrs({ as: 'section' }).withConfig({ componentId: 'WalletCard' })`
  gap: ${({ theme }) => theme.space(3)};
  border-color: ${({ theme }) => theme.color.gold};
  h2 {
    margin: 0;
    font-size: 15px;
    color: ${({ theme }) => theme.color.muted};
  }
  > dl {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
  }
  > dl > div {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: ${({ theme }) => theme.space(3)};
    min-height: 32px;
  }
  dt {
    color: ${({ theme }) => theme.color.muted};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.gold};
    font-size: 22px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`

export const Actions = styled.div.withConfig({ componentId: 'WalletCard_Actions' })`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  > * {
    flex: 1 1 120px;
  }
`

export const Why = styled.p.withConfig({ componentId: 'WalletCard_Why' })`
  align-self: center;
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: 13px;
`
