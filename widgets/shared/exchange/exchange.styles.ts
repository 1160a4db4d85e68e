import { styled } from '@shwe/ui'

/** The two balances side by side, the source of the chosen direction marked. */
export const Balances = styled.dl.withConfig({ componentId: 'widgets_ExchangeBalances' })`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  > div {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.background};
  }
  > div[data-source='true'] {
    border-color: ${({ theme }) => theme.color.gold};
  }
  dt {
    color: ${({ theme }) => theme.color.muted};
    font-size: 13px;
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-size: 17px;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`

/** Two buttons of which one is pressed: the direction of the exchange. */
export const Toggle = styled.div.withConfig({ componentId: 'widgets_ExchangeToggle' })`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  button {
    min-height: 44px;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    font: 600 14px/1.2 ${({ theme }) => theme.font.body};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.gold};
    background: ${({ theme }) => theme.color.gold};
    color: ${({ theme }) => theme.color.onGold};
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
`
