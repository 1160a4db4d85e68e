import { atom } from 'nanostores'
import type { PickGroup } from './entry.logic.ts'

/**
 * The entry screen's selection, made once per page (`runtime.stores(threeDSelection)`), so it stays while the
 * player looks at the history and comes back. Submit turns it into the stored draft.
 */
export function threeDSelection() {
  return {
    $groups: atom<readonly PickGroup[]>([]),
    /**
     * Whether the stored draft is to be shown as the selection when the entry screen opens: on the first
     * opening of the page, and after each submit (the confirm screen may have changed the draft).
     */
    $isDraftToLoad: atom(true),
  }
}
