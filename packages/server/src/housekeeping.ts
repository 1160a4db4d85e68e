import { lt, or } from 'drizzle-orm'
import type { AppConfig } from './config.ts'
import type { AppDatabase } from './db.ts'
import { launchTickets, playSessions } from './games/schema.ts'
import { SESSION_IDLE_MS } from './games/sessions.ts'
import { pushOutbox } from './push/schema.ts'
import { authTokens, idempotencyKeys, loginFailures } from './schema.ts'

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
/** How long a sent or given-up win notification stays in the outbox, for the operator to look at. */
const PUSH_KEEP_MS = 7 * DAY_MS
/** How long a reply stays available to retries with the same Idempotency-Key. */
export const IDEMPOTENCY_KEEP_MS = DAY_MS

/**
 * Deletes what can no longer matter: failed sign-ins older than the counting window, dead bearer tokens,
 * idempotency keys past their retry window, used or expired launch tickets, ended play sessions, and win
 * notifications sent or given up a week ago.
 * Nothing here holds money; the ledger is never touched.
 */
export async function purgeExpired(
  db: AppDatabase,
  now: Date,
  config: Pick<AppConfig, 'loginWindowMinutes' | 'tokenIdleMinutes'>,
): Promise<Record<string, number>> {
  const before = (ms: number) => new Date(now.getTime() - ms)
  const counted = async (rows: Promise<unknown[]>) => (await rows).length
  return {
    loginFailures: await counted(
      db
        .delete(loginFailures)
        .where(lt(loginFailures.createdAt, before(config.loginWindowMinutes * 60_000)))
        .returning({ id: loginFailures.id }),
    ),
    authTokens: await counted(
      db
        .delete(authTokens)
        .where(
          or(
            lt(authTokens.expiresAt, now),
            lt(authTokens.revokedAt, now),
            lt(authTokens.lastUsedAt, before(config.tokenIdleMinutes * 60_000)),
          ),
        )
        .returning({ id: authTokens.id }),
    ),
    idempotencyKeys: await counted(
      db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, before(IDEMPOTENCY_KEEP_MS)))
        .returning({ key: idempotencyKeys.key }),
    ),
    launchTickets: await counted(
      db
        .delete(launchTickets)
        .where(lt(launchTickets.expiresAt, before(HOUR_MS)))
        .returning({ id: launchTickets.id }),
    ),
    playSessions: await counted(
      db
        .delete(playSessions)
        .where(or(lt(playSessions.expiresAt, now), lt(playSessions.lastUsedAt, before(SESSION_IDLE_MS))))
        .returning({ id: playSessions.id }),
    ),
    pushOutbox: await counted(
      db
        .delete(pushOutbox)
        .where(
          or(lt(pushOutbox.sentAt, before(PUSH_KEEP_MS)), lt(pushOutbox.givenUpAt, before(PUSH_KEEP_MS))),
        )
        .returning({ id: pushOutbox.id }),
    ),
  }
}
