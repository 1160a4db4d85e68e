import {
  type LeaderboardRow,
  type LoginPayload,
  type LoginReply,
  paths,
  type UserProfile,
} from '@shwe/contract'
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
}

export type ApiClient = ReturnType<typeof createApiClient>

export function createApiClient({ baseUrl, getToken, fetch: fetchImpl, onUnauthorized }: ApiClientOptions) {
  const base = baseUrl.replace(/\/+$/, '')
  const doFetch =
    fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init))

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' }
    const token = getToken?.()
    if (token) headers.Authorization = `Bearer ${token}`
    let response: Response
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    } catch (error) {
      return { kind: 'network', error }
    }
    const result = normalise<T>(response.status, await readJson(response))
    // A 401 ends the session only when one was sent; a failed sign-in is just a refusal to show.
    if (result.kind === 'unauthorized' && token) onUnauthorized?.(result.message)
    return result
  }

  return {
    /** The base this client talks to, as given. */
    baseUrl: base,
    login: (payload: LoginPayload) => call<LoginReply>('POST', paths.login, payload),
    logout: () => call<unknown>('POST', paths.logout),
    user: () => call<UserProfile>('GET', paths.user),
    topTenWithdraw: () => call<LeaderboardRow[]>('GET', paths.topTenWithdraw),
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
