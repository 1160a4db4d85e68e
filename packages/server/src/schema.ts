import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/**
 * Database schema. Money columns hold integer pya (1 kyat = 100 pya) as `bigint`, read as JS `bigint`.
 * Every timestamp is a `timestamptz`; business rules convert to Asia/Yangon when they need a calendar.
 * After editing this file run `npm run db:generate` and commit the new migration in `packages/server/drizzle/`.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()

export const USER_ROLES = ['player', 'agent', 'admin'] as const
export type UserRole = (typeof USER_ROLES)[number]

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userName: text('user_name').notNull().unique(),
    name: text('name').notNull(),
    phone: text('phone').unique(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<UserRole>().notNull(),
    /** 1 active, 0 disabled. */
    status: integer('status').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('player', 'agent', 'admin')`),
    check('users_status_check', sql`${t.status} in (0, 1)`),
  ],
)

/**
 * Kinds of account. Players own a `main` and a `game` account; system accounts (no user) such as the house,
 * bank and pending-withdrawal accounts arrive with the ledger.
 */
export type AccountKind = 'main' | 'game' | (string & {})

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    /** Null for system accounts. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<AccountKind>().notNull(),
    /** Cached balance in pya. User accounts never go negative; system accounts may. */
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: createdAt(),
  },
  (t) => [
    unique('accounts_user_kind_key').on(t.userId, t.kind),
    // (user_id, kind) does not constrain rows whose user_id is null, so system accounts get their own key.
    uniqueIndex('accounts_system_kind_key').on(t.kind).where(sql`${t.userId} is null`),
    check('accounts_user_balance_check', sql`${t.userId} is null or ${t.balance} >= 0`),
  ],
)

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Absolute expiry, fixed at issue time. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('auth_tokens_user_id_idx').on(t.userId)],
)

export const WITHDRAW_STATUS = { waiting: 0, approved: 1, rejected: 2 } as const
export type WithdrawStatus = (typeof WITHDRAW_STATUS)[keyof typeof WITHDRAW_STATUS]

export const withdrawRequests = pgTable(
  'withdraw_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Pya. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: smallint('status').$type<WithdrawStatus>().notNull().default(0),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('withdraw_requests_amount_check', sql`${t.amount} > 0`),
    check('withdraw_requests_status_check', sql`${t.status} in (0, 1, 2)`),
    // A decided request has a decision time; a waiting one does not.
    check('withdraw_requests_decided_check', sql`(${t.status} = 0) = (${t.decidedAt} is null)`),
    index('withdraw_requests_user_id_idx').on(t.userId),
    index('withdraw_requests_status_decided_idx').on(t.status, t.decidedAt),
  ],
)
