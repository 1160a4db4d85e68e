import { sql } from 'drizzle-orm'
import { bigserial, check, index, pgTable, text } from 'drizzle-orm/pg-core'
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
