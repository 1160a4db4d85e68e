import { paths, type TwoDDrawInfo } from '@shwe/contract'
import { unwrap } from '@shwe/session'
import type { FirstQuery } from '../platform/first-content.ts'
import type { Runtime } from '../platform/runtime.ts'
import { clockOffsetMs } from '../shared/clock/countdown.logic.ts'

/** The draw info with how far the server's clock is ahead of this device's when it arrived. */
export interface DrawInfoReading {
  info: TwoDDrawInfo
  offsetMs: number
}

/** The draw info with the device's offset taken now, as the fetcher takes it when an answer arrives. */
const readingOf = (info: TwoDDrawInfo, receivedAt = Date.now()): DrawInfoReading => ({
  info,
  offsetMs: clockOffsetMs(info.server_time, receivedAt),
})

/** The draw info a page may carry: read as if it arrived as the page renders. */
export const TWO_D_DRAW_INFO: FirstQuery<DrawInfoReading> = {
  key: 'twod-draw-info',
  path: paths.twoDDrawInfo,
  read: (data) =>
    typeof data === 'object' && data !== null && 'server_time' in data
      ? readingOf(data as TwoDDrawInfo)
      : null,
}

/** Stores made once per page: the public 2D draw info (no sign-in needed). */
export function liveQueries({ api, session }: Runtime) {
  const { createFetcherStore } = session.query
  return {
    $drawInfo: createFetcherStore<DrawInfoReading>([TWO_D_DRAW_INFO.key], {
      fetcher: async () => {
        const result = await api.twoDDrawInfo()
        const receivedAt = Date.now()
        return readingOf(unwrap(result), receivedAt)
      },
    }),
  }
}
