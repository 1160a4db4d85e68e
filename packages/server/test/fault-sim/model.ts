/**
 * The wallet as players and operators are promised it behaves, written from the product rules
 * (api-contract.md, number-games.md) rather than from the server's code: what each operation must answer and
 * what the balances become. The server is checked against this after every reply, so the two must never
 * share an implementation; the only thing this module is told is the configuration the server runs with.
 *
 * Every function is pure: it takes a state and returns the next one with the expected answer. Outcomes the
 * server alone decides (the digit game's roll, a slip's id) come in as arguments, read from its replies.
 */

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

// ---- The draw calendar on the Yangon clock (UTC+06:30 all year) ----

export type Game = '2d' | '3d'
export type Session = 'morning' | 'evening' | 'draw'

export interface DrawRef {
  game: Game
  date: string
  session: Session
}

export const drawKey = (draw: DrawRef): string => `${draw.game}:${draw.date}:${draw.session}`

/** The instant of wall-clock time `HH:mm` on a Yangon date. */
export const yangonAt = (date: string, time: string): Date => new Date(`${date}T${time}:00+06:30`)

const YANGON_OFFSET_MS = 390 * 60_000

/** The Yangon calendar date and weekday (0 = Sunday) of an instant. */
export function yangonDay(at: Date): { date: string; weekday: number } {
  const local = new Date(at.getTime() + YANGON_OFFSET_MS)
  return { date: local.toISOString().slice(0, 10), weekday: local.getUTCDay() }
}

/** 2D: weekdays, the morning number at 12:01 and the evening one at 16:30; bets close 10 minutes before. */
export const TWO_D_TIMES = {
  morning: { cutoff: '11:51', result: '12:01' },
  evening: { cutoff: '16:20', result: '16:30' },
} as const

/** 3D: the result at 14:30 on a draw date; bets for that draw close at 12:00 and reopen for the next at 14:30. */
export const THREE_D_TIMES = { cutoff: '12:00', result: '14:30' } as const

export const isTradingDay = (date: string): boolean => {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay()
  return weekday !== 0 && weekday !== 6
}

/** The 2D draw a slip placed at `at` joins, or null while 2D betting is closed. */
export function openTwoDDraw(at: Date): DrawRef | null {
  const { date } = yangonDay(at)
  if (!isTradingDay(date)) return null
  if (at < yangonAt(date, TWO_D_TIMES.morning.cutoff)) return { game: '2d', date, session: 'morning' }
  if (at >= yangonAt(date, TWO_D_TIMES.morning.result) && at < yangonAt(date, TWO_D_TIMES.evening.cutoff))
    return { game: '2d', date, session: 'evening' }
  return null
}

/** The 3D draw a slip placed at `at` joins, or null between a draw's cut-off and its result. */
export function openThreeDDraw(at: Date, drawDates: readonly string[]): DrawRef | null {
  for (const date of drawDates) {
    if (at < yangonAt(date, THREE_D_TIMES.cutoff)) return { game: '3d', date, session: 'draw' }
    if (at < yangonAt(date, THREE_D_TIMES.result)) return null
  }
  return null
}

/** When a draw's result is published. */
export function resultTime(draw: DrawRef): Date {
  if (draw.game === '3d') return yangonAt(draw.date, THREE_D_TIMES.result)
  return yangonAt(
    draw.date,
    draw.session === 'evening' ? TWO_D_TIMES.evening.result : TWO_D_TIMES.morning.result,
  )
}

// ---- Prizes ----

/** What a winning stake is credited, per unit staked: a fraction, rounded down to whole pya. */
interface Odds {
  numerator: bigint
  denominator: bigint
}
const times = (numerator: bigint, denominator = 1n): Odds => ({ numerator, denominator })
const credit = (stake: bigint, odds: Odds) => (stake * odds.numerator) / odds.denominator

/** 2D exact 80×; 3D exact 500×, any other arrangement of its digits 10×; digit 9×, small and big 1.9×. */
export const ODDS = {
  twoD: times(80n),
  threeDExact: times(500n),
  threeDPermutation: times(10n),
  digit: times(9n),
  small: times(19n, 10n),
  big: times(19n, 10n),
} as const

const sortedDigits = (number: string) => [...number].sort().join('')

/** The prize of one lottery line under a result, in pya. */
export function linePrize(game: Game, number: string, stake: bigint, result: string): bigint {
  if (number === result) return credit(stake, game === '2d' ? ODDS.twoD : ODDS.threeDExact)
  if (game === '3d' && sortedDigits(number) === sortedDigits(result))
    return credit(stake, ODDS.threeDPermutation)
  return 0n
}

export type DigitBetType = 'digit' | 'small' | 'big'

/** The digit game's credit for a stake when `rolled` (0–9) comes up: small is 0–4, big 5–9. */
export function digitPrize(
  betType: DigitBetType,
  digit: number | null,
  stake: bigint,
  rolled: number,
): bigint {
  const wins = betType === 'digit' ? rolled === digit : betType === 'small' ? rolled <= 4 : rolled >= 5
  return wins ? credit(stake, ODDS[betType]) : 0n
}

// ---- State ----

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

const refuse = (state: WalletState, refusal: Refusal, detail?: string): Step => ({
  state,
  answer: detail === undefined ? { ok: false, refusal } : { ok: false, refusal, detail },
})

function balancesOf(state: WalletState, player: number): Balances {
  const balances = state.players[player]
  if (!balances) throw new Error(`model: player ${player} is not registered`)
  return balances
}

function withPlayer(state: WalletState, player: number, balances: Balances): WalletState {
  const players = [...state.players]
  players[player] = balances
  return { ...state, players }
}

const withEntry = <K, V>(map: ReadonlyMap<K, V>, key: K, value: V): ReadonlyMap<K, V> =>
  new Map(map).set(key, value)

// ---- Operations ----

/** A new player: both balances start at zero. The same phone again is refused. */
export function register(state: WalletState, player: number): Step {
  if (state.players[player]) return refuse(state, 'phone-taken')
  return { state: withPlayer(state, player, { main: 0n, game: 0n }), answer: { ok: true } }
}

/** A deposit request moves no money until an operator approves it. */
export function requestDeposit(
  state: WalletState,
  op: { player: number; ref: string; amount: bigint },
): Step {
  balancesOf(state, op.player)
  if (op.amount < state.rules.depositMinPya) return refuse(state, 'invalid')
  const request: MoneyRequest = { player: op.player, amount: op.amount, status: 'pending' }
  return { state: { ...state, deposits: withEntry(state.deposits, op.ref, request) }, answer: { ok: true } }
}

/** Approval credits the main balance from the agent's float; a request is decided once. */
export function decideDeposit(state: WalletState, op: { ref: string; decision: 'approve' | 'reject' }): Step {
  const request = state.deposits.get(op.ref)
  if (!request) return refuse(state, 'not-found')
  if (request.status !== 'pending') return refuse(state, 'decided', request.status)
  if (op.decision === 'reject') {
    const deposits = withEntry(state.deposits, op.ref, { ...request, status: 'rejected' as const })
    return { state: { ...state, deposits }, answer: { ok: true } }
  }
  if (state.agentFloat < request.amount) return refuse(state, 'float-too-low')
  const balances = balancesOf(state, request.player)
  const next = withPlayer(state, request.player, { ...balances, main: balances.main + request.amount })
  return {
    state: {
      ...next,
      agentFloat: state.agentFloat - request.amount,
      deposits: withEntry(state.deposits, op.ref, { ...request, status: 'approved' as const }),
    },
    answer: { ok: true },
  }
}

/** Main to game (`in`) or game to main (`out`); never more than the balance it leaves. */
export function exchange(
  state: WalletState,
  op: { player: number; direction: 'in' | 'out'; amount: bigint },
): Step {
  const { main, game } = balancesOf(state, op.player)
  if (op.amount <= 0n) return refuse(state, 'invalid')
  const from = op.direction === 'in' ? main : game
  if (from < op.amount) return refuse(state, 'insufficient')
  const moved = op.direction === 'in' ? op.amount : -op.amount
  return {
    state: withPlayer(state, op.player, { main: main - moved, game: game + moved }),
    answer: { ok: true },
  }
}

/** A withdrawal request holds the amount off the game balance at once, so requests never exceed it. */
export function requestWithdrawal(
  state: WalletState,
  op: { player: number; ref: string; amount: bigint },
): Step {
  const balances = balancesOf(state, op.player)
  if (op.amount < state.rules.withdrawMinPya) return refuse(state, 'invalid')
  if (balances.game < op.amount) return refuse(state, 'insufficient')
  const next = withPlayer(state, op.player, { ...balances, game: balances.game - op.amount })
  const request: MoneyRequest = { player: op.player, amount: op.amount, status: 'pending' }
  return {
    state: { ...next, withdrawals: withEntry(state.withdrawals, op.ref, request) },
    answer: { ok: true },
  }
}

/** Approval pays the held amount out; rejection gives it back to the game balance. */
export function decideWithdrawal(
  state: WalletState,
  op: { ref: string; decision: 'approve' | 'reject' },
): Step {
  const request = state.withdrawals.get(op.ref)
  if (!request) return refuse(state, 'not-found')
  if (request.status !== 'pending') return refuse(state, 'decided', request.status)
  const status = op.decision === 'approve' ? ('approved' as const) : ('rejected' as const)
  const withdrawals = withEntry(state.withdrawals, op.ref, { ...request, status })
  if (op.decision === 'approve') {
    return { state: { ...state, withdrawals, paidOut: state.paidOut + request.amount }, answer: { ok: true } }
  }
  const balances = balancesOf(state, request.player)
  const next = withPlayer(state, request.player, { ...balances, game: balances.game + request.amount })
  return { state: { ...next, withdrawals }, answer: { ok: true } }
}

export interface SlipLine {
  number: string
  amount: bigint
}

/**
 * A 2D or 3D slip, paid from the game balance, joins the draw open at `at` by the server's clock. Refused
 * whole: while betting is closed; when a line would take its number over the per-number cap for the draw
 * (the reply names every such number); when the game balance is short. A slip both over a cap and over the
 * balance may be refused for either. `slipId` is the id the server gave an accepted slip.
 */
export function placeSlip(
  state: WalletState,
  op: { game: Game; player: number; lines: readonly SlipLine[]; at: Date },
  slipId?: number,
): Step {
  const balances = balancesOf(state, op.player)
  const { rules } = state
  const draw = op.game === '2d' ? openTwoDDraw(op.at) : openThreeDDraw(op.at, rules.threeDDrawDates)
  const min = op.game === '2d' ? rules.twoDMinPya : rules.threeDMinPya
  const cap = op.game === '2d' ? rules.twoDCapPya : rules.threeDCapPya
  if (op.lines.length === 0 || op.lines.some((line) => line.amount < min)) return refuse(state, 'invalid')
  if (!draw) return refuse(state, 'closed')
  const key = drawKey(draw)
  const exposureKey = (number: string) => `${key}|${number}`
  const over = op.lines
    .filter((line) => (state.exposure.get(exposureKey(line.number)) ?? 0n) + line.amount > cap)
    .map((line) => line.number)
    .sort()
  const total = op.lines.reduce((sum, line) => sum + line.amount, 0n)
  const short = balances.game < total
  if (over.length > 0) {
    const answer: Answer = { ok: false, refusal: 'over-limit', detail: over.join(',') }
    return { state, answer: short ? { ...answer, also: 'insufficient' } : answer }
  }
  if (short) return refuse(state, 'insufficient')
  if (slipId === undefined) throw new Error('model: an accepted slip needs the id the server gave it')

  const exposure = new Map(state.exposure)
  for (const line of op.lines) {
    exposure.set(exposureKey(line.number), (exposure.get(exposureKey(line.number)) ?? 0n) + line.amount)
  }
  const placed = op.lines.map((line) => ({
    player: op.player,
    slipId,
    number: line.number,
    amount: line.amount,
  }))
  const game = balances.game - total
  const next = withPlayer(state, op.player, { ...balances, game })
  return {
    state: {
      ...next,
      house: state.house + total,
      exposure,
      lines: withEntry(state.lines, key, [...(state.lines.get(key) ?? []), ...placed]),
    },
    answer: { ok: true, draw, game },
  }
}

/**
 * One digit-game round: the stake (bet amount × multiplier) leaves the game balance, and a winning roll
 * credits the stake times the odds. `rolled` is the server's roll, needed only when the round is played.
 */
export function playDigit(
  state: WalletState,
  op: { player: number; betType: DigitBetType; digit: number | null; betAmount: bigint; multiplier: number },
  rolled?: number,
): Step {
  const balances = balancesOf(state, op.player)
  const stake = op.betAmount * BigInt(op.multiplier)
  if (balances.game < stake) return refuse(state, 'insufficient')
  if (rolled === undefined) throw new Error('model: a played round needs the server’s roll')
  const win = digitPrize(op.betType, op.digit, stake, rolled)
  const game = balances.game - stake + win
  return {
    state: { ...withPlayer(state, op.player, { ...balances, game }), house: state.house + stake - win },
    answer: { ok: true, game, win },
  }
}

/** The prize of every accepted line of a draw under `number`, in the order the lines were placed. */
export function drawPrizes(
  state: WalletState,
  draw: DrawRef,
  number: string,
): { line: Line; prize: bigint }[] {
  return (state.lines.get(drawKey(draw)) ?? []).map((line) => ({
    line,
    prize: linePrize(draw.game, line.number, line.amount, number),
  }))
}

/**
 * An operator enters a draw's result: it is final, every line of the draw is settled once and every prize
 * is credited to the game balance. The same number again settles nothing more; another number is refused.
 */
export function enterResult(state: WalletState, op: { draw: DrawRef; number: string }): Step {
  const key = drawKey(op.draw)
  const existing = state.results.get(key)
  if (existing !== undefined) {
    if (existing !== op.number) return refuse(state, 'conflict', existing)
    return { state, answer: { ok: true, settlement: { lines: 0, winners: 0, paid: 0n } } }
  }
  const players = [...state.players]
  let paid = 0n
  let winners = 0
  const prizes = drawPrizes(state, op.draw, op.number)
  for (const { line, prize } of prizes) {
    if (prize === 0n) continue
    const balances = players[line.player]
    if (!balances) throw new Error(`model: player ${line.player} has a line but no balances`)
    players[line.player] = { ...balances, game: balances.game + prize }
    paid += prize
    winners++
  }
  return {
    state: {
      ...state,
      players,
      house: state.house - paid,
      results: withEntry(state.results, key, op.number),
    },
    answer: { ok: true, settlement: { lines: prizes.length, winners, paid } },
  }
}

// ---- Idempotency ----

/**
 * A money request with an `Idempotency-Key`: the first answer is remembered, the same request again gets it
 * back and changes nothing, and a different request under the same key is refused. Requests refused as
 * invalid before they are run leave no key behind.
 */
export function withKey(
  state: WalletState,
  key: { player: number; key: string | undefined; fingerprint: string },
  run: (state: WalletState) => Step,
): Step {
  if (key.key === undefined) return run(state)
  const id = `${key.player}:${key.key}`
  const seen = state.keys.get(id)
  if (seen)
    return seen.fingerprint === key.fingerprint ? { state, answer: seen.answer } : refuse(state, 'key-reused')
  const step = run(state)
  if (!step.answer.ok && step.answer.refusal === 'invalid') return step
  return {
    state: {
      ...step.state,
      keys: withEntry(step.state.keys, id, { fingerprint: key.fingerprint, answer: step.answer }),
    },
    answer: step.answer,
  }
}

// ---- Concurrency ----

/**
 * Requests sent at the same time may be served in any order. Finds an order in which the model gives each
 * request the answer it got (`matches`), trying the order they were sent first, and returns the state after
 * it; null when no order explains the answers.
 */
export function someOrder<T>(
  state: WalletState,
  items: readonly T[],
  apply: (state: WalletState, item: T) => Step,
  matches: (item: T, answer: Answer) => boolean,
): WalletState | null {
  const used = new Array<boolean>(items.length).fill(false)
  const search = (current: WalletState, placed: number): WalletState | null => {
    if (placed === items.length) return current
    for (let i = 0; i < items.length; i++) {
      if (used[i]) continue
      const item = items[i] as T
      const step = apply(current, item)
      if (!matches(item, step.answer)) continue
      used[i] = true
      const found = search(step.state, placed + 1)
      used[i] = false
      if (found) return found
    }
    return null
  }
  return search(state, 0)
}
