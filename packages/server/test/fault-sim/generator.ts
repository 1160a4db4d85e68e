import { seededRandom } from '../../src/seeded-random.ts'
import {
  type DigitBetType,
  type DrawRef,
  drawKey,
  isTradingDay,
  openThreeDDraw,
  openTwoDDraw,
  resultTime,
  yangonAt,
  yangonDay,
} from './model.ts'

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

/** An operation before it is given its place and time. */
type OpBody = SimOp extends infer T ? (T extends SimOp ? Omit<T, 'index' | 'at'> : never) : never

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

const THREE_D_DATES = new Set(THREE_D_DRAW_DATES)

/** The player's phone number, which is also how they sign in again. */
export const phoneOf = (player: number) => `0977${String(player).padStart(6, '0')}`

const HOT_2D = ['07', '42', '88']
const HOT_3D = ['123', '321', '777', '505']
const MULTIPLIERS = [1, 1, 1, 1, 1, 5, 5, 5, 10, 10, 20, 50, 100]
const MINUTE = 60_000

function prng(seed: number) {
  const next = seededRandom(seed)
  const int = (n: number) => Math.floor(next() * n)
  return {
    next,
    int,
    /** Whole number in [from, to]. */
    between: (from: number, to: number) => from + int(to - from + 1),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('generator: nothing to pick from')
      return items[int(items.length)] as T
    },
    weighted: <T extends string>(weights: Record<T, number>): T => {
      const entries = Object.entries(weights) as [T, number][]
      const total = entries.reduce((sum, [, w]) => sum + w, 0)
      let r = next() * total
      for (const [name, weight] of entries) {
        r -= weight
        if (r < 0) return name
      }
      return (entries.at(-1) as [T, number])[0]
    },
  }
}

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

const pad = (n: number, width: number) => String(n).padStart(width, '0')

/** Builds the history of a seed. The same options always give the same list. */
export function generateHistory(options: HistoryOptions): SimOp[] {
  const total = options.ops ?? DEFAULT_OPS
  const playerCount = options.players ?? DEFAULT_PLAYERS
  const random = prng(options.seed)
  const ops: SimOp[] = []
  const registered: number[] = []
  const deposits: { ref: string; player: number }[] = []
  const withdrawals: { ref: string; player: number }[] = []
  /** Keyed exchanges per player, for a request that reuses a key with another amount. */
  const exchangeKeys = new Map<number, { key: string; direction: 'in' | 'out'; pya: number }[]>()
  /** The numbers slips asked for, per draw, so results often hit a line. */
  const numbersBet = new Map<string, string[]>()
  const settled = new Set<string>()
  let now = HISTORY_START.getTime()
  let lastAt = now
  let serial = 0

  const push = (at: number, op: OpBody) => {
    lastAt = Math.max(lastAt, at)
    ops.push({ index: ops.length, at: new Date(lastAt).toISOString(), ...op } as SimOp)
  }
  const nextRef = (prefix: string) => `${prefix}${++serial}`

  const advance = () => {
    now += random.between(20, 330) * 1000
    const local = new Date(now + 390 * MINUTE)
    const minutes = local.getUTCHours() * 60 + local.getUTCMinutes()
    // Weekends are quiet: a couple of hours of play; weekdays run until after the evening result.
    const closing = isTradingDay(yangonDay(new Date(now)).date) ? 17 * 60 + 15 : 10 * 60
    if (minutes >= closing) {
      const tomorrow = new Date(Date.parse(`${yangonDay(new Date(now)).date}T12:00:00Z`) + 86_400_000)
      now = yangonAt(tomorrow.toISOString().slice(0, 10), '08:00').getTime() + random.between(0, 30) * MINUTE
    }
  }

  const unregistered = () => {
    const taken = new Set(registered)
    return Array.from({ length: playerCount }, (_, i) => i).filter((i) => !taken.has(i))
  }

  const kyat = (from: number, to: number) => random.between(from, to) * 100
  const withPya = (pya: number) => (random.chance(0.15) ? pya + random.between(1, 99) : pya)

  const exchangeAmount = (direction: 'in' | 'out') => {
    const r = random.next()
    if (r < 0.05) return 10_000_000 * 100
    if (direction === 'in') {
      if (r < 0.2) return random.between(1, 99_999)
      return withPya(r < 0.75 ? kyat(5_000, 30_000) : kyat(30_000, 80_000))
    }
    return withPya(r < 0.75 ? kyat(100, 5_000) : kyat(5_000, 30_000))
  }

  const twoDLines = (avoid: ReadonlySet<string> = new Set()): LotteryLine[] => {
    const count = random.chance(0.1) ? random.between(8, 12) : random.between(1, 4)
    const numbers = new Set<string>()
    for (let tries = 0; numbers.size < count && tries < 100; tries++) {
      const num = random.chance(0.35) ? random.pick(HOT_2D) : pad(random.int(100), 2)
      if (!avoid.has(num)) numbers.add(num)
    }
    return [...numbers].map((num) => ({
      num,
      pya: random.between(1, 20) * 100 * 100 + (random.chance(0.1) ? 50 : 0),
    }))
  }

  const threeDLines = (avoid: ReadonlySet<string> = new Set()): LotteryLine[] => {
    const count = random.between(1, 4)
    const numbers = new Set<string>()
    for (let tries = 0; numbers.size < count && tries < 100; tries++) {
      const num = random.chance(0.3) ? random.pick(HOT_3D) : pad(random.int(1000), 3)
      if (!avoid.has(num)) numbers.add(num)
    }
    return [...numbers].map((num) => ({
      num,
      pya: kyat(1, 300),
      ...(random.chance(0.2) ? { permutation: true } : {}),
    }))
  }

  const rememberNumbers = (game: '2d' | '3d', lines: LotteryLine[]) => {
    const at = new Date(now)
    const draw = game === '2d' ? openTwoDDraw(at) : openThreeDDraw(at, THREE_D_DRAW_DATES)
    if (!draw) return
    const key = drawKey(draw)
    numbersBet.set(key, [...(numbersBet.get(key) ?? []), ...lines.map((line) => line.num)])
  }

  const slip = (game: '2d' | '3d', player: number, avoid?: ReadonlySet<string>): MoneyRequest => {
    const lines = game === '2d' ? twoDLines(avoid) : threeDLines(avoid)
    rememberNumbers(game, lines)
    return { kind: 'slip', game, player, lines }
  }

  const digit = (player: number): MoneyRequest => {
    const betType = random.weighted<DigitBetType>({ digit: 4, small: 3, big: 3 })
    return {
      kind: 'digit',
      player,
      betType,
      digit: betType === 'digit' ? random.int(10) : null,
      pya: random.chance(0.2) ? random.between(1, 999) : kyat(1, 200),
      multiplier: random.pick(MULTIPLIERS),
    }
  }

  const deposit = (player: number): MoneyRequest => {
    const ref = nextRef('d')
    deposits.push({ ref, player })
    const pya = random.chance(0.04)
      ? kyat(100, 999)
      : withPya(random.pick([1_000, 10_000, 50_000, 100_000, 100_000, 200_000, 500_000]) * 100)
    return { kind: 'deposit', player, ref, pya, account: random.int(5) }
  }

  const withdraw = (player: number): MoneyRequest => {
    const ref = nextRef('w')
    withdrawals.push({ ref, player })
    const r = random.next()
    const pya = r < 0.05 ? 9_999 * 100 : withPya(r < 0.9 ? kyat(10_000, 25_000) : kyat(25_000, 80_000))
    return { kind: 'withdraw', player, ref, pya }
  }

  const exchange = (player: number, direction = random.chance(0.8) ? ('in' as const) : ('out' as const)) =>
    ({ kind: 'exchange', player, direction, pya: exchangeAmount(direction) }) as MoneyRequest

  const decided = new Set<string>()
  const decision = (
    list: { ref: string; player: number }[],
    request: 'deposit' | 'withdrawal',
    players?: ReadonlySet<number>,
  ): SimRequest | null => {
    const open = list.filter((item) => !players?.has(item.player))
    const waiting = open.filter((item) => !decided.has(item.ref))
    // Mostly a request still waiting; now and then one already decided, as a second operator would.
    const pool = waiting.length > 0 && random.chance(0.9) ? waiting : open
    if (pool.length === 0) return null
    const item = random.pick(pool)
    decided.add(item.ref)
    const approve = request === 'deposit' ? random.chance(0.85) : random.chance(0.5)
    return { kind: 'decide', request, ref: item.ref, decision: approve ? 'approve' : 'reject' }
  }

  /** A keyed request for the player, or for a new player to register. */
  const keyed = (request: MoneyRequest, key: string): MoneyRequest => ({ ...request, key })

  const singleRequest = (index: number): { request: SimRequest; fault?: Fault } => {
    const waiting = unregistered()
    const at = new Date(now)
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
    let request: MoneyRequest
    switch (choice) {
      case 'deposit':
        request = deposit(player)
        break
      case 'withdraw':
        request = withdraw(player)
        break
      case 'twoD':
        request = slip('2d', player)
        break
      case 'threeD':
        request = slip('3d', player)
        break
      case 'digit':
        request = digit(player)
        break
      default:
        request = exchange(player)
    }
    // Now and then a client that sends no key: such a request is never retried.
    if (random.chance(0.08)) return { request }
    request = keyed(request, key)
    if (request.kind === 'exchange') {
      exchangeKeys.set(player, [
        ...(exchangeKeys.get(player) ?? []),
        { key, direction: request.direction, pya: request.pya },
      ])
    }
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

  const race = (index: number): MoneyRequest[] => {
    const player = random.pick(registered)
    const count = random.between(2, 4)
    const requests: MoneyRequest[] = []
    const used = new Set<string>()
    for (let j = 0; j < count; j++) {
      const kind = random.weighted({ in: 3, out: 3, withdraw: 2, twoD: 2, threeD: 1 })
      let request: MoneyRequest
      if (kind === 'in' || kind === 'out') {
        const pya = kind === 'in' ? kyat(20_000, 80_000) : kyat(5_000, 50_000)
        request = { kind: 'exchange', player, direction: kind, pya }
      } else if (kind === 'withdraw') request = withdraw(player)
      else request = slip(kind === 'twoD' ? '2d' : '3d', player, used)
      if (request.kind === 'slip') for (const line of request.lines) used.add(line.num)
      requests.push(keyed(request, `op${index}.${j}`))
    }
    return requests
  }

  /** Requests of different players, none touching what another touches, so any order gives the same result. */
  const inFlight = (index: number): SimRequest[] => {
    const count = random.between(2, 5)
    const players = new Set<number>()
    const numbers = new Set<string>()
    const requests: SimRequest[] = []
    for (let j = 0; j < count; j++) {
      const free = registered.filter((p) => !players.has(p))
      const kind = random.weighted({
        register: unregistered().length > 0 ? 1 : 0,
        money: free.length > 0 ? 8 : 0,
        decideDeposit: 2,
        decideWithdrawal: 1,
      })
      if (kind === 'register') {
        const player = random.pick(unregistered())
        registered.push(player)
        players.add(player)
        requests.push({ kind: 'register', player })
        continue
      }
      if (kind === 'decideDeposit' || kind === 'decideWithdrawal') {
        const list = kind === 'decideDeposit' ? deposits : withdrawals
        const request = decision(list, kind === 'decideDeposit' ? 'deposit' : 'withdrawal', players)
        if (request?.kind === 'decide') {
          const target = list.find((item) => item.ref === request.ref)
          if (target) players.add(target.player)
          requests.push(request)
        }
        continue
      }
      if (free.length === 0) continue
      const player = random.pick(free)
      players.add(player)
      const money = random.weighted({ exchange: 4, deposit: 2, withdraw: 1, twoD: 2, threeD: 1, digit: 2 })
      let request: MoneyRequest
      if (money === 'exchange') request = exchange(player)
      else if (money === 'deposit') request = deposit(player)
      else if (money === 'withdraw') request = withdraw(player)
      else if (money === 'digit') request = digit(player)
      else request = slip(money === 'twoD' ? '2d' : '3d', player, numbers)
      if (request.kind === 'slip') for (const line of request.lines) numbers.add(line.num)
      requests.push(keyed(request, `op${index}.${j}`))
    }
    return requests
  }

  const winningNumber = (draw: DrawRef): string => {
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

  while (ops.length < total) {
    const previous = now
    advance()
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
      push(due, { kind: 'result', draw, number: winningNumber(draw), settling })
    }
    if (ops.length >= total) break
    const index = ops.length
    const r = random.next()
    if (registered.length >= 2 && r < 0.0025) {
      push(now, { kind: 'restart', inFlight: random.chance(0.6) ? inFlight(index) : [] })
    } else if (registered.length >= 2 && r < 0.03) {
      push(now, { kind: 'race', requests: race(index) })
    } else {
      push(now, { kind: 'request', ...singleRequest(index) })
    }
  }
  return ops
}

/** One line naming an operation, for failure messages. */
export function describeOp(op: SimOp): string {
  const text = JSON.stringify(op)
  return text.length > 400 ? `${text.slice(0, 400)}…` : text
}
