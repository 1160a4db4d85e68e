import { SkeletonBlock } from './Skeleton.tsx'

/**
 * A placeholder for a line of text: the text it stands for (a sample with values of the usual length) set in the
 * same element and font, unseen, on the shimmer. It takes the lines the real text will take, in the page's
 * language, so nothing moves when the real text comes. Hidden from assistive technology, as `Skeleton`.
 */
export function SkeletonText({ children }: { children: string }) {
  return (
    <SkeletonBlock aria-hidden="true" style={TEXT}>
      {children}
    </SkeletonBlock>
  )
}

const TEXT = {
  display: 'inline',
  color: 'transparent',
  boxDecorationBreak: 'clone',
  userSelect: 'none',
} as const
