import type { LiveSource, TwoDResult } from '@shwe/contract'
import { type Clock, type TwoDSession, yangonDate } from '@shwe/domain'
import { and, eq, gte, sql } from 'drizzle-orm'
import type { AppConfig } from '../config.ts'
import type { DatabaseHandle } from '../db.ts'
import { type LiveFeed, PLACEHOLDER } from '../live/feed.ts'
import { type LotteryRules, threeDRules, twoDRules } from './rules.ts'
import { type LotteryGame, lotteryResults } from './schema.ts'
import { recordResult, type SettledWin, settleDraw, unsettledResults, type WinNotifier } from './settle.ts'

/** A fixed key for PostgreSQL's advisory lock: one settler at a time across every server process. */
export const SETTLEMENT_LOCK_KEY = 7_264_110_203

/** How often every process looks for draws left unsettled (by a crash, or a result stored elsewhere). */
const SWEEP_INTERVAL_MS = 30_000

/** Stored 2D results of this many recent days are put on the live board (it shows today's). */
const BOARD_DAYS = 7
const DAY_MS = 86_400_000

export interface SettlementJob {
  /** Runs one sweep now (after any sweep in progress); resolves to whether this process did the work. */
  sweep(): Promise<boolean>
  /**
   * Puts the stored 2D results of recent days on the live board, so that after a restart, or when another
   * process stored them, the board shows the numbers that were settled. Each sweep does it too.
   */
  syncBoard(): Promise<void>
  /** Shows the stored results on the board, then sweeps in the background, now and every interval. */
  start(): Promise<void>
  /** Stops the timer and the feed listener, and waits for a sweep in progress. */
  stop(): Promise<void>
}

export interface SettlementJobOptions {
  database: Pick<DatabaseHandle, 'db' | 'withConnection'>
  clock: Clock
  config: AppConfig
  liveFeed: LiveFeed
  logger: Pick<Console, 'error'>
  intervalMs?: number
  /** Told about every line a sweep pays (win notifications); never holds up or fails the settling. */
  notifier?: WinNotifier
}

/**
 * Stores the live feed's 2D results as they become final, and settles every draw that has a result and
 * unsettled lines. Every server process runs it; the advisory lock lets one of them work at a time (the
 * others skip that sweep). Settlement itself is safe to run concurrently, so the lock saves work, not money.
 */
export function createSettlementJob(options: SettlementJobOptions): SettlementJob {
  const { database, clock, liveFeed, logger, notifier } = options
  const onWins = notifier && ((wins: readonly SettledWin[]) => notifier.notifyWins(wins))
  const rules: Record<LotteryGame, LotteryRules> = {
    '2d': twoDRules(options.config),
    '3d': threeDRules(options.config),
  }
  let timer: ReturnType<typeof setInterval> | undefined
  let unsubscribe: (() => void) | undefined
  let running: Promise<boolean> = Promise.resolve(false)

  async function syncBoard(): Promise<void> {
    const since = yangonDate(new Date(clock.now().getTime() - BOARD_DAYS * DAY_MS))
    const rows = await database.db
      .select()
      .from(lotteryResults)
      .where(and(eq(lotteryResults.game, '2d'), gte(lotteryResults.drawDate, since)))
    liveFeed.restore(
      rows.map(
        (row): TwoDResult => ({
          date: row.drawDate,
          session: row.session as TwoDSession,
          twod: row.number,
          set: row.setIndex ?? PLACEHOLDER,
          value: row.setValue ?? PLACEHOLDER,
          source: row.source as LiveSource,
        }),
      ),
    )
  }

  async function sweepOnce(): Promise<boolean> {
    await syncBoard()
    return database.withConnection(async (session) => {
      const locked = await session.execute(sql`select pg_try_advisory_lock(${SETTLEMENT_LOCK_KEY}) as locked`)
      const [row] = (locked as unknown as { rows: { locked: boolean }[] }).rows
      if (!row?.locked) return false
      try {
        for (const result of await unsettledResults(database.db)) {
          await settleDraw(database.db, rules[result.game], result, { now: clock.now(), onWins, logger })
        }
        return true
      } finally {
        await session.execute(sql`select pg_advisory_unlock(${SETTLEMENT_LOCK_KEY})`)
      }
    })
  }

  function sweep(): Promise<boolean> {
    running = running.then(sweepOnce, sweepOnce).catch((error: unknown) => {
      logger.error('Lottery settlement failed:', error)
      return false
    })
    return running
  }

  async function store(result: TwoDResult) {
    const outcome = await recordResult(
      database.db,
      rules['2d'],
      { game: '2d', drawDate: result.date, session: result.session },
      { number: result.twod, source: result.source, setIndex: result.set, setValue: result.value },
      clock.now(),
    )
    if (outcome.status === 'conflict') {
      logger.error(
        `2D ${result.date} ${result.session}: the ${result.source} feed says ${result.twod}, but ` +
          `${outcome.existing.number} (${outcome.existing.source}) is already the result; keeping it.`,
      )
      return
    }
    if (outcome.status === 'no-draw') {
      logger.error(
        `2D ${result.date} ${result.session}: the ${result.source} feed has a result for a day without a draw.`,
      )
      return
    }
    if (outcome.status === 'created') await sweep()
  }

  return {
    sweep,
    syncBoard,
    async start() {
      if (timer) return
      unsubscribe = liveFeed.onResult(store)
      timer = setInterval(() => void sweep(), options.intervalMs ?? SWEEP_INTERVAL_MS)
      timer.unref()
      // The board first (quick); settling a backlog then runs without holding up the start.
      await syncBoard().catch((error: unknown) =>
        logger.error('Could not show the stored 2D results:', error),
      )
      void sweep()
    },
    async stop() {
      clearInterval(timer)
      timer = undefined
      unsubscribe?.()
      await running
    },
  }
}
