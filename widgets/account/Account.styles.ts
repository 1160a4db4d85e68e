import { styled } from 'styled-components'

export const Screen = styled.section.withConfig({ componentId: 'Account_Screen' })`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 560px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  /* Its own background: on a partner's light page the light text must still read. */
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
  }
`

export const Card = styled.div.withConfig({ componentId: 'Account_Card' })`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  p {
    margin: 0;
  }
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
