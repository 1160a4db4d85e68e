import { failure, success } from '@shwe/contract'
import { liftExclusionSchema } from '@shwe/contract/schemas'
import { yangonDateTime } from '@shwe/domain'
import { and, eq, gt, isNotNull, or } from 'drizzle-orm'
import type { Hono } from 'hono'
import type { AdminEnv } from '../admin/guard.ts'
import { readInput } from '../http.ts'
import type { ApiDeps } from '../routes.ts'
import { adminActions, users } from '../schema.ts'
import { playerCare } from './schema.ts'

/**
 * The operator's side of player care: `GET /admin/exclusions` lists every player on a cool-off or a
 * self-exclusion, and `POST /admin/exclusions/lift` ends one early, only with a written reason, which the audit
 * log keeps. A player can never shorten either.
 */
export function mountCareAdmin(admin: Hono<AdminEnv>, { db, clock }: ApiDeps): void {
  admin.get('/exclusions', async (c) => {
    const now = clock.now()
    const rows = await db
      .select({
        userName: users.userName,
        coolOffUntil: playerCare.coolOffUntil,
        excludedUntil: playerCare.excludedUntil,
      })
      .from(playerCare)
      .innerJoin(users, eq(users.id, playerCare.userId))
      .where(
        or(
          and(isNotNull(playerCare.coolOffUntil), gt(playerCare.coolOffUntil, now)),
          and(isNotNull(playerCare.excludedUntil), gt(playerCare.excludedUntil, now)),
        ),
      )
      .orderBy(users.userName)
    const until = (at: Date | null) =>
      at && at.getTime() > now.getTime() ? `${yangonDateTime(at)} Yangon` : null
    return c.json(
      success(
        rows.map((row) => ({
          user_name: row.userName,
          cool_off_until: until(row.coolOffUntil),
          excluded_until: until(row.excludedUntil),
        })),
      ),
    )
  })

  admin.post('/exclusions/lift', async (c) => {
    const { user_name: userName, reason } = await readInput(c, liftExclusionSchema)
    const now = clock.now()
    const lifted = await db.transaction(async (tx) => {
      const [player] = await tx.select({ id: users.id }).from(users).where(eq(users.userName, userName))
      if (!player) return null
      const [row] = await tx
        .update(playerCare)
        .set({ coolOffUntil: null, excludedUntil: null, updatedAt: now })
        .where(eq(playerCare.userId, player.id))
        .returning({ userId: playerCare.userId })
      if (!row) return null
      await tx.insert(adminActions).values({
        actor: c.get('actor'),
        action: 'lift_exclusion',
        target: `user:${player.id}`,
        userId: player.id,
        note: reason,
        createdAt: now,
      })
      return player.id
    })
    if (lifted === null) return c.json(failure('No cool-off or exclusion of that player.'), 404)
    return c.json(success({ user_name: userName }, 'The cool-off or exclusion was lifted.'))
  })
}
