import { ERROR_STATUS } from '@shwe/contract'
import { fixedClock } from '@shwe/domain'
import { describe, expect, it } from 'vitest'
import { createApp } from './app.ts'
import type { AppDatabase } from './db.ts'
import { forwardedOrigin } from './http.ts'
import { captureLogger } from './test-db.ts'

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

  it('lets any origin read the public leaderboard, and only that', async () => {
    const app = createApp({ db: brokenDb, clock, logger: captureLogger() })
    const preflight = await app.request('/api/toptenwithdraw', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://partner.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type')
    const login = await app.request('/api/login', {
      method: 'OPTIONS',
      headers: { Origin: 'https://partner.example', 'Access-Control-Request-Method': 'POST' },
    })
    expect(login.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('refuses invalid configuration', () => {
    expect(() => createApp({ db: brokenDb, clock, config: { tokenIdleMinutes: 0 } })).toThrow(
      /tokenIdleMinutes/,
    )
    expect(() => createApp({ db: brokenDb, clock, config: { scryptLogN: 40 } })).toThrow(/scryptLogN/)
  })
})

describe('forwardedOrigin', () => {
  const at = (headers: Record<string, string>) =>
    forwardedOrigin(new Request('http://127.0.0.1:4321/api/game_types', { headers }))

  it('takes the scheme and host the proxy reports, the first of each list', () => {
    expect(at({ 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'shwe.example' })).toBe(
      'https://shwe.example',
    )
    expect(at({ 'X-Forwarded-Proto': 'HTTPS, http', 'X-Forwarded-Host': 'a.example:8443, b' })).toBe(
      'https://a.example:8443',
    )
    expect(at({ 'X-Forwarded-Proto': 'https' })).toBe('https://127.0.0.1:4321')
    expect(at({ 'X-Forwarded-Host': 'shwe.example' })).toBe('http://shwe.example')
  })

  it('ignores what does not make an origin', () => {
    expect(at({})).toBeUndefined()
    expect(at({ 'X-Forwarded-Proto': 'javascript' })).toBeUndefined()
    expect(at({ 'X-Forwarded-Host': 'evil.example/path' })).toBeUndefined()
    expect(at({ 'X-Forwarded-Host': 'user@evil.example' })).toBeUndefined()
    expect(at({ 'X-Forwarded-Host': 'evil.example?x=1' })).toBeUndefined()
    expect(at({ 'X-Forwarded-Host': 'bad host' })).toBeUndefined()
  })
})
