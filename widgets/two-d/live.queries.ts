import type { TwoDDrawInfo } from '@shwe/contract'
import { unwrap } from '@shwe/session'
import type { Runtime } from '../platform/runtime.ts'
import { clockOffsetMs } from '../shared/clock/countdown.logic.ts'

/** The draw info with how far the server's clock is ahead of this device's when it arrived. */
export interface DrawInfoReading {
  info: TwoDDrawInfo
  offsetMs: number
}

/** Stores made once per page: the public 2D draw info (no sign-in needed). */
export function liveQueries({ api, session }: Runtime) {
  const { createFetcherStore } = session.query
  return {
    $drawInfo: createFetcherStore<DrawInfoReading>(['twod-draw-info'], {
      fetcher: async () => {
        const result = await api.twoDDrawInfo()
        const receivedAt = Date.now()
        const info = unwrap(result)
        return { info, offsetMs: clockOffsetMs(info.server_time, receivedAt) }
      },
    }),
  }
}
