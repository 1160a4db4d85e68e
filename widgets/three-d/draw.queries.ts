import { paths, type ThreeDDrawInfo } from '@shwe/contract'
import { unwrap } from '@shwe/session'
import type { FirstQuery } from '../platform/first-content.ts'
import type { Runtime } from '../platform/runtime.ts'
import { clockOffsetMs } from '../shared/clock/countdown.logic.ts'

/** The draw info with how far the server's clock is ahead of this device's when it arrived. */
export interface DrawInfoReading {
  info: ThreeDDrawInfo
  offsetMs: number
}

/** The draw info with the device's offset taken now, as the fetcher takes it when an answer arrives. */
const readingOf = (info: ThreeDDrawInfo, receivedAt = Date.now()): DrawInfoReading => ({
  info,
  offsetMs: clockOffsetMs(info.server_time, receivedAt),
})

/** The draw info a page may carry: read as if it arrived as the page renders. */
export const THREE_D_DRAW_INFO: FirstQuery<DrawInfoReading> = {
  key: 'threed-draw-info',
  path: paths.threeDDrawInfo,
  read: (data) =>
    typeof data === 'object' && data !== null && 'server_time' in data
      ? readingOf(data as ThreeDDrawInfo)
      : null,
}

/** Stores made once per page: the public 3D draw info (no sign-in needed). */
export function drawQueries({ api, session }: Runtime) {
  const { createFetcherStore } = session.query
  return {
    $drawInfo: createFetcherStore<DrawInfoReading>([THREE_D_DRAW_INFO.key], {
      fetcher: async () => {
        const result = await api.threeDDrawInfo()
        const receivedAt = Date.now()
        return readingOf(unwrap(result), receivedAt)
      },
    }),
  }
}
