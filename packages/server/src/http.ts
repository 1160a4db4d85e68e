import { validationBody } from '@shwe/contract'
import type { Context, MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'

/** Reads a JSON object body; a malformed or non-object body is a 422 with a field-style message. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new HTTPException(422, {
      res: c.json(validationBody({ body: ['The request body must be valid JSON.'] }), 422),
    })
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HTTPException(422, {
      res: c.json(validationBody({ body: ['The request body must be a JSON object.'] }), 422),
    })
  }
  return body as Record<string, unknown>
}

// By context: middleware such as the body limit may replace the request object on the way.
const forwardedOrigins = new WeakMap<Context, string>()

/**
 * The origin the browser used, as a proxy in front reports it in `X-Forwarded-Proto` and `X-Forwarded-Host`
 * (the first value of each); undefined when the headers are absent or do not make an origin.
 */
export function forwardedOrigin(request: Request): string | undefined {
  const first = (name: string) => request.headers.get(name)?.split(',')[0]?.trim() || undefined
  const proto = first('X-Forwarded-Proto')?.toLowerCase()
  const host = first('X-Forwarded-Host')
  if (!proto && !host) return undefined
  const own = new URL(request.url)
  if (proto && proto !== 'http' && proto !== 'https') return undefined
  try {
    const url = new URL(`${proto ?? own.protocol.slice(0, -1)}://${host ?? own.host}`)
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password
    return bare && url.host ? url.origin : undefined
  } catch {
    return undefined
  }
}

/** Middleware, only behind a trusted proxy: links in replies use the origin the browser used (https). */
export const trustForwardedOrigin: MiddlewareHandler = async (c, next) => {
  const origin = forwardedOrigin(c.req.raw)
  if (origin) forwardedOrigins.set(c, origin)
  await next()
}

/** The origin the request came to (`http://localhost:4321`): absolute links in replies point back here. */
export const requestOrigin = (c: Context): string => forwardedOrigins.get(c) ?? new URL(c.req.url).origin

/** An absolute URL for a path under the server root, on the origin the request came to. */
export const absoluteUrl = (c: Context, path: string): string =>
  new URL(path.replace(/^\/+/, ''), `${requestOrigin(c)}/`).toString()
