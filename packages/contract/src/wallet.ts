import type { DecimalString } from './types.ts'

/**
 * The wallet: moving money between the main and game balances, deposit and withdrawal requests, the
 * payment accounts behind them, and their logs. Amounts are kyat as decimal strings with two places.
 */

/** ISO 8601 timestamp, e.g. "2026-11-20T03:00:00.000Z". */
type IsoTimestamp = string

/** One link of a paginated list: the previous page, each page number, the next page. */
export interface PageLink {
  /** Null for "previous" on the first page and "next" on the last. */
  url: string | null
  /** `&laquo; Previous`, a page number, or `Next &raquo;` (HTML entities, as sent). */
  label: string
  active: boolean
}

/** A paginated list (15 rows per page for the wallet logs), as `data` of its envelope. */
export interface Paginated<T> {
  current_page: number
  data: T[]
  first_page_url: string
  from: number | null
  last_page: number
  last_page_url: string
  links: PageLink[]
  next_page_url: string | null
  path: string
  per_page: number
  prev_page_url: string | null
  to: number | null
  total: number
}

/** `POST /exchange-main-to-game` and `POST /exchange-game-to-main`. */
export interface ExchangePayload {
  /** Kyat, more than 0, at most two decimals. */
  amount: number | DecimalString
}

/** `data` of a successful exchange: always the empty string (the balances are read from `GET /user`). */
export type ExchangeReply = ''

/** The direction of an exchange: main to game, or game to main. */
export type ExchangeType = 'mainBalanceToGaming' | 'gameToMain'

/**
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD` of the game log and the exchange log: Asia/Yangon calendar dates, both
 * included, `to` not before `from`, at most `MAX_LOG_RANGE_DAYS` days; both or neither (else 422 with
 * errors under `from` or `to`).
 */
export interface DateRange {
  from: string
  to: string
}

/** The most days a `DateRange` may cover, both ends included. */
export const MAX_LOG_RANGE_DAYS = 92

/**
 * `GET /exchange-transactions-log?page=` (optionally `&from=&to=`, a `DateRange`, which the page links
 * keep): the player's exchanges, newest first.
 */
export interface ExchangeLogRow {
  id: number
  user_id: number
  amount: DecimalString
  type: ExchangeType
  created_at: IsoTimestamp
  updated_at: IsoTimestamp
}

/** `GET /paymentTypefinicial`: the payment services (KBZPay, WavePay, ...). */
export interface PaymentType {
  id: number
  name: string
  /** Root-relative logo path, e.g. `media/payments/kbzpay.svg`. */
  image: string
  /** The same logo as an absolute URL. */
  image_url: string
}

/**
 * `GET /banks`: the agent's receiving accounts a player deposits to; `id` is the deposit's
 * `agent_payment_type_id`.
 */
export interface BankAccount {
  id: number
  account_name: string
  account_number: string
  /** The payment service's id, as a withdrawal's `payment_type_id`. */
  payment_type_id: number
  /** The payment service's name, e.g. `KBZPay`. */
  payment_type: string
  /** Absolute URL of the service's logo. */
  image: string
}

/**
 * `GET /agent-payment-type` (the agent's receiving accounts, the same as `/banks`) and `GET /user-payment`
 * (the player's own payout account): an account with its payment service nested.
 */
export interface PaymentAccount {
  id: number
  account_name: string
  account_no: string
  payment_type: { id: number; name: string; image_url: string }
}

/** A request's state: 0 waiting, 1 approved (money moved), 2 rejected. */
export type RequestStatus = 0 | 1 | 2

/** The same state, as the unpaginated logs spell it. */
export type RequestStatusText = 'Pending' | 'Success' | 'Reject'

/** The largest receipt image a deposit request may carry: 5 MB. */
export const MAX_RECEIPT_BYTES = 5 * 1024 * 1024

/** The receipt images accepted, recognised by their content; the file's name and declared type are not trusted. */
export const RECEIPT_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
export type ReceiptMediaType = (typeof RECEIPT_MEDIA_TYPES)[number]

/**
 * `POST /depositfinicial`: a deposit request; the balance changes only when the agent approves it. Sent as
 * JSON, or as `multipart/form-data` with these fields as text parts and, optionally, a file part `receipt`:
 * a PNG, JPEG or WebP picture of the payment of at most `MAX_RECEIPT_BYTES` (otherwise 422 with an error
 * under `receipt`, and nothing is stored).
 */
export interface DepositPayload {
  /** The `id` of one of the player's `/banks` accounts. */
  agent_payment_type_id: number | string
  /** Kyat, at least the configured minimum (default 1,000), at most two decimals. */
  amount: number | DecimalString
  /** The last 6 digits of the payment's transaction number. */
  refrence_no: string
}

/** The stored deposit request, as `data` of `POST /depositfinicial`. */
export interface DepositRequest {
  id: number
  agent_payment_type_id: number
  amount: DecimalString
  refrence_no: string
  status: RequestStatus
  created_at: IsoTimestamp
  /** Whether a receipt image came with the request; only the operator can see the image. */
  has_receipt: boolean
}

/** `POST /withdrawfinicial`: the amount leaves the game balance at once and is held until decided. */
export interface WithdrawPayload {
  /** A `/paymentTypefinicial` id (the `payment_type_id` of a `/banks` row names the same service). */
  payment_type_id: number | string
  /** At most 100 characters. */
  account_name: string
  /** Digits only, at most 30. */
  account_number: string
  /** Kyat, at least the configured minimum (default 10,000), at most two decimals. */
  amount: number | DecimalString
  /** The player's password, checked again. */
  password: string
}

/** The stored withdrawal request, as `data` of `POST /withdrawfinicial`. */
export interface WithdrawRequest {
  id: number
  payment_type_id: number
  account_name: string
  account_number: string
  amount: DecimalString
  status: RequestStatus
  created_at: IsoTimestamp
}

/** `GET /depositlogfinicial`: the newest 200 deposit requests; the account fields are the agent's. */
export interface DepositLogRow {
  id: number
  payment_type: string
  account_name: string
  account_number: string
  amount: DecimalString
  status: RequestStatusText
  /** Yangon wall-clock time, `YYYY-MM-DD HH:mm:ss`. */
  datetime: string
}

/** `GET /withdrawlogfinicial`: the newest 200 withdrawal requests. */
export interface WithdrawLogRow {
  id: number
  /** The player's display name. */
  name: string
  /** Null on requests stored without a payment account. */
  payment_type: string | null
  account_name: string | null
  account_number: string | null
  amount: DecimalString
  status: RequestStatusText
  /** Yangon wall-clock time, `YYYY-MM-DD HH:mm:ss`. */
  datetime: string
}

/** `GET /transaction/deposit-requestlog?page=`: one deposit request, newest first. */
export interface DepositRequestLogRow {
  id: number
  amount: DecimalString
  refrence_no: string
  status: RequestStatus
  /** The agent account deposited to (the `/banks` id). */
  user_payment_id: number
  payment_type: string
  created_at: IsoTimestamp
}

/** `GET /transaction/withdraw-requestlog?page=`: one withdrawal request, newest first. */
export interface WithdrawRequestLogRow {
  id: number
  amount: DecimalString
  status: RequestStatus
  /** Null on requests stored without a payment account. */
  payment_type: string | null
  account_name: string | null
  account_number: string | null
  created_at: IsoTimestamp
}
