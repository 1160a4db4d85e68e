import { afterEach, describe, expect, it, vi } from 'vitest'
import { createCall, fillPath, moneyHeaders, newIdempotencyKey, withQuery } from './request.ts'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('newIdempotencyKey', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('makes a fresh random UUID each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()))
    expect(keys.size).toBe(50)
    for (const key of keys) expect(key).toMatch(UUID_V4)
  })

  it('makes the same format from random bytes where randomUUID is missing', () => {
    vi.stubGlobal('crypto', {
      getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff),
    })
    expect(newIdempotencyKey()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff')
  })
})

describe('moneyHeaders', () => {
  it('sends the key as given, even an empty one, so the server can refuse a malformed key', () => {
    expect(moneyHeaders({ idempotencyKey: 'k-1' })).toEqual({ 'Idempotency-Key': 'k-1' })
    expect(moneyHeaders({ idempotencyKey: '' })).toEqual({ 'Idempotency-Key': '' })
    expect(moneyHeaders({})).toBeUndefined()
    expect(moneyHeaders()).toBeUndefined()
  })
})

describe('fillPath', () => {
  it('URI-encodes each parameter, so a value cannot add path segments or a query', () => {
    expect(fillPath('/game_lists/:typeId/:providerId', { typeId: 3, providerId: 12 })).toBe(
      '/game_lists/3/12',
    )
    expect(fillPath('/providers/:typeCode', { typeCode: 'a/b?c=d#e f' })).toBe(
      '/providers/a%2Fb%3Fc%3Dd%23e%20f',
    )
  })
})

describe('withQuery', () => {
  it('builds the query in order and leaves out undefined and empty values', () => {
    expect(withQuery('/x', { page: 2, date: undefined, name: '', q: 'a&b=c' })).toBe('/x?page=2&q=a%26b%3Dc')
    expect(withQuery('/x', { date: undefined })).toBe('/x')
  })
})

describe('Accept-Language', () => {
  it("sends the reader's language as it is at call time, and none when there is none", async () => {
    const seen: Record<string, string>[] = []
    let language: string | undefined = 'my'
    const call = createCall({
      baseUrl: '/api',
      getLanguage: () => language,
      fetch: async (_input, init) => {
        seen.push(init?.headers as Record<string, string>)
        return Response.json({ status: 'Request was successful.', message: null, data: {} })
      },
    })
    await call('GET', '/user')
    language = 'th'
    await call('GET', '/user')
    language = undefined
    await call('GET', '/user')
    expect(seen.map((h) => h['Accept-Language'])).toEqual(['my', 'th', undefined])
  })
})

describe('a FormData body', () => {
  it('goes to fetch as it is, with no Content-Type of ours, so fetch writes the multipart boundary', async () => {
    const seen: RequestInit[] = []
    const call = createCall({
      baseUrl: '/api',
      getToken: () => 'tok',
      fetch: async (_input, init) => {
        seen.push(init ?? {})
        return Response.json({ status: 'Request was successful.', message: null, data: {} })
      },
    })
    const form = new FormData()
    form.append('amount', '5000')
    await call('POST', '/depositfinicial', form, { 'Idempotency-Key': 'k-1' })
    expect(seen[0]?.body).toBe(form)
    expect(seen[0]?.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer tok',
      'Idempotency-Key': 'k-1',
    })
    // What fetch then sends: a multipart body with its boundary.
    const sent = new Request('https://shwe.test/api', { method: 'POST', body: seen[0]?.body ?? null })
    expect(sent.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/)
  })
})
