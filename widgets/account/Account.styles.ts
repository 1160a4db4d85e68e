import { styled, Card as UiCard, Screen as UiScreen } from '@shwe/ui'

/** The account's screens: 560 px of content at most, between the 16 px paddings. */
export const Screen = styled(UiScreen)
  .attrs({ $maxWidth: 592 })
  .withConfig({ componentId: 'Account_Screen' })`
  h2 {
    margin: 0;
    font-size: 18px;
  }
`

export const Card = styled(UiCard).withConfig({ componentId: 'Account_Card' })`
  /* Selects as the text fields look, in the product's faces (a native select keeps the system font, which may
     have no Burmese). */
  select {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
  }
`

/** The balance and the button that opens the exchange, wrapping under each other on narrow screens. */
export const BalanceRow = styled.div.withConfig({ componentId: 'Account_BalanceRow' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`

export const Balance = styled.div.withConfig({ componentId: 'Account_Balance' })`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  span {
    color: ${({ theme }) => theme.color.muted};
    font-size: 13px;
  }
  strong {
    color: ${({ theme }) => theme.color.gold};
    font-size: 26px;
    font-variant-numeric: tabular-nums;
  }
`

export const Facts = styled.dl.withConfig({ componentId: 'Account_Facts' })`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  div {
    display: grid;
    gap: 2px;
  }
  dt {
    color: ${({ theme }) => theme.color.muted};
    font-size: 13px;
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`
