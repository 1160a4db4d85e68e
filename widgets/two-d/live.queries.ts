import { paths, type TwoDDrawInfo } from '@shwe/contract'
import { unwrap } from '@shwe/session'
import type { Runtime } from '../platform/runtime.ts'
import { drawInfoQuery, type DrawInfoReading as Reading, readingOf } from '../shared/clock/draw-info.ts'

/** The draw info with how far the server's clock was ahead of this device's when it arrived. */
export type DrawInfoReading = Reading<TwoDDrawInfo>

/** The draw info a page may carry. */
export const TWO_D_DRAW_INFO = drawInfoQuery<TwoDDrawInfo>('twod-draw-info', paths.twoDDrawInfo)

/** Stores made once per page: the public 2D draw info (no sign-in needed). */
export function liveQueries({ api, session }: Runtime) {
  const { createFetcherStore } = session.query
  return {
    $drawInfo: createFetcherStore<DrawInfoReading>([TWO_D_DRAW_INFO.key], {
      fetcher: async () => readingOf(unwrap(await api.twoDDrawInfo())),
    }),
  }
}
