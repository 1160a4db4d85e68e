import type { DigitBetType } from '@shwe/contract'
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { betTransactionId, createdAt, instant, ledgerTransactions, ownerId } from '../schema.ts'

/**
 * The digit game: each player's provably-fair seeds and every bet settled under them. A roll is
 * HMAC-SHA256(server seed, `client_seed:nonce`) (see `fairness.ts` in the domain), so the seed row plus a
 * bet's nonce is all anyone needs to recompute that bet's roll once the server seed is revealed.
 */

/**
 * A player's seed pair. The active one (revealed_at null) is the one bets roll under; only its commitment
 * is shown until the player rotates, which reveals the server seed and retires the row for good.
 */
export const digitSeeds = pgTable(
  'digit_seeds',
  {
    id: serial('id').primaryKey(),
    userId: ownerId('restrict'),
    /** Secret until `revealed_at`; never sent to the player before that. */
    serverSeed: text('server_seed').notNull(),
    /** Lowercase hex SHA-256 of the server seed, published before any bet uses it. */
    commitment: text('commitment').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce the next bet gets; bets under this seed used 0 … next_nonce − 1. */
    nextNonce: integer('next_nonce').notNull().default(0),
    createdAt: createdAt(),
    revealedAt: instant('revealed_at'),
  },
  (t) => [
    check('digit_seeds_next_nonce_check', sql`${t.nextNonce} >= 0`),
    // One active seed per player: concurrent first bets cannot each open their own.
    uniqueIndex('digit_seeds_active_key').on(t.userId).where(sql`${t.revealedAt} is null`),
    index('digit_seeds_user_revealed_idx').on(t.userId, t.revealedAt),
  ],
)

/**
 * One settled bet. It mirrors the ledger: `stake` left the player's game account in `bet_transaction_id`,
 * and `win_amount` (when above zero) came back in `win_transaction_id`, in the database transaction that
 * inserted this row.
 */
export const digitBets = pgTable(
  'digit_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: ownerId('restrict'),
    seedId: integer('seed_id')
      .notNull()
      .references(() => digitSeeds.id, { onDelete: 'restrict' }),
    nonce: integer('nonce').notNull(),
    /** Copied from the seed, so a row can be verified on its own. */
    clientSeed: text('client_seed').notNull(),
    betType: text('bet_type').$type<DigitBetType>().notNull(),
    /** The chosen digit of a `digit` bet; null for small and big. */
    digit: smallint('digit'),
    /** Pya per unit, as the player entered it. */
    betAmount: bigint('bet_amount', { mode: 'bigint' }).notNull(),
    multiplier: integer('multiplier').notNull(),
    /** Pya: bet_amount × multiplier. */
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    rolledNumber: smallint('rolled_number').notNull(),
    outcome: text('outcome').$type<'win' | 'lose'>().notNull(),
    /** Pya credited back, stake included; 0 on a loss. */
    winAmount: bigint('win_amount', { mode: 'bigint' }).notNull(),
    betTransactionId: betTransactionId(),
    winTransactionId: bigint('win_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
      {
        onDelete: 'restrict',
      },
    ),
    createdAt: createdAt(),
  },
  (t) => [
    unique('digit_bets_seed_nonce_key').on(t.seedId, t.nonce),
    check('digit_bets_bet_type_check', sql`${t.betType} in ('digit', 'small', 'big')`),
    check('digit_bets_digit_check', sql`(${t.betType} = 'digit') = (${t.digit} is not null)`),
    check('digit_bets_digit_range_check', sql`${t.digit} between 0 and 9`),
    check('digit_bets_rolled_check', sql`${t.rolledNumber} between 0 and 9`),
    check('digit_bets_nonce_check', sql`${t.nonce} >= 0`),
    check('digit_bets_amount_check', sql`${t.betAmount} > 0 and ${t.multiplier} > 0`),
    check('digit_bets_stake_check', sql`${t.stake} = ${t.betAmount} * ${t.multiplier}`),
    check('digit_bets_outcome_check', sql`${t.outcome} in ('win', 'lose')`),
    check('digit_bets_win_check', sql`${t.winAmount} >= 0 and (${t.winAmount} = 0 or ${t.outcome} = 'win')`),
    check(
      'digit_bets_win_transaction_check',
      sql`(${t.winTransactionId} is not null) = (${t.winAmount} > 0)`,
    ),
    index('digit_bets_user_idx').on(t.userId, t.id),
  ],
)
