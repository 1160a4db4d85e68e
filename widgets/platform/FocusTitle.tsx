import { type RefObject, useEffect } from 'react'

/**
 * Moves the focus to the `h1` inside `box` once it is shown: at once, or when a screen's code has arrived and
 * replaced its loading panel. An area widget renders it after a move between its own screens in place, as a
 * new page would start at its title (the button pressed is gone); key it by the screen.
 */
export function FocusTitle({ box }: { box: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    const root = box.current
    if (!root) return
    const focusTitle = (): boolean => {
      const title = root.querySelector('h1')
      if (!title) return false
      if (!title.hasAttribute('tabindex')) title.setAttribute('tabindex', '-1')
      title.focus()
      return true
    }
    if (focusTitle()) return
    const observer = new MutationObserver(() => {
      if (focusTitle()) observer.disconnect()
    })
    observer.observe(root, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [box])
  return null
}
