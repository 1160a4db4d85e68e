import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core'
import { createdAt, instant, ownerId, updatedAt } from '../schema.ts'

/**
 * Web Push subscriptions, one per device (the push service's endpoint is unique): the keys to encrypt a
 * message for that browser, and the language to write it in. A device that signs in as another player
 * moves to that player. A player keeps at most `MAX_DEVICES` of them (see routes.ts).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: ownerId('cascade'),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key, uncompressed, base64url. */
    p256dh: text('p256dh').notNull(),
    /** The browser's 16-byte authentication secret, base64url. */
    auth: text('auth').notNull(),
    language: text('language').$type<'mm' | 'en' | 'zh' | 'th'>().notNull(),
    createdAt: createdAt(),
    /** When the device last saved it (a new sign-in, a new language): the oldest are dropped first. */
    updatedAt: updatedAt(),
    /** The last push the push service accepted. */
    lastSuccessAt: instant('last_success_at'),
  },
  (t) => [
    check('push_subscriptions_language_check', sql`${t.language} in ('mm', 'en', 'zh', 'th')`),
    index('push_subscriptions_user_idx').on(t.userId, t.updatedAt),
  ],
)

/**
 * Win notifications waiting to be sent, one per device and winning number of a draw. Settlement writes them
 * in the transaction that pays the win, so a server that stops after the commit leaves them here for any
 * other (or its own next start) to send. A sender claims rows with `for update skip locked`, pushing
 * `next_attempt_at` past its time limit, so no two processes send one row at once; after a push service's
 * reply the row is marked sent, or put off with a growing wait, and given up a day after it was written.
 * `version` grows when a later settlement batch pays the same number again: a send of an older version is
 * not taken as the latest, so the device gets the whole prize.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    userId: ownerId('cascade'),
    game: text('game').$type<'2d' | '3d'>().notNull(),
    drawDate: date('draw_date', { mode: 'string' }).notNull(),
    session: text('session').$type<'morning' | 'evening' | 'draw'>().notNull(),
    number: text('number').notNull(),
    version: integer('version').notNull().default(1),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    /** The process sending it now or last (`shwe host:pid`, as `pg_stat_activity` names it), for the operator. */
    claimedBy: text('claimed_by'),
    sentAt: instant('sent_at'),
    givenUpAt: instant('given_up_at'),
  },
  (t) => [
    unique('push_outbox_notice_key').on(t.subscriptionId, t.game, t.drawDate, t.session, t.number),
    index('push_outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.sentAt} is null and ${t.givenUpAt} is null`),
    index('push_outbox_created_idx').on(t.createdAt),
  ],
)

/**
 * Keys every server process of one database signs with, made once by whichever starts first (the VAPID pair
 * under `vapid`).
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
})
