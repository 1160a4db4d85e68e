import { css } from '@shwe/ui'

/** The text of a content page: a gold title, then headings and paragraphs without margins of their own. */
export const prose = css`
  h1 {
    font-size: 24px;
    line-height: 1.5;
    color: ${({ theme }) => theme.color.gold};
  }
  h2 {
    margin: 0;
    font-size: 18px;
    line-height: 1.5;
  }
  h3 {
    margin: 0;
    font-size: 16px;
    line-height: 1.5;
  }
  p {
    margin: 0;
  }
`

/** A link's gold focus ring, clear of its text. */
export const linkFocus = css`
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
`

/** A list of raised tiles, as many a row as fit at `minWidth` pixels each; the tiles' texts in muted type. */
export const tiles = (minWidth: number) => css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${minWidth}px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    align-content: start;
    padding: ${({ theme }) => theme.space(4)};
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  p {
    color: ${({ theme }) => theme.color.muted};
    font-size: 14px;
  }
`

/** A clip's title and caption, the caption smaller. */
export const caption = css`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  h2 {
    margin: 0;
    font-size: 16px;
    line-height: 1.6;
  }
  p {
    margin: 0;
    font-size: 14px;
    line-height: 1.6;
  }
`

/** Loading, empty or failed, centred in a bordered box of at least `minHeight` pixels. */
export const message = (minHeight: number) => css`
  display: grid;
  place-items: center;
  min-height: ${minHeight}px;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`
