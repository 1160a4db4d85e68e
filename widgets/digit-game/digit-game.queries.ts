import type { DigitFairnessReply, DigitHistoryRow } from '@shwe/contract'
import { unwrap } from '@shwe/session'
import { computed } from 'nanostores'
import type { Runtime } from '../platform/runtime.ts'
import { digitApi } from './digit-api.ts'

/** The cache keys of the digit game's answers. */
export const digitKeys = {
  history: 'digit/history/',
  fairness: 'digit/fairness/',
}

/**
 * Stores made once per page: the player's last bets and seed pair, from the session's shared cache. Both are
 * the signed-in player's: without a token nothing is asked.
 */
export function digitQueries(runtime: Runtime) {
  const { session } = runtime
  const api = runtime.stores(digitApi)
  const { createFetcherStore } = session.query
  const $signedIn = computed(session.$token, (token) => (token ? 'signed-in' : null))
  return {
    $history: createFetcherStore<DigitHistoryRow[]>([digitKeys.history, $signedIn], {
      fetcher: async () => unwrap(await api.digitHistory()),
    }),
    $fairness: createFetcherStore<DigitFairnessReply['data']>([digitKeys.fairness, $signedIn], {
      fetcher: async () => unwrap(await api.digitFairness()),
    }),
  }
}
