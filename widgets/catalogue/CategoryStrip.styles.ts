import { styled } from '@shwe/ui'
import { RouteLink } from '../platform/RouteLink.tsx'
import { focusRing } from './Catalogue.styles.ts'

export const Strip = styled.nav.withConfig({ componentId: 'Catalogue_Strip' })`
  min-width: 0;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x proximity;
  scrollbar-width: thin;
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: 2px 2px ${({ theme }) => theme.space(2)};
    list-style: none;
  }
  li {
    flex: none;
    scroll-snap-align: start;
  }
`

export const StripLink = styled(RouteLink).withConfig({ componentId: 'Catalogue_StripLink' })<{
  $selected: boolean
}>`
  --catalogue-icon-cut: ${({ theme }) => theme.color.gold};
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  width: 84px;
  height: 72px;
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.color.gold : theme.color.border)};
  background: ${({ theme, $selected }) => ($selected ? theme.color.gold : theme.color.surface)};
  color: ${({ theme, $selected }) => ($selected ? theme.color.onGold : theme.color.text)};
  font-size: 12px;
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  span {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    overflow-wrap: anywhere;
  }
  &:hover {
    border-color: ${({ theme }) => theme.color.gold};
  }
  ${focusRing}
`
