import { keyframes, styled, Card as UiCard, Screen as UiScreen } from '@shwe/ui'

export const Screen = styled(UiScreen)
  .attrs({ $maxWidth: 960 })
  .withConfig({ componentId: 'DigitGame_Screen' })`
  line-height: 1.4;
  h1 {
    font-size: 20px;
  }
  h2 {
    margin: 0;
    font-size: 17px;
  }
  p {
    margin: 0;
  }
  fieldset {
    min-width: 0;
    margin: 0;
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  legend {
    padding: 0 ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.color.muted};
    font-size: 14px;
  }
`

export const Card = styled(UiCard)
  .attrs({ $spacing: 'medium' })
  .withConfig({ componentId: 'DigitGame_Card' })`
  align-content: start;
  min-width: 0;
  border-radius: ${({ theme }) => theme.radius.md};
`

export const Board = styled.div.withConfig({ componentId: 'DigitGame_Board' })`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`

const tumble = keyframes`
  from { transform: rotate(0deg) scale(1); }
  50% { transform: rotate(180deg) scale(0.85); }
  to { transform: rotate(360deg) scale(1); }
`

export const Face = styled.div.withConfig({ componentId: 'DigitGame_Face' })<{ $rolling: boolean }>`
  display: grid;
  place-items: center;
  justify-self: center;
  width: 112px;
  height: 112px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: radial-gradient(circle at 30% 30%, ${({ theme }) => theme.color.gold}, ${({ theme }) => theme.color.goldDeep});
  color: ${({ theme }) => theme.color.onGold};
  font-family: ${({ theme }) => theme.font.numeric};
  font-size: 56px;
  font-weight: 700;
  box-shadow: ${({ theme }) => theme.shadow.raised};
  animation: ${({ $rolling }) => ($rolling ? tumble : 'none')} 600ms linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`

export const Grid = styled.div.withConfig({ componentId: 'DigitGame_Grid' })`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`

export const Row = styled.div.withConfig({ componentId: 'DigitGame_Row' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`

export const Choice = styled.button.withConfig({ componentId: 'DigitGame_Choice' }).attrs({ type: 'button' })`
  min-width: 44px;
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.gold};
    background: ${({ theme }) => theme.color.gold};
    color: ${({ theme }) => theme.color.onGold};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
`

export const Message = styled.p.withConfig({ componentId: 'DigitGame_Message' })`
  min-height: 1.4em;
  font-weight: 600;
`

export const Alert = styled.p.withConfig({ componentId: 'DigitGame_Alert' })`
  color: ${({ theme }) => theme.color.danger};
`

export const Muted = styled.p.withConfig({ componentId: 'DigitGame_Muted' })`
  color: ${({ theme }) => theme.color.muted};
  font-size: 14px;
`

export const Code = styled.code.withConfig({ componentId: 'DigitGame_Code' })`
  overflow-wrap: anywhere;
  font-family: ${({ theme }) => theme.font.numeric};
  font-size: 13px;
`

export const TableWrap = styled.div.withConfig({ componentId: 'DigitGame_TableWrap' })`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 14px;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: start;
    white-space: nowrap;
  }
  th {
    white-space: normal;
  }
`

export const Check = styled.span.withConfig({ componentId: 'DigitGame_Check' })<{
  $tone: 'ok' | 'bad' | 'none'
}>`
  color: ${({ theme, $tone }) =>
    $tone === 'ok' ? theme.color.success : $tone === 'bad' ? theme.color.danger : theme.color.muted};
`
