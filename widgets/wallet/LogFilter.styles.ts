import { styled } from '@shwe/ui'

export const Filter = styled.div.withConfig({ componentId: 'Log_Filter' })`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`

/** The preset periods: toggle buttons, the chosen one pressed. */
export const Presets = styled.div.withConfig({ componentId: 'Log_Presets' })`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  button {
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    font: 14px/1 ${({ theme }) => theme.font.body};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.gold};
    background: ${({ theme }) => theme.color.gold};
    color: ${({ theme }) => theme.color.onGold};
    font-weight: 700;
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
`

/** The custom range: two dates and Apply, side by side when there is room. */
export const RangeForm = styled.form.withConfig({ componentId: 'Log_RangeForm' })<{ $isActive: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $isActive }) => ($isActive ? theme.color.gold : theme.color.border)};
  label {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    flex: 1 1 140px;
    font-size: 14px;
  }
  input {
    box-sizing: border-box;
    height: 40px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
    color-scheme: dark;
    font: inherit;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.gold};
    outline-offset: 1px;
  }
  button {
    min-height: 40px;
  }
`

export const RangeProblem = styled.p.withConfig({ componentId: 'Log_RangeProblem' })`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: 14px;
`
