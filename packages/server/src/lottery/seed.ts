import { THREE_D_NUMBERS, TWO_D_NUMBERS, threeDDraw, twoDDraw, yangonDate } from '@shwe/domain'
import { resolveConfig, threeDSchedule, twoDSchedule } from '../config.ts'
import type { AppDatabase } from '../db.ts'
import { Refusal } from '../idempotency.ts'
import type { SeedContext } from '../routes.ts'
import { hash32, seededRandom } from '../seeded-random.ts'
import { type LotteryBet, placeLotteryBet } from './place-bet.ts'
import { type LotteryRules, threeDRules, twoDRules } from './rules.ts'
import { recordResult, settleDraw } from './settle.ts'

const KYAT = 100n
const HOUR_MS = 3_600_000

/** 2D draws (before the live board's day) that get slips, a result and settlement, so the winners lists have something. */
const PAST_TWO_D_DRAWS = 6

/**
 * Demo history for the lotteries, placed and settled through the same code as live bets: the last few 2D
 * draws before the one the live board shows (settled, with winners), the 3D draw before last (settled) and the last 3D draw with
 * slips but no result yet, so an operator can enter one (`npm run admin -- threed-result …`) and watch it
 * settle. The latest trading day's 2D draws are left to the live feed.
 */
export async function seedLottery(tx: AppDatabase, context: SeedContext): Promise<void> {
  const config = resolveConfig()
  const random = seededRandom(hash32(`lottery:${yangonDate(context.now)}`))
  const pick = (n: number) => Math.floor(random() * n)
  const pickOf = (numbers: readonly string[]) => numbers[pick(numbers.length)] as string
  // Not the demo player: the demo starts from round balances and an empty slip history.
  const players = context.playerIds.slice(0, 9)

  const place = async (rules: LotteryRules, userId: number, lines: [string, bigint][], at: Date) => {
    const bet: LotteryBet = {
      totalAmount: lines.reduce((sum, [, amount]) => sum + amount, 0n),
      amounts: lines.map(([num, amount]) => ({ num, amount })),
    }
    try {
      await tx.transaction((inner) => placeLotteryBet(inner, rules, userId, bet, at))
    } catch (error) {
      // A demo player short of funds simply has no slip in that draw.
      if (!(error instanceof Refusal)) throw error
    }
  }

  const twoD = twoDRules(config)
  // The live board shows the latest trading day's numbers from the feed: history stops the day before.
  const shownDay = twoDDraw(context.now, twoDSchedule(config)).previous.date
  let cursor = context.now
  const draws = []
  while (draws.length < PAST_TWO_D_DRAWS) {
    const { previous } = twoDDraw(cursor, twoDSchedule(config))
    if (previous.date < shownDay) draws.push(previous)
    cursor = new Date(previous.resultAt.getTime() - 1)
  }
  for (const draw of draws.reverse()) {
    const winning = pickOf(TWO_D_NUMBERS)
    for (const [i, userId] of players.entries()) {
      const numbers = new Set<string>()
      // Every other player has the winning number among theirs, so each draw has a few winners.
      if (i % 2 === 0) numbers.add(winning)
      while (numbers.size < 3) numbers.add(pickOf(TWO_D_NUMBERS))
      const lines = [...numbers].map((num): [string, bigint] => [num, BigInt(100 + pick(10) * 100) * KYAT])
      await place(twoD, userId, lines, new Date(draw.cutoffAt.getTime() - (1 + pick(60)) * 60_000))
    }
    const ref = { game: '2d', drawDate: draw.date, session: draw.session } as const
    await recordResult(tx, twoD, ref, { number: winning, source: 'simulator' }, draw.resultAt)
    await settleDraw(tx, twoD, ref, { now: new Date(draw.resultAt.getTime() + 60_000) })
  }

  const threeD = threeDRules(config)
  const last = threeDDraw(context.now, threeDSchedule(config)).previous
  const beforeLast =
    last && threeDDraw(new Date(last.cutoffAt.getTime() - 1), threeDSchedule(config)).previous
  for (const [draw, settle] of [
    [beforeLast, true],
    [last, false],
  ] as const) {
    if (!draw) continue
    const winning = pickOf(THREE_D_NUMBERS)
    const [a = '0', b = '0', c = '0'] = winning
    for (const [i, userId] of players.entries()) {
      const numbers = new Set<string>()
      if (i === 0) numbers.add(winning)
      if (i === 1) numbers.add(c + b + a)
      while (numbers.size < 3) numbers.add(pickOf(THREE_D_NUMBERS))
      const lines = [...numbers].map((num): [string, bigint] => [num, BigInt(100 + pick(5) * 100) * KYAT])
      await place(threeD, userId, lines, new Date(draw.cutoffAt.getTime() - (2 + pick(48)) * HOUR_MS))
    }
    if (!settle) continue
    const ref = { game: '3d', drawDate: draw.drawDate, session: 'draw' } as const
    await recordResult(tx, threeD, ref, { number: winning, source: 'admin', actor: 'seed' }, draw.resultAt)
    await settleDraw(tx, threeD, ref, { now: new Date(draw.resultAt.getTime() + 60_000) })
  }
}
