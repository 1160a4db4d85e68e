import { paths, type ThreeDNumbers } from '@shwe/contract'
import { unwrap } from '@shwe/session'
import type { FirstQuery } from '../platform/first-content.ts'
import type { Runtime } from '../platform/runtime.ts'

/** How often the board is read again while shown: every bet on the page changes it. */
const BOARD_REFRESH_MS = 30_000

/** The board a page may carry (`/3d`): its prizes are the entry's largest text. */
export const THREE_D_BOARD: FirstQuery<ThreeDNumbers> = {
  key: 'threed-numbers',
  path: paths.threeDNumbers,
  read: (data) =>
    typeof data === 'object' && data !== null && 'closed_numbers' in data && 'exact_odds' in data
      ? (data as ThreeDNumbers)
      : null,
}

/** Stores made once per page: the server's board for the open 3D draw (no sign-in needed). */
export function boardQueries({ api, session }: Runtime) {
  const { createFetcherStore } = session.query
  return {
    /**
     * The open draw's closed and full numbers, least stake and prizes. Read again every 30 s, and at once
     * after a bet is placed or refused (`$board.revalidate()`), keeping the old board shown meanwhile.
     */
    $board: createFetcherStore<ThreeDNumbers>([THREE_D_BOARD.key], {
      fetcher: async () => unwrap(await api.threeDNumbers()),
      revalidateInterval: BOARD_REFRESH_MS,
    }),
  }
}
