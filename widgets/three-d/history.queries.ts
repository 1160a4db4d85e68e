import { threeDHistoryPath } from '@shwe/api-client'
import type { ThreeDHistoryPage } from '@shwe/contract'
import { unwrap } from '@shwe/session'
import { computed } from 'nanostores'
import type { Runtime } from '../platform/runtime.ts'

/** Slips per page of the history. */
export const HISTORY_PAGE_SIZE = 20

/** The history's first page, as the API is asked for it: a signed-in player's `/3d/history` asks for it first. */
export const FIRST_HISTORY_PATH = threeDHistoryPath({ page: 1, limit: HISTORY_PAGE_SIZE })

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
