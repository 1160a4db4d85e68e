import { sql } from 'drizzle-orm'
import { bigint, boolean, check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { instant, ownerId, users } from '../schema.ts'

/**
 * Player care: each player's deposit and loss limits (a tighter value in force at once, a looser one waiting a
 * day), the reality-check interval, and a cool-off or self-exclusion with its end. Amounts are pya.
 */

/** One row per player and limit kind (`deposit_daily` … `loss_monthly`, see `LIMIT_KINDS`). */
export const playerLimits = pgTable(
  'player_limits',
  {
    userId: ownerId('cascade'),
    kind: text('kind').notNull(),
    /** The limit in force; null: none. */
    value: bigint('value', { mode: 'bigint' }),
    /** A looser value asked for (null with `has_pending`: remove the limit), in force from `pending_at`. */
    hasPending: boolean('has_pending').notNull().default(false),
    pendingValue: bigint('pending_value', { mode: 'bigint' }),
    pendingAt: instant('pending_at'),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check(
      'player_limits_kind_check',
      sql`${t.kind} in ('deposit_daily', 'deposit_weekly', 'deposit_monthly', 'loss_daily', 'loss_weekly', 'loss_monthly')`,
    ),
    check('player_limits_value_check', sql`${t.value} is null or ${t.value} >= 0`),
    check('player_limits_pending_check', sql`${t.hasPending} = (${t.pendingAt} is not null)`),
  ],
)

/** One row per player who set anything: the row every money request of that player locks first. */
export const playerCare = pgTable(
  'player_care',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    realityCheckMinutes: integer('reality_check_minutes'),
    /** Deposits and bets are refused until then. */
    coolOffUntil: instant('cool_off_until'),
    excludedUntil: instant('excluded_until'),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    check(
      'player_care_reality_check',
      sql`${t.realityCheckMinutes} is null or ${t.realityCheckMinutes} in (15, 30, 60, 120)`,
    ),
  ],
)
