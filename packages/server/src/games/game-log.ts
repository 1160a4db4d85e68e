import type { GameLogRow } from '@shwe/contract'
import { type PeriodBounds, toDecimalString } from '@shwe/domain'
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm'
import type { AppDatabase } from '../db.ts'
import { gameRounds } from './schema.ts'

/**
 * The player's rounds in the period (a `periodBounds` of the game log's `type`, or a `rangeBounds` of its
 * dates), one row per game, totals computed from the settled rounds.
 */
export async function gameLog(db: AppDatabase, userId: number, bounds: PeriodBounds): Promise<GameLogRow[]> {
  // Sums of bigint are numeric in PostgreSQL; read them as text to keep every pya.
  const rows = await db
    .select({
      gameName: gameRounds.gameName,
      spins: sql<number>`count(*)::int`,
      turnover: sql<string>`sum(${gameRounds.stake})::text`,
      payout: sql<string>`sum(${gameRounds.payout})::text`,
    })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.userId, userId),
        gte(gameRounds.createdAt, bounds.start),
        lt(gameRounds.createdAt, bounds.end),
      ),
    )
    .groupBy(gameRounds.productCode, gameRounds.gameCode, gameRounds.gameName)
    .orderBy(asc(gameRounds.gameName), asc(gameRounds.gameCode))
  return rows.map((row) => {
    const turnover = BigInt(row.turnover)
    const payout = BigInt(row.payout)
    return {
      game_name: row.gameName,
      spin_count: Number(row.spins),
      turnover: toDecimalString(turnover),
      total_payout: toDecimalString(payout),
      win_loss: toDecimalString(payout - turnover),
      from: bounds.from,
      to: bounds.to,
    }
  })
}
