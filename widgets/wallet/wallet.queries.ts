import type { DateRange, DepositLogRow, GameLogRow, WithdrawLogRow } from '@shwe/contract'
import type { GameLogPeriod } from '@shwe/domain'
import { unwrap } from '@shwe/session'
import { computed } from 'nanostores'
import type { Runtime } from '../platform/runtime.ts'

/** Stores made once per page; keyed by the signed-in state, so a sign-out empties them. */
export function walletQueries({ api, session }: Runtime) {
  const { createFetcherStore } = session.query
  const $signedIn = computed(session.$token, (token) => (token ? 'signed-in' : null))
  const gameLogs = new Map<string, ReturnType<typeof createFetcherStore<GameLogRow[]>>>()
  return {
    $depositLog: createFetcherStore<DepositLogRow[]>(['depositlog', $signedIn], {
      fetcher: async () => unwrap(await api.depositLog()),
    }),
    $withdrawLog: createFetcherStore<WithdrawLogRow[]>(['withdrawlog', $signedIn], {
      fetcher: async () => unwrap(await api.withdrawLog()),
    }),
    /** The player's rounds per game in one period or range of days (Asia/Yangon). */
    gameLog(filter: GameLogPeriod | DateRange) {
      const key = typeof filter === 'string' ? filter : `${filter.from}..${filter.to}`
      let store = gameLogs.get(key)
      if (!store) {
        store = createFetcherStore<GameLogRow[]>(['gamelogs', key, $signedIn], {
          fetcher: async () => unwrap(await api.gameLogs(filter)),
        })
        gameLogs.set(key, store)
      }
      return store
    },
  }
}
