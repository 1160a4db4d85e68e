import type { TwoDSession } from '@shwe/domain'

/**
 * The 2D live feed as the server serves it (`GET /api/2d/live`, and each `live` event of
 * `GET /api/2d/live/stream`). It keeps the shape of the public SET feeds the product family reads
 * (api-contract.md §8), so existing readers work unchanged, and adds `stale` and `source`.
 * Every figure is a string; `"--"` stands for "no figure yet", as in the upstream feeds.
 */

/** Where a figure came from: the built-in simulator, the upstream HTTP feed, or an operator's entry. */
export type LiveSource = 'simulator' | 'http' | 'admin'

/** The forming number: SET index and value (million baht) as printed, and the 2D number they make. */
export interface LiveNumber {
  /** SET index with thousands separators and two decimals, e.g. `"1,262.47"`. */
  set: string
  /** SET value (turnover, million baht), e.g. `"38,915.62"`. */
  value: string
  /** Yangon time of the figures, `HH:mm:ss`. */
  time: string
  /** Yangon date of the figures, `YYYY-MM-DD`. */
  date: string
  /** Two digits, `"00"` to `"99"`. */
  twod: string
}

/** One snapshot of the day: 11:00, 12:01 (morning result), 15:00, 16:30 (evening result). */
export interface LiveResultRow {
  set: string
  value: string
  /** `HH:mm:ss`, e.g. `"12:01:00"`. */
  open_time: string
  twod: string
  stock_date: string
  stock_datetime: string
  history_id: string
  source: LiveSource
}

export interface LiveHoliday {
  /** `"1"`: the market is closed for a holiday named `name`; `"2"`: no holiday (`name` is `"NULL"`). */
  status: '1' | '2'
  date: string
  name: string
}

export interface LiveSnapshot {
  /** Yangon wall-clock time of the snapshot, `YYYY-MM-DD HH:mm:ss`. */
  server_time: string
  live: LiveNumber
  result: LiveResultRow[]
  holiday: LiveHoliday
  /** True when the upstream feed could not be read lately: the figures are the last good ones, not current. */
  stale: boolean
  /** Where the live figures come from. */
  source: LiveSource
}

/** A final 2D result: the 12:01 (morning) or 16:30 (evening) number of a Yangon date. */
export interface TwoDResult {
  date: string
  session: TwoDSession
  twod: string
  /** The SET figures behind the number; `"--"` when an operator typed the number in. */
  set: string
  value: string
  source: LiveSource
}

/** `POST /api/admin/2d/result`: an operator declares a result. */
export interface TwoDResultEntry {
  /** `YYYY-MM-DD`, Yangon. */
  date: string
  session: TwoDSession
  /** Exactly two digits, zero-padded: `"05"`, never `"5"`. */
  twod: string
}
