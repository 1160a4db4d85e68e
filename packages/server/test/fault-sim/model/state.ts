/**
 * The wallet as players and operators are promised it behaves, written from the product rules
 * (api-contract.md, number-games.md) rather than from the server's code: what each operation must answer and
 * what the balances become. The server is checked against this after every reply, so the two must never
 * share an implementation; the only thing the model (this folder) is told is the configuration the server
 * runs with.
 *
 * Every function is pure: it takes a state and returns the next one with the expected answer. Outcomes the
 * server alone decides (the digit game's roll, a slip's id) come in as arguments, read from its replies.
 */

import type { DrawRef } from './calendar.ts'

export const KYAT = 100n

/** The limits the server is configured with for a run, in pya, and the 3D draw calendar. */
export interface ModelRules {
  depositMinPya: bigint
  withdrawMinPya: bigint
  twoDMinPya: bigint
  twoDCapPya: bigint
  threeDMinPya: bigint
  threeDCapPya: bigint
  /** 3D draw dates (Yangon calendar, `YYYY-MM-DD`), sorted. */
  threeDDrawDates: readonly string[]
}

export interface Balances {
  readonly main: bigint
  readonly game: bigint
}

export type RequestStatus = 'pending' | 'approved' | 'rejected'

export interface MoneyRequest {
  readonly player: number
  readonly amount: bigint
  readonly status: RequestStatus
}

export interface Line {
  readonly player: number
  readonly slipId: number
  readonly number: string
  readonly amount: bigint
}

export interface Settlement {
  readonly lines: number
  readonly winners: number
  readonly paid: bigint
}

/** Every answered request with an Idempotency-Key: what it asked for and what it got. */
interface KeyRecord {
  readonly fingerprint: string
  readonly answer: Answer
}

export interface WalletState {
  readonly rules: ModelRules
  /** By player number; undefined until the player has registered. */
  readonly players: readonly (Balances | undefined)[]
  readonly agentFloat: bigint
  /** Stakes taken less prizes paid. */
  readonly house: bigint
  /** Approved withdrawals: money that left the platform. */
  readonly paidOut: bigint
  /** Deposit and withdrawal requests by the generator's reference. */
  readonly deposits: ReadonlyMap<string, MoneyRequest>
  readonly withdrawals: ReadonlyMap<string, MoneyRequest>
  /** Stakes per draw and number (`drawKey|number`), against the per-number cap. */
  readonly exposure: ReadonlyMap<string, bigint>
  /** Accepted lines by draw key. */
  readonly lines: ReadonlyMap<string, readonly Line[]>
  /** Winning numbers by draw key. */
  readonly results: ReadonlyMap<string, string>
  readonly keys: ReadonlyMap<string, KeyRecord>
}

export function emptyWallet(rules: ModelRules, players: number, agentFloat: bigint): WalletState {
  return {
    rules,
    players: Array.from({ length: players }, () => undefined),
    agentFloat,
    house: 0n,
    paidOut: 0n,
    deposits: new Map(),
    withdrawals: new Map(),
    exposure: new Map(),
    lines: new Map(),
    results: new Map(),
    keys: new Map(),
  }
}

/** Money held for pending withdrawals. */
export const pendingWithdrawals = (state: WalletState): bigint =>
  [...state.withdrawals.values()].reduce((sum, r) => (r.status === 'pending' ? sum + r.amount : sum), 0n)

// ---- Answers ----

export type Refusal =
  | 'insufficient'
  | 'closed'
  | 'over-limit'
  | 'invalid'
  | 'decided'
  | 'not-found'
  | 'float-too-low'
  | 'conflict'
  | 'key-reused'
  | 'phone-taken'

/** The HTTP status each refusal is answered with. */
export const REFUSAL_STATUS: Record<Refusal, number> = {
  insufficient: 400,
  closed: 400,
  'over-limit': 400,
  invalid: 422,
  decided: 409,
  'not-found': 404,
  'float-too-low': 422,
  conflict: 409,
  'key-reused': 422,
  'phone-taken': 422,
}

export type Answer =
  | {
      ok: true
      /** The draw a slip joined. */
      draw?: DrawRef
      /** The game balance right after the operation (slips and digit bets report it). */
      game?: bigint
      /** The digit game's credit. */
      win?: bigint
      /** What settling a result paid. */
      settlement?: Settlement
    }
  | {
      ok: false
      refusal: Refusal
      /** Over-limit: the numbers refused, ascending. Decided: how the request was decided. */
      detail?: string
      /** Another refusal that applies too: the server may name either. */
      also?: Refusal
    }

export interface Step {
  state: WalletState
  answer: Answer
}

// ---- Building the next state ----

export const refuse = (state: WalletState, refusal: Refusal, detail?: string): Step => ({
  state,
  answer: detail === undefined ? { ok: false, refusal } : { ok: false, refusal, detail },
})

export function balancesOf(state: WalletState, player: number): Balances {
  const balances = state.players[player]
  if (!balances) throw new Error(`model: player ${player} is not registered`)
  return balances
}

export function withPlayer(state: WalletState, player: number, balances: Balances): WalletState {
  const players = [...state.players]
  players[player] = balances
  return { ...state, players }
}

export const withEntry = <K, V>(map: ReadonlyMap<K, V>, key: K, value: V): ReadonlyMap<K, V> =>
  new Map(map).set(key, value)
