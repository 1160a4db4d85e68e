import { styled } from 'styled-components'

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
`

export const Logo = styled.a.withConfig({ componentId: 'AppShell_Logo' })`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-right: auto;
  color: ${({ theme }) => theme.color.gold};
  font-size: 22px;
  font-weight: 800;
  letter-spacing: 0.04em;
  text-decoration: none;
`

export const Balance = styled.span.withConfig({ componentId: 'AppShell_Balance' })`
  padding: 6px 12px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.gold};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
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

export const Form = styled.form.withConfig({ componentId: 'AppShell_Form' })`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  > div {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  label {
    font-size: 14px;
  }
  input {
    box-sizing: border-box;
    width: 100%;
    height: 40px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
  }
`

export const PasswordRow = styled.div.withConfig({ componentId: 'AppShell_PasswordRow' })`
  position: relative;
  input {
    padding-right: 110px;
  }
  button {
    position: absolute;
    right: 6px;
    top: 50%;
    transform: translateY(-50%);
    border: 0;
    background: none;
    color: ${({ theme }) => theme.color.muted};
    font: inherit;
    font-size: 12px;
    cursor: pointer;
  }
`

export const FieldError = styled.small.withConfig({ componentId: 'AppShell_FieldError' })`
  color: ${({ theme }) => theme.color.danger};
`
