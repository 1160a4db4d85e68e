import { styled } from '@shwe/ui'

export const Bar = styled.div.withConfig({ componentId: 'AppShell_Bar' })<{ $isScrolled: boolean }>`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  height: 60px;
  padding: 0 ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.body};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ $isScrolled }) => ($isScrolled ? '0 6px 18px rgb(0 0 0 / 55%)' : '0 1px 4px rgb(0 0 0 / 25%)')};
  transition: box-shadow 150ms ease-out;
  @media (max-width: 479px) {
    gap: ${({ theme }) => theme.space(2)};
    padding: 0 ${({ theme }) => theme.space(3)};
  }
`

export const Logo = styled.a.withConfig({ componentId: 'AppShell_Logo' })`
  display: inline-flex;
  flex-shrink: 0;
  @media (max-width: 479px) {
    font-size: 18px;
  }
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-right: auto;
  color: ${({ theme }) => theme.color.gold};
  font-size: 22px;
  font-weight: 800;
  letter-spacing: 0.04em;
  text-decoration: none;
`

/** The game balance in the top bar; a press opens the Exchange Balance dialog. */
export const Balance = styled.button.withConfig({ componentId: 'AppShell_Balance' })`
  min-height: 36px;
  padding: 6px 12px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.gold};
  font: 700 14px/1 ${({ theme }) => theme.font.body};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.gold};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: default;
  }
`

export const PickerWrap = styled.div.withConfig({ componentId: 'AppShell_PickerWrap' })`
  position: relative;
`

export const FlagButton = styled.button.withConfig({ componentId: 'AppShell_FlagButton' })`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 36px;
  padding: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: transparent;
  cursor: pointer;
`

export const Menu = styled.ul.withConfig({ componentId: 'AppShell_Menu' })`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  z-index: 50;
  min-width: 150px;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`

export const MenuItem = styled.button.withConfig({ componentId: 'AppShell_MenuItem' })<{
  $isCurrent: boolean
}>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  padding: ${({ theme }) => theme.space(2)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ $isCurrent }) => ($isCurrent ? 'rgb(245 197 66 / 14%)' : 'transparent')};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: rgb(255 255 255 / 6%);
  }
`

export const SignedOut = styled.div.withConfig({ componentId: 'AppShell_SignedOut' })`
  display: flex;
  min-width: 0;
  gap: ${({ theme }) => theme.space(2)};
  button {
    padding: 0 ${({ theme }) => theme.space(3)};
    white-space: nowrap;
  }
  /* On phones the two buttons share what the logo, flag and menu leave; longer labels (Burmese) wrap. */
  @media (max-width: 479px) {
    gap: ${({ theme }) => theme.space(1)};
    button {
      min-width: 0;
      max-width: 104px;
      padding: 2px ${({ theme }) => theme.space(2)};
      font-size: 12px;
      line-height: 1.2;
      white-space: normal;
      text-align: center;
    }
  }
`

export const IconButton = styled.button.withConfig({ componentId: 'AppShell_IconButton' })`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
`

/** Fixed to the bottom of small screens; hidden from 768 px up. */
export const BottomBar = styled.nav.withConfig({ componentId: 'AppShell_BottomBar' })`
  position: fixed;
  inset: auto 0 0;
  z-index: 90;
  height: 64px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  font-family: ${({ theme }) => theme.font.body};
  ul {
    display: grid;
    grid-template-columns: repeat(5, 1fr);
    height: 100%;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2px;
    height: 100%;
    color: ${({ theme }) => theme.color.muted};
    font-size: 11px;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    color: ${({ theme }) => theme.color.gold};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    display: none;
  }
`

export const Page = styled.section.withConfig({ componentId: 'AppShell_Page' })`
  max-width: 420px;
  margin: ${({ theme }) => theme.space(6)} auto;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.body};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(5)};
    font-size: 22px;
  }
`

/** Room for the session meter while its figures load, so the bar does not move when they come. */
export const MeterSpace = styled.span.withConfig({ componentId: 'AppShell_MeterSpace' })`
  flex: none;
  width: 56px;
`
