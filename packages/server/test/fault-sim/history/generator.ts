import {
  type DrawRef,
  drawKey,
  isTradingDay,
  openThreeDDraw,
  openTwoDDraw,
  resultTime,
  yangonAt,
  yangonDay,
} from '../model/calendar.ts'
import { inFlight, race } from './groups.ts'
import {
  CUT_FAULTS,
  DEFAULT_OPS,
  DEFAULT_PLAYERS,
  type Fault,
  HISTORY_START,
  type HistoryOptions,
  type MoneyRequest,
  type Settling,
  type SimOp,
  type SimRequest,
  THREE_D_DRAW_DATES,
} from './operations.ts'
import { prng, type Random } from './random.ts'
import { pad, type RequestMaker, requestMaker } from './requests.ts'

/** An operation before it is given its place and time. */
type OpBody = SimOp extends infer T ? (T extends SimOp ? Omit<T, 'index' | 'at'> : never) : never

const THREE_D_DATES = new Set(THREE_D_DRAW_DATES)
const MINUTE = 60_000

/** The draws whose results fall in (from, to], in order. */
function resultsBetween(from: number, to: number): DrawRef[] {
  const draws: DrawRef[] = []
  for (let day = from - 86_400_000; day <= to + 86_400_000; day += 86_400_000) {
    const { date } = yangonDay(new Date(day))
    if (isTradingDay(date)) {
      draws.push({ game: '2d', date, session: 'morning' }, { game: '2d', date, session: 'evening' })
    }
    if (THREE_D_DATES.has(date)) draws.push({ game: '3d', date, session: 'draw' })
  }
  const unique = new Map(draws.map((draw) => [drawKey(draw), draw]))
  return [...unique.values()]
    .filter((draw) => resultTime(draw).getTime() > from && resultTime(draw).getTime() <= to)
    .sort((a, b) => resultTime(a).getTime() - resultTime(b).getTime())
}

/** Keyed exchanges per player, for a request that reuses a key with another amount. */
type ExchangeKeys = Map<number, { key: string; direction: 'in' | 'out'; pya: number }[]>

/** One request of a player or the operator, at `at`, now and then with a fault around it. */
function singleRequest(
  random: Random,
  maker: RequestMaker,
  exchangeKeys: ExchangeKeys,
  at: Date,
  index: number,
): { request: SimRequest; fault?: Fault } {
  const { registered, deposits, withdrawals, unregistered, decision, keyed } = maker
  const waiting = unregistered()
  const weights = {
    register: waiting.length === 0 ? 0 : registered.length < 8 ? 40 : 2,
    deposit: registered.length === 0 ? 0 : 12,
    decideDeposit: deposits.length === 0 ? 0 : 14,
    exchange: registered.length === 0 ? 0 : 26,
    reuseKey: 1,
    withdraw: registered.length === 0 ? 0 : 3,
    decideWithdrawal: withdrawals.length === 0 ? 0 : 3,
    twoD: registered.length === 0 ? 0 : openTwoDDraw(at) ? 14 : 1,
    threeD: registered.length === 0 ? 0 : openThreeDDraw(at, THREE_D_DRAW_DATES) ? 7 : 1,
    digit: registered.length === 0 ? 0 : 10,
  }
  const choice = random.weighted(weights)
  const key = `op${index}`
  if (choice === 'register') {
    const player = random.pick(waiting)
    registered.push(player)
    return { request: { kind: 'register', player }, ...(random.chance(0.1) ? { fault: 'drop' } : {}) }
  }
  if (choice === 'decideDeposit' || choice === 'decideWithdrawal') {
    const request =
      choice === 'decideDeposit' ? decision(deposits, 'deposit') : decision(withdrawals, 'withdrawal')
    if (request) return { request, ...(random.chance(0.05) ? { fault: 'drop' } : {}) }
  }
  const player = random.pick(registered)
  if (choice === 'reuseKey') {
    const earlier = exchangeKeys.get(player) ?? []
    if (earlier.length > 0) {
      const old = random.pick(earlier)
      return {
        request: { kind: 'exchange', player, direction: old.direction, pya: old.pya + 100, key: old.key },
      }
    }
  }
  let request = moneyRequest(maker, choice, player)
  // Now and then a client that sends no key: such a request is never retried.
  if (random.chance(0.08)) return { request }
  request = keyed(request, key)
  if (request.kind === 'exchange') {
    exchangeKeys.set(player, [
      ...(exchangeKeys.get(player) ?? []),
      { key, direction: request.direction, pya: request.pya },
    ])
  }
  return withFault(random, request)
}

/** A player's request of the kind chosen; an exchange for any other choice. */
function moneyRequest(maker: RequestMaker, choice: string, player: number): MoneyRequest {
  switch (choice) {
    case 'deposit':
      return maker.deposit(player)
    case 'withdraw':
      return maker.withdraw(player)
    case 'twoD':
      return maker.slip('2d', player)
    case 'threeD':
      return maker.slip('3d', player)
    case 'digit':
      return maker.digit(player)
    default:
      return maker.exchange(player)
  }
}

/**
 * A keyed request, mostly sent as it is; now and then its reply is lost, it is sent three times at once, or its
 * database connection is cut.
 */
function withFault(random: Random, request: MoneyRequest): { request: SimRequest; fault?: Fault } {
  const r = random.next()
  if (r < 0.04) return { request, fault: 'drop' }
  if (r < 0.055) return { request, fault: 'burst' }
  if (r < 0.085) {
    // Every one of these reaches COMMIT; all but deposits also post to the ledger (or try to).
    const cuts = request.kind === 'deposit' ? CUT_FAULTS.filter((c) => !c.includes('posting')) : CUT_FAULTS
    return { request, fault: random.pick(cuts) }
  }
  return { request }
}

/** The operator's result for a draw: often a number someone bet on, or (3D) an arrangement of one. */
function winningNumber(random: Random, numbersBet: ReadonlyMap<string, string[]>, draw: DrawRef): string {
  const bet = numbersBet.get(drawKey(draw)) ?? []
  if (draw.game === '2d')
    return bet.length > 0 && random.chance(0.45) ? random.pick(bet) : pad(random.int(100), 2)
  if (bet.length > 0 && random.chance(0.3)) return random.pick(bet)
  if (bet.length > 0 && random.chance(0.2)) {
    const [a = '0', b = '0', c = '0'] = random.pick(bet)
    return random.pick([a + c + b, b + a + c, b + c + a, c + a + b, c + b + a])
  }
  return pad(random.int(1000), 3)
}

/** The next instant a player acts: minutes later, or the next morning once the day's play is over. */
function nextInstant(random: Random, from: number): number {
  let now = from + random.between(20, 330) * 1000
  const local = new Date(now + 390 * MINUTE)
  const minutes = local.getUTCHours() * 60 + local.getUTCMinutes()
  // Weekends are quiet: a couple of hours of play; weekdays run until after the evening result.
  const closing = isTradingDay(yangonDay(new Date(now)).date) ? 17 * 60 + 15 : 10 * 60
  if (minutes >= closing) {
    const tomorrow = new Date(Date.parse(`${yangonDay(new Date(now)).date}T12:00:00Z`) + 86_400_000)
    now = yangonAt(tomorrow.toISOString().slice(0, 10), '08:00').getTime() + random.between(0, 30) * MINUTE
  }
  return now
}

/** Builds the history of a seed. The same options always give the same list. */
export function generateHistory(options: HistoryOptions): SimOp[] {
  const total = options.ops ?? DEFAULT_OPS
  const random = prng(options.seed)
  const ops: SimOp[] = []
  let now = HISTORY_START.getTime()
  const maker = requestMaker(random, options.players ?? DEFAULT_PLAYERS, () => now)
  const exchangeKeys: ExchangeKeys = new Map()
  /** Draws whose result is entered already. */
  const settled = new Set<string>()
  let lastAt = now

  const push = (at: number, op: OpBody) => {
    lastAt = Math.max(lastAt, at)
    ops.push({ index: ops.length, at: new Date(lastAt).toISOString(), ...op } as SimOp)
  }

  while (ops.length < total) {
    const previous = now
    now = nextInstant(random, now)
    for (const draw of resultsBetween(previous - 10 * MINUTE, now)) {
      const due = resultTime(draw).getTime() + random.between(1, 4) * MINUTE
      if (due > now || ops.length >= total) continue
      if (settled.has(drawKey(draw))) continue
      settled.add(drawKey(draw))
      const settling = random.weighted<Settling>({
        once: 40,
        dropped: 15,
        concurrent: 25,
        crash: 8,
        conflict: 12,
      })
      push(due, { kind: 'result', draw, number: winningNumber(random, maker.numbersBet, draw), settling })
    }
    if (ops.length >= total) break
    const index = ops.length
    const r = random.next()
    if (maker.registered.length >= 2 && r < 0.0025) {
      push(now, { kind: 'restart', inFlight: random.chance(0.6) ? inFlight(random, maker, index) : [] })
    } else if (maker.registered.length >= 2 && r < 0.03) {
      push(now, { kind: 'race', requests: race(random, maker, index) })
    } else {
      push(now, { kind: 'request', ...singleRequest(random, maker, exchangeKeys, new Date(now), index) })
    }
  }
  return ops
}
