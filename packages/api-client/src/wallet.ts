import {
  type BankAccount,
  type DateRange,
  type DepositLogRow,
  type DepositPayload,
  type DepositRequest,
  type DepositRequestLogRow,
  type ExchangeLogRow,
  type ExchangePayload,
  type ExchangeReply,
  type GameLogPeriod,
  type GameLogRow,
  type Paginated,
  type PaymentAccount,
  type PaymentType,
  paths,
  type WithdrawLogRow,
  type WithdrawPayload,
  type WithdrawRequest,
  type WithdrawRequestLogRow,
} from '@shwe/contract'
import { type Call, type MoneyOptions, moneyHeaders, withQuery } from './request.ts'

/** The wallet: exchanges between the two balances, deposits, withdrawals, payment accounts and logs. */
export function walletCalls(call: Call) {
  return {
    /** Moves money from the main balance to the game balance. */
    exchangeMainToGame: (payload: ExchangePayload, options?: MoneyOptions) =>
      call<ExchangeReply>('POST', paths.exchangeMainToGame, payload, moneyHeaders(options)),
    /** Moves money from the game balance back to the main balance. */
    exchangeGameToMain: (payload: ExchangePayload, options?: MoneyOptions) =>
      call<ExchangeReply>('POST', paths.exchangeGameToMain, payload, moneyHeaders(options)),
    /**
     * Lists one page of the player's exchanges between the two balances, newest first; with `range`, only
     * those on those Yangon dates (both included, at most 92 days).
     */
    exchangeLog: (page = 1, range?: DateRange) =>
      call<Paginated<ExchangeLogRow>>(
        'GET',
        withQuery(paths.exchangeLog, { page, from: range?.from, to: range?.to }),
      ),
    /** Lists the payment services (KBZPay, WavePay, ...) a withdrawal can be paid to. */
    paymentTypes: () => call<PaymentType[]>('GET', paths.paymentTypes),
    /** Lists the agent's accounts the player can deposit to. */
    banks: () => call<BankAccount[]>('GET', paths.banks),
    /** Lists the agent's accounts the player can deposit to, with each payment service nested. */
    agentPaymentTypes: () => call<PaymentAccount[]>('GET', paths.agentPaymentTypes),
    /** Reads the player's own payout account, or null before they have one. */
    userPayment: () => call<PaymentAccount | null>('GET', paths.userPayment),
    /**
     * Asks for a deposit the player has paid to an agent account; the balance grows once approved. With a
     * `receipt` (a PNG, JPEG or WebP picture of the payment, at most 5 MB) the request is sent as a form.
     */
    deposit: (payload: DepositPayload, options?: MoneyOptions & { receipt?: Blob }) =>
      call<DepositRequest>(
        'POST',
        paths.deposit,
        options?.receipt ? depositForm(payload, options.receipt) : payload,
        moneyHeaders(options),
      ),
    /** Asks for a withdrawal to the player's account; the amount leaves the game balance at once. */
    withdraw: (payload: WithdrawPayload, options?: MoneyOptions) =>
      call<WithdrawRequest>('POST', paths.withdraw, payload, moneyHeaders(options)),
    /** Lists the player's latest deposit requests with their state. */
    depositLog: () => call<DepositLogRow[]>('GET', paths.depositLog),
    /** Lists the player's latest withdrawal requests with their state. */
    withdrawLog: () => call<WithdrawLogRow[]>('GET', paths.withdrawLog),
    /** Lists one page of the player's deposit requests, newest first. */
    depositRequestLog: (page = 1) =>
      call<Paginated<DepositRequestLogRow>>('GET', withQuery(paths.depositRequestLog, { page })),
    /** Lists one page of the player's withdrawal requests, newest first. */
    withdrawRequestLog: (page = 1) =>
      call<Paginated<WithdrawRequestLogRow>>('GET', withQuery(paths.withdrawRequestLog, { page })),
    /**
     * Sums the player's game rounds per game over a period (today, yesterday, this or last week), or over
     * a range of Yangon dates (both included, at most 92 days).
     */
    gameLogs: (filter: GameLogPeriod | DateRange = 'today') =>
      call<GameLogRow[]>(
        'GET',
        withQuery(
          paths.gameLogs,
          typeof filter === 'string' ? { type: filter } : { from: filter.from, to: filter.to },
        ),
      ),
  }
}

/** A deposit as a form: the fields as text parts, then the receipt as a file part. */
function depositForm(payload: DepositPayload, receipt: Blob): FormData {
  const form = new FormData()
  form.append('agent_payment_type_id', String(payload.agent_payment_type_id))
  form.append('amount', String(payload.amount))
  form.append('refrence_no', payload.refrence_no)
  // The file name is whatever the Blob carries ("blob" for a bare one): the server chooses its own.
  form.append('receipt', receipt)
  return form
}
