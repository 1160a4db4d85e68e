import { expect, it } from 'vitest'
import { careCalls } from './care.ts'
import { type ApiClient, createApiClient } from './client.ts'
import { digitCalls } from './digit.ts'
import { pushCalls } from './push.ts'
import type { Call, HttpMethod, MoneyOptions } from './request.ts'

/** One request as the server would see it. */
export interface SeenRequest {
  method: string
  url: string
  headers: Record<string, string>
  /** The parsed JSON body, a FormData body as it was given to fetch, or undefined when none was sent. */
  body: unknown
}

export const BASE = 'https://shwe.test/api'

/**
 * A client on a fake fetch that records every request and answers each with `status` and `reply`
 * (a JSON value, or a string sent as is).
 */
export function recordingClient(
  reply: unknown = { status: 'Request was successful.', message: null, data: null },
  status = 200,
) {
  const seen: SeenRequest[] = []
  const client = createApiClient({
    baseUrl: `${BASE}/`,
    getToken: () => 'tok',
    fetch: async (input, init = {}) => {
      const body = init.body
      seen.push({
        method: init.method ?? 'GET',
        url: String(input),
        headers: { ...(init.headers as Record<string, string>) },
        body:
          typeof body === 'string'
            ? JSON.parse(body)
            : body === undefined || body === null
              ? undefined
              : body,
      })
      return new Response(typeof reply === 'string' ? reply : JSON.stringify(reply), { status })
    },
  })
  // With the calls widgets make from `api.call`, so every area is tested the same way.
  const api: TestClient = {
    ...client,
    ...careCalls(client.call),
    ...digitCalls(client.call),
    ...pushCalls(client.call),
  }
  return { api, seen }
}

/** The client with every area's calls, those of the widgets that make their own included. */
export type TestClient = ApiClient &
  ReturnType<typeof careCalls> &
  ReturnType<typeof digitCalls> &
  ReturnType<typeof pushCalls>

/** One call of an area, the request it must make, and (for money calls) whether it takes a key. */
export interface CallCase {
  name: string
  run: (api: TestClient) => Promise<unknown>
  method: HttpMethod
  /** The URL after the API base, query included. */
  url: string
  body?: unknown
}

/** Makes `area`'s calls without a server, to list their names. */
export function callNames(area: (call: Call) => Record<string, unknown>): string[] {
  const never: Call = async () => ({ kind: 'network', error: new Error('not called') })
  return Object.keys(area(never)).sort()
}

/** Runs `run` on a fresh recording client and answers the one request it made. */
export async function onlyRequest(run: (api: TestClient) => Promise<unknown>): Promise<SeenRequest> {
  const { api, seen } = recordingClient()
  await run(api)
  if (seen.length !== 1) throw new Error(`expected one request, saw ${seen.length}`)
  return seen[0] as SeenRequest
}

/** A money call, made with the options it was given. */
export interface MoneyCase {
  name: string
  run: (api: TestClient, options?: MoneyOptions) => Promise<unknown>
}

/**
 * The shared checks of an area's tests: every call of the area has a case, and each case makes exactly
 * its request (method, URL with query, JSON body) with no Idempotency-Key unless one was given.
 */
export function itMakesEachRequest(area: (call: Call) => Record<string, unknown>, cases: CallCase[]): void {
  it('has a case for every call of the area', () => {
    expect([...new Set(cases.map((c) => c.name))].sort()).toEqual(callNames(area))
  })

  it.each(cases)('$name: $method $url', async ({ run, method, url, body }) => {
    const request = await onlyRequest(run)
    expect(request.method).toBe(method)
    expect(request.url).toBe(`${BASE}${url}`)
    expect(request.body).toEqual(body)
    expect(request.headers.Authorization).toBe('Bearer tok')
    expect(request.headers).not.toHaveProperty('Idempotency-Key')
  })
}

/** Money calls send the key they are given as `Idempotency-Key`, beside the usual headers. */
export function itSendsTheIdempotencyKey(cases: MoneyCase[]): void {
  it.each(cases)('$name sends the Idempotency-Key it is given', async ({ run }) => {
    const request = await onlyRequest((api) => run(api, { idempotencyKey: 'slip-7f3a' }))
    expect(request.method).toBe('POST')
    expect(request.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: 'Bearer tok',
      'Idempotency-Key': 'slip-7f3a',
    })
  })
}

/** What `run` answers when the server replies `status` with `reply`. */
export async function resultOf(
  run: (api: TestClient) => Promise<unknown>,
  status: number,
  reply: unknown,
): Promise<unknown> {
  const { api } = recordingClient(reply, status)
  return run(api)
}
