import {
  failure,
  success,
  type ThreeDHistoryReply,
  type ThreeDWinnersResult,
  type TwoDWinnersResult,
  validationBody,
} from '@shwe/contract'
import { fieldErrors, pageField, threeDBetSchema, twoDBetSchema } from '@shwe/contract/schemas'
import {
  maskPlayerId,
  type ThreeDDraw,
  TWO_D_SESSIONS,
  type TwoDDraw,
  type TwoDSession,
  threeDDraw,
  toDecimalString,
  twoDDraw,
  yangonDate,
} from '@shwe/domain'
import { and, count, desc, eq, isNotNull } from 'drizzle-orm'
import type { Context, Hono } from 'hono'
import { z } from 'zod'
import type { AuthEnv } from '../auth.ts'
import { threeDSchedule, twoDSchedule } from '../config.ts'
import type { AppDatabase } from '../db.ts'
import { isCalendarDate } from '../live/feed.ts'
import type { ApiDeps } from '../routes.ts'
import { users } from '../schema.ts'
import { moneyPost, zodParse } from '../wallet/handlers.ts'
import { mountThreeDNumbers, mountTwoDNumbers } from './numbers.ts'
import { placeLotteryBet } from './place-bet.ts'
import { threeDRules, twoDRules } from './rules.ts'
import {
  type DrawSession,
  type LotteryGame,
  lotteryBets,
  lotteryResults,
  lotterySlips,
  ofDraw,
} from './schema.ts'
import type { ResultRow } from './settle.ts'
import { linesOf, threeDSlipView, twoDSlipView } from './views.ts'

/** Results listed when no session is asked for. */
const LATEST_RESULTS = 10
const HISTORY_PER_PAGE = 10
const HISTORY_MAX_PER_PAGE = 50

const dateQuery = z
  .string()
  .optional()
  .refine((value) => value === undefined || isCalendarDate(value), {
    error: 'The date field must be a date in the form YYYY-MM-DD.',
  })

const historyQuery = z.object({
  page: pageField(),
  limit: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return HISTORY_PER_PAGE
      const n = Number(value)
      if (!/^\d{1,3}$/.test(value) || n < 1 || n > HISTORY_MAX_PER_PAGE) {
        ctx.addIssue({
          code: 'custom',
          message: `The limit field must be from 1 to ${HISTORY_MAX_PER_PAGE}.`,
        })
        return z.NEVER
      }
      return n
    }),
  status: z
    .enum(['all', 'pending', 'completed'], { error: 'The status field must be all, pending or completed.' })
    .default('all'),
})

interface WinnerRow {
  userName: string
  betNumber: string
  betAmount: bigint
  payout: bigint
}

async function winnersOf(db: AppDatabase, result: ResultRow): Promise<WinnerRow[]> {
  return db
    .select({
      userName: users.userName,
      betNumber: lotteryBets.betNumber,
      betAmount: lotteryBets.betAmount,
      payout: lotteryBets.potentialPayout,
    })
    .from(lotteryBets)
    .innerJoin(users, eq(users.id, lotteryBets.userId))
    .where(and(ofDraw(lotteryBets, result), eq(lotteryBets.winLose, true)))
    .orderBy(desc(lotteryBets.potentialPayout), lotteryBets.id)
}

/** Settled results of a game, newest first: one draw, one date's draws, or the latest few. */
async function settledResults(
  db: AppDatabase,
  game: LotteryGame,
  filter: { date?: string | undefined; session?: DrawSession | undefined },
): Promise<ResultRow[]> {
  const conditions = [eq(lotteryResults.game, game), isNotNull(lotteryResults.settledAt)]
  if (filter.date) conditions.push(eq(lotteryResults.drawDate, filter.date))
  if (filter.session) conditions.push(eq(lotteryResults.session, filter.session))
  return db
    .select()
    .from(lotteryResults)
    .where(and(...conditions))
    .orderBy(desc(lotteryResults.drawDate), desc(lotteryResults.session))
    .limit(LATEST_RESULTS)
}

const NO_RESULT = 'No result found for given session and date.'

/**
 * The 2D and 3D lotteries for players: placing slips, the player's own slips, and the winners of settled
 * draws. Draws, cut-offs and limits come from the server's clock and configuration, never from the client.
 */
export function mountLottery(api: Hono<AuthEnv>, deps: ApiDeps): void {
  const { db, clock, auth, config } = deps
  const twoD = twoDRules(config)
  const threeD = threeDRules(config)

  api.post('/twod-bet', auth, (c) =>
    moneyPost(c, deps, zodParse(twoDBetSchema(config.twoDMinPya)), (tx, bet, userId) =>
      placeLotteryBet(tx, twoD, userId, bet, clock.now()),
    ),
  )
  api.post('/threed-bet', auth, (c) =>
    moneyPost(c, deps, zodParse(threeDBetSchema(config.threeDMinPya)), (tx, bet, userId) =>
      placeLotteryBet(tx, threeD, userId, bet, clock.now()),
    ),
  )

  // The slip screens: one session of one day (today by default), newest first.
  const twoDSlips = (session: TwoDSession) => async (c: Context<AuthEnv>) => {
    const date = dateQuery.safeParse(c.req.query('date') || undefined)
    if (!date.success) return c.json(validationBody(fieldErrors(date.error)), 422)
    const slips = await db
      .select()
      .from(lotterySlips)
      .where(
        and(
          eq(lotterySlips.game, '2d'),
          eq(lotterySlips.userId, c.get('auth').userId),
          eq(lotterySlips.drawDate, date.data ?? yangonDate(clock.now())),
          eq(lotterySlips.session, session),
        ),
      )
      .orderBy(desc(lotterySlips.id))
    const lines = await linesOf(db, slips)
    return c.json(
      success(
        slips.map((slip) => twoDSlipView(slip, lines.get(slip.id) ?? [])),
        `Your ${session} session two-digit bet slips retrieved successfully.`,
      ),
    )
  }
  api.get('/twod-bet-slips', auth, twoDSlips('morning'))
  api.get('/evening-twod-bet-slips', auth, twoDSlips('evening'))

  // When betting opens and closes, for boards that count down to the cut-off. Public: nothing personal.
  api.get('/twod/draw-info', (c) => {
    const now = clock.now()
    const state = twoDDraw(now, twoDSchedule(config))
    const view = (draw: TwoDDraw | null) =>
      draw && {
        date: draw.date,
        session: draw.session,
        cutoff_at: draw.cutoffAt.toISOString(),
        result_at: draw.resultAt.toISOString(),
        is_betting_open: draw.open,
      }
    const open = twoD.openDraw(now)
    return c.json(
      success({
        server_time: now.toISOString(),
        is_betting_open: open !== null,
        current_session: view(state.current),
        next_session: view(state.next),
        last_session: view(state.previous),
      }),
    )
  })

  // How taken each number of the open draw is, in 10 % steps, and what the operator closed. Public too.
  mountTwoDNumbers(api, deps, twoD)

  api.get('/threed/draw-info', (c) => {
    const now = clock.now()
    const state = threeDDraw(now, threeDSchedule(config))
    const open = threeD.openDraw(now)
    const view = (draw: ThreeDDraw | null) =>
      draw && {
        draw_session: draw.drawDate,
        cutoff_at: draw.cutoffAt.toISOString(),
        result_at: draw.resultAt.toISOString(),
        is_betting_open: open?.drawDate === draw.drawDate,
      }
    return c.json({
      success: true,
      data: {
        server_time: now.toISOString(),
        is_betting_open: open !== null,
        // The draw bets go to now, if any; otherwise the one awaiting its result.
        current_session: view(open ? state.next : state.previous),
        next_session: view(state.next),
        last_session: view(state.previous),
      },
    })
  })

  // The open 3D draw's closed and staked numbers, the smallest stake and the prizes. Public too.
  mountThreeDNumbers(api, deps, threeD)

  api.get('/threed-bet/history', auth, async (c) => {
    const query = historyQuery.safeParse({
      page: c.req.query('page') || undefined,
      limit: c.req.query('limit') || undefined,
      status: c.req.query('status') || undefined,
    })
    if (!query.success) return c.json(validationBody(fieldErrors(query.error)), 422)
    const { page, limit, status } = query.data
    const where = and(
      eq(lotterySlips.game, '3d'),
      eq(lotterySlips.userId, c.get('auth').userId),
      status === 'all' ? undefined : eq(lotterySlips.status, status),
    )
    const [total] = await db.select({ n: count() }).from(lotterySlips).where(where)
    const slips = await db
      .select()
      .from(lotterySlips)
      .where(where)
      .orderBy(desc(lotterySlips.id))
      .limit(limit)
      .offset((page - 1) * limit)
    const lines = await linesOf(db, slips)
    const records = total?.n ?? 0
    const reply: ThreeDHistoryReply = {
      success: true,
      data: {
        slips: slips.map((slip) => threeDSlipView(slip, lines.get(slip.id) ?? [])),
        pagination: {
          current_page: page,
          total_pages: Math.max(1, Math.ceil(records / limit)),
          total_records: records,
          per_page: limit,
        },
      },
    }
    return c.json(reply)
  })

  api.get('/two-d-daily-winners', auth, async (c) => {
    const session = c.req.query('session') || undefined
    if (session !== undefined && !TWO_D_SESSIONS.includes(session as TwoDSession)) {
      return c.json(failure('Invalid session.'), 422)
    }
    const date = dateQuery.safeParse(c.req.query('date') || undefined)
    if (!date.success) return c.json(failure('Invalid date.', fieldErrors(date.error)), 422)
    const results = await settledResults(db, '2d', {
      date: date.data ?? (session ? yangonDate(clock.now()) : undefined),
      session: session as TwoDSession | undefined,
    })
    const views = await Promise.all(
      results.map(
        async (result): Promise<TwoDWinnersResult> => ({
          date: result.drawDate,
          session: result.session as TwoDSession,
          win_digit: result.number,
          winners: (await winnersOf(db, result)).map((w) => ({
            member_name: maskPlayerId(w.userName),
            bet_amount: toDecimalString(w.betAmount),
            win_amount: toDecimalString(w.payout),
          })),
        }),
      ),
    )
    if (session) {
      const [one] = views
      return one ? c.json(success(one, '2D winner list retrieved')) : c.json(failure(NO_RESULT), 404)
    }
    return c.json(success({ latest_results: views }, 'Latest 2D winners (with winners list)'))
  })

  api.get('/threed-daily-winners', auth, async (c) => {
    // The draw is named by its date: `draw_session` (the contract's name) or `date`.
    const drawSession = c.req.query('draw_session') || undefined
    if (drawSession !== undefined && !isCalendarDate(drawSession)) {
      return c.json(failure('Invalid session.'), 422)
    }
    const date = dateQuery.safeParse(c.req.query('date') || undefined)
    if (!date.success) return c.json(failure('Invalid date.', fieldErrors(date.error)), 422)
    const drawDate = drawSession ?? date.data
    const results = await settledResults(db, '3d', { date: drawDate })
    const prizeOf = (number: string, result: ResultRow) =>
      number === result.number ? 'exact' : 'permutation'
    const views = await Promise.all(
      results.map(
        async (result): Promise<ThreeDWinnersResult> => ({
          date: result.drawDate,
          draw_session: result.drawDate,
          win_digit: result.number,
          winners: (await winnersOf(db, result)).map((w) => ({
            member_name: maskPlayerId(w.userName),
            bet_number: w.betNumber,
            total_bet: toDecimalString(w.betAmount),
            bet_amount: toDecimalString(w.betAmount),
            win_amount: toDecimalString(w.payout),
            prize: prizeOf(w.betNumber, result),
          })),
        }),
      ),
    )
    if (drawSession) {
      const [one] = views
      return one ? c.json(success(one, '3D winner list retrieved')) : c.json(failure(NO_RESULT), 404)
    }
    return c.json(success({ latest_results: views }, 'Latest 3D winners (with winners list)'))
  })
}
