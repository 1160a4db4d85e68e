import { styled, Card as UiCard, Screen as UiScreen } from '@shwe/ui'
import { RouteLink } from '../platform/RouteLink.tsx'

/** The 2D home: one column, phone first, as wide as the wallet screens (760 px of content at most). */
export const Screen = styled(UiScreen).attrs({ $maxWidth: 792 }).withConfig({ componentId: 'Live_Screen' })`
  h2 {
    margin: 0;
    font-size: 16px;
  }
`

export const Card = styled(UiCard).attrs({ $spacing: 'medium' }).withConfig({ componentId: 'Live_Card' })``

/** The board: the big number beside SET and value; its height is fixed, so nothing moves as data arrives. */
export const Board = styled(Card).withConfig({ componentId: 'Live_Board' })`
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  min-height: 168px;
  box-sizing: border-box;
`

export const LiveNumber = styled.strong.withConfig({ componentId: 'Live_LiveNumber' })<{ $isStale: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 128px;
  height: 112px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme, $isStale }) => ($isStale ? theme.color.muted : theme.color.gold)};
  font: 700 72px/1 ${({ theme }) => theme.font.numeric};
  font-variant-numeric: tabular-nums;
`

export const Figures = styled.dl.withConfig({ componentId: 'Live_Figures' })`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.muted};
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.font.numeric};
    font-variant-numeric: tabular-nums;
    min-height: 1.4em;
  }
`

/** A line under the board: last update and the stale mark (the mark carries an icon and words, not colour only). */
export const Status = styled.p.withConfig({ componentId: 'Live_Status' })`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 ${({ theme }) => theme.space(3)};
  min-height: 3em;
  color: ${({ theme }) => theme.color.muted};
  font-size: 13px;
  line-height: 1.5;
`

export const StaleMark = styled.span.withConfig({ componentId: 'Live_StaleMark' })`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.warning};
  font-weight: 700;
`

export const Closed = styled.span.withConfig({ componentId: 'Live_Closed' })`
  flex-basis: 100%;
  color: ${({ theme }) => theme.color.warning};
  font-weight: 700;
`

/** The day's four snapshots: 2 columns on phones, 4 on wider screens. */
export const Results = styled.ol.withConfig({ componentId: 'Live_Results' })`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`

export const Result = styled.li.withConfig({ componentId: 'Live_Result' })`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 84px;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  span {
    color: ${({ theme }) => theme.color.muted};
    font-size: 13px;
  }
  strong {
    font: 700 28px/1.2 ${({ theme }) => theme.font.numeric};
    color: ${({ theme }) => theme.color.gold};
  }
`

export const Countdown = styled.p.withConfig({ componentId: 'Live_Countdown' })`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 2em;
  strong {
    font: 700 24px/1.2 ${({ theme }) => theme.font.numeric};
    font-variant-numeric: tabular-nums;
  }
  span {
    color: ${({ theme }) => theme.color.muted};
    font-size: 13px;
  }
`

export const Actions = styled.div.withConfig({ componentId: 'Live_Actions' })`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  a,
  button {
    min-height: 44px;
  }
`

/** The route links of the slips chooser, one per line. */
export const Choices = styled.nav.withConfig({ componentId: 'Live_Choices' })`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  a {
    min-height: 44px;
  }
`

/** A route link that looks like the gold or ghost button. */
export const LinkButton = styled(RouteLink).withConfig({ componentId: 'Live_LinkButton' })<{
  $variant?: 'gold' | 'ghost'
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme, $variant }) => ($variant === 'ghost' ? theme.color.border : 'transparent')};
  background: ${({ theme, $variant }) =>
    $variant === 'ghost'
      ? 'transparent'
      : `linear-gradient(180deg, ${theme.color.gold}, ${theme.color.goldDeep})`};
  color: ${({ theme, $variant }) => ($variant === 'ghost' ? theme.color.text : theme.color.onGold)};
  font: 600 15px/1 ${({ theme }) => theme.font.body};
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
`
