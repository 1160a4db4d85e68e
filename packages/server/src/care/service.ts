import { failure } from '@shwe/contract'
import {
  LIMIT_KINDS,
  LIMIT_RULES,
  type LimitKind,
  type LimitMeasure,
  type LimitPeriod,
  type LimitState,
  type LimitUsage,
  limitPeriodBounds,
  limitRefusal,
  settleLimit,
  toDecimalString,
  yangonDateTime,
} from '@shwe/domain'
import { eq, sql } from 'drizzle-orm'
import type { AppDatabase } from '../db.ts'
import { Refusal } from '../idempotency.ts'
import { accounts, depositRequests, ledgerEntries, ledgerTransactions } from '../schema.ts'
import { playerCare, playerLimits } from './schema.ts'

/** A player's care settings as stored: every limit (none where unset), the reality check, cool-off and exclusion. */
export interface Care {
  limits: Record<LimitKind, LimitState>
  realityCheckMinutes: number | null
  coolOffUntil: Date | null
  excludedUntil: Date | null
}

const noLimits = (): Record<LimitKind, LimitState> =>
  Object.fromEntries(LIMIT_KINDS.map((kind) => [kind, { value: null }])) as Record<LimitKind, LimitState>

/**
 * Reads a player's care settings. With `lock`, the player's care row is locked until the transaction ends,
 * so two money requests of one player are checked one after the other and cannot pass a limit together.
 */
export async function readCare(
  db: AppDatabase,
  userId: number,
  options: { lock?: boolean } = {},
): Promise<Care | null> {
  const query = db.select().from(playerCare).where(eq(playerCare.userId, userId))
  const [row] = options.lock ? await query.for('update') : await query
  if (!row) return null
  const limits = noLimits()
  for (const limit of await db.select().from(playerLimits).where(eq(playerLimits.userId, userId))) {
    limits[limit.kind as LimitKind] = {
      value: limit.value,
      pending:
        limit.hasPending && limit.pendingAt
          ? { value: limit.pendingValue, effectiveAt: limit.pendingAt }
          : undefined,
    }
  }
  return {
    limits,
    realityCheckMinutes: row.realityCheckMinutes,
    coolOffUntil: row.coolOffUntil,
    excludedUntil: row.excludedUntil,
  }
}

/** What the player has used of each period containing `now`: deposits asked for (not refused) and net loss. */
async function usageOf(
  db: AppDatabase,
  userId: number,
  now: Date,
  measure: LimitMeasure,
): Promise<LimitUsage> {
  const bounds = {
    day: limitPeriodBounds('day', now),
    week: limitPeriodBounds('week', now),
    month: limitPeriodBounds('month', now),
  }
  const since = new Date(
    Math.min(bounds.day.start.getTime(), bounds.week.start.getTime(), bounds.month.start.getTime()),
  )
  const zero: Record<LimitPeriod, bigint> = { day: 0n, week: 0n, month: 0n }
  const sums = (column: unknown, at: unknown) =>
    sql`coalesce(sum(${column}) filter (where ${at} >= ${bounds.day.start.toISOString()}::timestamptz), 0)::text as day,
        coalesce(sum(${column}) filter (where ${at} >= ${bounds.week.start.toISOString()}::timestamptz), 0)::text as week,
        coalesce(sum(${column}) filter (where ${at} >= ${bounds.month.start.toISOString()}::timestamptz), 0)::text as month`
  const read = (rows: unknown): Record<LimitPeriod, bigint> => {
    const [row] = (rows as { rows: { day: string; week: string; month: string }[] }).rows
    return row ? { day: BigInt(row.day), week: BigInt(row.week), month: BigInt(row.month) } : zero
  }
  if (measure === 'deposit') {
    const deposit = read(
      await db.execute(sql`select ${sums(depositRequests.amount, depositRequests.createdAt)}
        from ${depositRequests}
        where ${depositRequests.userId} = ${userId} and ${depositRequests.status} <> 2
          and ${depositRequests.createdAt} >= ${since.toISOString()}::timestamptz`),
    )
    return { deposit, loss: zero }
  }
  // Stakes leave the game account (negative), wins come back (positive): the loss is minus their sum.
  const net = read(
    await db.execute(sql`select ${sums(ledgerEntries.amount, ledgerEntries.createdAt)}
      from ${ledgerEntries}
      join ${ledgerTransactions} on ${ledgerTransactions.id} = ${ledgerEntries.transactionId}
      join ${accounts} on ${accounts.id} = ${ledgerEntries.accountId}
      where ${accounts.userId} = ${userId} and ${accounts.kind} = 'game'
        and (${ledgerTransactions.kind} like '%\\_bet' or ${ledgerTransactions.kind} like '%\\_win')
        and ${ledgerEntries.createdAt} >= ${since.toISOString()}::timestamptz`),
  )
  return { deposit: zero, loss: { day: -net.day, week: -net.week, month: -net.month } }
}

/** Stakes and wins of the player's game account since `since` (a sign-in), in pya; refunds are not counted. */
export async function positionSince(
  db: AppDatabase,
  userId: number,
  since: Date,
): Promise<{ stakes: bigint; wins: bigint }> {
  const result = await db.execute(sql`select
      coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerTransactions.kind} like '%\\_bet'), 0)::text as stakes,
      coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerTransactions.kind} like '%\\_win'), 0)::text as wins
    from ${ledgerEntries}
    join ${ledgerTransactions} on ${ledgerTransactions.id} = ${ledgerEntries.transactionId}
    join ${accounts} on ${accounts.id} = ${ledgerEntries.accountId}
    where ${accounts.userId} = ${userId} and ${accounts.kind} = 'game'
      and ${ledgerEntries.createdAt} >= ${since.toISOString()}::timestamptz`)
  const [row] = (result as unknown as { rows: { stakes: string; wins: string }[] }).rows
  return { stakes: BigInt(row?.stakes ?? '0'), wins: BigInt(row?.wins ?? '0') }
}

const LIMIT_NAMES: Record<LimitKind, string> = {
  deposit_daily: 'daily deposit limit',
  deposit_weekly: 'weekly deposit limit',
  deposit_monthly: 'monthly deposit limit',
  loss_daily: 'daily loss limit',
  loss_weekly: 'weekly loss limit',
  loss_monthly: 'monthly loss limit',
}

/**
 * Inside the transaction that moves the money, before it moves: refuses a deposit request or a stake of
 * `amount` during a cool-off or a self-exclusion, or when it would pass a limit in force (403, naming the limit
 * and what is left). Locks the player's care row first, so concurrent requests of one player are checked in
 * turn; a player without care settings costs one indexed read.
 */
export async function enforceCare(
  tx: AppDatabase,
  userId: number,
  measure: LimitMeasure,
  amount: bigint,
  now: Date,
): Promise<void> {
  const care = await readCare(tx, userId, { lock: true })
  if (!care) return
  const blockedUntil = [care.excludedUntil, care.coolOffUntil]
    .filter((until): until is Date => until !== null && until.getTime() > now.getTime())
    .sort((a, b) => b.getTime() - a.getTime())[0]
  if (blockedUntil) {
    const what =
      care.excludedUntil && care.excludedUntil.getTime() > now.getTime() ? 'self-excluded' : 'on a cool-off'
    throw new Refusal(
      403,
      failure(
        `You are ${what} until ${yangonDateTime(blockedUntil)} (Yangon time): no ${measure === 'deposit' ? 'deposits' : 'bets'} until then.`,
        { until: blockedUntil.toISOString() },
      ),
    )
  }
  const limits: Partial<Record<LimitKind, bigint | null>> = {}
  let any = false
  for (const kind of LIMIT_KINDS) {
    if (LIMIT_RULES[kind].measure !== measure) continue
    limits[kind] = settleLimit(care.limits[kind], now).value
    if (limits[kind] !== null) any = true
  }
  if (!any) return
  const refusal = limitRefusal(limits, await usageOf(tx, userId, now, measure), measure, amount)
  if (!refusal) return
  const left = toDecimalString(refusal.left)
  throw new Refusal(
    403,
    failure(
      `This ${measure === 'deposit' ? 'deposit' : 'bet'} would pass your ${LIMIT_NAMES[refusal.limit]}: ${left} Ks left.`,
      {
        limit: refusal.limit,
        left,
      },
    ),
  )
}
