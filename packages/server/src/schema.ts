import type { ReceiptMediaType } from '@shwe/contract'
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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

/** A `timestamptz` column read as a `Date`; every feature schema uses these two. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
export const createdAt = () => instant('created_at').notNull().defaultNow()
export const updatedAt = () => instant('updated_at').notNull().defaultNow()

/**
 * The user a row belongs to. `restrict` keeps money history: such a user cannot be deleted; `cascade` drops
 * rows that mean nothing without their user (sessions, devices, limits).
 */
export const ownerId = (onDelete: 'restrict' | 'cascade') =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete })

/** The ledger transaction that moved a bet's stake; a bet is never without one. */
export const betTransactionId = () =>
  bigint('bet_transaction_id', { mode: 'number' })
    .notNull()
    .references(() => ledgerTransactions.id, { onDelete: 'restrict' })

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
    /** Agents only: the code new players give when they register. */
    referralCode: text('referral_code').unique(),
    /** Players only: the agent they registered under. */
    agentId: integer('agent_id'),
    /** Guest accounts are made in one tap by the client (type 40 in the contract). */
    isGuest: boolean('is_guest').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('player', 'agent', 'admin')`),
    check('users_status_check', sql`${t.status} in (0, 1)`),
  ],
)

/**
 * Kinds of account. Players own a `main` and a `game` account; agents own a `float` (what they can pay out to
 * players). System accounts have no user: `house` (the other side of every game), `bank` (money entering and
 * leaving the platform) and `pending_withdrawal` (withdrawals requested and not yet decided).
 */
export type UserAccountKind = 'main' | 'game' | 'float'
export type SystemAccountKind = 'house' | 'bank' | 'pending_withdrawal'
export type AccountKind = UserAccountKind | SystemAccountKind

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    /** Null for system accounts. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<AccountKind>().notNull(),
    /** Cached balance in pya. User accounts never go negative; system accounts may. */
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    /**
     * A system account is kept as several rows of one kind (0 to SYSTEM_SHARDS − 1), one picked at random per
     * posting, so concurrent bets do not all wait on one row; its balance is their sum. User accounts: 0.
     */
    shard: smallint('shard').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'accounts_kind_check',
      sql`${t.kind} in ('main', 'game', 'float', 'house', 'bank', 'pending_withdrawal')`,
    ),
    check(
      'accounts_owner_check',
      sql`(${t.userId} is null) = (${t.kind} in ('house', 'bank', 'pending_withdrawal'))`,
    ),
    unique('accounts_user_kind_key').on(t.userId, t.kind),
    // (user_id, kind) does not constrain rows whose user_id is null, so system accounts get their own key.
    uniqueIndex('accounts_system_kind_shard_key').on(t.kind, t.shard).where(sql`${t.userId} is null`),
    check('accounts_user_balance_check', sql`${t.userId} is null or ${t.balance} >= 0`),
  ],
)

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: ownerId('cascade'),
    /** Hex SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at').notNull(),
    /** Absolute expiry, fixed at issue time. */
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('auth_tokens_user_id_idx').on(t.userId)],
)

/** Request status in the contract: 0 waiting, 1 done (approved), 2 rejected. */
export const REQUEST_STATUS = { waiting: 0, approved: 1, rejected: 2 } as const
export type RequestStatus = (typeof REQUEST_STATUS)[keyof typeof REQUEST_STATUS]

/**
 * The ledger. A transaction groups entries whose amounts sum to zero (checked by a deferred constraint
 * trigger at commit); an entry changes one account's balance by `amount` and records the balance after it.
 * Entries and transactions are only ever inserted: triggers reject UPDATE and DELETE (see the migration).
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What moved the money, e.g. `exchange_main_to_game`, `deposit_approve`, `slot_bet`. */
    kind: text('kind').notNull(),
    /** The player the transaction is about, when there is one. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    /** A unique business reference (e.g. `deposit:12:approve`), so the same event cannot post twice. */
    reference: text('reference').unique(),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_transactions_user_kind_idx').on(t.userId, t.kind, t.createdAt)],
)

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    /** Pya; positive raises the account's balance, negative lowers it. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.accountId, t.id),
  ],
)

/** Myanmar payment services a player pays with or is paid to (KBZPay, WavePay, ...). */
export const paymentTypes = pgTable('payment_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Path of the logo under the server root, e.g. `media/payments/kbzpay.svg`. */
  image: text('image').notNull(),
  createdAt: createdAt(),
})

/** An account with a payment service: which service, and the holder's name and number there. */
const paymentAccount = () => ({
  paymentTypeId: integer('payment_type_id')
    .notNull()
    .references(() => paymentTypes.id, { onDelete: 'restrict' }),
  accountName: text('account_name').notNull(),
  accountNumber: text('account_number').notNull(),
})

/** An agent's receiving account, where players send deposits (the `/banks` list). */
export const agentPaymentAccounts = pgTable(
  'agent_payment_accounts',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    ...paymentAccount(),
    createdAt: createdAt(),
  },
  (t) => [index('agent_payment_accounts_agent_idx').on(t.agentId)],
)

/** A player's own payout account, remembered from registration or their last withdrawal. */
export const userPaymentAccounts = pgTable('user_payment_accounts', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  ...paymentAccount(),
  createdAt: createdAt(),
})

const decisionColumns = () => ({
  status: smallint('status').$type<RequestStatus>().notNull().default(0),
  createdAt: createdAt(),
  decidedAt: instant('decided_at'),
  /** Who decided: `admin-api` or `cli:<name>`. */
  decidedBy: text('decided_by'),
})

/** A player says they sent money to an agent account; nothing moves until an admin approves it. */
export const depositRequests = pgTable(
  'deposit_requests',
  {
    id: serial('id').primaryKey(),
    userId: ownerId('restrict'),
    agentPaymentAccountId: integer('agent_payment_account_id')
      .notNull()
      .references(() => agentPaymentAccounts.id, { onDelete: 'restrict' }),
    /** Pya. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The last six digits of the payment receipt, kept as text so leading zeros survive. */
    referenceNo: text('reference_no').notNull(),
    /**
     * The receipt image's file name in the receipts folder (`AppConfig.receiptsDir`): random, chosen by the
     * server, never the uploaded name. Null when the player sent no receipt.
     */
    receiptFile: text('receipt_file'),
    /** The receipt's media type, as its content showed it to be. */
    receiptType: text('receipt_type').$type<ReceiptMediaType>(),
    ...decisionColumns(),
  },
  (t) => [
    check('deposit_requests_amount_check', sql`${t.amount} > 0`),
    // The name is joined to the receipts folder when served, so nothing else may ever be stored in it.
    check(
      'deposit_requests_receipt_check',
      sql`(${t.receiptFile} is null and ${t.receiptType} is null) or (${t.receiptFile} ~ '^[0-9a-f]{32}[.](png|jpg|webp)$' and ${t.receiptType} in ('image/png', 'image/jpeg', 'image/webp'))`,
    ),
    check('deposit_requests_status_check', sql`${t.status} in (0, 1, 2)`),
    check('deposit_requests_decided_check', sql`(${t.status} = 0) = (${t.decidedAt} is null)`),
    check('deposit_requests_reference_check', sql`${t.referenceNo} ~ '^[0-9]{6}$'`),
    index('deposit_requests_user_id_idx').on(t.userId, t.id),
    index('deposit_requests_status_idx').on(t.status, t.id),
  ],
)

/** A withdrawal: its amount is moved from the game account to `pending_withdrawal` when it is requested. */
export const withdrawRequests = pgTable(
  'withdraw_requests',
  {
    id: serial('id').primaryKey(),
    userId: ownerId('restrict'),
    /** Pya. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    paymentTypeId: integer('payment_type_id').references(() => paymentTypes.id, { onDelete: 'restrict' }),
    accountName: text('account_name'),
    accountNumber: text('account_number'),
    ...decisionColumns(),
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

/**
 * The first reply to each `Idempotency-Key` a user sends with a money-moving request. A repeat with the
 * same key and body gets this reply back; the same key with another body is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: ownerId('cascade'),
    key: text('key').notNull(),
    /** SHA-256 of method, path and body. */
    fingerprint: text('fingerprint').notNull(),
    statusCode: smallint('status_code').notNull(),
    /** The reply's JSON text, byte for byte, so a repeat is answered identically. */
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
)

/** Failed sign-ins, counted per address and per account to slow down password guessing (accounts/limits.ts). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /**
     * The account tried, `account:<id>`, whichever of its logins (user name, phone) was typed; for a login
     * that names no account, `login:<the login as typed, lower-cased>`.
     */
    login: text('login').notNull(),
    /** The client's key: its IPv4 address, or its IPv6 /64. */
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_login_idx').on(t.login, t.createdAt),
    index('login_failures_address_idx').on(t.address, t.createdAt),
  ],
)

/**
 * The audit log: every admin action that moves money (who, when, what, and the player's balances before and
 * after), every change a player makes to their limits, cool-off or exclusion, and every exclusion lifted.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: serial('id').primaryKey(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    /** e.g. `deposit:12`. */
    target: text('target').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'bigint' }),
    before: jsonb('before').$type<{ main: string; game: string }>(),
    after: jsonb('after').$type<{ main: string; game: string }>(),
    /** Why, where the action needs a reason (lifting a self-exclusion). */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('admin_actions_created_idx').on(t.createdAt)],
)

/** Server-wide settings kept in the database, such as the admin token's hash. */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
})
