import { success } from '@shwe/contract'
import { coolOffSchema, limitsSchema, selfExclusionSchema } from '@shwe/contract/schemas'
import {
  changeLimit,
  coolOffEnd,
  LIMIT_KINDS,
  type LimitKind,
  selfExclusionEnd,
  settleLimit,
  toDecimalString,
} from '@shwe/domain'
import { eq } from 'drizzle-orm'
import type { Context, Hono } from 'hono'
import type { AuthEnv } from '../auth.ts'
import type { AppDatabase } from '../db.ts'
import { readInput } from '../http.ts'
import type { ApiDeps } from '../routes.ts'
import { adminActions, authTokens } from '../schema.ts'
import { playerCare, playerLimits } from './schema.ts'
import { type Care, positionSince, readCare } from './service.ts'

/**
 * The player's own care settings: `GET /limits`, `POST /limits` (deposit and loss limits, the reality check),
 * `POST /cool-off` and `POST /self-exclusion`. A tighter limit applies at once and a looser one after a day; a
 * cool-off or an exclusion can be lengthened, never shortened, by the player. Every change is in the audit log.
 */

/** The reply of every call: what is in force at `now`, what waits and until when. */
export function careView(care: Care | null, now: Date) {
  const limits = {} as Record<LimitKind, string | null>
  const pending: { limit: LimitKind; value: string | null; effective_at: string }[] = []
  for (const kind of LIMIT_KINDS) {
    const state = care ? settleLimit(care.limits[kind], now) : { value: null }
    limits[kind] = state.value === null ? null : toDecimalString(state.value)
    if (state.pending) {
      pending.push({
        limit: kind,
        value: state.pending.value === null ? null : toDecimalString(state.pending.value),
        effective_at: state.pending.effectiveAt.toISOString(),
      })
    }
  }
  const active = (until: Date | null | undefined) =>
    until && until.getTime() > now.getTime() ? until.toISOString() : null
  return {
    limits,
    pending,
    reality_check_minutes: care?.realityCheckMinutes ?? null,
    cool_off_until: active(care?.coolOffUntil),
    excluded_until: active(care?.excludedUntil),
  }
}

/** Makes sure the player has a care row and locks it, so changes of one player apply one at a time. */
async function lockCare(tx: AppDatabase, userId: number, now: Date): Promise<Care> {
  await tx.insert(playerCare).values({ userId, updatedAt: now }).onConflictDoNothing()
  const care = await readCare(tx, userId, { lock: true })
  if (!care) throw new Error(`care: no row for user ${userId}`)
  return care
}

const audit = (tx: AppDatabase, userId: number, action: string, amount: bigint | null, now: Date) =>
  tx.insert(adminActions).values({
    actor: `player:${userId}`,
    action,
    target: `user:${userId}`,
    userId,
    amount,
    createdAt: now,
  })

export function mountCare(api: Hono<AuthEnv>, { db, clock, auth }: ApiDeps): void {
  api.get('/limits', auth, async (c) => {
    const now = clock.now()
    return c.json(success(careView(await readCare(db, c.get('auth').userId), now), 'Limits'))
  })

  // The reality check: how long this sign-in has lasted and what it has won or lost, counted by the server so
  // every page and tab of the session shows the same figures.
  api.get('/reality-check', auth, async (c) => {
    const { userId, tokenId } = c.get('auth')
    const [token] = await db
      .select({ createdAt: authTokens.createdAt })
      .from(authTokens)
      .where(eq(authTokens.id, tokenId))
    const signedInAt = token?.createdAt ?? clock.now()
    const [care, position] = await Promise.all([readCare(db, userId), positionSince(db, userId, signedInAt)])
    return c.json(
      success(
        {
          signed_in_at: signedInAt.toISOString(),
          now: clock.now().toISOString(),
          reality_check_minutes: care?.realityCheckMinutes ?? null,
          stakes: toDecimalString(position.stakes),
          wins: toDecimalString(position.wins),
          net: toDecimalString(position.wins - position.stakes),
        },
        'Reality check',
      ),
    )
  })

  api.post('/limits', auth, async (c) => {
    const input = await readInput(c, limitsSchema)
    const userId = c.get('auth').userId
    const now = clock.now()
    const care = await db.transaction(async (tx) => {
      const current = await lockCare(tx, userId, now)
      for (const kind of LIMIT_KINDS) {
        const requested = input[kind]
        if (requested === undefined) continue
        const next = changeLimit(current.limits[kind], requested, now)
        const row = {
          value: next.value,
          hasPending: next.pending !== undefined,
          pendingValue: next.pending?.value ?? null,
          pendingAt: next.pending?.effectiveAt ?? null,
          updatedAt: now,
        }
        await tx
          .insert(playerLimits)
          .values({ userId, kind, ...row })
          .onConflictDoUpdate({ target: [playerLimits.userId, playerLimits.kind], set: row })
        await audit(tx, userId, requested === null ? `limit:${kind}:remove` : `limit:${kind}`, requested, now)
      }
      const minutes = input.reality_check_minutes
      if (minutes !== undefined) {
        await tx
          .update(playerCare)
          .set({ realityCheckMinutes: minutes, updatedAt: now })
          .where(eqUser(userId))
        await audit(tx, userId, `reality_check:${minutes ?? 'off'}`, null, now)
      }
      return readCare(tx, userId)
    })
    return c.json(success(careView(care, now), 'Limits saved'))
  })

  /**
   * Starts a cool-off or an exclusion, or lengthens the one running: it ends at the later of the two ends. The
   * reply is the care view with `message`.
   */
  const pause = async (c: Context<AuthEnv>, pausing: Pausing) => {
    const userId = c.get('auth').userId
    const now = clock.now()
    const care = await db.transaction(async (tx) => {
      const current = await lockCare(tx, userId, now)
      const until = later(current[pausing.field], pausing.end(now))
      await tx
        .update(playerCare)
        .set({ [pausing.field]: until, updatedAt: now })
        .where(eqUser(userId))
      await audit(tx, userId, pausing.action, null, now)
      return readCare(tx, userId)
    })
    return c.json(success(careView(care, now), pausing.message))
  }

  api.post('/cool-off', auth, async (c) => {
    const { period } = await readInput(c, coolOffSchema)
    const end = (now: Date) => coolOffEnd(period, now)
    return pause(c, { field: 'coolOffUntil', end, action: `cool_off:${period}`, message: 'Cool-off started' })
  })

  api.post('/self-exclusion', auth, async (c) => {
    const { months } = await readInput(c, selfExclusionSchema)
    const end = (now: Date) => selfExclusionEnd(months, now)
    const message = 'Self-exclusion started'
    return pause(c, { field: 'excludedUntil', end, action: `self_exclusion:${months}`, message })
  })
}

/** A cool-off or an exclusion: the column of its end, that end from now, its audit action, the reply's message. */
interface Pausing {
  field: 'coolOffUntil' | 'excludedUntil'
  end: (now: Date) => Date
  action: string
  message: string
}

/** The later of two ends: a player may lengthen a cool-off or an exclusion, never shorten it. */
const later = (current: Date | null, next: Date) =>
  current && current.getTime() > next.getTime() ? current : next

const eqUser = (userId: number) => eq(playerCare.userId, userId)
