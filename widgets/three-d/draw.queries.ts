import { paths, type ThreeDDrawInfo } from '@shwe/contract'
import { unwrap } from '@shwe/session'
import type { Runtime } from '../platform/runtime.ts'
import { drawInfoQuery, type DrawInfoReading as Reading, readingOf } from '../shared/clock/draw-info.ts'

/** The draw info with how far the server's clock was ahead of this device's when it arrived. */
export type DrawInfoReading = Reading<ThreeDDrawInfo>

/** The draw info a page may carry. */
export const THREE_D_DRAW_INFO = drawInfoQuery<ThreeDDrawInfo>('threed-draw-info', paths.threeDDrawInfo)

/** Stores made once per page: the public 3D draw info (no sign-in needed). */
export function drawQueries({ api, session }: Runtime) {
  const { createFetcherStore } = session.query
  return {
    $drawInfo: createFetcherStore<DrawInfoReading>([THREE_D_DRAW_INFO.key], {
      fetcher: async () => readingOf(unwrap(await api.threeDDrawInfo())),
    }),
  }
}
