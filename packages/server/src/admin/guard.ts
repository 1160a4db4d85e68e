import type { MiddlewareHandler } from 'hono'
import type { ApiDeps } from '../routes.ts'
import { isAdminToken } from './token.ts'

/** What every admin route can read: who acts, as recorded in the audit log. */
export type AdminEnv = { Variables: { actor: string } }

const ADMIN_TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,200}$/

/**
 * Lets a request through only with `Authorization: Bearer <admin token>`, else 401. `X-Admin-Actor` names who
 * acts (the CLI sends `cli:<user>`); it is recorded only after the token is accepted.
 */
export function adminGuard(deps: Pick<ApiDeps, 'db' | 'config'>): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const header = c.req.header('Authorization')
    const token = header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1]
    const ok =
      token !== undefined &&
      ADMIN_TOKEN_SHAPE.test(token) &&
      (await isAdminToken(deps.db, token, deps.config.adminToken))
    if (!ok) return c.json({ message: 'Unauthenticated.' }, 401)
    const actor = c.req.header('X-Admin-Actor')?.trim()
    c.set('actor', actor && /^[\w:.@-]{1,64}$/.test(actor) ? actor : 'admin-api')
    await next()
  }
}
