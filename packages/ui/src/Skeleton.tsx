import { keyframes, styled } from 'styled-components'

const shimmer = keyframes`
  from {
    background-position: 100% 0;
  }
  to {
    background-position: -100% 0;
  }
`

const Block = styled.span.withConfig({ componentId: 'ui-Skeleton' })`
  display: block;
  max-width: 100%;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: linear-gradient(
      90deg,
      ${({ theme }) => theme.color.surface} 25%,
      ${({ theme }) => theme.color.surfaceRaised} 50%,
      ${({ theme }) => theme.color.surface} 75%
    )
    0 0 / 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
`

export interface SkeletonProps {
  /** A number is in pixels. Give the size of what will replace it, so the page does not move when it arrives. */
  width?: number | string
  height?: number | string
  /** Any CSS length; the theme's small radius by default. */
  radius?: number | string
  className?: string
}

/**
 * A placeholder block while content loads. Hidden from assistive technology: mark the loading container
 * `aria-busy="true"` and, where waiting is long, add a labelled Spinner.
 */
export function Skeleton({ width = '100%', height = '1em', radius, className }: SkeletonProps) {
  return <Block className={className} aria-hidden="true" style={{ width, height, borderRadius: radius }} />
}

const TextBlock = styled(Block).withConfig({ componentId: 'ui-SkeletonText' })`
  display: inline;
  color: transparent;
  box-decoration-break: clone;
  -webkit-box-decoration-break: clone;
  user-select: none;
`

/**
 * A placeholder for a line of text: the text it stands for (a sample with values of the usual length) set in the
 * same element and font, unseen, on the shimmer. It takes the lines the real text will take, in the page's
 * language, so nothing moves when the real text comes. Hidden from assistive technology, as `Skeleton`.
 */
export function SkeletonText({ children }: { children: string }) {
  return <TextBlock aria-hidden="true">{children}</TextBlock>
}
