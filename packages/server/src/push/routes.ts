import {
  failure,
  type PushPublicKey,
  type PushSubscriptionView,
  paths,
  success,
  validationBody,
} from '@shwe/contract'
import { fieldErrors } from '@shwe/contract/schemas'
import { and, desc, eq, notInArray } from 'drizzle-orm'
import type { Hono } from 'hono'
import { z } from 'zod'
import type { AuthEnv } from '../auth.ts'
import { readInput, readJsonObject } from '../http.ts'
import type { ApiDeps } from '../routes.ts'
import { pushSubscriptions } from './schema.ts'
import {
  endpointOrigin,
  pushEndpointProblem,
  storedEndpointField,
  subscriptionSchema,
} from './subscription.ts'

/**
 * Win notifications: `GET /push/public-key` (public) gives the key a browser subscribes with;
 * `POST /push/subscriptions` stores the signed-in player's device, `DELETE /push/subscriptions` removes it.
 */

/** Devices per player: subscribing one more drops the one saved longest ago. */
export const MAX_DEVICES = 10

export function mountPush(api: Hono<AuthEnv>, { db, clock, config, auth, logger, push }: ApiDeps): void {
  const rules = { pushHosts: config.pushHosts, allowLoopbackHttp: config.pushAllowLoopbackHttp }
  const subscription = subscriptionSchema(rules)
  const unsubscription = z.object({ endpoint: storedEndpointField() })

  api.get(paths.pushPublicKey, (c) => {
    if (!push) return c.json(failure('Notifications are not available on this server.'), 503)
    // The key lasts as long as the server's data; a day in a browser's cache is safe.
    c.header('Cache-Control', 'public, max-age=86400')
    return c.json(success<PushPublicKey>({ public_key: push.publicKey }))
  })

  api.post(paths.pushSubscriptions, auth, async (c) => {
    const body = await readJsonObject(c)
    const parsed = subscription.safeParse(body)
    if (!parsed.success) {
      // An address the server will not send to is worth the operator's notice (a new browser's push
      // service is missing from PUSH_HOSTS, or someone tries to aim the server elsewhere); the path stays out.
      const { endpoint } = body
      const problem = typeof endpoint === 'string' && pushEndpointProblem(endpoint, rules)
      if (problem)
        logger.error(`Push subscription to ${endpointOrigin(String(endpoint))} refused: ${problem}`)
      return c.json(validationBody(fieldErrors(parsed.error)), 422)
    }
    const { endpoint, keys, language } = parsed.data
    const userId = c.get('auth').userId
    const now = clock.now()
    await db.transaction(async (tx) => {
      // One row per device: a device signed in as another player now notifies that player.
      const saved = { userId, p256dh: keys.p256dh, auth: keys.auth, language, updatedAt: now }
      await tx
        .insert(pushSubscriptions)
        .values({ endpoint, ...saved, createdAt: now })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: saved })
      const newest = tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
        .limit(MAX_DEVICES)
      await tx
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)))
    })
    return c.json(success<PushSubscriptionView>({ endpoint, language }, 'Notifications are on.'))
  })

  api.delete(paths.pushSubscriptions, auth, async (c) => {
    const { endpoint } = await readInput(c, unsubscription)
    // Only the caller's own: another player's device stays as it is, whoever knows its endpoint.
    await db
      .delete(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.userId, c.get('auth').userId), eq(pushSubscriptions.endpoint, endpoint)),
      )
    return c.json(success(null, 'Notifications are off.'))
  })
}
