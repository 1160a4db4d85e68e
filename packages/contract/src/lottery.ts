import type { TwoDSession } from '@shwe/domain'
import type { DecimalString } from './types.ts'

/**
 * The 2D and 3D lotteries: bets, slips and winners (api-contract.md §3.5–§4). Money is kyat as decimal
 * strings with two places; dates and times are Yangon wall-clock values.
 */

export type { TwoDSession } from '@shwe/domain'

/** The success text of a placed 2D or 3D bet, as every client of the contract shows it. */
export const LOTTERY_BET_PLACED = 'ထီအောင်မြင်စွာ ထိုးပြီးပါပြီ။'

/** `data` of the refusals the bet endpoints give (besides the over-limit list, which is an array). */
export type LotteryRefusal = 'Betting Closed' | 'Insufficient Funds'

export interface LotteryBetAmount {
  /** 2D: one or two digits ("5" is played as "05"). 3D: exactly three digits. */
  num: string
  /** Kyat, at most two decimals: at least 100 for 2D and 1 for 3D by default. */
  amount: number | DecimalString
  /** 3D only: the line came from the permutation tool. Stored, shown, and paid like any other line. */
  is_permutation?: boolean
}

/** `POST /twod-bet` and `POST /threed-bet`. The amounts must add up to `totalAmount`; each number once. */
export interface LotteryBetPayload {
  totalAmount: number | DecimalString
  amounts: LotteryBetAmount[]
}

export type SlipStatus = 'pending' | 'completed'

interface BetLineCommon {
  id: number
  slip_id: number
  bet_number: string
  bet_amount: DecimalString
  /** True once the draw is settled and the line won. */
  win_lose: boolean
  /** The credit of a winning line once settled, else "0.00". */
  potential_payout: DecimalString
  /** True once the draw is settled. */
  bet_status: boolean
  /** The winning number of the draw, once settled. */
  bet_result: string | null
  prize_sent: boolean
  game_date: string
  game_time: string
  created_at: string
  updated_at: string
}

interface SlipCommon {
  id: number
  /** Unique: `000123-mk-2d-2026-11-23-10:15:07` (the counter is the slip's own id). */
  slip_no: string
  user_id: number
  player_name: string
  agent_id: number | null
  total_bet_amount: DecimalString
  status: SlipStatus
  /** The draw's date, `YYYY-MM-DD`. */
  game_date: string
  /** When the slip was placed, `HH:mm:ss`. */
  game_time: string
  before_balance: DecimalString
  after_balance: DecimalString
  created_at: string
  updated_at: string
}

export interface TwoDBetLine extends BetLineCommon {
  session: TwoDSession
}

export interface TwoDSlip extends SlipCommon {
  session: TwoDSession
  two_bets: TwoDBetLine[]
}

export interface ThreeDBetLine extends BetLineCommon {
  /** The digit sum, 0–27. */
  break_group: number
  is_permutation: boolean
  draw_session: string
}

export interface ThreeDSlip extends SlipCommon {
  /** The draw date, `YYYY-MM-DD`. */
  draw_session: string
  three_d_bets: ThreeDBetLine[]
}

/** `GET /threed-bet/history` (not the envelope). */
export interface ThreeDHistoryReply {
  success: true
  data: {
    slips: ThreeDSlip[]
    pagination: { current_page: number; total_pages: number; total_records: number; per_page: number }
  }
}

export interface TwoDWinner {
  /** Masked player name, e.g. "P12****78". */
  member_name: string
  bet_amount: DecimalString
  win_amount: DecimalString
}

export interface ThreeDWinner {
  member_name: string
  bet_number: string
  total_bet: DecimalString
  bet_amount: DecimalString
  win_amount: DecimalString
  /** "exact", or "permutation" for another arrangement of the winning digits. */
  prize: 'exact' | 'permutation'
}

export interface TwoDWinnersResult {
  date: string
  session: TwoDSession
  win_digit: string
  winners: TwoDWinner[]
}

export interface ThreeDWinnersResult {
  date: string
  draw_session: string
  win_digit: string
  winners: ThreeDWinner[]
}

/** `data` of `GET /threed-bet/history`: one page of the player's 3D slips, newest first. */
export type ThreeDHistoryPage = ThreeDHistoryReply['data']

/** `GET /threed-bet/history` query: page (from 1), slips per page (1–50, default 10) and which slips. */
export interface ThreeDHistoryQuery {
  page?: number
  limit?: number
  status?: 'all' | SlipStatus
}

/** `GET /two-d-daily-winners` without a session: the 10 latest settled results (of `date` if given). */
export interface TwoDLatestWinners {
  latest_results: TwoDWinnersResult[]
}

/** `GET /threed-daily-winners` without a draw: the 10 latest settled draws (of `date` if given). */
export interface ThreeDLatestWinners {
  latest_results: ThreeDWinnersResult[]
}

/**
 * `GET /two-d-daily-winners`: with `session`, that draw of `date` (default today, Yangon), or 404 when it
 * has no settled result; without, the latest results.
 */
export interface TwoDWinnersQuery {
  /** `YYYY-MM-DD`. */
  date?: string
  session?: TwoDSession
}

/**
 * `GET /threed-daily-winners`: with `draw_session` (the draw date, `YYYY-MM-DD`), that draw, or 404 when it
 * has no settled result; without, the latest draws, of `date` when given.
 */
export interface ThreeDWinnersQuery {
  draw_session?: string
  /** `YYYY-MM-DD`. */
  date?: string
}

/** One 2D draw as `GET /twod/draw-info` describes it. Instants are ISO 8601. */
export interface TwoDDrawView {
  /** The draw's Yangon date, `YYYY-MM-DD`. */
  date: string
  session: TwoDSession
  /** When betting on this draw closes. */
  cutoff_at: string
  /** When its result is due. */
  result_at: string
  is_betting_open: boolean
}

/** `GET /twod/draw-info` (public): the draw bets go to now, the next and the last, by the server clock. */
export interface TwoDDrawInfo {
  /** ISO 8601. */
  server_time: string
  is_betting_open: boolean
  current_session: TwoDDrawView | null
  next_session: TwoDDrawView | null
  last_session: TwoDDrawView | null
}

/** One 3D draw as `GET /threed/draw-info` describes it, named by its date. Instants are ISO 8601. */
export interface ThreeDDrawView {
  /** The draw date, `YYYY-MM-DD`. */
  draw_session: string
  cutoff_at: string
  result_at: string
  is_betting_open: boolean
}

/**
 * `data` of `GET /threed/draw-info` (public, `{success, data}`): the draw bets go to now (else the one
 * awaiting its result), the next and the last.
 */
export interface ThreeDDrawInfo {
  /** ISO 8601. */
  server_time: string
  is_betting_open: boolean
  current_session: ThreeDDrawView | null
  next_session: ThreeDDrawView | null
  last_session: ThreeDDrawView | null
}

/** A share of a lottery number's cap, rounded down to a step of 10 %. */
export type TakenPercent = 0 | 10 | 20 | 30 | 40 | 50 | 60 | 70 | 80 | 90 | 100

/** A share of a 2D number's cap, rounded down to a step of 10 %. */
export type TwoDTakenPercent = TakenPercent

/** One number of the open 2D draw, as `GET /twod/numbers` shows it. Never an amount. */
export interface TwoDNumberShare {
  /** "00" to "99". */
  number: string
  /**
   * How much of the number's cap all players together have staked, rounded down to a step of 10 %:
   * 3,500 of a 10,000 cap shows 30, and only the whole cap shows 100.
   */
  taken_percent: TwoDTakenPercent
  /** No bet fits any more: less than the smallest stake is left under the cap (always so at 100). */
  is_full: boolean
  /** Closed by the operator, the number itself or its head (first digit). */
  is_closed: boolean
}

/**
 * `data` of `GET /twod/numbers` (public): how taken each number of the open 2D draw is, and what the
 * operator closed. While no draw takes bets (after a cut-off, weekends, holidays) `is_betting_open` is
 * false, `draw` is null, `numbers` is empty and the message says betting is closed.
 */
export interface TwoDNumbers {
  /** ISO 8601. */
  server_time: string
  is_betting_open: boolean
  /** The draw a bet placed now goes to, named as `GET /twod/draw-info` names it. */
  draw: TwoDDrawView | null
  /** Two-digit numbers the operator closed, ascending; a full number is not listed here. */
  closed_numbers: string[]
  /** Head digits ("0"–"9") whose ten numbers the operator closed, ascending. */
  closed_heads: string[]
  /** The least stake per number, in kyat ("100.00"). */
  min_stake: DecimalString
  /** What a winning number pays per kyat staked ("80": 80 × the stake). */
  odds: string
  /** "00" to "99" in order while a draw is open; empty otherwise. */
  numbers: TwoDNumberShare[]
}

/** One number of the open 3D draw that has stake on it, as `GET /threed/numbers` shows it. Never an amount. */
export interface ThreeDNumberShare {
  /** "000" to "999". */
  number: string
  /**
   * How much of the number's cap all players together have staked, rounded down to a step of 10 % as
   * for 2D: half the cap shows 50, 1 pya short of the cap 90, and only the whole cap 100.
   */
  taken_percent: TakenPercent
  /** No bet fits any more: less than the smallest stake is left under the cap (always so at 100). */
  is_full: boolean
}

/**
 * `data` of `GET /threed/numbers` (public, in the success envelope): what a 3D board needs before
 * sending a slip. A number missing from both `numbers` and `closed_numbers` is open and untaken, so
 * the reply stays small whatever the 1,000 numbers hold. While no draw takes bets (from a draw's
 * cut-off until its result) `is_betting_open` is false, `draw` is null, `numbers` is empty and the
 * message says betting is closed.
 *
 * ```json
 * {
 *   "server_time": "2026-11-20T03:30:00.000Z",
 *   "is_betting_open": true,
 *   "draw": { "draw_session": "2026-12-01", "cutoff_at": "2026-12-01T05:30:00.000Z",
 *             "result_at": "2026-12-01T08:00:00.000Z", "is_betting_open": true },
 *   "closed_numbers": ["123", "777"],
 *   "min_stake": "1.00",
 *   "exact_odds": "500",
 *   "permutation_odds": "10",
 *   "numbers": [{ "number": "042", "taken_percent": 50, "is_full": false }]
 * }
 * ```
 */
export interface ThreeDNumbers {
  /** ISO 8601. */
  server_time: string
  is_betting_open: boolean
  /** The draw a bet placed now goes to, named as `GET /threed/draw-info` names it. */
  draw: ThreeDDrawView | null
  /** Three-digit numbers the operator closed, ascending; a full number is not listed here. */
  closed_numbers: string[]
  /** The least stake per number, in kyat ("1.00"). */
  min_stake: DecimalString
  /** What the winning number itself pays per kyat staked ("500": 500 × the stake). */
  exact_odds: string
  /**
   * What another arrangement of the winning digits pays per kyat staked ("10"): a line on 321 when
   * 123 is drawn. A line is paid one prize, never both.
   */
  permutation_odds: string
  /**
   * The open draw's numbers with any stake on them, ascending; numbers nobody staked on are left out.
   * Empty while betting is closed.
   */
  numbers: ThreeDNumberShare[]
}
