import { type Promotion, paths } from '@shwe/contract'
import { unwrap } from '@shwe/session'
import { type FirstQuery, listAnswer } from '../platform/first-content.ts'
import type { Runtime } from '../platform/runtime.ts'

/** The list a page may carry the answer of (`/promotion`). */
export const PROMOTION_LIST: FirstQuery<Promotion[]> = {
  key: 'promotion',
  path: paths.promotions,
  read: listAnswer,
}

/** Stores made once per page: every promotions widget on the page shares one request and one answer. */
export function promotionsQueries({ api, session }: Runtime) {
  return {
    $promotions: session.query.createFetcherStore<Promotion[]>([PROMOTION_LIST.key], {
      fetcher: async () => unwrap(await api.promotions()),
    }),
  }
}
