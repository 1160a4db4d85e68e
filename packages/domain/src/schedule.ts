import { TZDate } from '@date-fns/tz'
import { addDays } from 'date-fns/addDays'
import {
  isTradingDay,
  parseDate,
  type ThreeDScheduleOptions,
  TWO_D_SESSIONS,
  type TwoDSession,
  threeDDrawDates,
} from './calendar.ts'
import { YANGON, yangonDate } from './time.ts'

/**
 * Draw calendars for 2D and 3D on Yangon clocks. Every function takes the server's `now` and returns
 * instants as `Date`. A bet placed strictly before a draw's cut-off is in; at the cut-off it is out.
 */

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

function parseTime(time: string): [hour: number, minute: number] {
  const match = TIME.exec(time)
  if (!match) throw new RangeError(`not an HH:mm time: ${JSON.stringify(time)}`)
  return [Number(match[1]), Number(match[2])]
}

/** The instant of `HH:mm` on the Yangon calendar day `date`. */
function yangonInstant(date: string, time: string): Date {
  const [year, month, day] = parseDate(date)
  const [hour, minute] = parseTime(time)
  return new Date(new TZDate(year, month - 1, day, hour, minute, YANGON).getTime())
}

// Midday keeps the step well clear of midnight, so adding days never lands on the wrong date.
function shiftDate(date: string, days: number): string {
  const [year, month, day] = parseDate(date)
  return yangonDate(addDays(new TZDate(year, month - 1, day, 12, 0, YANGON), days))
}

// ---- 2D ----

/** Result times (Yangon) of the SET snapshots that make the 2D numbers. */
export const TWO_D_RESULT_TIMES: Readonly<Record<TwoDSession, string>> = Object.freeze({
  morning: '12:01',
  evening: '16:30',
})

export const DEFAULT_TWO_D_CUTOFF_MINUTES = 10

// The live feed shows the forming number before the result, so bets close earlier; the cap keeps the
// evening cut-off after the morning result (16:30 − 12:01 = 269 minutes), so the sessions stay in order.
const MAX_TWO_D_CUTOFF_MINUTES = 268

export interface TwoDScheduleOptions {
  /** Market holidays as Yangon dates (`YYYY-MM-DD`); weekends are closed anyway. */
  holidays?: ReadonlySet<string>
  /** Minutes before the result time at which betting closes; default 10. */
  cutoffMinutes?: number
}

export interface TwoDDraw {
  /** Yangon date of the draw, `YYYY-MM-DD`. */
  date: string
  session: TwoDSession
  resultAt: Date
  /** The first instant at which bets are refused. */
  cutoffAt: Date
  /** True when `now` is before the cut-off (draws only exist on trading days). */
  open: boolean
}

export interface TwoDDrawState {
  /**
   * Today's session on the Yangon clock, trading days only: the morning draw until its result (12:01),
   * then the evening draw until its result (16:30). `open` is false between its cut-off and its
   * result. Null on weekends, holidays and after the evening result.
   */
  current: TwoDDraw | null
  /** The draw a bet placed at `now` goes to: the earliest draw whose cut-off is after `now`. Always open. */
  next: TwoDDraw
  /** The latest draw whose result time has passed, for showing or settling the last result. */
  previous: TwoDDraw
}

/** When the number of `session` on `date` is published. */
export function twoDResultAt(date: string, session: TwoDSession): Date {
  return yangonInstant(date, TWO_D_RESULT_TIMES[session])
}

function cutoffMinutesOf(options: TwoDScheduleOptions): number {
  const minutes = options.cutoffMinutes ?? DEFAULT_TWO_D_CUTOFF_MINUTES
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > MAX_TWO_D_CUTOFF_MINUTES) {
    throw new RangeError(`cutoffMinutes must be a whole number from 0 to ${MAX_TWO_D_CUTOFF_MINUTES}`)
  }
  return minutes
}

/** When betting on `session` of `date` closes. */
export function twoDCutoffAt(date: string, session: TwoDSession, options: TwoDScheduleOptions = {}): Date {
  return new Date(twoDResultAt(date, session).getTime() - cutoffMinutesOf(options) * 60_000)
}

function twoDDrawOn(date: string, session: TwoDSession, now: Date, options: TwoDScheduleOptions): TwoDDraw {
  const cutoffAt = twoDCutoffAt(date, session, options)
  return { date, session, resultAt: twoDResultAt(date, session), cutoffAt, open: now < cutoffAt }
}

// A year is far more than any run of holidays; running out means the holiday list is wrong.
const SEARCH_DAYS = 366

function findTwoDDraw(
  now: Date,
  options: TwoDScheduleOptions,
  step: 1 | -1,
  accept: (draw: TwoDDraw) => boolean,
): TwoDDraw {
  const sessions = step === 1 ? TWO_D_SESSIONS : [...TWO_D_SESSIONS].reverse()
  let date = yangonDate(now)
  for (let i = 0; i <= SEARCH_DAYS; i++, date = shiftDate(date, step)) {
    if (!isTradingDay(date, options.holidays)) continue
    for (const session of sessions) {
      const draw = twoDDrawOn(date, session, now, options)
      if (accept(draw)) return draw
    }
  }
  throw new RangeError(`no 2D trading day within ${SEARCH_DAYS} days of ${yangonDate(now)}`)
}

/** Where 2D betting stands at `now`: today's session, the draw new bets join, and the last result. */
export function twoDDraw(now: Date, options: TwoDScheduleOptions = {}): TwoDDrawState {
  const today = yangonDate(now)
  let current: TwoDDraw | null = null
  if (isTradingDay(today, options.holidays)) {
    current =
      TWO_D_SESSIONS.map((session) => twoDDrawOn(today, session, now, options)).find(
        (draw) => now < draw.resultAt,
      ) ?? null
  }
  return {
    current,
    next: findTwoDDraw(now, options, 1, (draw) => now < draw.cutoffAt),
    previous: findTwoDDraw(now, options, -1, (draw) => draw.resultAt <= now),
  }
}

// ---- 3D ----

export const THREE_D_RESULT_TIME = '14:30'
export const DEFAULT_THREE_D_CUTOFF_TIME = '12:00'

export interface ThreeDDraw {
  /** Yangon date of the draw, `YYYY-MM-DD`. */
  drawDate: string
  resultAt: Date
  /** The first instant at which bets are refused. */
  cutoffAt: Date
  open: boolean
}

export interface ThreeDDrawState {
  /** The draw a bet placed at `now` goes to: the first whose cut-off is after `now`. Always open. */
  next: ThreeDDraw
  /**
   * The draw before `next`: closed, and still awaiting its result while `now < previous.resultAt`.
   * Null only when no draw is scheduled in the five years before.
   */
  previous: ThreeDDraw | null
}

function threeDCutoffTime(options: ThreeDScheduleOptions): string {
  const time = options.cutoffTime ?? DEFAULT_THREE_D_CUTOFF_TIME
  parseTime(time)
  // Zero-padded HH:mm strings compare like the times they name.
  if (time > THREE_D_RESULT_TIME) throw new RangeError(`the 3D cut-off ${time} is after the result time`)
  return time
}

function threeDDrawOn(drawDate: string, now: Date, cutoffTime: string): ThreeDDraw {
  const cutoffAt = yangonInstant(drawDate, cutoffTime)
  return { drawDate, resultAt: yangonInstant(drawDate, THREE_D_RESULT_TIME), cutoffAt, open: now < cutoffAt }
}

const SEARCH_YEARS = 5

/** The 3D draw new bets join at `now`, and the one before it. */
export function threeDDraw(now: Date, options: ThreeDScheduleOptions = {}): ThreeDDrawState {
  const cutoffTime = threeDCutoffTime(options)
  const year = new TZDate(now, YANGON).getFullYear()
  const draws = (y: number) => threeDDrawDates(y, options).map((date) => threeDDrawOn(date, now, cutoffTime))

  let next: ThreeDDraw | undefined
  for (let y = year; !next && y <= year + SEARCH_YEARS; y++) next = draws(y).find((draw) => draw.open)
  if (!next) throw new RangeError(`no 3D draw scheduled within ${SEARCH_YEARS} years of ${yangonDate(now)}`)

  let previous: ThreeDDraw | undefined
  for (let y = year; !previous && y >= year - SEARCH_YEARS; y--)
    previous = draws(y).findLast((draw) => !draw.open)
  return { next, previous: previous ?? null }
}
