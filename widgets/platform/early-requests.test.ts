import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EARLY_ANSWER_MS, EARLY_REQUESTS, type EarlyRequest, earlyFetch } from './early-requests.ts'

const TOKEN = 'Bearer abc'
const headers = (authorization = TOKEN, language = 'en') => ({
  Accept: 'application/json',
  Authorization: authorization,
  'Accept-Language': language,
})

let fetched: string[]
let early: Map<string, EarlyRequest>

/** The page's head asked for `url` and got `body`. */
function askedEarly(url: string, body: string | null, language = 'en') {
  early.set(url, {
    authorization: TOKEN,
    language,
    response: Promise.resolve(body === null ? null : new Response(body)),
  })
}

beforeEach(() => {
  // A page a second old (the test's window may have been open for long).
  vi.spyOn(performance, 'now').mockReturnValue(1_000)
  fetched = []
  early = new Map()
  ;(globalThis as Record<symbol, unknown>)[EARLY_REQUESTS] = early
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      fetched.push(input)
      return new Response('fresh')
    }),
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  delete (globalThis as Record<symbol, unknown>)[EARLY_REQUESTS]
})

describe('a request the page’s head made early', () => {
  it('answers the same GET with the same token and language once, without asking again', async () => {
    askedEarly('/api/user', 'early')
    expect(await (await earlyFetch('/api/user', { headers: headers() })).text()).toBe('early')
    expect(fetched).toEqual([])
    // Used once: the next request for it asks the server.
    expect(await (await earlyFetch('/api/user', { headers: headers() })).text()).toBe('fresh')
    expect(fetched).toEqual(['/api/user'])
  })

  it('is asked again for another token or language, and for another address', async () => {
    askedEarly('/api/user', 'early')
    expect(await (await earlyFetch('/api/user', { headers: headers('Bearer other') })).text()).toBe('fresh')
    askedEarly('/api/user', 'early', 'my')
    expect(await (await earlyFetch('/api/user', { headers: headers() })).text()).toBe('fresh')
    askedEarly('/api/user', 'early')
    expect(await (await earlyFetch('/api/user?page=2', { headers: headers() })).text()).toBe('fresh')
    expect(fetched).toEqual(['/api/user', '/api/user', '/api/user?page=2'])
  })

  it('is asked again when it failed', async () => {
    askedEarly('/api/user', null)
    expect(await (await earlyFetch('/api/user', { headers: headers() })).text()).toBe('fresh')
    expect(fetched).toEqual(['/api/user'])
  })

  it('is dropped, with every other early answer, by a request that may change them', async () => {
    askedEarly('/api/user', 'early')
    askedEarly('/api/reality-check', 'early')
    await earlyFetch('/api/exchange', { method: 'POST', headers: headers() })
    expect(early.size).toBe(0)
    expect(await (await earlyFetch('/api/user', { headers: headers() })).text()).toBe('fresh')
    expect(fetched).toEqual(['/api/exchange', '/api/user'])
  })

  it('is asked again once the page is no longer young', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(EARLY_ANSWER_MS + 1)
    askedEarly('/api/user', 'early')
    expect(await (await earlyFetch('/api/user', { headers: headers() })).text()).toBe('fresh')
  })

  it('leaves fetch as it is on a page that made none', async () => {
    delete (globalThis as Record<symbol, unknown>)[EARLY_REQUESTS]
    expect(await (await earlyFetch('/api/user', { headers: headers() })).text()).toBe('fresh')
    expect(fetched).toEqual(['/api/user'])
  })
})
