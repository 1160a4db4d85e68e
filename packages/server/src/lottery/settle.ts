import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { AppDatabase } from '../db.ts'
import { systemAccountId, transfer } from '../ledger.ts'
import { pushOutbox, pushSubscriptions } from '../push/schema.ts'
import { accounts } from '../schema.ts'
import type { Draw, LotteryRules } from './rules.ts'
import {
  type DrawSession,
  type LotteryGame,
  lotteryBets,
  lotteryResults,
  lotterySlips,
  ofDraw,
} from './schema.ts'

/**
 * Results and settlement. A draw has at most one result, stored zero-padded and never changed. Settling
 * marks lines in batches; each batch marks its lines and credits their prizes in one transaction, and a
 * line is only ever marked once (`not bet_status` in the UPDATE, which waits for a concurrent settler's
 * commit and then sees the line taken). Each prize is a ledger transaction with the line's own unique
 * reference, so even a bug elsewhere could not pay a line twice. A crash between batches leaves the
 * remaining lines unsettled, and the next run carries on from there.
 */

export type ResultRow = typeof lotteryResults.$inferSelect

export interface ResultInput {
  number: string
  source: string
  setIndex?: string | null
  setValue?: string | null
  actor?: string | null
}

export type RecordOutcome =
  | { status: 'created' | 'same'; result: ResultRow }
  | { status: 'conflict'; existing: ResultRow }
  | { status: 'too-early'; resultAt: Date }
  | { status: 'no-draw' }

const drawIs = (draw: Draw) => ofDraw(lotteryResults, draw)

export async function findResult(db: AppDatabase, draw: Draw): Promise<ResultRow | null> {
  const [row] = await db.select().from(lotteryResults).where(drawIs(draw))
  return row ?? null
}

/**
 * Stores a draw's winning number once. The same number again is accepted and changes nothing; a different
 * one is refused, settled or not: a published result is never rewritten.
 */
export async function recordResult(
  db: AppDatabase,
  rules: LotteryRules,
  draw: Draw,
  input: ResultInput,
  now: Date,
): Promise<RecordOutcome> {
  if (!rules.isDraw(draw.drawDate, draw.session)) return { status: 'no-draw' }
  const resultAt = rules.resultAt(draw)
  if (now < resultAt) return { status: 'too-early', resultAt }
  const [created] = await db
    .insert(lotteryResults)
    .values({
      ...draw,
      number: input.number,
      source: input.source,
      setIndex: input.setIndex ?? null,
      setValue: input.setValue ?? null,
      actor: input.actor ?? null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning()
  if (created) return { status: 'created', result: created }
  const existing = await findResult(db, draw)
  if (!existing) throw new Error('lottery: a result conflicted but cannot be read')
  return existing.number === input.number
    ? { status: 'same', result: existing }
    : { status: 'conflict', existing }
}

/** A line that won, as settlement reports it once the batch that paid it is committed. */
export interface SettledWin {
  userId: number
  betId: number
  game: LotteryGame
  drawDate: string
  session: DrawSession
  number: string
  /** The prize credited, in pya. */
  amountPya: bigint
}

/**
 * Told about the lines each committed batch paid, whose notifications are in the push outbox by then; must
 * return at once.
 */
export interface WinNotifier {
  notifyWins(wins: readonly SettledWin[]): void
}

export interface SettleOptions {
  now: Date
  /** Lines per transaction. */
  batchSize?: number
  /** Runs after each committed batch (tests use it to stop a run half-way, as a crash would). */
  afterBatch?: (linesInBatch: number) => void | Promise<void>
  /**
   * Gets the winning lines of each batch once it is committed. Not awaited: whatever it throws or rejects
   * with is logged to `logger` and settlement carries on.
   */
  onWins?: (wins: readonly SettledWin[]) => void
  /** Where a failing `onWins` is reported; default the console. */
  logger?: Pick<Console, 'error'>
}

export interface SettleReport {
  /** Lines this run marked. */
  lines: number
  winners: number
  paidPya: bigint
  slipsCompleted: number
}

const DEFAULT_BATCH = 500

/** The SQL for a line's prize under a result: the first prize rule that lists its number, else 0. */
function prizeExpression(rules: LotteryRules, number: string) {
  const cases = rules.prizes(number).filter((prize) => prize.numbers.length > 0)
  const when = cases.map(
    (prize) =>
      sql`when ${lotteryBets.betNumber} in (${sql.join(
        prize.numbers.map((n) => sql`${n}`),
        sql`, `,
      )}) then ${lotteryBets.betAmount} * ${String(prize.odds.numerator)}::bigint / ${String(prize.odds.denominator)}::bigint`,
  )
  return sql`(case ${sql.join(when, sql` `)} else 0::bigint end)`
}

/** Settles every unsettled line of a draw that has a result; safe to run concurrently and to re-run. */
export async function settleDraw(
  db: AppDatabase,
  rules: LotteryRules,
  draw: Draw,
  options: SettleOptions,
): Promise<SettleReport> {
  const result = await findResult(db, draw)
  if (!result) throw new Error(`lottery: no result for ${draw.game} ${draw.drawDate} ${draw.session}`)
  const prize = prizeExpression(rules, result.number)
  const batchSize = options.batchSize ?? DEFAULT_BATCH
  const at = options.now
  const report: SettleReport = { lines: 0, winners: 0, paidPya: 0n, slipsCompleted: 0 }

  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const marked = await tx.execute(sql`
        update ${lotteryBets}
        set bet_status = true, bet_result = ${result.number}, potential_payout = ${prize},
            win_lose = ${prize} > 0, prize_sent = ${prize} > 0, updated_at = ${at.toISOString()}::timestamptz
        where id in (
          select id from ${lotteryBets}
          where game = ${draw.game} and draw_date = ${draw.drawDate}::date and session = ${draw.session}
            and not bet_status
          order by id
          limit ${batchSize}
          for update skip locked)
          and not bet_status
        returning id, user_id, bet_number, potential_payout`)
      const rows = (
        marked as unknown as {
          rows: { id: number | string; user_id: number; bet_number: string; potential_payout: string }[]
        }
      ).rows
      const winners = rows.filter((row) => BigInt(row.potential_payout) > 0n)
      let paid = 0n
      if (winners.length > 0) {
        const house = await systemAccountId(tx, 'house')
        const gameAccounts = await tx
          .select({ id: accounts.id, userId: accounts.userId })
          .from(accounts)
          .where(
            and(
              inArray(accounts.userId, [...new Set(winners.map((w) => w.user_id))]),
              eq(accounts.kind, 'game'),
            ),
          )
        const accountOf = new Map(gameAccounts.map((a) => [a.userId, a.id]))
        for (const winner of winners) {
          const to = accountOf.get(winner.user_id)
          if (to === undefined) throw new Error(`lottery: user ${winner.user_id} has no game account`)
          const amount = BigInt(winner.potential_payout)
          await transfer(tx, {
            from: house,
            to,
            amount,
            kind: `${draw.game}_win`,
            userId: winner.user_id,
            reference: `${draw.game}:bet:${winner.id}:win`,
            at,
          })
          paid += amount
        }
        await queueWinNotices(tx, draw, winners, at)
      }
      return { lines: rows.length, winners, paid }
    })
    if (batch.lines === 0) break
    report.lines += batch.lines
    report.winners += batch.winners.length
    report.paidPya += batch.paid
    if (batch.winners.length > 0 && options.onWins) {
      reportWins(
        options,
        batch.winners.map(
          (row): SettledWin => ({
            userId: row.user_id,
            betId: Number(row.id),
            game: draw.game,
            drawDate: draw.drawDate,
            session: draw.session,
            number: row.bet_number,
            amountPya: BigInt(row.potential_payout),
          }),
        ),
      )
    }
    await options.afterBatch?.(batch.lines)
  }

  // A slip is complete once none of its lines is left, whoever settled them; the draw is marked settled in
  // the same transaction, so no reader sees completed slips of a draw that is not yet listed as settled.
  report.slipsCompleted = await db.transaction(async (tx) => {
    const completed = await tx
      .update(lotterySlips)
      .set({ status: 'completed', updatedAt: at })
      .where(
        and(
          ofDraw(lotterySlips, draw),
          eq(lotterySlips.status, 'pending'),
          sql`not exists (select 1 from ${lotteryBets} b where b.slip_id = ${lotterySlips.id} and not b.bet_status)`,
        ),
      )
      .returning({ id: lotterySlips.id })
    const [unsettled] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(lotteryBets)
      .where(and(ofDraw(lotteryBets, draw), eq(lotteryBets.betStatus, false)))
    if ((unsettled?.count ?? 0) === 0) {
      await tx
        .update(lotteryResults)
        .set({ settledAt: at })
        .where(and(drawIs(draw), isNull(lotteryResults.settledAt)))
    }
    return completed.length
  })
  return report
}

/**
 * Writes the win notifications of a batch's winning lines into the push outbox, in the batch's own transaction:
 * one row per device of each winner and winning number. A number paid again by a later batch (another slip of
 * the same player) gets a new version of its row, so its devices are told the whole prize.
 */
async function queueWinNotices(
  tx: AppDatabase,
  draw: Draw,
  winners: readonly { user_id: number; bet_number: string }[],
  at: Date,
): Promise<void> {
  const pairs = [...new Map(winners.map((w) => [`${w.user_id}|${w.bet_number}`, w])).values()]
  const won = sql.join(
    pairs.map((w) => sql`(${w.user_id}::int, ${w.bet_number}::text)`),
    sql`, `,
  )
  const when = at.toISOString()
  await tx.execute(sql`
    insert into ${pushOutbox} (subscription_id, user_id, game, draw_date, session, number, created_at, next_attempt_at)
    select s.id, s.user_id, ${draw.game}, ${draw.drawDate}::date, ${draw.session}, w.number,
           ${when}::timestamptz, ${when}::timestamptz
    from ${pushSubscriptions} s join (values ${won}) as w(user_id, number) on w.user_id = s.user_id
    on conflict (subscription_id, game, draw_date, session, number) do update
      set version = ${pushOutbox}.version + 1, attempts = 0, next_attempt_at = excluded.next_attempt_at,
          created_at = excluded.created_at, sent_at = null, given_up_at = null`)
}

/** Hands a committed batch's wins to `onWins` without waiting for it, and never lets it fail the settling. */
function reportWins(options: SettleOptions, wins: SettledWin[]): void {
  const fail = (error: unknown) =>
    (options.logger ?? console).error('Could not pass on the wins of a settled batch:', error)
  try {
    const returned: unknown = options.onWins?.(wins)
    if (returned instanceof Promise) returned.catch(fail)
  } catch (error) {
    fail(error)
  }
}

/** Results whose draw still has lines to settle (or has never been marked settled). */
export async function unsettledResults(db: AppDatabase): Promise<ResultRow[]> {
  return db.select().from(lotteryResults).where(isNull(lotteryResults.settledAt)).orderBy(lotteryResults.id)
}
