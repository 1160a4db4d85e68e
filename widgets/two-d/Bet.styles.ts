import { styled, Card as UiCard, Screen as UiScreen } from '@shwe/ui'

/**
 * The bet and confirm screens: one column on a phone, centred and capped in width on a desktop. Their own
 * background and font, like the live and slips screens, so on a partner's light page they look the same.
 */
export const Screen = styled(UiScreen)
  .attrs({ $maxWidth: 744, $compact: true })
  .withConfig({ componentId: 'twoD_BetScreen' })``

export const Title = styled.h1.withConfig({ componentId: 'twoD_BetTitle' })`
  margin: 0;
  font-size: 20px;
`

export const Card = styled(UiCard).attrs({ $spacing: 'small' }).withConfig({ componentId: 'twoD_BetCard' })``

export const Note = styled.p.withConfig({ componentId: 'twoD_BetNote' })`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: 13px;
`

export const Alert = styled.p.withConfig({ componentId: 'twoD_BetAlert' })`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: 14px;
`

export const Success = styled.p.withConfig({ componentId: 'twoD_BetSuccess' })`
  margin: 0;
  color: ${({ theme }) => theme.color.success};
  font-size: 14px;
`

/**
 * 00–99 in five columns (spec §9). The cells are plain buttons styled from here, with no component of their own
 * to render at a tap. A cell's bar shows how much of the number's cap is taken: its width from `--taken`, its
 * colour from `data-level` (`high` from 80 %, `mid` from 50 %).
 */
export const Grid = styled.div.withConfig({ componentId: 'twoD_Grid' })`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(1.5)};

  > button {
    position: relative;
    display: grid;
    gap: 2px;
    min-height: 44px;
    padding: 6px 4px 8px;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.text};
    font: 600 16px ${({ theme }) => theme.font.numeric};
    cursor: pointer;
    touch-action: manipulation;
  }
  > button[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.gold};
    color: ${({ theme }) => theme.color.onGold};
    border-color: ${({ theme }) => theme.color.goldDeep};
  }
  > button:disabled {
    opacity: 0.4;
    cursor: not-allowed;
    text-decoration: line-through;
  }
  > button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }

  > button > span {
    position: absolute;
    left: 4px;
    right: 4px;
    bottom: 3px;
    height: 3px;
    border-radius: 2px;
    background: ${({ theme }) => theme.color.border};
  }
  > button > span::after {
    content: '';
    display: block;
    height: 100%;
    width: var(--taken);
    border-radius: 2px;
    background: ${({ theme }) => theme.color.success};
  }
  > button > span[data-level='mid']::after {
    background: ${({ theme }) => theme.color.warning};
  }
  > button > span[data-level='high']::after {
    background: ${({ theme }) => theme.color.danger};
  }
`

export const Tools = styled.div.withConfig({ componentId: 'twoD_Tools' })`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
`

export const Tool = styled.fieldset.withConfig({ componentId: 'twoD_Tool' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};

  legend {
    padding: 0 4px;
    font-size: 14px;
  }
  legend small {
    color: ${({ theme }) => theme.color.muted};
    margin-left: 6px;
  }
  input {
    width: 7em;
    min-height: 36px;
    padding: 4px 8px;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
  }
  button {
    min-height: 36px;
    padding: 4px 10px;
  }
`

export const ToolError = styled.span.withConfig({ componentId: 'twoD_ToolError' })`
  flex-basis: 100%;
  color: ${({ theme }) => theme.color.danger};
  font-size: 13px;
`

export const Row = styled.div.withConfig({ componentId: 'twoD_BetRow' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`

export const TextArea = styled.textarea.withConfig({ componentId: 'twoD_PasteText' })`
  min-height: 96px;
  padding: 8px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font: 15px ${({ theme }) => theme.font.body};
`

export const Problems = styled.ul.withConfig({ componentId: 'twoD_PasteProblems' })`
  margin: 0;
  padding-left: 1.2em;
  color: ${({ theme }) => theme.color.danger};
  font-size: 13px;
`

export const Lines = styled.ul.withConfig({ componentId: 'twoD_ConfirmLines' })`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`

export const Line = styled.li.withConfig({ componentId: 'twoD_ConfirmLine' })<{ $isRefused: boolean }>`
  display: grid;
  grid-template-columns: 3.5em 1fr auto;
  align-items: start;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme, $isRefused }) => ($isRefused ? theme.color.danger : theme.color.border)};

  > strong {
    font: 600 18px ${({ theme }) => theme.font.numeric};
    padding-top: 8px;
  }
`

export const Mark = styled.span.withConfig({ componentId: 'twoD_ConfirmMark' })`
  color: ${({ theme }) => theme.color.danger};
  font-size: 12px;
`

export const Total = styled.p.withConfig({ componentId: 'twoD_BetTotal' })`
  margin: 0;
  font-size: 16px;
  font-weight: 600;
`
