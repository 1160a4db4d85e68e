import { useSyncExternalStore } from 'react'

const unchanging = () => () => {}

/**
 * False while the page's HTML is rendered and while the island hydrates it, true on every other render: after
 * hydration (at once, before the browser paints), on a screen opened in place, and in an element on a partner
 * page. What the browser shows differently from the HTML (the stored draft, code that loads later) waits for
 * this, never for an effect, so a screen opened in place shows its own content from its first frame.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  )
}
