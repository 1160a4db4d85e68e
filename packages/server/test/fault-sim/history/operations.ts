import type { DrawRef } from '../model/calendar.ts'
import { yangonAt } from '../model/calendar.ts'
import type { DigitBetType } from '../model/prizes.ts'

/**
 * A replayable history of what many players and an operator do over a few weeks of the Yangon clock, with
 * faults injected: everything follows from the seed, so a failing history is replayed from its seed alone.
 * Amounts are whole pya (JSON numbers), instants ISO strings, so a history prints and compares as JSON.
 */

/** What goes wrong around one request. */
export type Fault =
  /** The reply is lost on the way back; the client sends the request again with the same key. */
  | 'drop'
  /** The client sends the same request three times at once, with the same key. */
  | 'burst'
  /** PostgreSQL only: the database connection dies as the request's transaction begins... */
  | 'cut-at-begin'
  /** ...or just before the request's first balance update... */
  | 'cut-before-posting'
  /** ...or right after it, inside the open transaction... */
  | 'cut-after-posting'
  /** ...or just before its COMMIT reaches the server... */
  | 'cut-before-commit'
  /** ...or after the COMMIT, before the server's acknowledgement reaches the client. */
  | 'cut-after-commit'

export const CUT_FAULTS = [
  'cut-at-begin',
  'cut-before-posting',
  'cut-after-posting',
  'cut-before-commit',
  'cut-after-commit',
] as const satisfies readonly Fault[]

export type CutFault = (typeof CUT_FAULTS)[number]

export const isCut = (fault: Fault | undefined): fault is CutFault =>
  (CUT_FAULTS as readonly string[]).includes(fault ?? '')

export interface LotteryLine {
  num: string
  pya: number
  permutation?: boolean
}

/** A request that moves money, sent with an Idempotency-Key unless `key` is absent. */
export type MoneyRequest = { key?: string } & (
  | { kind: 'exchange'; player: number; direction: 'in' | 'out'; pya: number }
  | { kind: 'deposit'; player: number; ref: string; pya: number; account: number }
  | { kind: 'withdraw'; player: number; ref: string; pya: number }
  | { kind: 'slip'; game: '2d' | '3d'; player: number; lines: LotteryLine[] }
  | {
      kind: 'digit'
      player: number
      betType: DigitBetType
      digit: number | null
      pya: number
      multiplier: number
    }
)

export type SimRequest =
  | MoneyRequest
  | { kind: 'register'; player: number }
  | { kind: 'decide'; request: 'deposit' | 'withdrawal'; ref: string; decision: 'approve' | 'reject' }

/** How a draw's result is entered and settled. */
export type Settling =
  /** Entered once. */
  | 'once'
  /** Entered, the reply lost, entered again. */
  | 'dropped'
  /** Entered twice at once while a settlement sweep runs too. */
  | 'concurrent'
  /** Stored and settled by a process that stops after its first batch; the restarted server finishes. */
  | 'crash'
  /** Entered, then entered again with another number, which must be refused. */
  | 'conflict'

export type SimOp = { index: number; at: string } & (
  | { kind: 'request'; request: SimRequest; fault?: Fault }
  /** Requests of one player sent at once, which together may ask for more than the player has. */
  | { kind: 'race'; requests: MoneyRequest[] }
  /** The server stops and starts again; `inFlight` requests are sent just before it stops. */
  | { kind: 'restart'; inFlight: SimRequest[] }
  | { kind: 'result'; draw: DrawRef; number: string; settling: Settling }
)

export interface HistoryOptions {
  seed: number
  /** Operations in the history; default 2,000. */
  ops?: number
  /** Players who register over the run; default 30. */
  players?: number
}

export const DEFAULT_OPS = 2_000
export const DEFAULT_PLAYERS = 30

/** The first instant of every history: Monday 23 November 2026, 08:00 in Yangon. */
export const HISTORY_START = yangonAt('2026-11-23', '08:00')

/** The simulated operator draws 3D every Tuesday and Friday, so a few weeks hold several draws. */
export function threeDDrawDates(fromYear: number, toYear: number): string[] {
  const dates: string[] = []
  for (let t = Date.UTC(fromYear, 0, 1, 12); new Date(t).getUTCFullYear() <= toYear; t += 86_400_000) {
    const day = new Date(t)
    if (day.getUTCDay() === 2 || day.getUTCDay() === 5) dates.push(day.toISOString().slice(0, 10))
  }
  return dates
}

/** Years of 3D draw dates the server and the model are given: far more than any run uses. */
export const THREE_D_DRAW_DATES = threeDDrawDates(2026, 2040)

/** The player's phone number, which is also how they sign in again. */
export const phoneOf = (player: number) => `0977${String(player).padStart(6, '0')}`

/** One line naming an operation, for failure messages. */
export function describeOp(op: SimOp): string {
  const text = JSON.stringify(op)
  return text.length > 400 ? `${text.slice(0, 400)}…` : text
}
