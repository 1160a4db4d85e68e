import { Skeleton, styled } from '@shwe/ui'
import { coverImage, filling, focusRing } from './Catalogue.styles.ts'

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
  ${coverImage}
  img {
    object-position: center;
  }
`

/**
 * The current slide, or what stands in for it; announced when it changes. See-through while the banners load
 * and while it shows the first banner, the one the server may have painted behind it; opaque otherwise, so that
 * picture never shows behind another banner, the empty text or an error.
 */
export const Slide = styled.div.withConfig({ componentId: 'Catalogue_Slide' })<{ $isOpaque: boolean }>`
  ${filling}
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
