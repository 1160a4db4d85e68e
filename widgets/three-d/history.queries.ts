import type { ThreeDHistoryPage } from '@shwe/contract'
import { unwrap } from '@shwe/session'
import { computed } from 'nanostores'
import type { Runtime } from '../platform/runtime.ts'

/** Slips per page of the history. */
export const HISTORY_PAGE_SIZE = 20

/** Stores made once per page: each page of the player's 3D slips, made when first shown; keyed by the signed-in state. */
export function historyQueries({ api, session }: Runtime) {
  const { createFetcherStore } = session.query
  const $signedIn = computed(session.$token, (token) => (token ? 'signed-in' : null))
  const pages = new Map<number, ReturnType<typeof createFetcherStore<ThreeDHistoryPage>>>()
  return {
    page(page: number) {
      let store = pages.get(page)
      if (!store) {
        store = createFetcherStore<ThreeDHistoryPage>(['threed-history', $signedIn, String(page)], {
          fetcher: async () => unwrap(await api.threeDHistory({ page, limit: HISTORY_PAGE_SIZE })),
        })
        pages.set(page, store)
      }
      return store
    },
  }
}
