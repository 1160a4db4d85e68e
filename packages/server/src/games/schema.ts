import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { games } from '../catalogue/schema.ts'
import { createdAt, instant, ownerId } from '../schema.ts'

/**
 * The built-in demo provider: one-time launch tickets, the play sessions they open, and every round played.
 * Tickets and sessions are random secrets of which only the SHA-256 is stored.
 */

/** What a ticket opens: the demo provider's game page, or a provider's HTML launch page kept by the server. */
const TICKET_KINDS = ['play', 'page'] as const

/**
 * Handed out by a launch call, consumed by the first visit of its address: `/play/<ticket>` (kind `play`) or
 * `/launch/<ticket>` (kind `page`, whose `page` is the HTML the provider answered the launch with).
 */
export const launchTickets = pgTable(
  'launch_tickets',
  {
    id: serial('id').primaryKey(),
    ticketHash: text('ticket_hash').notNull().unique(),
    kind: text('kind', { enum: TICKET_KINDS }).notNull().default('play'),
    /** The launch page of a `page` ticket, until its one visit takes it (then null). */
    page: text('page'),
    userId: ownerId('cascade'),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [
    index('launch_tickets_expires_idx').on(t.expiresAt),
    check('launch_tickets_kind_check', sql`${t.kind} in ('play', 'page')`),
    check('launch_tickets_page_check', sql`${t.kind} = 'page' or ${t.page} is null`),
  ],
)

/** One open game page: the page proves it with the session secret on every round. */
export const playSessions = pgTable(
  'play_sessions',
  {
    id: serial('id').primaryKey(),
    sessionHash: text('session_hash').notNull().unique(),
    userId: ownerId('cascade'),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at').notNull(),
    /** Absolute end, however busy the session is. */
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('play_sessions_user_idx').on(t.userId)],
)

/**
 * One settled round. It mirrors the ledger: `stake` left the player's game account in `bet_transaction_id`
 * and `payout` (when above zero) came back in `win_transaction_id`, both in the database transaction that
 * inserted this row. Game and product are copied, so the history survives catalogue edits.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: ownerId('restrict'),
    playSessionId: integer('play_session_id').references(() => playSessions.id, { onDelete: 'set null' }),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull(),
    productCode: integer('product_code').notNull(),
    /** Pya. */
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** Pya returned to the player, stake included; 0 for a loss. */
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    /** The game balance right after the round, for replaying the reply to a repeated request. */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    outcome: jsonb('outcome').notNull(),
    betTransactionId: bigint('bet_transaction_id', { mode: 'number' }),
    winTransactionId: bigint('win_transaction_id', { mode: 'number' }),
    /** Optional id the page sends, so a retried request plays the round once. */
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('game_rounds_stake_check', sql`${t.stake} > 0`),
    check('game_rounds_payout_check', sql`${t.payout} >= 0`),
    uniqueIndex('game_rounds_user_request_key')
      .on(t.userId, t.requestId)
      .where(sql`${t.requestId} is not null`),
    index('game_rounds_user_created_idx').on(t.userId, t.createdAt),
  ],
)
