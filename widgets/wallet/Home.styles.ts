import { styled } from '@shwe/ui'

/** The player's initial in a gold circle, name and member account beside it. */
export const Profile = styled.header.withConfig({ componentId: 'Wallet_Profile' })`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  h1 {
    margin: 0;
    font-size: 20px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
    font-size: 13px;
  }
`

export const Avatar = styled.span.withConfig({ componentId: 'Wallet_Avatar' })`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: linear-gradient(180deg, ${({ theme }) => theme.color.gold}, ${({ theme }) => theme.color.goldDeep});
  color: ${({ theme }) => theme.color.onGold};
  font-size: 22px;
  font-weight: 700;
`

/** The three shortcuts: deposit, withdraw, history. */
export const Shortcuts = styled.ul.withConfig({ componentId: 'Wallet_Shortcuts' })`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: grid;
    justify-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
    text-align: center;
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.gold};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
  svg {
    color: ${({ theme }) => theme.color.gold};
  }
`

export const Steps = styled.ol.withConfig({ componentId: 'Wallet_Steps' })`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(5)};
  line-height: 1.7;
`
