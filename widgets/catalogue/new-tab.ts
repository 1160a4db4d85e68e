/**
 * Leaving the page for a launched game: the only places where a widget's action changes this window's address or
 * opens another window. Kept out of the runtime, which every element loads, since only the catalogue launches.
 */

/** Leaves the page for an address outside the product (a launched game). */
export function goToAddress(url: string): void {
  window.location.assign(url)
}

/**
 * Opens an address in a new tab cut off from this page (no `opener`, so nothing in it can reach or redirect
 * this page). False when the browser blocked the tab. The tab is opened without the `noopener` feature and
 * cut off right after, because a tab opened with it is never returned and a blocked one could not be told.
 */
export function openTab(url: string): boolean {
  const tab = window.open(url, '_blank')
  if (!tab) return false
  tab.opener = null
  return true
}

/** A tab opened for the player, cut off from this page (no `opener`). */
export interface BlankTab {
  /** Sends the tab to an address. */
  show(url: string): void
  close(): void
}

/**
 * Opens an empty tab now, on the player's press, so no popup blocker stops it; what it shows comes later.
 * Null when the browser blocked it anyway. Nothing is ever put into the empty tab itself: it has this page's
 * origin until it is sent to an address.
 */
export function openBlankTab(): BlankTab | null {
  const tab = window.open('', '_blank')
  if (!tab) return null
  tab.opener = null
  return {
    show: (url) => {
      tab.location.href = url
    },
    close: () => tab.close(),
  }
}
