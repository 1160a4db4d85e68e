import { validationBody } from '@shwe/contract'
import { fieldErrors } from '@shwe/contract/schemas'
import type { Context, MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { z } from 'zod'
import { clientHopFinder, forwardedScheme, limitKey } from './client-address.ts'
import type { AppConfig } from './config.ts'

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

/**
 * Reads a JSON object body and validates it with `schema` (from `@shwe/contract/schemas`); input it refuses is
 * a 422 with the schema's field errors, and the handler goes no further.
 */
export async function readInput<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  const parsed = schema.safeParse(await readJsonObject(c))
  if (parsed.success) return parsed.data
  throw new HTTPException(422, { res: c.json(validationBody(fieldErrors(parsed.error)), 422) })
}

/** What the server knows of how a request reached it, worked out once per request by `recordArrival`. */
interface Arrival {
  /** The client's key for limits (IPv4 address, or IPv6 /64). */
  clientKey: string
  https: boolean
  /** The origin absolute URLs in replies use. */
  origin: string
}

// By context: middleware such as the body limit may replace the request object on the way.
const arrivals = new WeakMap<Context, Arrival>()

/** The socket's peer address, when the request came over a real connection (not `app.request()`). */
function peerAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  return env?.incoming?.socket?.remoteAddress
}

function arrivalOf(
  c: Context,
  findClient: ReturnType<typeof clientHopFinder>,
  publicOrigin: string | undefined,
): Arrival {
  const { client, proxies } = findClient(peerAddress(c), c.req.header('X-Forwarded-For') ?? null)
  const own = new URL(c.req.url)
  const scheme = forwardedScheme(
    own.protocol === 'https:' ? 'https' : 'http',
    proxies,
    c.req.header('X-Forwarded-Proto') ?? null,
  )
  // The host is the request's own (`Host`); `X-Forwarded-Host` is never believed.
  return {
    clientKey: limitKey(client),
    https: scheme === 'https',
    origin: publicOrigin ?? `${scheme}://${own.host}`,
  }
}

/**
 * Middleware for every request: works out the client's address and scheme from the trusted proxies only
 * (`trustProxy`), and the origin of absolute URLs (`publicOrigin`, else the request's own with that scheme).
 */
export function recordArrival(config: Pick<AppConfig, 'trustProxy' | 'publicOrigin'>): MiddlewareHandler {
  const findClient = clientHopFinder(config.trustProxy)
  return async (c, next) => {
    arrivals.set(c, arrivalOf(c, findClient, config.publicOrigin))
    await next()
  }
}

const direct = clientHopFinder(false)
const arrival = (c: Context): Arrival => arrivals.get(c) ?? arrivalOf(c, direct, undefined)

/** The key limits count this request's client under: its address (IPv6: its /64) as the trusted proxy saw it. */
export const clientKey = (c: Context): string => arrival(c).clientKey

/** Whether the request arrived over https: on this connection, or at the trusted proxy in front. */
export const arrivedOverHttps = (c: Context): boolean => arrival(c).https

/**
 * The origin absolute links in replies point to: `PUBLIC_ORIGIN` when set, else the one the request came to
 * (`http://localhost:4321`), with the scheme the trusted proxy reports.
 */
export const requestOrigin = (c: Context): string => arrival(c).origin

/** An absolute URL for a path under the server root, on `requestOrigin`. */
export const absoluteUrl = (c: Context, path: string): string =>
  new URL(path.replace(/^\/+/, ''), `${requestOrigin(c)}/`).toString()
