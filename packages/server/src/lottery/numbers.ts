import {
  success,
  type TakenPercent,
  type ThreeDDrawView,
  type ThreeDNumberShare,
  type ThreeDNumbers,
  type TwoDDrawView,
  type TwoDNumberShare,
  type TwoDNumbers,
} from '@shwe/contract'
import { TWO_D_NUMBERS, toDecimalString } from '@shwe/domain'
import { eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import type { AuthEnv } from '../auth.ts'
import type { AppDatabase } from '../db.ts'
import type { ApiDeps } from '../routes.ts'
import type { LotteryRules, OpenDraw } from './rules.ts'
import { type LotteryGame, lotteryClosures, lotteryExposure, ofDraw } from './schema.ts'

/**
 * `taken` of `cap` as a share rounded down to a step of 10 %, so a board shows how busy a number is
 * without telling anyone what others staked: 35 % shows 30, 99.9 % shows 90, only the whole cap 100.
 */
export function takenPercent(taken: bigint, cap: bigint): TakenPercent {
  if (taken <= 0n) return 0
  if (taken >= cap) return 100
  return (Number((taken * 10n) / cap) * 10) as TakenPercent
}

interface Limits {
  capPya: bigint
  minPya: bigint
}

// The same test the bet takes: a line fits while the total stays within the cap.
const isFull = (taken: bigint, limits: Limits) => taken + limits.minPya > limits.capPya

export interface TwoDClosures {
  numbers: ReadonlySet<string>
  heads: ReadonlySet<string>
}

/** Every number "00"–"99" of a draw from what is staked on it (missing: nothing) and the closures. */
export function twoDNumberShares(
  exposure: ReadonlyMap<string, bigint>,
  closures: TwoDClosures,
  limits: Limits,
): TwoDNumberShare[] {
  return TWO_D_NUMBERS.map((number) => {
    const taken = exposure.get(number) ?? 0n
    return {
      number,
      taken_percent: takenPercent(taken, limits.capPya),
      is_full: isFull(taken, limits),
      is_closed: closures.numbers.has(number) || closures.heads.has(number.slice(0, 1)),
    }
  })
}

/**
 * The 3D numbers of a draw that have stake on them, ascending. The other numbers of the 1,000 are not
 * sent: a board shows every number missing here as untaken, which keeps the reply small.
 */
export function threeDNumberShares(
  exposure: ReadonlyMap<string, bigint>,
  limits: Limits,
): ThreeDNumberShare[] {
  return [...exposure]
    .filter(([, taken]) => taken > 0n)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([number, taken]) => ({
      number,
      taken_percent: takenPercent(taken, limits.capPya),
      is_full: isFull(taken, limits),
    }))
}

/** What the operator closed for `game`: numbers, and for 2D also head digits. */
async function closuresOf(db: AppDatabase, game: LotteryGame) {
  return db
    .select({ kind: lotteryClosures.kind, value: lotteryClosures.value })
    .from(lotteryClosures)
    .where(eq(lotteryClosures.game, game))
}

async function twoDClosures(db: AppDatabase): Promise<TwoDClosures> {
  const rows = await closuresOf(db, '2d')
  return {
    numbers: new Set(rows.filter((row) => row.kind === 'number').map((row) => row.value)),
    heads: new Set(rows.filter((row) => row.kind === 'head').map((row) => row.value)),
  }
}

/** What all players together staked on each number of `draw`: the rows the cap is enforced on. */
async function exposureOf(db: AppDatabase, draw: OpenDraw): Promise<Map<string, bigint>> {
  const rows = await db
    .select({ number: lotteryExposure.betNumber, total: lotteryExposure.total })
    .from(lotteryExposure)
    .where(ofDraw(lotteryExposure, draw))
  return new Map(rows.map((row) => [row.number, row.total]))
}

const sorted = (values: ReadonlySet<string>) => [...values].sort()

/** What a board shows first: the time, the draw a bet placed now would join, the closures and that draw's exposure. */
async function boardState<Closures>(
  db: AppDatabase,
  clock: ApiDeps['clock'],
  rules: LotteryRules,
  closuresIn: (db: AppDatabase) => Promise<Closures>,
) {
  const at = clock.now()
  const draw = rules.openDraw(at)
  const [closures, exposure] = await Promise.all([
    closuresIn(db),
    draw ? exposureOf(db, draw) : new Map<string, bigint>(),
  ])
  return { at, draw, closures, exposure }
}

/**
 * `GET /twod/numbers`: the open 2D draw's board, public like the draw info since it shows nothing
 * personal. Two queries whatever the number of bets (the closures and the draw's exposure rows); never
 * cached, since every bet moves it.
 */
export function mountTwoDNumbers(
  api: Hono<AuthEnv>,
  { db, clock, config }: Pick<ApiDeps, 'db' | 'clock' | 'config'>,
  rules: LotteryRules,
): void {
  api.get('/twod/numbers', async (c) => {
    c.header('Cache-Control', 'no-store')
    const { at, draw, closures, exposure } = await boardState(db, clock, rules, twoDClosures)
    const view: TwoDDrawView | null = draw && {
      date: draw.drawDate,
      session: draw.session as TwoDDrawView['session'],
      cutoff_at: draw.cutoffAt.toISOString(),
      result_at: rules.resultAt(draw).toISOString(),
      is_betting_open: true,
    }
    const data: TwoDNumbers = {
      server_time: at.toISOString(),
      is_betting_open: draw !== null,
      draw: view,
      closed_numbers: sorted(closures.numbers),
      closed_heads: sorted(closures.heads),
      min_stake: toDecimalString(rules.minPya),
      odds: config.twoDOdds.exact,
      numbers: draw ? twoDNumberShares(exposure, closures, rules) : [],
    }
    return c.json(success(data, draw ? null : rules.closedMessage))
  })
}

/**
 * `GET /threed/numbers`: what a 3D board must know before sending a slip: the open draw, the closed
 * numbers, the smallest stake, both prizes, and how taken each staked number is. Public and never
 * cached, like the 2D board; two queries whatever the number of bets.
 */
export function mountThreeDNumbers(
  api: Hono<AuthEnv>,
  { db, clock, config }: Pick<ApiDeps, 'db' | 'clock' | 'config'>,
  rules: LotteryRules,
): void {
  api.get('/threed/numbers', async (c) => {
    c.header('Cache-Control', 'no-store')
    const { at, draw, closures, exposure } = await boardState(db, clock, rules, (db) => closuresOf(db, '3d'))
    // Named as `GET /threed/draw-info` names the draw bets go to now.
    const view: ThreeDDrawView | null = draw && {
      draw_session: draw.drawDate,
      cutoff_at: draw.cutoffAt.toISOString(),
      result_at: rules.resultAt(draw).toISOString(),
      is_betting_open: true,
    }
    const data: ThreeDNumbers = {
      server_time: at.toISOString(),
      is_betting_open: draw !== null,
      draw: view,
      closed_numbers: closures
        .filter((row) => row.kind === 'number')
        .map((row) => row.value)
        .sort(),
      min_stake: toDecimalString(rules.minPya),
      exact_odds: config.threeDOdds.exact,
      permutation_odds: config.threeDOdds.permutation,
      numbers: draw ? threeDNumberShares(exposure, rules) : [],
    }
    return c.json(success(data, draw ? null : rules.closedMessage))
  })
}
