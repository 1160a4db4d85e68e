import type { ReadableAtom } from 'nanostores'
import { createContext, useContext } from 'react'
import { useStore } from './use-store.ts'

/**
 * Whether the page was rendered as a signed-in player first sees it: a site page in its player's form (built under
 * `player/`, sent while the browser keeps the signed-in cookie; see `page-language.ts`). False everywhere else.
 */
export const PageSignedInContext = createContext(false)

/**
 * Whether a player is signed in, for a screen that shows a player something else than a visitor. On the server and
 * while hydrating, the page's form (a page rendered for a player hydrates as a player's, any other as a visitor's,
 * so the HTML matches); the session's own value right after.
 */
export function useSignedIn($isSignedIn: ReadableAtom<boolean>): boolean {
  const renderedSignedIn = useContext(PageSignedInContext)
  return useStore($isSignedIn, { ssr: () => renderedSignedIn })
}
