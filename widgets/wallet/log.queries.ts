import type {
  DateRange,
  DepositRequestLogRow,
  ExchangeLogRow,
  Paginated,
  WithdrawRequestLogRow,
} from '@shwe/contract'
import { CACHE_KEYS, unwrap } from '@shwe/session'
import { computed } from 'nanostores'
import type { Runtime } from '../platform/runtime.ts'

/** Key prefixes of the paginated logs, for a mutation that should refresh them (`invalidateKeys`). */
export const LOG_KEYS = {
  depositRequests: 'log:deposit-requests:',
  withdrawRequests: 'log:withdraw-requests:',
  exchanges: CACHE_KEYS.exchangeLog,
} as const

/**
 * The paginated wallet logs, one store per page (and range), made once per page of the site and kept, so a tab
 * or page visited again shows its rows at once while they are checked again. Keyed by the signed-in state, so a
 * sign-out empties them.
 */
export function logQueries({ api, session }: Runtime) {
  const { createFetcherStore } = session.query
  const $signedIn = computed(session.$token, (token) => (token ? 'signed-in' : null))

  /** The store of `key`, made on first use. */
  function kept<T>() {
    const stores = new Map<string, ReturnType<typeof createFetcherStore<T>>>()
    return (key: string, fetcher: () => Promise<T>) => {
      let store = stores.get(key)
      if (!store) {
        store = createFetcherStore<T>([key, $signedIn], { fetcher })
        stores.set(key, store)
      }
      return store
    }
  }
  const depositRequests = kept<Paginated<DepositRequestLogRow>>()
  const withdrawRequests = kept<Paginated<WithdrawRequestLogRow>>()
  const exchanges = kept<Paginated<ExchangeLogRow>>()

  return {
    /** One page of the player's deposit requests, newest first. */
    depositRequests: (page: number) =>
      depositRequests(`${LOG_KEYS.depositRequests}${page}`, async () =>
        unwrap(await api.depositRequestLog(page)),
      ),
    /** One page of the player's withdrawal requests, newest first. */
    withdrawRequests: (page: number) =>
      withdrawRequests(`${LOG_KEYS.withdrawRequests}${page}`, async () =>
        unwrap(await api.withdrawRequestLog(page)),
      ),
    /** One page of the player's exchanges between the balances, within Yangon dates when a range is given. */
    exchanges: (page: number, range?: DateRange) =>
      exchanges(`${LOG_KEYS.exchanges}${page}:${range ? `${range.from}..${range.to}` : 'all'}`, async () =>
        unwrap(await api.exchangeLog(page, range)),
      ),
  }
}
