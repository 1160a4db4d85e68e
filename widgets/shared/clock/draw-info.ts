import type { FirstQuery } from '../../platform/first-content.ts'
import { clockOffsetMs } from './countdown.logic.ts'

/** A draw info answer with how far the server's clock was ahead of this device's when it arrived. */
export interface DrawInfoReading<Info> {
  info: Info
  offsetMs: number
}

/** `info` with the device's offset taken at `receivedAt` (now, as a fetcher takes it when an answer arrives). */
export const readingOf = <Info extends { server_time: string }>(
  info: Info,
  receivedAt = Date.now(),
): DrawInfoReading<Info> => ({ info, offsetMs: clockOffsetMs(info.server_time, receivedAt) })

/** A board's draw info as a page may carry it (`key` in the cache, `path` under the API): read as if it arrived as the page renders. */
export function drawInfoQuery<Info extends { server_time: string }>(
  key: string,
  path: string,
): FirstQuery<DrawInfoReading<Info>> {
  return {
    key,
    path,
    read: (data) =>
      typeof data === 'object' && data !== null && 'server_time' in data ? readingOf(data as Info) : null,
  }
}
