import { keyframes, styled } from './styled.ts'

const shimmer = keyframes`
  from {
    background-position: 100% 0;
  }
  to {
    background-position: -100% 0;
  }
`

/** The shimmering block itself, for placeholders of other shapes (`SkeletonText`). */
export const SkeletonBlock = styled.span.withConfig({ componentId: 'ui-Skeleton' })`
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
  return (
    <SkeletonBlock className={className} aria-hidden="true" style={{ width, height, borderRadius: radius }} />
  )
}
