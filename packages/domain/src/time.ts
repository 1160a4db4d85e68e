import { TZDate } from '@date-fns/tz'
import { addMonths } from 'date-fns/addMonths'
import { startOfMonth } from 'date-fns/startOfMonth'

/** Every business rule runs on Myanmar time; the server is the clock. */
export const YANGON = 'Asia/Yangon'

export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/** A clock that stands still until moved: for tests and deterministic demos. */
export function fixedClock(
  start: Date | string,
): Clock & { set(at: Date | string): void; advance(ms: number): void } {
  let current = new Date(start)
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at)
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms)
    },
  }
}

/** The calendar month in Asia/Yangon that contains `at`, as a half-open instant range [start, end). */
export function yangonMonth(at: Date): { start: Date; end: Date } {
  const start = startOfMonth(new TZDate(at, YANGON))
  return { start: new Date(start.getTime()), end: new Date(addMonths(start, 1).getTime()) }
}

/** "2026-11-22" for the Yangon calendar day of `at`. */
export function yangonDate(at: Date): string {
  const d = new TZDate(at, YANGON)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

const pad = (n: number) => String(n).padStart(2, '0')

/** "2026-11-22 16:30:05": the Yangon wall-clock time of `at`, as the contract's logs show it. */
export function yangonDateTime(at: Date): string {
  const d = new TZDate(at, YANGON)
  return `${yangonDate(at)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
}
