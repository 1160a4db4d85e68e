import { drawKey, openThreeDDraw, openTwoDDraw } from '../model/calendar.ts'
import type { DigitBetType } from '../model/prizes.ts'
import { type LotteryLine, type MoneyRequest, type SimRequest, THREE_D_DRAW_DATES } from './operations.ts'
import type { Random } from './random.ts'

const HOT_2D = ['07', '42', '88']
const HOT_3D = ['123', '321', '777', '505']
const MULTIPLIERS = [1, 1, 1, 1, 1, 5, 5, 5, 10, 10, 20, 50, 100]

export const pad = (n: number, width: number) => String(n).padStart(width, '0')

/** A player's deposit or withdrawal request, by the history's reference. */
export interface RequestRef {
  ref: string
  player: number
}

/** The request maker of one history. */
export type RequestMaker = ReturnType<typeof requestMaker>

/**
 * What the players of a history ask for, one request at a time: amounts, numbers and bet types drawn from
 * `random`, the references of deposits and withdrawals, and who has registered. `now` is the history's clock,
 * which tells the draw a slip joins.
 */
export function requestMaker(random: Random, playerCount: number, now: () => number) {
  const registered: number[] = []
  const deposits: RequestRef[] = []
  const withdrawals: RequestRef[] = []
  /** The numbers slips asked for, per draw, so results often hit a line. */
  const numbersBet = new Map<string, string[]>()
  let serial = 0
  const nextRef = (prefix: string) => `${prefix}${++serial}`

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
    const at = new Date(now())
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
    list: RequestRef[],
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

  return {
    registered,
    deposits,
    withdrawals,
    numbersBet,
    unregistered,
    kyat,
    slip,
    digit,
    deposit,
    withdraw,
    exchange,
    decision,
    keyed,
  }
}
