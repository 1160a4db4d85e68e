import type { LeaderboardRow } from '@shwe/contract'
import { maskPlayerId, toDecimalString, yangonMonth } from '@shwe/domain'
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm'
import type { AppDatabase } from './db.ts'
import { REQUEST_STATUS, users, withdrawRequests } from './schema.ts'

export const LEADERBOARD_SIZE = 10

/**
 * The top ten players by approved withdrawals in the current Asia/Yangon calendar month, computed from
 * the withdrawal records (not typed in), with player ids masked. Ties go to the lower user id.
 */
export async function topWithdrawals(db: AppDatabase, now: Date): Promise<LeaderboardRow[]> {
  const { start, end } = yangonMonth(now)
  const total = sql<string>`sum(${withdrawRequests.amount})`
  const rows = await db
    .select({ userId: users.id, userName: users.userName, total: sql<string>`${total}::text` })
    .from(withdrawRequests)
    .innerJoin(users, eq(users.id, withdrawRequests.userId))
    .where(
      and(
        eq(withdrawRequests.status, REQUEST_STATUS.approved),
        gte(withdrawRequests.decidedAt, start),
        lt(withdrawRequests.decidedAt, end),
        eq(users.role, 'player'),
      ),
    )
    .groupBy(users.id, users.userName)
    .orderBy(desc(total), asc(users.id))
    .limit(LEADERBOARD_SIZE)
  return rows.map((row, index) => ({
    id: index + 1,
    player_id: maskPlayerId(row.userName),
    amount: toDecimalString(BigInt(row.total)),
  }))
}
