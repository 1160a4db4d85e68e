import { type FieldErrors, success, validationBody } from '@shwe/contract'
import {
  COOL_OFF_PERIODS,
  type CoolOffPeriod,
  changeLimit,
  coolOffEnd,
  LIMIT_KINDS,
  type LimitKind,
  MAX_LIMIT_PYA,
  parseKyat,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_MONTHS,
  selfExclusionEnd,
  settleLimit,
  toDecimalString,
} from '@shwe/domain'
import { eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import type { AuthEnv } from '../auth.ts'
import type { AppDatabase } from '../db.ts'
import { readJsonObject } from '../http.ts'
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

type LimitChanges = { limits: Partial<Record<LimitKind, bigint | null>>; realityCheck?: number | null }

/** Reads a `POST /limits` body: each limit in kyat (at most two decimals) or null, and the reality check. */
export function parseLimitChanges(
  body: Record<string, unknown>,
): { ok: true; value: LimitChanges } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {}
  const value: LimitChanges = { limits: {} }
  for (const kind of LIMIT_KINDS) {
    if (!(kind in body)) continue
    const raw = body[kind]
    if (raw === null) {
      value.limits[kind] = null
      continue
    }
    const pya = typeof raw === 'number' || typeof raw === 'string' ? parseKyat(String(raw)) : null
    if (pya === null || pya > MAX_LIMIT_PYA) {
      errors[kind] = [
        `The ${kind} must be an amount from 0 to ${toDecimalString(MAX_LIMIT_PYA)} kyat, or null for none.`,
      ]
    } else {
      value.limits[kind] = pya
    }
  }
  if ('reality_check_minutes' in body) {
    const minutes = body.reality_check_minutes
    if (minutes === null || (REALITY_CHECK_MINUTES as readonly unknown[]).includes(minutes)) {
      value.realityCheck = minutes as number | null
    } else {
      errors.reality_check_minutes = [
        `The reality_check_minutes must be one of ${REALITY_CHECK_MINUTES.join(', ')}, or null.`,
      ]
    }
  }
  if (
    Object.keys(value.limits).length === 0 &&
    value.realityCheck === undefined &&
    Object.keys(errors).length === 0
  ) {
    errors.body = ['Send at least one limit or reality_check_minutes.']
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value }
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
  const invalid = (errors: FieldErrors) => validationBody(errors)

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
    const parsed = parseLimitChanges(await readJsonObject(c))
    if (!parsed.ok) return c.json(invalid(parsed.errors), 422)
    const userId = c.get('auth').userId
    const now = clock.now()
    const care = await db.transaction(async (tx) => {
      const current = await lockCare(tx, userId, now)
      for (const [kind, requested] of Object.entries(parsed.value.limits) as [LimitKind, bigint | null][]) {
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
      if (parsed.value.realityCheck !== undefined) {
        await tx
          .update(playerCare)
          .set({ realityCheckMinutes: parsed.value.realityCheck, updatedAt: now })
          .where(eqUser(userId))
        await audit(tx, userId, `reality_check:${parsed.value.realityCheck ?? 'off'}`, null, now)
      }
      return readCare(tx, userId)
    })
    return c.json(success(careView(care, now), 'Limits saved'))
  })

  api.post('/cool-off', auth, async (c) => {
    const { period } = await readJsonObject(c)
    if (!(COOL_OFF_PERIODS as readonly unknown[]).includes(period)) {
      return c.json(invalid({ period: [`The period must be one of ${COOL_OFF_PERIODS.join(', ')}.`] }), 422)
    }
    const userId = c.get('auth').userId
    const now = clock.now()
    const care = await db.transaction(async (tx) => {
      const current = await lockCare(tx, userId, now)
      const until = later(current.coolOffUntil, coolOffEnd(period as CoolOffPeriod, now))
      await tx.update(playerCare).set({ coolOffUntil: until, updatedAt: now }).where(eqUser(userId))
      await audit(tx, userId, `cool_off:${period}`, null, now)
      return readCare(tx, userId)
    })
    return c.json(success(careView(care, now), 'Cool-off started'))
  })

  api.post('/self-exclusion', auth, async (c) => {
    const { months } = await readJsonObject(c)
    if (
      typeof months !== 'number' ||
      !Number.isInteger(months) ||
      months < SELF_EXCLUSION_MONTHS.min ||
      months > SELF_EXCLUSION_MONTHS.max
    ) {
      return c.json(
        invalid({
          months: [
            `The months must be a whole number from ${SELF_EXCLUSION_MONTHS.min} to ${SELF_EXCLUSION_MONTHS.max}.`,
          ],
        }),
        422,
      )
    }
    const userId = c.get('auth').userId
    const now = clock.now()
    const care = await db.transaction(async (tx) => {
      const current = await lockCare(tx, userId, now)
      const until = later(current.excludedUntil, selfExclusionEnd(months, now))
      await tx.update(playerCare).set({ excludedUntil: until, updatedAt: now }).where(eqUser(userId))
      await audit(tx, userId, `self_exclusion:${months}`, null, now)
      return readCare(tx, userId)
    })
    return c.json(success(careView(care, now), 'Self-exclusion started'))
  })
}

/** The later of two ends: a player may lengthen a cool-off or an exclusion, never shorten it. */
const later = (current: Date | null, next: Date) =>
  current && current.getTime() > next.getTime() ? current : next

const eqUser = (userId: number) => eq(playerCare.userId, userId)
