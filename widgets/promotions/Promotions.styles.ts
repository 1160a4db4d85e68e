import { css, Skeleton, styled, Card as UiCard, Screen as UiScreen } from '@shwe/ui'

// Fixed line boxes, so a skeleton card, a loaded card and a card with a long text have the same height and
// nothing below the grid moves when the list arrives. Burmese stacks its marks high: keep the lines roomy.
export const TITLE_LINE = 28
export const TITLE_LINES = 2
export const TEXT_LINE = 24
export const TEXT_LINES = 3
export const BUTTON_HEIGHT = 36

/** The promotion pictures are 16:9 (800×450); an image of another shape is fitted inside that box. */
export const IMAGE_WIDTH = 800
export const IMAGE_HEIGHT = 450

export const Screen = styled(UiScreen)
  .attrs({ $maxWidth: 1200, $bare: true })
  .withConfig({ componentId: 'Promotions_Screen' })`
  h1 {
    line-height: 1.5;
    color: ${({ theme }) => theme.color.gold};
  }
`

/** The list and, while it loads, the loading text over it. */
export const Results = styled.div.withConfig({ componentId: 'Promotions_Results' })`
  position: relative;
`

export const Grid = styled.ul.withConfig({ componentId: 'Promotions_Grid' })`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`

export const Card = styled(UiCard)
  .attrs({ as: 'li', $spacing: 'none' })
  .withConfig({ componentId: 'Promotions_Card' })`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
`

/**
 * The picture's box. On the site the server may paint the first card's picture into it before any script runs
 * (`data-first-promotion="painted"` and a `background-image`, see packages/server/src/page-hints.ts): the
 * background is fitted as the `<img>` is, so the image later drawn over it lines up exactly.
 */
export const Media = styled.div.withConfig({ componentId: 'Promotions_Media' })`
  position: relative;
  aspect-ratio: ${IMAGE_WIDTH} / ${IMAGE_HEIGHT};
  width: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceRaised} center / cover no-repeat;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: center;
  }
`

/** The shimmer while the promotions load; it gives way to a picture the server painted into the box. */
export const MediaSkeleton = styled(Skeleton).withConfig({ componentId: 'Promotions_MediaSkeleton' })`
  [data-first-promotion='painted'] & {
    visibility: hidden;
  }
`

/** Stands in for a missing, refused or broken picture, in the same box. */
export const ImagePlaceholder = styled.div.withConfig({ componentId: 'Promotions_ImagePlaceholder' })`
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  color: ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceRaised};
`

/** Text cut after `lines` lines of `lineHeight` px, in a box always that tall. */
const clamped = (lines: number, lineHeight: number) => css`
  margin: 0;
  height: ${lines * lineHeight}px;
  overflow: hidden;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${lines};
  line-height: ${lineHeight}px;
  overflow-wrap: anywhere;
`

export const Body = styled.div.withConfig({ componentId: 'Promotions_Body' })`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  h2 {
    ${clamped(TITLE_LINES, TITLE_LINE)}
    font-size: 17px;
  }
  p {
    ${clamped(TEXT_LINES, TEXT_LINE)}
    font-size: 14px;
    color: ${({ theme }) => theme.color.muted};
  }
  button {
    justify-self: start;
    height: ${BUTTON_HEIGHT}px;
    margin-top: ${({ theme }) => theme.space(1)};
  }
`

/** Stands for a card's button while the list loads, with the same room above it, so the card keeps its height. */
export const ButtonSkeleton = styled(Skeleton).withConfig({ componentId: 'Promotions_ButtonSkeleton' })`
  margin-top: ${({ theme }) => theme.space(1)};
`

/** The loading text, over the skeleton cards rather than above them, so it takes no room of its own. */
export const Loading = styled.p.withConfig({ componentId: 'Promotions_Loading' })`
  position: absolute;
  inset: 0 0 auto;
  z-index: 1;
  width: fit-content;
  margin: ${({ theme }) => theme.space(6)} auto 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.muted};
  font-size: 14px;
`

export const Message = styled.div.withConfig({ componentId: 'Promotions_Message' })`
  display: grid;
  place-items: center;
  min-height: 240px;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`

export const Details = styled.div.withConfig({ componentId: 'Promotions_Details' })`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  &:focus {
    outline: none;
  }
  p {
    margin: 0;
    font-size: 15px;
    line-height: 1.7;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  ${Media} {
    border-radius: ${({ theme }) => theme.radius.md};
  }
  button {
    justify-self: end;
  }
`
