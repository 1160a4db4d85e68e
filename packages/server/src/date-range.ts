import type { DateRange } from '@shwe/contract'
import { dateRangeSchema, fieldErrors } from '@shwe/contract/schemas'
import { type PeriodBounds, periodBounds } from '@shwe/domain'
import type { Context } from 'hono'

// Noon UTC of a date is 18:30 of the same date in Yangon (UTC+06:30), so "today" at that instant is the day.
const noonUtc = (date: string) => new Date(`${date}T12:00:00Z`)

/** The Yangon calendar days `from` to `to`, both included, with the bounds the game log periods have. */
export function rangeBounds(range: DateRange): PeriodBounds {
  const first = periodBounds('today', noonUtc(range.from))
  const last = periodBounds('today', noonUtc(range.to))
  return { start: first.start, end: last.end, from: first.from, to: last.to }
}

/** The request's `?from=&to=`: the range, null when neither is given, or the 422 field errors. */
export function dateRangeQuery(
  c: Context,
): { ok: true; range: DateRange | null } | { ok: false; errors: Record<string, string[]> } {
  const parsed = dateRangeSchema.safeParse({ from: c.req.query('from'), to: c.req.query('to') })
  return parsed.success ? { ok: true, range: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) }
}
