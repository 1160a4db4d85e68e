import { paths } from '@shwe/contract'
import { describe, expect, it, vi } from 'vitest'
import { accountCalls } from './accounts.ts'
import { careCalls } from './care.ts'
import { catalogueCalls } from './catalogue.ts'
import { createApiClient } from './client.ts'
import { contentCalls } from './content.ts'
import { digitCalls } from './digit.ts'
import { pushCalls } from './push.ts'
import { callNames } from './test-kit.ts'
import { threeDCalls } from './three-d.ts'
import { twoDCalls } from './two-d.ts'
import { walletCalls } from './wallet.ts'

type Seen = { url: string; init: RequestInit }

function fakeFetch(status: number, body: unknown, seen: Seen[] = []) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({ url: String(input), init: init ?? {} })
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })
  })
}

describe('createApiClient', () => {
  it('sends JSON headers and the bearer token to the base URL', async () => {
    const seen: Seen[] = []
    const api = createApiClient({
      baseUrl: 'https://host/api/',
      getToken: () => 'tok',
      fetch: fakeFetch(200, { status: 'Request was successful.', message: null, data: {} }, seen),
    })
    await api.user()
    expect(seen[0]?.url).toBe('https://host/api/user')
    expect(seen[0]?.init.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: 'Bearer tok',
    })
  })

  it('gives the live 2D stream address under the base, without a token in it', () => {
    expect(createApiClient({ baseUrl: 'https://host/api/', getToken: () => 'tok' }).twoDLiveStreamUrl()).toBe(
      'https://host/api/2d/live/stream',
    )
    expect(createApiClient({ baseUrl: '/api' }).twoDLiveStreamUrl()).toBe('/api/2d/live/stream')
  })

  it('sends no Authorization header without a token, and the JSON body on POST', async () => {
    const seen: Seen[] = []
    const api = createApiClient({
      baseUrl: '/api',
      getToken: () => null,
      fetch: fakeFetch(200, { status: 'Request was successful.', message: null, data: {} }, seen),
    })
    await api.login({ user_name: 'demo', password: 'demo1234' })
    expect(seen[0]?.init.method).toBe('POST')
    expect(seen[0]?.init.body).toBe('{"user_name":"demo","password":"demo1234"}')
    expect(seen[0]?.init.headers).not.toHaveProperty('Authorization')
  })

  it('reports a network failure instead of throwing', async () => {
    const api = createApiClient({
      baseUrl: '/api',
      fetch: async () => {
        throw new TypeError('Failed to fetch')
      },
    })
    expect(await api.topTenWithdraw()).toMatchObject({ kind: 'network' })
  })

  it('tells the session about a 401 only when a token was sent', async () => {
    const onUnauthorized = vi.fn()
    const signedIn = createApiClient({
      baseUrl: '/api',
      getToken: () => 'old',
      fetch: fakeFetch(401, { message: 'Unauthenticated.' }),
      onUnauthorized,
    })
    expect(await signedIn.user()).toEqual({ kind: 'unauthorized', message: 'Unauthenticated.' })
    expect(onUnauthorized).toHaveBeenCalledWith('Unauthenticated.')

    onUnauthorized.mockClear()
    const anonymous = createApiClient({
      baseUrl: '/api',
      fetch: fakeFetch(401, {
        status: 'Error has occured...',
        message: 'Credentials do not match!',
        data: '',
      }),
      onUnauthorized,
    })
    expect(await anonymous.login({ user_name: 'x', password: 'yyyyyy' })).toEqual({
      kind: 'unauthorized',
      message: 'Credentials do not match!',
    })
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('survives a body that is not JSON', async () => {
    const api = createApiClient({ baseUrl: '/api', fetch: fakeFetch(502, 'Bad Gateway') })
    expect(await api.user()).toEqual({ kind: 'refused', status: 502, message: null, data: undefined })
  })

  it('has one call per path, each named after it, none hidden by another area', () => {
    const areas = [accountCalls, catalogueCalls, contentCalls, walletCalls, twoDCalls, threeDCalls]
    // Calls of one widget, or of a screen that loads on first use, made from `api.call` by it.
    const onFirstUse = [careCalls, digitCalls, pushCalls]
    const byArea = areas.flatMap((area) => callNames(area))
    const later = onFirstUse.flatMap((area) => callNames(area))
    const api = createApiClient({ baseUrl: '/api', fetch: fakeFetch(200, null) })
    // Addresses, not calls: the base, the live stream (read with EventSource), and the request function.
    const addresses = ['baseUrl', 'twoDLiveStreamUrl', 'call']
    // A path read with GET and changed with POST: the change is `save<Name>`.
    const writes = ['saveLimits']
    // Calls named for what they do rather than their path: the path each one uses.
    const named: Record<string, keyof typeof paths> = {
      publicKey: 'pushPublicKey',
      subscribe: 'pushSubscriptions',
      unsubscribe: 'pushSubscriptions',
    }
    const calls = Object.keys(api).filter((name) => !addresses.includes(name))
    expect(calls.sort()).toEqual([...byArea].sort())
    const all = [...byArea, ...later]
    expect(new Set(all).size).toBe(all.length)
    for (const write of writes) expect(later).toContain(write)
    const pathNames = Object.keys(paths).filter((name) => name !== 'twoDLiveStream')
    const callPaths = all.filter((name) => !writes.includes(name)).map((name) => named[name] ?? name)
    expect([...new Set(callPaths)].sort()).toEqual(pathNames.sort())
  })

  it('keeps the trimmed base URL', () => {
    expect(createApiClient({ baseUrl: 'https://host/api//' }).baseUrl).toBe('https://host/api')
  })
})
