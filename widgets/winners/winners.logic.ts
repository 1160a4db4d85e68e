import type { ApiResult } from '@shwe/api-client'
import type {
  ThreeDLatestWinners,
  ThreeDWinnersQuery,
  ThreeDWinnersResult,
  TwoDLatestWinners,
  TwoDSession,
  TwoDWinnersQuery,
  TwoDWinnersResult,
} from '@shwe/contract'
import { parseDate, TWO_D_SESSIONS, threeDDrawDates } from '@shwe/domain'
import { ApiError } from '@shwe/session'

/** The screens of `shwe-winners`, named as the routes table names them. */
export const WINNERS_SCREENS = ['two-d', 'three-d'] as const
export type WinnersScreen = (typeof WINNERS_SCREENS)[number]

/** The value of "every session" (2D) and "every draw" (3D) in the screens' select. */
export const ALL = 'all'

/** The 2D session select: all, morning, evening (spec "Daily winners"). */
export const TWO_D_CHOICES = [ALL, ...TWO_D_SESSIONS] as const

/** How many past 3D draws the draw select offers: about six months of the calendar. */
export const RECENT_DRAWS = 12

/**
 * What a screen asks for: a Yangon calendar date (`YYYY-MM-DD`), and `choice`, which is the 2D session or, on
 * the 3D screen, the draw (named by its date); `all` for every one of them.
 */
export interface WinnersFilter {
  date: string
  choice: string
}

/** A real calendar date written `YYYY-MM-DD` ("2026-02-30" is not one), as the server checks it. */
export function isCalendarDate(text: string): boolean {
  try {
    parseDate(text)
    return true
  } catch {
    return false
  }
}

/**
 * Whether winners of `date` can be asked for: a real date, today (Yangon) or before. A malformed or future date
 * has no winners, which the screen says with its empty text instead of sending a request the server refuses.
 */
export function isAskable(date: string, today: string): boolean {
  return isCalendarDate(date) && date <= today
}

const isTwoDSession = (value: string): value is TwoDSession =>
  (TWO_D_SESSIONS as readonly string[]).includes(value)

/** The 2D request of a filter: one session of the date, or all of them; null when there is nothing to ask. */
export function twoDQuery({ date, choice }: WinnersFilter, today: string): TwoDWinnersQuery | null {
  if (!isAskable(date, today)) return null
  return isTwoDSession(choice) ? { date, session: choice } : { date }
}

/** The 3D request of a filter: the chosen draw, or the draws of the date; null when there is nothing to ask. */
export function threeDQuery({ date, choice }: WinnersFilter, today: string): ThreeDWinnersQuery | null {
  if (choice !== ALL) return isAskable(choice, today) ? { draw_session: choice } : null
  return isAskable(date, today) ? { date } : null
}

/**
 * The filter a screen opens with. On the site the route's query may name it (`?date=2026-11-24&session=morning`,
 * `?draw_session=2026-11-16`); else the `date` given to the widget; else today. A session that is not one is all.
 * Until today is known (server rendering) the date is empty.
 */
export function openingFilter(
  screen: WinnersScreen,
  query: URLSearchParams | null,
  date: string | undefined,
  today: string | null,
): WinnersFilter {
  const fallback = query?.get('date') ?? date ?? today ?? ''
  if (screen === 'two-d') {
    const session = query?.get('session') ?? ALL
    return { date: fallback, choice: isTwoDSession(session) ? session : ALL }
  }
  const draw = query?.get('draw_session')
  if (draw) return { date: query?.get('date') ?? draw, choice: draw }
  // 3D draws twice a month: with nothing asked for, the latest draw, not a day that most likely had none.
  const latest = query?.get('date') || date || today === null ? undefined : recentThreeDDraws(today)[0]
  return latest ? { date: latest, choice: latest } : { date: fallback, choice: ALL }
}

/** A new date: on 2D the session stays; on 3D the draw returns to all (a draw has its own date). */
export function withDate(screen: WinnersScreen, filter: WinnersFilter, date: string): WinnersFilter {
  return { date, choice: screen === 'two-d' ? filter.choice : ALL }
}

/** A new choice: on 3D a draw also moves the date to the draw's, so the date field shows the draw asked for. */
export function withChoice(screen: WinnersScreen, filter: WinnersFilter, choice: string): WinnersFilter {
  return { date: screen === 'three-d' && choice !== ALL ? choice : filter.date, choice }
}

/** The latest 3D draws of the product's calendar up to `today`, newest first: what the draw select offers. */
export function recentThreeDDraws(today: string, count = RECENT_DRAWS): string[] {
  if (!isCalendarDate(today)) return []
  const year = Number(today.slice(0, 4))
  const dates = [...threeDDrawDates(year - 1), ...threeDDrawDates(year)].filter((date) => date <= today)
  return dates.slice(-count).reverse()
}

/**
 * The draws the 3D select offers besides all: the recent ones, and the one asked for when it is older (or not one
 * of the calendar's, named by the site's address), so the select always shows what the screen asks for.
 */
export function drawChoices(today: string | null, choice: string): string[] {
  const draws = today === null ? [] : recentThreeDDraws(today)
  return choice === ALL || draws.includes(choice) ? draws : [choice, ...draws]
}

/** How a result card names its draw: a 2D session, the 3D draw of its date, or the server's own words. */
export type SessionName =
  | { kind: 'session'; session: TwoDSession }
  | { kind: 'draw' }
  | { kind: 'text'; text: string }

/** One winner as the card lists it: only what the server sent (the name arrives masked). */
export interface WinnerLine {
  key: string
  name: string | null
  /** 3D: the number the winner bet on. */
  number: string | null
  bet: string
  win: string
  /** 3D: won with another arrangement of the winning digits. */
  isPermutation: boolean
}

/** One settled draw: its session, date and winning number, then its winners. */
export interface ResultCard {
  key: string
  session: SessionName
  date: string
  number: string
  winners: WinnerLine[]
}

const list = <T>(value: readonly T[] | null | undefined): readonly T[] => (Array.isArray(value) ? value : [])

/** The cards of a 2D answer, one draw (a session asked for) or the latest of the date, in the server's order. */
export function twoDCards(data: TwoDWinnersResult | TwoDLatestWinners): ResultCard[] {
  const results = 'latest_results' in data ? list(data.latest_results) : [data]
  return results.map((result) => ({
    key: `${result.date}/${result.session}`,
    session: isTwoDSession(result.session)
      ? { kind: 'session', session: result.session }
      : { kind: 'text', text: String(result.session) },
    date: result.date,
    number: result.win_digit,
    winners: list(result.winners).map((winner, index) => ({
      key: String(index),
      name: winner.member_name || null,
      number: null,
      bet: winner.bet_amount,
      win: winner.win_amount,
      isPermutation: false,
    })),
  }))
}

/**
 * How a 3D draw is named. This API names a draw by its date; backends that send words are read as the spec
 * says: text with morning, 09 or 12 is the morning, with evening, 15 or 18 the evening, else shown as sent.
 */
export function threeDSessionOf(drawSession: string): SessionName {
  if (isCalendarDate(drawSession)) return { kind: 'draw' }
  const text = drawSession.toLowerCase()
  if (/morning|09|12/.test(text)) return { kind: 'session', session: 'morning' }
  if (/evening|15|18/.test(text)) return { kind: 'session', session: 'evening' }
  return { kind: 'text', text: drawSession }
}

/** The cards of a 3D answer, one draw or the latest of the date. A winner shows a name or a number, or both. */
export function threeDCards(data: ThreeDWinnersResult | ThreeDLatestWinners): ResultCard[] {
  const results = 'latest_results' in data ? list(data.latest_results) : [data]
  return results.map((result) => ({
    key: `${result.date}/${result.draw_session}`,
    session: threeDSessionOf(String(result.draw_session ?? '')),
    date: result.date || result.draw_session,
    number: result.win_digit,
    winners: list(result.winners).map((winner, index) => ({
      key: String(index),
      name: winner.member_name || null,
      number: winner.bet_number || null,
      bet: winner.total_bet ?? winner.bet_amount,
      win: winner.win_amount,
      isPermutation: winner.prize === 'permutation',
    })),
  }))
}

/**
 * The cards of a reply. A draw without a settled result (404) has no winners data: the empty text, not an
 * error. Any other failure is thrown for the cache to keep as the store's error.
 */
export function cardsOf<T>(result: ApiResult<T>, toCards: (data: T) => ResultCard[]): ResultCard[] {
  if (result.kind === 'ok') return toCards(result.data)
  if (result.kind === 'refused' && result.status === 404) return []
  throw new ApiError(result)
}

/** What a failed load says (spec error catalogue): the player-only text on 403, a 2xx refusal's own message, else the general text. */
export type WinnersFailure =
  | { kind: 'players-only' }
  | { kind: 'message'; message: string }
  | { kind: 'failed' }

export function failureOf(error: unknown): WinnersFailure {
  if (error instanceof ApiError && error.failure.kind === 'refused') {
    const { status, message } = error.failure
    if (status === 403) return { kind: 'players-only' }
    // A reply sent as ok whose status is not the success text: its message, if it has one.
    if (status >= 200 && status < 300 && message) return { kind: 'message', message }
  }
  return { kind: 'failed' }
}

/** How many cards the loading placeholder shows: both sessions of a day for 2D "all", else one draw. */
export function expectedCards(screen: WinnersScreen, filter: WinnersFilter): number {
  return screen === 'two-d' && filter.choice === ALL ? 2 : 1
}
