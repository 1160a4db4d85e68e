import { css, styled, Screen as UiScreen } from '@shwe/ui'
import { RouteLink } from '../platform/RouteLink.tsx'

// What the catalogue's screens share: the screen, titles, sections, the placeholder and the tab strips. Each part
// (strip, banners, announcement, popup, provider cards, pictures, game lists) has its styles beside it.

/** The keyboard focus of the catalogue's links and buttons. */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
`

/** Fills its box, over whatever the box shows: the pictures' images, and what stands in for them. */
export const filling = css`
  position: absolute;
  inset: 0;
`

/** An `img` that fills its box, cropped to the box's shape. */
export const coverImage = css`
  img {
    ${filling}
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

export const md = ({ theme }: { theme: { breakpoint: { md: string } } }) => theme.breakpoint.md
export const lg = ({ theme }: { theme: { breakpoint: { lg: string } } }) => theme.breakpoint.lg

export const Screen = styled(UiScreen)
  .attrs({ $maxWidth: 1280, $compact: true, $bare: true })
  .withConfig({ componentId: 'Catalogue_Screen' })`
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
  line-height: 1.4;
  > * {
    min-width: 0;
  }
  @media (min-width: ${md}) {
    padding: ${({ theme }) => theme.space(5)};
  }
`

export const Title = styled.h1.withConfig({ componentId: 'Catalogue_Title' })`
  margin: 0;
  font-size: 20px;
  color: ${({ theme }) => theme.color.gold};
  @media (min-width: ${md}) {
    font-size: 24px;
  }
`

export const Section = styled.section.withConfig({ componentId: 'Catalogue_Section' })`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`

export const SectionTitle = styled.h2.withConfig({ componentId: 'Catalogue_SectionTitle' })`
  margin: 0;
  font-size: 17px;
  overflow-wrap: anywhere;
`

/** Where a spinner, an empty state or an error sits instead of a list; holds some height so the page moves less. */
export const Placeholder = styled.div.withConfig({ componentId: 'Catalogue_Placeholder' })`
  display: grid;
  place-items: center;
  min-height: 160px;
  color: ${({ theme }) => theme.color.muted};
  font-size: 15px;
`

export const Tabs = styled.nav.withConfig({ componentId: 'Catalogue_Tabs' })`
  min-width: 0;
  overflow-x: auto;
  scrollbar-width: thin;
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: 2px 2px ${({ theme }) => theme.space(1)};
    list-style: none;
  }
  li {
    flex: none;
  }
`

export const TabLink = styled(RouteLink).withConfig({ componentId: 'Catalogue_TabLink' })<{
  $selected: boolean
}>`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.color.gold : theme.color.border)};
  background: ${({ theme, $selected }) => ($selected ? theme.color.gold : 'transparent')};
  color: ${({ theme, $selected }) => ($selected ? theme.color.onGold : theme.color.text)};
  font-size: 14px;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  ${focusRing}
`
