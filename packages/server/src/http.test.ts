import { ERROR_STATUS } from '@shwe/contract'
import { fixedClock } from '@shwe/domain'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createApp } from './app.ts'
import type { AppDatabase } from './db.ts'
import { absoluteUrl, arrivedOverHttps, clientKey, recordArrival, requestOrigin } from './http.ts'
import { captureLogger } from './test-db.ts'
import { corsPreflight } from './test-http.ts'

/** A database whose every query fails, to see how the app reports unexpected errors. */
const brokenDb = new Proxy(
  {},
  {
    get() {
      throw new Error('database is down')
    },
  },
) as AppDatabase

const clock = fixedClock('2026-11-22T10:00:00Z')

describe('HTTP behaviour shared by every endpoint', () => {
  it('answers an unknown /api route with a JSON 404 envelope', async () => {
    const app = createApp({ db: brokenDb, clock })
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope/deeper'],
      ['GET', '/api/login'],
      ['GET', '/api'],
    ] as const) {
      const res = await app.request(path, { method })
      expect(res.status).toBe(404)
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(await res.json()).toEqual({ status: ERROR_STATUS, message: 'Not Found', data: '' })
    }
  })

  it('answers other paths with JSON 404 when no static files are configured', async () => {
    const res = await createApp({ db: brokenDb, clock }).request('/ranking')
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ message: 'Not Found' })
  })

  it('turns an unexpected error into a logged 500 JSON envelope', async () => {
    const logger = captureLogger()
    const app = createApp({ db: brokenDb, clock, logger })
    const res = await app.request('/api/toptenwithdraw')
    expect(res.status).toBe(500)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = await res.json()
    expect(body).toEqual({ status: ERROR_STATUS, message: 'Server Error', data: '' })
    expect(JSON.stringify(body)).not.toContain('database is down')
    expect(logger.errors).toHaveLength(1)
    expect(String(logger.errors[0]?.[0])).toContain('GET /api/toptenwithdraw')
  })

  it('refuses oversized bodies with 413 before reading them', async () => {
    const app = createApp({ db: brokenDb, clock, config: { maxBodyBytes: 1024 } })
    const res = await app.request('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ user_name: 'x'.repeat(2000), password: 'secret123' }),
    })
    expect(res.status).toBe(413)
    expect(await res.json()).toMatchObject({ status: ERROR_STATUS })
  })

  it('validates the login body before touching the database', async () => {
    const app = createApp({ db: brokenDb, clock })
    const empty = await app.request('/api/login', { method: 'POST' })
    expect(empty.status).toBe(422)
    const text = await app.request('/api/login', { method: 'POST', body: 'user_name=demo&password=demo1234' })
    expect(text.status).toBe(422)
    expect(await text.json()).toMatchObject({ errors: { body: ['The request body must be valid JSON.'] } })
  })

  it('sends Strict-Transport-Security on API replies that arrived over https, directly or by the trusted proxy', async () => {
    const direct = createApp({ db: brokenDb, clock, logger: captureLogger() })
    const proxied = createApp({ db: brokenDb, clock, logger: captureLogger(), config: { trustProxy: 1 } })
    const hsts = (res: Response) => res.headers.get('strict-transport-security')
    expect(hsts(await direct.request('https://shwe.example/api/login', { method: 'POST' }))).toMatch(
      /max-age=\d+/,
    )
    expect(hsts(await direct.request('http://shwe.example/api/login', { method: 'POST' }))).toBeNull()
    const forwarded = { 'X-Forwarded-For': '198.51.100.7', 'X-Forwarded-Proto': 'https' }
    expect(
      hsts(await proxied.request('http://internal/api/login', { method: 'POST', headers: forwarded })),
    ).toMatch(/max-age=\d+/)
    // A client's own X-Forwarded-Proto, with no proxy trusted, changes nothing.
    expect(
      hsts(await direct.request('http://shwe.example/api/login', { method: 'POST', headers: forwarded })),
    ).toBeNull()
  })

  it('lets any origin read the public leaderboard, and only that', async () => {
    const app = createApp({ db: brokenDb, clock, logger: captureLogger() })
    const preflight = await app.request(
      '/api/toptenwithdraw',
      corsPreflight('https://partner.example', 'GET', 'content-type'),
    )
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type')
    const login = await app.request('/api/login', corsPreflight('https://partner.example', 'POST'))
    expect(login.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('refuses invalid configuration', () => {
    expect(() => createApp({ db: brokenDb, clock, config: { tokenIdleMinutes: 0 } })).toThrow(
      /tokenIdleMinutes/,
    )
    expect(() => createApp({ db: brokenDb, clock, config: { scryptLogN: 40 } })).toThrow(/scryptLogN/)
  })
})

describe('how a request arrived (client, scheme, origin of links)', () => {
  type Trust = Parameters<typeof recordArrival>[0]
  const ask = async (
    config: Trust,
    headers: Record<string, string>,
    peer?: string,
    url = 'http://127.0.0.1:4321/where',
  ) => {
    const app = new Hono()
    app.use(recordArrival(config))
    app.get('/where', (c) =>
      c.json({
        client: clientKey(c),
        https: arrivedOverHttps(c),
        origin: requestOrigin(c),
        link: absoluteUrl(c, '/media/x.svg'),
      }),
    )
    const env = peer ? { incoming: { socket: { remoteAddress: peer } } } : undefined
    return (await (await app.request(url, { headers }, env)).json()) as {
      client: string
      https: boolean
      origin: string
      link: string
    }
  }

  it('never builds links on a client-set X-Forwarded-Host, behind a proxy or not', async () => {
    const headers = {
      'X-Forwarded-For': '198.51.100.7',
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': 'evil.example',
    }
    expect(await ask({ trustProxy: 1 }, headers)).toEqual({
      client: '198.51.100.7',
      https: true,
      origin: 'https://127.0.0.1:4321',
      link: 'https://127.0.0.1:4321/media/x.svg',
    })
    expect((await ask({ trustProxy: false }, headers)).link).toBe('http://127.0.0.1:4321/media/x.svg')
  })

  it('uses PUBLIC_ORIGIN for every link when set, whatever the request says', async () => {
    const reply = await ask(
      { trustProxy: 1, publicOrigin: 'https://shwe.example' },
      { 'X-Forwarded-For': '198.51.100.7', 'X-Forwarded-Proto': 'http', 'X-Forwarded-Host': 'evil.example' },
    )
    expect(reply.origin).toBe('https://shwe.example')
    expect(reply.link).toBe('https://shwe.example/media/x.svg')
    expect(reply.https).toBe(false)
  })

  it('believes only the scheme the trusted proxy wrote', async () => {
    const via = (proto: string) => ({ 'X-Forwarded-For': '198.51.100.7', 'X-Forwarded-Proto': proto })
    expect((await ask({ trustProxy: 1 }, via('https, http'))).https).toBe(false)
    expect((await ask({ trustProxy: 1 }, via('http, https'))).https).toBe(true)
    // No proxy trusted, or none in the way (no X-Forwarded-For): the connection's own scheme.
    expect((await ask({ trustProxy: false }, via('https'))).https).toBe(false)
    expect((await ask({ trustProxy: 1 }, { 'X-Forwarded-Proto': 'https' })).https).toBe(false)
    expect((await ask({ trustProxy: false }, {}, undefined, 'https://shwe.example/where')).https).toBe(true)
  })

  it('takes the client from the listed proxies only, and groups IPv6 clients by /64', async () => {
    const proxies = { trustProxy: ['10.0.0.0/8'] }
    const headers = { 'X-Forwarded-For': '6.6.6.6, 2001:db8:5:6::77', 'X-Forwarded-Proto': 'https' }
    expect(await ask(proxies, headers, '::ffff:10.1.2.3')).toMatchObject({
      client: '2001:db8:5:6::/64',
      https: true,
    })
    // Straight to the server, not through the proxy: its headers are the client's own.
    expect(await ask(proxies, headers, '198.51.100.9')).toMatchObject({
      client: '198.51.100.9',
      https: false,
    })
  })
})
