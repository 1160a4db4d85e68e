import {
  type DateRange,
  type DepositLogRow,
  type ExchangeType,
  MAX_LOG_RANGE_DAYS,
  type PageLink,
  type RequestStatusText,
  type WithdrawLogRow,
} from '@shwe/contract'
import type { GameLogPeriod } from '@shwe/domain'
import { ApiError } from '@shwe/session'
import { yangonDay } from '@shwe/ui'

// ---------------------------------------------------------------------------------------------------------
// Pages

/** One control of a pager: previous, a numbered page, a gap in the numbers, or next. */
export type PagerItem =
  | { kind: 'previous' | 'next'; page: number | null }
  | { kind: 'page'; page: number; isCurrent: boolean }
  | { kind: 'gap' }

/**
 * The page a link of a paginated list goes to: its url's `page` parameter. Null when the link goes nowhere
 * (previous on the first page, next on the last) or names no valid page.
 */
export function pageOfUrl(url: string | null): number | null {
  if (!url) return null
  let named: string | null
  try {
    named = new URL(url, 'http://page.invalid').searchParams.get('page')
  } catch {
    return null
  }
  if (named === null || !/^\d+$/.test(named)) return null
  const page = Number(named)
  return page >= 1 ? page : null
}

/** Numbered pages shown before the pager shortens itself to first, last and the neighbours of the current one. */
export const MAX_NUMBERED_PAGES = 7

/**
 * The pager's controls from the server's links. The first link is always "previous" and the last "next",
 * whatever their labels say (the server sends HTML entities such as `&laquo; Previous`, never shown); every
 * other link is a page number, or a gap when its label is not a number (the server's "..."). Long runs of
 * numbers are shortened to the first, the last and the current page with its neighbours.
 */
export function pagerItems(links: readonly PageLink[]): PagerItem[] {
  if (links.length < 2) return []
  const first = links[0] as PageLink
  const last = links[links.length - 1] as PageLink
  const middle: PagerItem[] = links.slice(1, -1).map((link) => {
    const label = link.label.trim()
    if (!/^\d+$/.test(label)) return { kind: 'gap' }
    return { kind: 'page', page: pageOfUrl(link.url) ?? Number(label), isCurrent: link.active }
  })
  return [
    { kind: 'previous', page: pageOfUrl(first.url) },
    ...shorten(middle),
    { kind: 'next', page: pageOfUrl(last.url) },
  ]
}

function shorten(items: PagerItem[]): PagerItem[] {
  const numbered = items.filter((item) => item.kind === 'page')
  if (numbered.length <= MAX_NUMBERED_PAGES) return items
  const current = numbered.findIndex((item) => item.isCurrent)
  const kept = numbered.filter(
    (_, index) => index === 0 || index === numbered.length - 1 || Math.abs(index - current) <= 1,
  )
  const out: PagerItem[] = []
  let previous = 0
  for (const item of kept) {
    if (item.page - previous > 1 && previous !== 0) out.push({ kind: 'gap' })
    out.push(item)
    previous = item.page
  }
  return out
}

// ---------------------------------------------------------------------------------------------------------
// Requests and exchanges

/** The tabs of the wallet history (`/wallet-history?type=…`): the two request logs, and both merged. */
export const HISTORY_TYPES = ['deposit', 'withdraw', 'all'] as const
export type HistoryType = (typeof HISTORY_TYPES)[number]

/** The tab a route names; deposit when it names none or an unknown one. */
export function historyTypeOf(query: URLSearchParams | null): HistoryType {
  const named = query?.get('type')
  return (HISTORY_TYPES as readonly string[]).includes(named ?? '') ? (named as HistoryType) : 'deposit'
}

/** The route of a wallet history tab. */
export const historyRoute = (type: HistoryType): string => `/wallet-history?type=${type}`

/** A request's state as the player reads it. */
export type RequestState = 'waiting' | 'transferred' | 'rejected'

const STATE_OF_CODE: Record<number, RequestState> = { 0: 'waiting', 1: 'transferred', 2: 'rejected' }
const STATE_OF_TEXT: Record<RequestStatusText, RequestState> = {
  Pending: 'waiting',
  Success: 'transferred',
  Reject: 'rejected',
}

/**
 * The state of a request from its status: 0 waiting, 1 transferred, 2 rejected (the paginated logs), or
 * `Pending`, `Success`, `Reject` (the unpaginated ones). Null for a status the spec does not name.
 */
export function requestStateOf(status: number | string): RequestState | null {
  return (
    (typeof status === 'number' ? STATE_OF_CODE[status] : STATE_OF_TEXT[status as RequestStatusText]) ?? null
  )
}

/** One row of the merged transaction history. */
export type MergedRequest = ({ type: 'deposit' } & DepositLogRow) | ({ type: 'withdraw' } & WithdrawLogRow)

/**
 * Deposit and withdraw requests in one list, newest first. `datetime` is Yangon wall-clock time
 * (`YYYY-MM-DD HH:mm:ss`), so text order is time order; a tie goes to the later id.
 */
export function mergeRequests(
  deposits: readonly DepositLogRow[],
  withdrawals: readonly WithdrawLogRow[],
): MergedRequest[] {
  const rows: MergedRequest[] = [
    ...deposits.map((row) => ({ type: 'deposit' as const, ...row })),
    ...withdrawals.map((row) => ({ type: 'withdraw' as const, ...row })),
  ]
  return rows.sort((a, b) => (a.datetime === b.datetime ? b.id - a.id : a.datetime < b.datetime ? 1 : -1))
}

/** The direction of an exchange as the player reads it. */
export const directionOf = (type: ExchangeType): 'mainToGame' | 'gameToMain' =>
  type === 'gameToMain' ? 'gameToMain' : 'mainToGame'

/** What a failed log load says: the server's message, the spec's network text, or its general failure. */
export type LoadFailure = { kind: 'message'; message: string } | { kind: 'network' } | { kind: 'failed' }

export function loadFailureOf(error: unknown): LoadFailure {
  if (!(error instanceof ApiError)) return { kind: 'failed' }
  const { failure } = error
  if (failure.kind === 'network') return { kind: 'network' }
  const message = 'message' in failure ? failure.message?.trim() : ''
  return message ? { kind: 'message', message } : { kind: 'failed' }
}

// ---------------------------------------------------------------------------------------------------------
// Periods and ranges

/** What a log filter selects: a named period, a custom range of Yangon dates, or everything. */
export type LogRange =
  | { kind: 'period'; period: GameLogPeriod }
  | { kind: 'range'; from: string; to: string }
  | { kind: 'all' }

/**
 * The dates to ask the API for: a period as the Yangon calendar days it covers at `now` (weeks run Monday to
 * Sunday), a custom range as it is, and nothing for "all".
 */
export function dateRangeOf(value: LogRange, now: Date): DateRange | undefined {
  switch (value.kind) {
    case 'all':
      return undefined
    case 'range':
      return { from: value.from, to: value.to }
    case 'period':
      return periodDates(value.period, now)
  }
}

// The calendar date on Yangon clocks, from the browser's own time-zone data (no date library in the page).
/** The calendar date `days` after a `YYYY-MM-DD` date. */
function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}

/** The Yangon days a period covers at `now`: one day, or a Monday-to-Sunday week, as the server counts them. */
export function periodDates(period: GameLogPeriod, now: Date): DateRange {
  const today = yangonDay(now)
  const [year, month, day] = today.split('-').map(Number) as [number, number, number]
  const monday = addDays(today, -((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7))
  switch (period) {
    case 'today':
      return { from: today, to: today }
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) }
    case 'this_week':
      return { from: monday, to: addDays(monday, 6) }
    case 'last_week':
      return { from: addDays(monday, -7), to: addDays(monday, -1) }
  }
}

/** Why a custom range is refused: a date missing, the end before the start, or longer than the API allows (92 days). */
export type RangeProblem = 'missing' | 'order' | 'tooLong'

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Days since 1970-01-01 of a `YYYY-MM-DD` calendar date, or null when it is not one. */
function dayNumber(date: string): number | null {
  const parts = DATE.exec(date)
  if (!parts) return null
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])]
  const at = new Date(Date.UTC(year, month - 1, day))
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null
  return at.getTime() / 86_400_000
}

/** The days a range covers, both ends included; null when a date is not one. */
export function daysIn({ from, to }: DateRange): number | null {
  const [start, end] = [dayNumber(from), dayNumber(to)]
  return start === null || end === null ? null : end - start + 1
}

/** Null when the API accepts the range; otherwise what is wrong with it. */
export function rangeProblem(range: DateRange): RangeProblem | null {
  const days = daysIn(range)
  if (days === null) return 'missing'
  if (days < 1) return 'order'
  if (days > MAX_LOG_RANGE_DAYS) return 'tooLong'
  return null
}

/** Whether two filter values select the same thing. */
export function isSameRange(a: LogRange, b: LogRange): boolean {
  if (a.kind === 'period' && b.kind === 'period') return a.period === b.period
  if (a.kind === 'range' && b.kind === 'range') return a.from === b.from && a.to === b.to
  return a.kind === b.kind
}
