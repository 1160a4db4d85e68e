import { type DrawRef, drawKey, type Game, openThreeDDraw, openTwoDDraw } from './calendar.ts'
import { type DigitBetType, digitPrize, linePrize } from './prizes.ts'
import {
  type Answer,
  balancesOf,
  type Line,
  type MoneyRequest,
  refuse,
  type Step,
  type WalletState,
  withEntry,
  withPlayer,
} from './state.ts'

/** What each operation of players and the operator must answer, and the wallet it leaves. */

// ---- The wallet: registration, deposits and withdrawals with their decisions, exchanges ----

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

// ---- The games: 2D and 3D slips, digit rounds, and a draw's result with its settlement ----

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
