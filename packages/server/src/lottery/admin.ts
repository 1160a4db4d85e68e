import { failure, success, validationBody } from '@shwe/contract'
import { type TwoDSession, toDecimalString, yangonDateTime } from '@shwe/domain'
import { and, eq } from 'drizzle-orm'
import type { Context, Hono } from 'hono'
import { z } from 'zod'
import type { AdminEnv } from '../admin/guard.ts'
import { readInput } from '../http.ts'
import { isCalendarDate } from '../live/feed.ts'
import { twoDResultEntrySchema } from '../live/result-entry.ts'
import type { ApiDeps } from '../routes.ts'
import { type Draw, type LotteryRules, threeDRules, twoDRules } from './rules.ts'
import { LOTTERY_GAMES, lotteryClosures } from './schema.ts'
import {
  type RecordOutcome,
  type ResultInput,
  recordResult,
  type SettledWin,
  type SettleReport,
  settleDraw,
} from './settle.ts'

const threeDResultSchema = z.object({
  date: z
    .string({ error: 'The date field is required.' })
    .trim()
    .refine(isCalendarDate, { error: 'The date field must be a date in the form YYYY-MM-DD.' }),
  number: z
    .string({ error: 'The number field must be a string of three digits.' })
    .regex(/^\d{3}$/, { error: 'The number field must be three digits, 000 to 999.' }),
})

const closureSchema = z
  .object({
    game: z.enum(LOTTERY_GAMES, { error: 'The game field must be 2d or 3d.' }),
    kind: z.enum(['number', 'head'], { error: 'The kind field must be number or head.' }).default('number'),
    value: z.string({ error: 'The value field is required.' }).trim(),
    closed: z.boolean({ error: 'The closed field must be true or false.' }),
  })
  .superRefine((closure, ctx) => {
    const shape =
      closure.kind === 'head'
        ? closure.game === '2d'
          ? /^\d$/
          : null
        : closure.game === '2d'
          ? /^\d{2}$/
          : /^\d{3}$/
    if (!shape) ctx.addIssue({ code: 'custom', path: ['kind'], message: 'Only 2D numbers have heads.' })
    else if (!shape.test(closure.value)) {
      const expected =
        closure.kind === 'head' ? 'one digit' : closure.game === '2d' ? 'two digits' : 'three digits'
      ctx.addIssue({ code: 'custom', path: ['value'], message: `The value field must be ${expected}.` })
    }
  })

const settlementView = (report: SettleReport) => ({
  lines: report.lines,
  winners: report.winners,
  paid: toDecimalString(report.paidPya),
  slips_completed: report.slipsCompleted,
})

const drawName = (draw: Draw) =>
  draw.game === '2d' ? `${draw.session} result of ${draw.drawDate}` : `3D result of ${draw.drawDate}`

/**
 * Records a result entered by an operator and settles its draw at once. The answer names the refusal:
 * 422 for a draw that does not exist or is not due, 409 for a different number than the recorded one.
 */
async function enterResult(
  c: Context<AdminEnv>,
  deps: ApiDeps,
  rules: LotteryRules,
  draw: Draw,
  input: ResultInput,
  field: string,
) {
  const now = deps.clock.now()
  const outcome: RecordOutcome = await recordResult(deps.db, rules, draw, input, now)
  switch (outcome.status) {
    case 'no-draw':
      return c.json(
        validationBody({ date: [`There is no ${draw.game.toUpperCase()} draw on ${draw.drawDate}.`] }),
        422,
      )
    case 'too-early':
      return c.json(
        validationBody({
          date: [`The ${drawName(draw)} is not due until ${yangonDateTime(outcome.resultAt)}.`],
        }),
        422,
      )
    case 'conflict': {
      const { number, source } = outcome.existing
      return c.json(
        failure(`The ${drawName(draw)} is already final as ${number} (${source}).`, {
          [field]: number,
          source,
        }),
        409,
      )
    }
    default: {
      const { push, logger } = deps
      const onWins = push && ((wins: readonly SettledWin[]) => push.notifyWins(wins))
      const report = await settleDraw(deps.db, rules, draw, { now, onWins, logger })
      return { outcome, report }
    }
  }
}

/** `/api/admin/2d/result`, `/api/admin/3d/result` and `/api/admin/lottery/closures`. */
export function mountLotteryAdmin(admin: Hono<AdminEnv>, deps: ApiDeps): void {
  const twoD = twoDRules(deps.config)
  const threeD = threeDRules(deps.config)

  admin.post('/2d/result', async (c) => {
    const { date, session, twod } = await readInput(c, twoDResultEntrySchema)
    // The live board may already show a final number for this draw that is not stored yet: it wins.
    const shown = deps.liveFeed.finalResult(date, session)
    const input: ResultInput =
      shown && shown.twod !== twod
        ? { number: shown.twod, source: shown.source, setIndex: shown.set, setValue: shown.value }
        : { number: twod, source: 'admin', actor: c.get('actor') }
    const entered = await enterResult(c, deps, twoD, { game: '2d', drawDate: date, session }, input, 'twod')
    if (entered instanceof Response) return entered
    if (shown && shown.twod !== twod) {
      return c.json(
        failure(`The ${session} result of ${date} is already final as ${shown.twod} (${shown.source}).`, {
          twod: shown.twod,
          source: shown.source,
        }),
        409,
      )
    }
    // Stored first, then shown on the live board (a no-op when the feed already has it).
    const result = entered.outcome.result
    deps.liveFeed.setResult(date, session as TwoDSession, twod)
    const message =
      entered.outcome.status === 'created'
        ? 'The 2D result was recorded.'
        : 'This 2D result was already recorded.'
    return c.json(
      success(
        {
          date,
          session,
          twod,
          set: result.setIndex ?? '--',
          value: result.setValue ?? '--',
          source: result.source,
          settlement: settlementView(entered.report),
        },
        message,
      ),
    )
  })

  admin.post('/3d/result', async (c) => {
    const { date, number } = await readInput(c, threeDResultSchema)
    const draw: Draw = { game: '3d', drawDate: date, session: 'draw' }
    const entered = await enterResult(
      c,
      deps,
      threeD,
      draw,
      { number, source: 'admin', actor: c.get('actor') },
      'number',
    )
    if (entered instanceof Response) return entered
    const message =
      entered.outcome.status === 'created'
        ? 'The 3D result was recorded.'
        : 'This 3D result was already recorded.'
    return c.json(
      success(
        { date, number, source: entered.outcome.result.source, settlement: settlementView(entered.report) },
        message,
      ),
    )
  })

  admin.get('/lottery/closures', async (c) => {
    const rows = await deps.db
      .select({ game: lotteryClosures.game, kind: lotteryClosures.kind, value: lotteryClosures.value })
      .from(lotteryClosures)
      .orderBy(lotteryClosures.game, lotteryClosures.kind, lotteryClosures.value)
    return c.json(success(rows))
  })

  admin.post('/lottery/closures', async (c) => {
    const { game, kind, value, closed } = await readInput(c, closureSchema)
    if (closed) {
      await deps.db
        .insert(lotteryClosures)
        .values({ game, kind, value, createdAt: deps.clock.now() })
        .onConflictDoNothing()
    } else {
      await deps.db
        .delete(lotteryClosures)
        .where(
          and(
            eq(lotteryClosures.game, game),
            eq(lotteryClosures.kind, kind),
            eq(lotteryClosures.value, value),
          ),
        )
    }
    const what = `${game.toUpperCase()} ${kind} ${value}`
    return c.json(
      success({ game, kind, value, closed }, `${what} is ${closed ? 'closed to new bets' : 'open again'}.`),
    )
  })
}
