import type { LiveResultRow, LiveSnapshot, TwoDDrawInfo, TwoDSession } from '@shwe/contract'
import { parseInstant } from '@shwe/ui'

/** The feed's snapshot times (Yangon): 12:01 and 16:30 are the morning and evening results. */
export const RESULT_SLOTS = ['11:00', '12:01', '15:00', '16:30'] as const
export type ResultSlot = (typeof RESULT_SLOTS)[number]

/** How often `GET /2d/live` is read while the stream is down (the spec's 2 seconds). */
export const POLL_MS = 2_000

/** The live figures count as stale when they have not moved for this long during market hours. */
export const STALE_AFTER_MS = 60_000

// SET trades 10:00–12:30 and 14:30–17:00 Bangkok time; the board moves 09:30–12:01 and 14:00–16:30 Yangon.
const MARKET_WINDOWS: readonly (readonly [start: number, end: number])[] = [
  [9 * 60 + 30, 12 * 60 + 1],
  [14 * 60, 16 * 60 + 30],
]

/** Yangon is UTC+06:30 all year. */
const YANGON_OFFSET_MINUTES = 390

const DATE = /^\d{4}-\d{2}-\d{2}$/
const TWO_DIGITS = /^\d{2}$/

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isText = (value: unknown): value is string => typeof value === 'string'

function isResultRow(value: unknown): value is LiveResultRow {
  return (
    isObject(value) &&
    isText(value.open_time) &&
    isText(value.twod) &&
    isText(value.set) &&
    isText(value.value)
  )
}

/**
 * A live reply (the stream's `data` as text, or the poll's parsed body) when it has the feed's shape, else null:
 * a garbage reply must never replace the last good figures.
 */
export function parseSnapshot(raw: unknown): LiveSnapshot | null {
  let value = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      return null
    }
  }
  if (!isObject(value) || !isText(value.server_time) || !parseInstant(value.server_time)) return null
  const { live, holiday, result } = value
  if (!isObject(live) || !['set', 'value', 'time', 'date', 'twod'].every((key) => isText(live[key])))
    return null
  if (!isObject(holiday) || (holiday.status !== '1' && holiday.status !== '2') || !isText(holiday.name))
    return null
  if (!Array.isArray(result) || !result.every(isResultRow)) return null
  return { ...(value as unknown as LiveSnapshot), stale: value.stale === true }
}

/** The two digits when they are a real number, else null (`"--"` and anything odd show as a placeholder). */
export const digitsOf = (twod: string | undefined): string | null =>
  twod !== undefined && TWO_DIGITS.test(twod) ? twod : null

/** What the board shows as "moving": a change in any of these is an update. */
export const figuresKey = (snapshot: LiveSnapshot): string =>
  [snapshot.live.date, snapshot.live.time, snapshot.live.set, snapshot.live.value, snapshot.live.twod].join(
    '|',
  )

/** The day's snapshot at each result time, as far as the server has it. */
export function resultsBySlot(snapshot: LiveSnapshot): Record<ResultSlot, LiveResultRow | null> {
  const bySlot = {} as Record<ResultSlot, LiveResultRow | null>
  for (const slot of RESULT_SLOTS) {
    bySlot[slot] = snapshot.result.find((row) => row.open_time.startsWith(slot)) ?? null
  }
  return bySlot
}

/** The SET market holidays the board can name in every language (keys of `live.holidays`). */
export type HolidayKey =
  | 'newYearsDay'
  | 'makhaBucha'
  | 'chakri'
  | 'songkran'
  | 'labour'
  | 'coronation'
  | 'visakhaBucha'
  | 'queensBirthday'
  | 'asarnhaBucha'
  | 'kingsBirthday'
  | 'mothersDay'
  | 'kingBhumibolMemorial'
  | 'chulalongkorn'
  | 'fathersDay'
  | 'constitution'
  | 'newYearsEve'

// Checked in order against the lower-cased English name the feed gives: the first whose words all occur wins.
const HOLIDAY_WORDS: readonly (readonly [HolidayKey, readonly string[]])[] = [
  ['newYearsEve', ['new year', 'eve']],
  ['newYearsDay', ['new year']],
  ['makhaBucha', ['makha']],
  ['chakri', ['chakri']],
  ['songkran', ['songkran']],
  ['labour', ['labo']],
  ['coronation', ['coronation']],
  ['visakhaBucha', ['visakha']],
  ['queensBirthday', ['suthida']],
  ['asarnhaBucha', ['asarnha']],
  ['asarnhaBucha', ['asalha']],
  ['asarnhaBucha', ['asanha']],
  ['mothersDay', ['mother']],
  ['fathersDay', ['father']],
  ['kingBhumibolMemorial', ['passing']],
  ['kingBhumibolMemorial', ['memorial', 'bhumibol']],
  ['chulalongkorn', ['chulalongkorn']],
  ['fathersDay', ['bhumibol', 'birthday']],
  ['constitution', ['constitution']],
  ['kingsBirthday', ['king', 'birthday']],
  ['queensBirthday', ['queen', 'birthday']],
]

/**
 * A market holiday as the board names it: one of the SET's holidays (in the player's language), flagged when
 * the feed calls it a substitution day; `null` for a name the board does not know (shown as the feed gives it).
 */
export function holidayOf(name: string): { key: HolidayKey; isSubstitute: boolean } | null {
  const lower = name.toLowerCase().replace(/[’']/g, '')
  const isSubstitute = /substitut|compensat/.test(lower)
  for (const [key, words] of HOLIDAY_WORDS) {
    if (words.every((word) => lower.includes(word))) return { key, isSubstitute }
  }
  return null
}

/** The name the built-in simulator gives a configured holiday: said as an unnamed holiday. */
const GENERIC_HOLIDAY = /^market holiday$/i

export type ClosedReason = { kind: 'holiday'; name: string } | { kind: 'weekend' }

/** Why the market is closed today (by the server's date), or null on a trading day. */
export function closedReason(snapshot: LiveSnapshot): ClosedReason | null {
  if (snapshot.holiday.status === '1') {
    const name = snapshot.holiday.name.trim()
    return { kind: 'holiday', name: name && name !== 'NULL' && !GENERIC_HOLIDAY.test(name) ? name : '' }
  }
  const today = snapshot.server_time.slice(0, 10)
  if (DATE.test(today) && !tradingDay(today)) return { kind: 'weekend' }
  return null
}

// Holidays come named in the snapshot; the weekend is the only other closed day. A weekday on its own, so
// the board does not carry the draw calendars for it.
function tradingDay(date: string): boolean {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay()
  return Number.isNaN(day) || (day !== 0 && day !== 6)
}

/** True while the SET board moves (Yangon 09:30–12:01 and 14:00–16:30), at the server instant `serverNow`. */
export function isMarketHours(serverNow: number): boolean {
  const minutes = (((Math.floor(serverNow / 60_000) + YANGON_OFFSET_MINUTES) % 1440) + 1440) % 1440
  return MARKET_WINDOWS.some(([start, end]) => minutes >= start && minutes < end)
}

/**
 * Whether the figures on screen can no longer be trusted as current: the server says so, the last reply was
 * garbage, or (during market hours on a trading day) nothing moved for `STALE_AFTER_MS`.
 */
export function isStale(input: {
  snapshot: LiveSnapshot
  isGarbage: boolean
  lastChangeAt: number
  now: number
  offsetMs: number
}): boolean {
  const { snapshot, isGarbage, lastChangeAt, now, offsetMs } = input
  if (snapshot.stale || isGarbage) return true
  if (closedReason(snapshot)) return false
  return isMarketHours(now + offsetMs) && now - lastChangeAt > STALE_AFTER_MS
}

// ---------------------------------------------------------------------------------------------------------
// Countdown (the clock offset and the time left are `../countdown.logic.ts`, shared with the 3D board)

/** The cut-off the countdown runs to: the open draw's, else the next draw's. Null when there is none. */
export function nextCutoff(info: TwoDDrawInfo): { at: string; session: TwoDSession } | null {
  const open = info.current_session?.is_betting_open ? info.current_session : null
  const draw = open ?? info.next_session
  return draw ? { at: draw.cutoff_at, session: draw.session } : null
}
