import { styled, Card as UiCard, Screen as UiScreen } from '@shwe/ui'
import { RouteLink } from '../platform/RouteLink.tsx'

/**
 * The 3D screens: one column on a phone, centred and capped in width on a desktop, with their own background
 * and font, so on a partner's light page they look the same.
 */
export const Screen = styled(UiScreen)
  .attrs({ $maxWidth: 784, $compact: true })
  .withConfig({ componentId: 'threeD_Screen' })`
  h1 {
    font-size: 20px;
  }
  h2 {
    margin: 0;
    font-size: 16px;
    overflow-wrap: anywhere;
  }
`

export const Card = styled(UiCard).attrs({ $spacing: 'small' }).withConfig({ componentId: 'threeD_Card' })``

export const Note = styled.p.withConfig({ componentId: 'threeD_Note' })`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: 13px;
`

export const Alert = styled.p.withConfig({ componentId: 'threeD_Alert' })`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: 14px;
`

export const Row = styled.div.withConfig({ componentId: 'threeD_Row' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`

/** A number field with its Add button beside it; the button stays level with the input when an error shows. */
export const Entry = styled.div.withConfig({ componentId: 'threeD_Entry' })`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space(2)};
  > button {
    margin-top: 26px;
    min-height: 44px;
  }
`

export const Total = styled.p.withConfig({ componentId: 'threeD_Total' })`
  margin: 0;
  font-size: 16px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`

/** The link-styled way to another screen (history, back to the entry). */
export const NavLink = styled(RouteLink).withConfig({ componentId: 'threeD_NavLink' })`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.gold};
  font: 600 14px/1.2 ${({ theme }) => theme.font.body};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
`

/** The draw and its countdown. */
export const Countdown = styled.div.withConfig({ componentId: 'threeD_Countdown' })`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  min-height: 48px;
  font-size: 14px;
  strong {
    color: ${({ theme }) => theme.color.gold};
    font: 700 22px/1.2 ${({ theme }) => theme.font.numeric};
    font-variant-numeric: tabular-nums;
  }
`

export const Tools = styled.div.withConfig({ componentId: 'threeD_Tools' })`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
`

export const Tool = styled.fieldset.withConfig({ componentId: 'threeD_Tool' })`
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
  button {
    min-width: 44px;
    min-height: 44px;
    padding: 4px 10px;
  }
  select {
    min-height: 44px;
    padding: 4px 8px;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
  }
`

export const Groups = styled.ul.withConfig({ componentId: 'threeD_Groups' })`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`

/**
 * One group of the selection. Contained (its layout and paint its own), so adding a group of hundreds lays out
 * and paints that group alone, the groups already shown kept as they were painted.
 */
export const Group = styled.li.withConfig({ componentId: 'threeD_Group' })`
  contain: layout paint;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceRaised};
  h3 {
    margin: 0;
    font-size: 15px;
  }
`

/** One stroke of the cross, corner to corner of its 8 px box, 1.4 px wide with its edges smoothed. */
const stroke = (angle: string) =>
  `linear-gradient(${angle}, transparent calc(50% - 1.2px), currentColor calc(50% - 0.2px) calc(50% + 0.2px), transparent calc(50% + 1.2px)) center / 8px 8px no-repeat`

/**
 * A remove button's cross, the 14 px icon's two strokes painted as the button's background in its colour: no
 * child element or pseudo-element to style and lay out for each of hundreds of chips.
 */
const CROSS = `${stroke('45deg')}, ${stroke('-45deg')}`

/**
 * A group's numbers, each an `<li>` chip with its remove button; a chip the server refused carries
 * `data-refused` and is marked with a word as well as a colour. The chips are plain elements styled from here,
 * so a group of hundreds costs few nodes and no component per chip.
 */
export const Chips = styled.ul.withConfig({ componentId: 'threeD_Chips' })`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.background};
    font: 600 15px/1 ${({ theme }) => theme.font.numeric};
  }
  > li[data-refused] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  small {
    font: 500 11px/1 ${({ theme }) => theme.font.body};
    color: ${({ theme }) => theme.color.gold};
  }
  [data-refused] small {
    color: ${({ theme }) => theme.color.danger};
  }
  button {
    display: inline-block;
    width: 32px;
    height: 32px;
    margin-right: -6px;
    padding: 0;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${CROSS};
    color: ${({ theme }) => theme.color.muted};
    cursor: pointer;
    touch-action: manipulation;
  }
  button:hover {
    color: ${({ theme }) => theme.color.danger};
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.gold};
  }
`

/** A group's figures on the confirm screen: amount per digit, count and total. */
export const Figures = styled.dl.withConfig({ componentId: 'threeD_Figures' })`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 140px), 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.muted};
    font-size: 12px;
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`

/** The inline edit of a group's amount: the field, then accept and cancel. */
export const Edit = styled.div.withConfig({ componentId: 'threeD_Edit' })`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  > :first-child {
    flex: 1 1 180px;
  }
  > button {
    margin-top: 26px;
    min-height: 44px;
  }
`

export const Balance = styled.p.withConfig({ componentId: 'threeD_Balance' })`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  strong {
    color: ${({ theme }) => theme.color.gold};
    font-variant-numeric: tabular-nums;
  }
`

export const Actions = styled.div.withConfig({ componentId: 'threeD_Actions' })`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  button {
    min-height: 44px;
  }
`

/** The server's prizes and what the amount wins, under the amount; its placeholder has the same height. */
export const Prizes = styled.div.withConfig({ componentId: 'threeD_Prizes' })`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 44px;
  font-size: 14px;
  line-height: 20px;
  strong {
    color: ${({ theme }) => theme.color.gold};
    font-variant-numeric: tabular-nums;
  }
`
