import type { DepositLogRow, GameLogRow, WithdrawLogRow } from '@shwe/contract'
import type { GameLogPeriod } from '@shwe/domain'
import { unwrap } from '@shwe/session'
import { computed } from 'nanostores'
import type { Runtime } from '../runtime.ts'

/** Stores made once per page; keyed by the signed-in state, so a sign-out empties them. */
export function walletQueries({ api, session }: Runtime) {
  const { createFetcherStore } = session.query
  const $signedIn = computed(session.$token, (token) => (token ? 'signed-in' : null))
  const gameLogs = new Map<GameLogPeriod, ReturnType<typeof createFetcherStore<GameLogRow[]>>>()
  return {
    $depositLog: createFetcherStore<DepositLogRow[]>(['depositlog', $signedIn], {
      fetcher: async () => unwrap(await api.depositLog()),
    }),
    $withdrawLog: createFetcherStore<WithdrawLogRow[]>(['withdrawlog', $signedIn], {
      fetcher: async () => unwrap(await api.withdrawLog()),
    }),
    /** The player's rounds per game in one period (Asia/Yangon). */
    gameLog(period: GameLogPeriod) {
      let store = gameLogs.get(period)
      if (!store) {
        store = createFetcherStore<GameLogRow[]>(['gamelogs', period, $signedIn], {
          fetcher: async () => unwrap(await api.gameLogs(period)),
        })
        gameLogs.set(period, store)
      }
      return store
    },
  }
}
