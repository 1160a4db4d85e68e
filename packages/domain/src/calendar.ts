/**
 * The calendar side of the draw schedules: which days trade and which days have a 3D draw. Pure day
 * arithmetic with no time-zone data, so a board in the browser can use it without a zone library.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** `[year, month, day]` of a `YYYY-MM-DD` date that exists; a RangeError otherwise. */
export function parseDate(date: string): [year: number, month: number, day: number] {
  const match = DATE.exec(date)
  if (match) {
    const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
    // A calendar day is the same in every zone: plain UTC arithmetic checks it (no time-zone data needed).
    const at = new Date(Date.UTC(year, month - 1, day))
    if (at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day)
      return [year, month, day]
  }
  throw new RangeError(`not a YYYY-MM-DD date: ${JSON.stringify(date)}`)
}

/** 0 (Sunday) to 6 (Saturday): a calendar day's weekday is the same in every zone. */
export function weekday(date: string): number {
  const [year, month, day] = parseDate(date)
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay()
}

export const TWO_D_SESSIONS = ['morning', 'evening'] as const
export type TwoDSession = (typeof TWO_D_SESSIONS)[number]

/** Monday to Friday and not a holiday. */
export function isTradingDay(date: string, holidays: ReadonlySet<string> = new Set()): boolean {
  const day = weekday(date)
  return day !== 0 && day !== 6 && !holidays.has(date)
}

export interface ThreeDScheduleOptions {
  /** Draw dates (`YYYY-MM-DD`) per year; a year listed here replaces the default calendar for that year. */
  drawDates?: Readonly<Record<number, readonly string[]>>
  /** Yangon time (`HH:mm`) on the draw day at which betting closes; default 12:00, at most the result time. */
  cutoffTime?: string
}

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The 3D draw dates of `year`, sorted. By default the product family's calendar (api-contract.md §4):
 * January 16 only, the 1st and 16th of February to December, and December 30, 24 dates. The Thai
 * lottery moves draws around holidays, so an admin-supplied list for a year replaces the default.
 */
export function threeDDrawDates(year: number, options: ThreeDScheduleOptions = {}): string[] {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`not a year: ${year}`)
  const override = options.drawDates?.[year]
  if (override) {
    for (const date of override) {
      if (parseDate(date)[0] !== year) throw new RangeError(`${date} is not in ${year}`)
    }
    return [...new Set(override)].sort()
  }
  const dates = [`${year}-01-16`]
  for (let month = 2; month <= 12; month++) dates.push(`${year}-${pad(month)}-01`, `${year}-${pad(month)}-16`)
  dates.push(`${year}-12-30`)
  return dates
}

export function isThreeDDrawDate(date: string, options: ThreeDScheduleOptions = {}): boolean {
  return threeDDrawDates(parseDate(date)[0], options).includes(date)
}
