import type { Promotion } from '@shwe/contract'
import { unwrap } from '@shwe/session'
import type { Runtime } from '../platform/runtime.ts'

/** Stores made once per page: every promotions widget on the page shares one request and one answer. */
export function promotionsQueries({ api, session }: Runtime) {
  return {
    $promotions: session.query.createFetcherStore<Promotion[]>(['promotion'], {
      fetcher: async () => unwrap(await api.promotions()),
    }),
  }
}
