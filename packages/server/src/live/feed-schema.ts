import type { LiveHoliday } from '@shwe/contract'
import { twoDFromSet } from '@shwe/domain'
import { z } from 'zod'
import { type FeedReading, isCalendarDate, PLACEHOLDER, TWO_DIGITS } from './feed.ts'

/**
 * What we accept from the third-party live feed (api-contract.md §8). It has no SLA and we pass its
 * figures on to every browser, so every field must be a string of the expected form, unknown fields are
 * dropped, and a 2D number must follow from the SET figures printed next to it.
 */

const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/
// Generous for any real field; a megabyte "date" is not one.
const text = z.string().trim().max(64)

const isFigure = (s: string) => twoDFromSet(s, s) !== null
const figure = text.refine((s) => s === PLACEHOLDER || isFigure(s), 'not a SET figure')
const orPlaceholder = (test: (s: string) => boolean, what: string) =>
  text.refine((s) => s === PLACEHOLDER || test(s), `not ${what}`)
const date = text.refine(isCalendarDate, 'not a YYYY-MM-DD date')
const dateTime = text.refine((s) => {
  const [day = '', time = '', ...rest] = s.split(' ')
  return rest.length === 0 && isCalendarDate(day) && TIME.test(time)
}, 'not a YYYY-MM-DD HH:mm:ss time')

const liveSchema = z
  .object({
    set: figure,
    value: figure,
    time: orPlaceholder((s) => TIME.test(s), 'an HH:mm:ss time'),
    date: orPlaceholder(isCalendarDate, 'a YYYY-MM-DD date'),
    twod: orPlaceholder((s) => TWO_DIGITS.test(s), 'two digits'),
  })
  // Without both figures there is nothing to show; with them, the number must be theirs.
  .refine((live) => live.twod === (twoDFromSet(live.set, live.value) ?? PLACEHOLDER), {
    message: 'twod does not follow from set and value',
    path: ['twod'],
  })

const rowSchema = z
  .object({
    set: figure.default(PLACEHOLDER),
    value: figure.default(PLACEHOLDER),
    open_time: text.regex(TIME),
    twod: text.regex(TWO_DIGITS),
    stock_date: date.optional(),
    stock_datetime: dateTime.optional(),
    history_id: text.regex(/^[\w-]{0,40}$/).optional(),
  })
  // A row that prints both figures must agree with them; a row without them is shown but never final.
  .refine((row) => {
    const derived = twoDFromSet(row.set, row.value)
    return derived === null || derived === row.twod
  }, 'twod does not follow from set and value')

const holidaySchema = z.object({
  status: z.enum(['1', '2']),
  date,
  name: z.string().trim().max(100),
})

const replySchema = z.object({
  server_time: dateTime,
  live: liveSchema,
  // The feed shows four rows a day; a long list is not this feed.
  result: z.array(z.unknown()).max(20),
  holiday: z.unknown().optional(),
})

export type ParsedReply = { ok: true; reading: FeedReading; dropped: number } | { ok: false; problem: string }

/** Checks a decoded reply; bad rows are dropped (and counted), anything else wrong refuses the whole reply. */
export function parseFeedReply(body: unknown): ParsedReply {
  const parsed = replySchema.safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return { ok: false, problem: `${issue?.path.join('.') || 'reply'}: ${issue?.message ?? 'invalid'}` }
  }
  const { server_time, live } = parsed.data
  const day = isCalendarDate(live.date) ? live.date : server_time.slice(0, 10)
  const seen = new Set<string>()
  const result: FeedReading['result'] = []
  for (const raw of parsed.data.result) {
    const row = rowSchema.safeParse(raw)
    if (!row.success) continue
    const stockDate = row.data.stock_date ?? day
    // One row per snapshot time and day: a repeated slot is ambiguous, so the first one stands.
    const slot = `${stockDate} ${row.data.open_time}`
    if (seen.has(slot)) continue
    seen.add(slot)
    result.push({
      set: row.data.set,
      value: row.data.value,
      open_time: row.data.open_time,
      twod: row.data.twod,
      stock_date: stockDate,
      stock_datetime: row.data.stock_datetime ?? '',
      history_id: row.data.history_id ?? '',
    })
  }
  // The holiday notice is informational; a malformed one must not hide the figures.
  const holiday = holidaySchema.safeParse(parsed.data.holiday)
  const fallback: LiveHoliday = { status: '2', date: server_time.slice(0, 10), name: 'NULL' }
  return {
    ok: true,
    reading: { server_time, live, result, holiday: holiday.success ? holiday.data : fallback },
    dropped: parsed.data.result.length - result.length,
  }
}
