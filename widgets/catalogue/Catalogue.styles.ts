import { Skeleton, Screen as UiScreen } from '@shwe/ui'
import { css, keyframes, styled } from 'styled-components'
import { RouteLink } from '../platform/RouteLink.tsx'

const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
`

const md = ({ theme }: { theme: { breakpoint: { md: string } } }) => theme.breakpoint.md
const lg = ({ theme }: { theme: { breakpoint: { lg: string } } }) => theme.breakpoint.lg

// ---------------------------------------------------------------------------------------------------------
// Screens

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

// ---------------------------------------------------------------------------------------------------------
// Category strip and tab strips

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

// ---------------------------------------------------------------------------------------------------------
// Banner carousel

export const Carousel = styled.section.withConfig({ componentId: 'Catalogue_Carousel' })`
  position: relative;
  min-width: 0;
`

/**
 * Banners are 3:1; the frame keeps that shape whether a banner, a skeleton or the empty text is in it. On the
 * site the server may paint the first banner into the frame before any script runs (`data-first-banner="painted"`
 * and a `background-image`, see packages/server/src/page-hints.ts): the background is fitted as the banner's
 * `<img>` is, so the image later drawn over it lines up exactly.
 */
export const Frame = styled.div.withConfig({ componentId: 'Catalogue_Frame' })`
  position: relative;
  display: grid;
  place-items: center;
  aspect-ratio: 3 / 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceRaised} center / cover no-repeat;
  color: ${({ theme }) => theme.color.muted};
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: center;
  }
`

/**
 * The current slide, or what stands in for it; announced when it changes. See-through while the banners load
 * and while it shows the first banner, the one the server may have painted behind it; opaque otherwise, so that
 * picture never shows behind another banner, the empty text or an error.
 */
export const Slide = styled.div.withConfig({ componentId: 'Catalogue_Slide' })<{ $isOpaque: boolean }>`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: ${({ theme, $isOpaque }) => ($isOpaque ? theme.color.surfaceRaised : 'transparent')};
  p {
    margin: 0;
    padding: ${({ theme }) => theme.space(4)};
    text-align: center;
  }
`

/** The shimmer while the banners load; it gives way to a first banner the server painted into the frame. */
export const BannerSkeleton = styled(Skeleton).withConfig({ componentId: 'Catalogue_BannerSkeleton' })`
  [data-first-banner='painted'] & {
    visibility: hidden;
  }
`

export const Arrow = styled.button.withConfig({ componentId: 'Catalogue_Arrow' })<{
  $side: 'left' | 'right'
}>`
  position: absolute;
  top: 50%;
  ${({ $side }) => ($side === 'left' ? 'left: 8px;' : 'right: 8px;')}
  z-index: 1;
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  margin-top: -18px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: rgb(0 0 0 / 55%);
  color: #fff;
  cursor: pointer;
  ${focusRing}
`

/** One row of dots, as tall as a dot's target even while empty. */
export const Dots = styled.div.withConfig({ componentId: 'Catalogue_Dots' })`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 24px;
  padding-top: ${({ theme }) => theme.space(2)};
`

/** A 24px target around an 8px dot. */
export const Dot = styled.button.withConfig({ componentId: 'Catalogue_Dot' })<{ $current: boolean }>`
  display: grid;
  place-items: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  &::before {
    content: '';
    width: ${({ $current }) => ($current ? '18px' : '8px')};
    height: 8px;
    border-radius: 4px;
    background: ${({ theme, $current }) => ($current ? theme.color.gold : theme.color.border)};
  }
  ${focusRing}
`

// ---------------------------------------------------------------------------------------------------------
// Announcement

const scroll = keyframes`
  from {
    transform: translateX(0);
  }
  to {
    transform: translateX(-100%);
  }
`

export const Announcement = styled.section.withConfig({ componentId: 'Catalogue_Announcement' })`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.gold};
  svg {
    flex: none;
  }
`

export const Ticker = styled.div.withConfig({ componentId: 'Catalogue_Ticker' })`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.color.text};
  font-size: 14px;
  white-space: nowrap;
  p {
    display: inline-block;
    margin: 0;
    padding-left: 100%;
    animation: ${scroll} var(--catalogue-ticker-duration, 20s) linear infinite;
  }
  &:hover p,
  &:focus-within p {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    p {
      padding-left: 0;
      animation: none;
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
      max-width: 100%;
      display: block;
    }
  }
`

// ---------------------------------------------------------------------------------------------------------
// Popup ad

export const PopupImage = styled.img.withConfig({ componentId: 'Catalogue_PopupImage' })`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 4;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
`

// ---------------------------------------------------------------------------------------------------------
// Provider cards

export const ProviderGrid = styled.ul.withConfig({ componentId: 'Catalogue_ProviderGrid' })`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${md}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  @media (min-width: ${lg}) {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`

export const ProviderCard = styled.li.withConfig({ componentId: 'Catalogue_ProviderCard' })`
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  min-width: 0;
`

export const ProviderName = styled.div.withConfig({ componentId: 'Catalogue_ProviderName' })`
  display: grid;
  gap: 2px;
  min-width: 0;
  strong {
    font-size: 14px;
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.color.muted};
    font-size: 12px;
  }
`

export const ProviderLink = styled(RouteLink).withConfig({ componentId: 'Catalogue_ProviderLink' })`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 36px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: linear-gradient(180deg, ${({ theme }) => theme.color.gold}, ${({ theme }) => theme.color.goldDeep});
  color: ${({ theme }) => theme.color.onGold};
  font-size: 14px;
  font-weight: 600;
  text-decoration: none;
  ${focusRing}
`

// ---------------------------------------------------------------------------------------------------------
// Pictures

/** A picture's box: its size is fixed by the aspect ratio before the picture arrives, and after it fails. */
export const Picture = styled.div.withConfig({ componentId: 'Catalogue_Picture' })<{ $ratio: string }>`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceRaised};
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

/** What a missing or broken picture shows: a neutral tile with a faint mark. */
export const Broken = styled.span.withConfig({ componentId: 'Catalogue_Broken' })`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.color.border};
`

// ---------------------------------------------------------------------------------------------------------
// Game lists

export const Toolbar = styled.div.withConfig({ componentId: 'Catalogue_Toolbar' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`

export const Search = styled.input.withConfig({ componentId: 'Catalogue_Search' })`
  box-sizing: border-box;
  width: 100%;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: 15px ${({ theme }) => theme.font.body};
  &::placeholder {
    color: ${({ theme }) => theme.color.muted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.gold};
    outline-offset: 1px;
  }
  @media (min-width: ${md}) {
    max-width: 320px;
  }
`

/** 3 columns below 768px, 4 below 1200px, 6 from there; hot games have 6 from 768px. */
export const GameGrid = styled.ul.withConfig({ componentId: 'Catalogue_GameGrid' })<{ $hot?: boolean }>`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${md}) {
    grid-template-columns: repeat(${({ $hot }) => ($hot ? 6 : 4)}, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(3)};
  }
  @media (min-width: ${lg}) {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`

const card = css`
  position: relative;
  box-sizing: border-box;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  width: 100%;
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: 600 12px/1.3 ${({ theme }) => theme.font.body};
  text-align: center;
`

export const GameButton = styled.button.withConfig({ componentId: 'Catalogue_GameButton' })`
  ${card}
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.gold};
  }
  &:disabled {
    cursor: progress;
  }
  ${focusRing}
`

export const GameTile = styled.figure.withConfig({ componentId: 'Catalogue_GameTile' })`
  ${card}
  margin: 0;
`

export const GameName = styled.span.withConfig({ componentId: 'Catalogue_GameName' })`
  display: -webkit-box;
  min-height: 2.6em;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`

/** Covers a game's picture while it launches. */
export const Launching = styled.span.withConfig({ componentId: 'Catalogue_Launching' })`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  border-radius: inherit;
  background: rgb(0 0 0 / 55%);
  color: ${({ theme }) => theme.color.gold};
  font-size: 28px;
`

export const LaunchError = styled.div.withConfig({ componentId: 'Catalogue_LaunchError' })`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.danger};
  background: rgb(248 113 113 / 12%);
  color: ${({ theme }) => theme.color.danger};
  font-size: 14px;
  overflow-wrap: anywhere;
`

export const More = styled.div.withConfig({ componentId: 'Catalogue_More' })`
  display: flex;
  justify-content: center;
  min-height: 40px;
`
