import { createHash, randomBytes } from 'node:crypto'
import { failure } from '@shwe/contract'
import type { Clock } from '@shwe/domain'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Context, MiddlewareHandler } from 'hono'
import type { AppConfig } from './config.ts'
import type { AppDatabase } from './db.ts'
import { authTokens, type UserRole, users } from './schema.ts'

/**
 * Bearer tokens: 32 random bytes (base64url) handed to the client once; the database keeps only their
 * SHA-256, so a leaked table does not yield usable tokens. Each token has an absolute expiry fixed at
 * login and an idle timeout measured from its last use.
 */

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS

export interface AuthState {
  userId: number
  tokenId: number
  role: UserRole
}

export type AuthEnv = { Variables: { auth: AuthState } }

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')

export async function issueToken(
  db: AppDatabase,
  userId: number,
  now: Date,
  config: Pick<AppConfig, 'tokenAbsoluteDays'>,
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.insert(authTokens).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + config.tokenAbsoluteDays * DAY_MS),
  })
  return token
}

/** A token's last use is written at most this often: the idle expiry counts to the minute. */
export const TOUCH_EVERY_MS = MINUTE_MS

/**
 * Resolves a presented token to its user, in one statement that checks it (not revoked, not past its absolute
 * expiry, used within the idle window, its user's state) and records the use only when the last recorded one is
 * a minute old or more. Most requests so write nothing, and their sign-in check is a single indexed read.
 */
export async function authenticateToken(
  db: AppDatabase,
  token: string,
  now: Date,
  config: Pick<AppConfig, 'tokenIdleMinutes'>,
): Promise<AuthState | null> {
  const idleCutoff = new Date(now.getTime() - config.tokenIdleMinutes * MINUTE_MS)
  const touchBefore = new Date(now.getTime() - TOUCH_EVERY_MS)
  const tokenHash = hashToken(token)
  const result = await db.execute(sql`
    with live as (
      select t.id as token_id, t.user_id, t.last_used_at, u.status, u.role
      from ${authTokens} t join ${users} u on u.id = t.user_id
      where t.token_hash = ${tokenHash} and t.revoked_at is null
        and t.expires_at > ${now.toISOString()}::timestamptz
        and t.last_used_at > ${idleCutoff.toISOString()}::timestamptz
    ), touched as (
      update ${authTokens} set last_used_at = ${now.toISOString()}::timestamptz
      where id = (select token_id from live)
        and last_used_at <= ${touchBefore.toISOString()}::timestamptz
    )
    select token_id, user_id, status, role from live`)
  const [live] = (
    result as unknown as { rows: { token_id: number; user_id: number; status: number; role: UserRole }[] }
  ).rows
  if (!live) {
    // An expired token stays dead even if the clock is later set back.
    await db
      .update(authTokens)
      .set({ revokedAt: now })
      .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)))
    return null
  }
  if (Number(live.status) !== 1) return null
  return { tokenId: Number(live.token_id), userId: Number(live.user_id), role: live.role }
}

export async function revokeToken(db: AppDatabase, tokenId: number, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)))
}

/** Base64url of 32 bytes is 43 characters; anything far off is rejected without touching the database. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,128}$/

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  const token = match?.[1]
  return token && TOKEN_SHAPE.test(token) ? token : null
}

export const NOT_A_PLAYER = 'Only players can use this. Please log in with a player account.'

/** The framework-style body every client expects on a missing, expired or revoked token. */
export const unauthenticated = (c: Context) => c.json({ message: 'Unauthenticated.' }, 401)

export function requireAuth(deps: {
  db: AppDatabase
  clock: Clock
  config: AppConfig
}): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'))
    if (!token) return unauthenticated(c)
    const auth = await authenticateToken(deps.db, token, deps.clock.now(), deps.config)
    if (!auth) return unauthenticated(c)
    // Signed in, but this API is for players (spec: the winners screens explain a 403).
    if (auth.role !== 'player') return c.json(failure(NOT_A_PLAYER), 403)
    c.set('auth', auth)
    await next()
  }
}
