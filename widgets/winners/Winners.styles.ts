import { styled, Card as UiCard, Screen as UiScreen } from '@shwe/ui'

/** One winner row's least height; the loading placeholder's rows have it too, so nothing jumps when they arrive. */
export const WINNER_ROW_HEIGHT = 60
/** Placeholder rows per card while loading. */
export const PLACEHOLDER_ROWS = 3

export const Screen = styled(UiScreen)
  .attrs({ $maxWidth: 960 })
  .withConfig({ componentId: 'Winners_Screen' })`
  line-height: 1.4;
  h1 {
    line-height: 1.3;
  }
  p {
    margin: 0;
  }
`

export const Header = styled.div.withConfig({ componentId: 'Winners_Header' })`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(2)};
`

export const Back = styled.button.withConfig({ componentId: 'Winners_Back' }).attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(1)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.color.gold};
  font: 600 14px/1.2 ${({ theme }) => theme.font.body};
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
`

/** Date, session or draw, and Refresh: two columns and a full-width button on phones, one row on wider screens. */
export const Controls = styled.div.withConfig({ componentId: 'Winners_Controls' })`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  > button {
    grid-column: 1 / -1;
    min-height: 40px;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 240px) minmax(0, 240px) auto;
    justify-content: start;
    > button {
      grid-column: auto;
    }
  }
`

export const Select = styled.select.withConfig({ componentId: 'Winners_Select' })`
  box-sizing: border-box;
  width: 100%;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.gold};
    outline-offset: 1px;
  }
`

/** Where the cards, the placeholder, the empty text or the error go: one card's height at least, whichever it is. */
export const Results = styled.div.withConfig({ componentId: 'Winners_Results' })`
  display: grid;
  min-height: 340px;
  align-content: start;
`

export const Cards = styled.ul.withConfig({ componentId: 'Winners_Cards' })`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(auto-fit, minmax(400px, 1fr));
  }
`

export const Card = styled(UiCard)
  .attrs({ as: 'article', $spacing: 'medium' })
  .withConfig({ componentId: 'Winners_Card' })`
  box-sizing: border-box;
  align-content: start;
  height: 100%;
  h2 {
    margin: 0;
    font-size: 17px;
    line-height: 1.35;
    overflow-wrap: anywhere;
  }
  h3 {
    margin: 0;
    font-size: 15px;
    line-height: 24px;
    color: ${({ theme }) => theme.color.muted};
  }
`

export const CardHead = styled.div.withConfig({ componentId: 'Winners_CardHead' })`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 64px;
`

/** The winning number: its label above it, the digits large in gold. */
export const WinningNumber = styled.dl.withConfig({ componentId: 'Winners_WinningNumber' })`
  display: grid;
  justify-items: center;
  gap: 2px;
  margin: 0;
  dt {
    font-size: 12px;
    color: ${({ theme }) => theme.color.muted};
  }
  dd {
    margin: 0;
    min-width: 56px;
    padding: 2px ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: linear-gradient(180deg, ${({ theme }) => theme.color.gold}, ${({ theme }) => theme.color.goldDeep});
    color: ${({ theme }) => theme.color.onGold};
    font: 700 26px/1.3 ${({ theme }) => theme.font.numeric};
    text-align: center;
    letter-spacing: 0.06em;
  }
`

export const Winners = styled.ul.withConfig({ componentId: 'Winners_Winners' })`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`

/** A winner: the name (and a 3D prize mark) on one line, the amounts under it, at every width. */
export const Winner = styled.li.withConfig({ componentId: 'Winners_Winner' })`
  box-sizing: border-box;
  display: grid;
  align-content: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${WINNER_ROW_HEIGHT}px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  font-size: 14px;
`

export const Who = styled.span.withConfig({ componentId: 'Winners_Who' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  font-family: ${({ theme }) => theme.font.numeric};
  font-weight: 600;
  overflow-wrap: anywhere;
`

export const Tag = styled.span.withConfig({ componentId: 'Winners_Tag' })`
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.gold};
  color: ${({ theme }) => theme.color.gold};
  font: 600 12px/20px ${({ theme }) => theme.font.body};
`

export const Amounts = styled.dl.withConfig({ componentId: 'Winners_Amounts' })`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  div {
    display: flex;
    align-items: baseline;
    gap: ${({ theme }) => theme.space(1)};
  }
  dt {
    font-size: 12px;
    color: ${({ theme }) => theme.color.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  dd[data-win] {
    color: ${({ theme }) => theme.color.success};
  }
`

export const NoWinners = styled.p.withConfig({ componentId: 'Winners_NoWinners' })`
  display: grid;
  place-items: center;
  min-height: ${WINNER_ROW_HEIGHT}px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.muted};
  text-align: center;
`

/** The loading placeholder of one card: the same boxes as a card with three winners. */
export const Placeholder = styled.div.withConfig({ componentId: 'Winners_Placeholder' })`
  box-sizing: border-box;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`

export const PlaceholderRows = styled.div.withConfig({ componentId: 'Winners_PlaceholderRows' })`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`

export const Message = styled.div.withConfig({ componentId: 'Winners_Message' })`
  display: grid;
  place-items: center;
  min-height: 200px;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  text-align: center;
`

/** The signed-out card: its text and button at their own widths. */
export const SignedOut = styled(UiCard).withConfig({ componentId: 'Winners_SignedOut' })`
  justify-items: start;
`
