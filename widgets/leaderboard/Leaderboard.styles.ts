import { styled, Screen as UiScreen } from '@shwe/ui'

/** One row's height; the list reserves ten of them so nothing below moves when data arrives. */
export const ROW_HEIGHT = 44

/** The leaderboard is one card: a screen drawn on the raised surface, its rows in fixed heights. */
export const Card = styled(UiScreen)
  .attrs({ $maxWidth: 560 })
  .withConfig({ componentId: 'Leaderboard_Card' })`
  gap: 0;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  line-height: 1.4;
`

export const Title = styled.h2.withConfig({ componentId: 'Leaderboard_Title' })`
  margin: 0;
  height: 32px;
  font-size: 22px;
  line-height: 32px;
  text-align: center;
  color: ${({ theme }) => theme.color.gold};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`

export const ListHeading = styled.h3.withConfig({ componentId: 'Leaderboard_ListHeading' })`
  margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(2)};
  height: 24px;
  font-size: 15px;
  line-height: 24px;
  font-weight: 600;
  color: ${({ theme }) => theme.color.muted};
`

export const List = styled.ol.withConfig({ componentId: 'Leaderboard_List' })`
  position: relative;
  list-style: none;
  margin: 0;
  padding: 0;
  height: ${ROW_HEIGHT * 10}px;
`

export const Row = styled.li.withConfig({ componentId: 'Leaderboard_Row' })<{ $highlighted: boolean }>`
  box-sizing: border-box;
  display: grid;
  grid-template-columns: 40px 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  height: ${ROW_HEIGHT - 4}px;
  margin-bottom: 4px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $highlighted }) => ($highlighted ? 'rgb(245 197 66 / 14%)' : theme.color.surfaceRaised)};
  border: 1px solid ${({ theme, $highlighted }) => ($highlighted ? theme.color.gold : 'transparent')};
`

export const Rank = styled.span.withConfig({ componentId: 'Leaderboard_Rank' })<{ $highlighted: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  font-weight: 700;
  font-size: 14px;
  background: ${({ theme, $highlighted }) => ($highlighted ? theme.color.gold : theme.color.border)};
  color: ${({ theme, $highlighted }) => ($highlighted ? theme.color.onGold : theme.color.text)};
`

export const Player = styled.span.withConfig({ componentId: 'Leaderboard_Player' })`
  font-family: ${({ theme }) => theme.font.numeric};
  font-size: 15px;
`

export const Amount = styled.span.withConfig({ componentId: 'Leaderboard_Amount' })`
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`

export const Placeholder = styled.li.withConfig({ componentId: 'Leaderboard_Placeholder' })`
  height: ${ROW_HEIGHT - 4}px;
  margin-bottom: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  opacity: 0.5;
`

export const Message = styled.div.withConfig({ componentId: 'Leaderboard_Message' })`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
`
