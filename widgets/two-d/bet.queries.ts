import type { TwoDNumbers } from '@shwe/contract'
import { unwrap } from '@shwe/session'
import type { Runtime } from '../platform/runtime.ts'

/** The bet screen's data, made once per page. */
export function betQueries({ api, session }: Runtime) {
  const { createFetcherStore } = session.query
  return {
    /**
     * The open draw, as draw info names it, with each number's share of its cap and what the operator
     * closed. Refetched every 30 s, since every bet changes it.
     */
    $numbers: createFetcherStore<TwoDNumbers>(['twod-numbers'], {
      fetcher: async () => unwrap(await api.twoDNumbers()),
      revalidateInterval: 30_000,
    }),
  }
}
