import { styled } from '@shwe/ui'

export { IconButton } from './AppShell.styles.ts'

/** The sidebar: a native modal dialog pinned to the right edge, full height. */
export const Drawer = styled.dialog.withConfig({ componentId: 'AppShell_Drawer' })`
  position: fixed;
  inset: 0 0 0 auto;
  box-sizing: border-box;
  width: min(320px, 86vw);
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  border-left: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.body};
  &::backdrop {
    background: rgb(0 0 0 / 60%);
  }
  @media (prefers-reduced-motion: no-preference) {
    &[open] {
      animation: shwe-drawer-in 300ms ease-out;
    }
    &[open]::backdrop {
      animation: shwe-fade-in 150ms ease-out;
    }
  }
  @keyframes shwe-drawer-in {
    from {
      transform: translateX(100%);
    }
  }
  @keyframes shwe-fade-in {
    from {
      opacity: 0;
    }
  }
`

export const DrawerPanel = styled.div.withConfig({ componentId: 'AppShell_DrawerPanel' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-height: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space(4)};
  a {
    color: inherit;
  }
`

export const DrawerHeader = styled.div.withConfig({ componentId: 'AppShell_DrawerHeader' })`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    font-weight: 700;
    text-decoration: none;
  }
`

export const Wallet = styled.div.withConfig({ componentId: 'AppShell_Wallet' })`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  a {
    color: ${({ theme }) => theme.color.onGold};
    text-decoration: none;
  }
`

export const Chip = styled.span.withConfig({ componentId: 'AppShell_Chip' })`
  color: ${({ theme }) => theme.color.gold};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`

export const NavList = styled.ul.withConfig({ componentId: 'AppShell_NavList' })`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.sm};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: rgb(255 255 255 / 6%);
  }
  svg {
    color: ${({ theme }) => theme.color.gold};
  }
`

export const Contacts = styled.ul.withConfig({ componentId: 'AppShell_Contacts' })`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.gold};
  }
`

export const Download = styled.a.withConfig({ componentId: 'AppShell_Download' })`
  color: ${({ theme }) => theme.color.gold};
  font-weight: 600;
`
