import type { PathParams } from '@shwe/contract'
import { normalise } from './normalise.ts'
import type { ApiResult } from './result.ts'

export interface ApiClientOptions {
  /** The API base, e.g. "https://host/api" or "/api". */
  baseUrl: string
  /** The bearer token to send, read at call time. */
  getToken?: () => string | null | undefined
  fetch?: typeof globalThis.fetch
  /** Called after any 401, so the session can drop the token. */
  onUnauthorized?: (message: string) => void
  /**
   * The reader's language as a BCP 47 tag, read at call time and sent as `Accept-Language`, so what the
   * server makes for the player (a game's launch page, its messages) comes in that language.
   */
  getLanguage?: () => string | undefined
}

export type HttpMethod = 'GET' | 'POST' | 'DELETE'

/**
 * One request to the API, answered as an ApiResult; it never throws. `body` is sent as JSON, or as it is
 * when it is `FormData` (multipart, with the boundary the runtime writes into its Content-Type).
 */
export type Call = <T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<ApiResult<T>>

/** The last argument of every call that moves money. */
export interface MoneyOptions {
  /**
   * Sent as `Idempotency-Key`: a repeat with the same key (a retry after a lost reply) gets the first
   * reply again instead of moving the money twice. Use one fresh key per intended action.
   */
  idempotencyKey?: string
}

/** The API base without trailing slashes. */
export const trimBase = (baseUrl: string): string => baseUrl.replace(/\/+$/, '')

export function createCall({
  baseUrl,
  getToken,
  fetch: fetchImpl,
  onUnauthorized,
  getLanguage,
}: ApiClientOptions): Call {
  const base = trimBase(baseUrl)
  const doFetch =
    fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init))

  return async function call<T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    extraHeaders?: Record<string, string>,
  ): Promise<ApiResult<T>> {
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData
    const headers: Record<string, string> = {
      Accept: 'application/json',
      // A form's Content-Type carries its boundary, which only fetch knows: leave it to fetch.
      ...(isForm ? {} : { 'Content-Type': 'application/json' }),
      ...extraHeaders,
    }
    const token = getToken?.()
    if (token) headers.Authorization = `Bearer ${token}`
    const language = getLanguage?.()
    if (language) headers['Accept-Language'] = language
    let response: Response
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      })
    } catch (error) {
      return { kind: 'network', error }
    }
    const result = normalise<T>(response.status, await readJson(response))
    // A 401 ends the session only when one was sent; a failed sign-in is just a refusal to show.
    if (result.kind === 'unauthorized' && token) onUnauthorized?.(result.message)
    return result
  }
}

async function readJson(response: Response): Promise<unknown> {
  const raw = await response.text().catch(() => '')
  if (raw === '') return null
  try {
    return JSON.parse(raw)
  } catch {
    return raw
  }
}

/** The `Idempotency-Key` header for a money call, when a key was given. */
export const moneyHeaders = (options?: MoneyOptions): Record<string, string> | undefined =>
  options?.idempotencyKey === undefined ? undefined : { 'Idempotency-Key': options.idempotencyKey }

/**
 * A fresh idempotency key (a random UUID). Where `crypto.randomUUID` is missing (pages served over plain
 * HTTP), the same format is made from `crypto.getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Fills the `:name` parameters of a path pattern, each URI-encoded. */
export function fillPath<P extends string>(
  pattern: P,
  params: Record<PathParams<P>, string | number>,
): string {
  const values = params as Record<string, string | number>
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])))
}

/** Appends a query string; parameters that are undefined or empty are left out. */
export function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, String(value))
  }
  const text = query.toString()
  return text === '' ? path : `${path}?${text}`
}
