import type { LeaderboardRow } from '@shwe/contract'
import { unwrap } from '@shwe/session'
import type { Runtime } from '../platform/runtime.ts'

/** Stores made once per page: every leaderboard on the page shares one request and one answer. */
export function leaderboardQueries({ api, session }: Runtime) {
  return {
    $topTen: session.query.createFetcherStore<LeaderboardRow[]>(['toptenwithdraw'], {
      fetcher: async () => unwrap(await api.topTenWithdraw()),
    }),
  }
}
