import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'

/** What the widgets send: the bearer token, JSON, the page's language and a money request's key. */
const WIDGET_HEADERS = ['Authorization', 'Content-Type', 'Accept-Language', 'Idempotency-Key']

/**
 * Cross-origin access to the whole API for the partner sites the operator named (`PARTNER_ORIGINS`), so an
 * element told `mode="page"` on such a site can sign in and play there: the player's token then lives in that
 * site's storage, by the partner's choice. Exact origins only, no cookies (the API uses bearer tokens). Any other
 * origin passes on untouched to the routes' own rules (public reads are open to every origin).
 */
export function partnerCors(partnerOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(partnerOrigins)
  const open = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: WIDGET_HEADERS,
    exposeHeaders: ['Retry-After'],
    maxAge: 600,
  })
  return async (c, next) => {
    const origin = c.req.header('Origin')
    if (origin && allowed.has(origin)) return open(c, next)
    await next()
  }
}
