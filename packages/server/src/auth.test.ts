import { createHash } from 'node:crypto'
import { ERROR_STATUS, SUCCESS_STATUS } from '@shwe/contract'
import { fixedClock } from '@shwe/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from './db.ts'
import { authTokens, users } from './schema.ts'
import { addUser, captureLogger, openMigrated, TEST_SCRYPT_LOG_N, testDatabases } from './test-db.ts'
import { testApp } from './test-http.ts'

const START = '2026-11-22T10:00:00Z'
const MINUTE = 60_000

describe.each(testDatabases)('auth on $name', (database) => {
  let handle: DatabaseHandle
  let playerId: number
  const clock = fixedClock(START)
  const logger = captureLogger()
  let app: ReturnType<typeof testApp>

  const post = (path: string, body: unknown, token?: string) =>
    app.request(`/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const getUser = (token?: string) =>
    app.request('/api/user', { headers: token ? { Authorization: `Bearer ${token}` } : {} })
  const login = async (user_name = 'P10000001', password = 'secret123') => {
    const res = await post('/login', { user_name, password })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { data: { token: string } }
    return body.data.token
  }
  /** The profile the API answers for the player added below. */
  const koKoProfile = () => ({
    id: playerId,
    name: 'Ko Ko',
    user_name: 'P10000001',
    phone: '09123450001',
    email: null,
    balance: '15000.50',
    main_balance: '250.00',
    status: 1,
  })

  beforeAll(async () => {
    handle = await openMigrated(database)
    app = testApp(handle.db, clock, { logger })
    playerId = await addUser(handle, {
      userName: 'P10000001',
      name: 'Ko Ko',
      phone: '09123450001',
      game: 1_500_050n,
      main: 25_000n,
    })
    await addUser(handle, { userName: 'agent1', role: 'agent', phone: '09123450002' })
    await addUser(handle, { userName: 'P10000003', status: 0 })
  })

  afterAll(async () => {
    await handle?.close()
  })

  describe('POST /api/login', () => {
    it('answers the user with decimal balances and a fresh opaque token', async () => {
      const res = await post('/login', { user_name: 'P10000001', password: 'secret123' })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      expect(res.headers.get('cache-control')).toBe('no-store')
      const body = await res.json()
      expect(body).toEqual({
        status: SUCCESS_STATUS,
        message: 'User login successfully.',
        data: {
          user: koKoProfile(),
          token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        },
      })
    })

    it('matches a numeric user name against the phone number', async () => {
      const res = await post('/login', { user_name: '09123450001', password: 'secret123' })
      expect(res.status).toBe(200)
      const body = (await res.json()) as { data: { user: { id: number } } }
      expect(body.data.user.id).toBe(playerId)
    })

    it('names missing fields with 422', async () => {
      const res = await post('/login', {})
      expect(res.status).toBe(422)
      expect(await res.json()).toEqual({
        message: 'The user name field is required. (and 1 more error)',
        errors: {
          user_name: ['The user name field is required.'],
          password: ['The password field is required.'],
        },
      })
    })

    it('refuses wrongly typed fields with 422', async () => {
      const res = await post('/login', { user_name: 12345678, password: ['secret123'] })
      expect(res.status).toBe(422)
      const body = (await res.json()) as { errors: Record<string, string[]> }
      expect(body.errors.user_name).toEqual(['The user name field must be a string.'])
      expect(body.errors.password?.[0]).toBe('The password field must be a string.')
    })

    it('answers a wrong password and an unknown user identically', async () => {
      const wrongPassword = await post('/login', { user_name: 'P10000001', password: 'not-the-one' })
      const unknownUser = await post('/login', { user_name: 'P99999999', password: 'secret123' })
      const unknownPhone = await post('/login', { user_name: '09999999999', password: 'secret123' })
      for (const res of [wrongPassword, unknownUser, unknownPhone]) {
        expect(res.status).toBe(401)
        expect(await res.json()).toEqual({
          status: ERROR_STATUS,
          message: 'Credentials do not match!',
          data: '',
        })
      }
    })

    it('refuses accounts that are not active players with 403, after checking the password', async () => {
      const agentWrong = await post('/login', { user_name: 'agent1', password: 'wrong-password' })
      expect(agentWrong.status).toBe(401)
      const agent = await post('/login', { user_name: 'agent1', password: 'secret123' })
      expect(agent.status).toBe(403)
      expect(await agent.json()).toMatchObject({
        status: ERROR_STATUS,
        message: 'You do not have permissions',
      })
      const disabled = await post('/login', { user_name: 'P10000003', password: 'secret123' })
      expect(disabled.status).toBe(403)
      expect(await disabled.json()).toMatchObject({ status: ERROR_STATUS })
    })

    it('answers malformed JSON with a 422 JSON body, not a 500', async () => {
      const res = await post('/login', '{"user_name": "P10000001", ')
      expect(res.status).toBe(422)
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      expect(await res.json()).toMatchObject({ message: 'The request body must be valid JSON.' })
      const array = await post('/login', '["P10000001"]')
      expect(array.status).toBe(422)
      expect(logger.errors).toEqual([])
    })

    it('keeps only the SHA-256 of each token', async () => {
      const token = await login()
      const rows = await handle.db.select().from(authTokens).where(eq(authTokens.userId, playerId))
      const hash = createHash('sha256').update(token).digest('hex')
      expect(rows.map((r) => r.tokenHash)).toContain(hash)
      for (const row of rows) {
        expect(Object.values(row).map(String)).not.toContain(token)
        expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/)
      }
    })

    it('stores the password as a self-describing scrypt hash', async () => {
      const [row] = await handle.db.select().from(users).where(eq(users.id, playerId))
      expect(row?.passwordHash).toMatch(
        new RegExp(`^scrypt\\$${TEST_SCRYPT_LOG_N}\\$8\\$1\\$[A-Za-z0-9+/]{22}==\\$[A-Za-z0-9+/]{43}=$`),
      )
      expect(row?.passwordHash).not.toContain('secret123')
    })

    it('upgrades a hash made with a lower cost when the player logs in', async () => {
      const id = await addUser(handle, { userName: 'P10000004', scryptLogN: TEST_SCRYPT_LOG_N - 2 })
      await login('P10000004')
      const [row] = await handle.db.select().from(users).where(eq(users.id, id))
      expect(row?.passwordHash.startsWith(`scrypt$${TEST_SCRYPT_LOG_N}$`)).toBe(true)
      await login('P10000004')
    })
  })

  describe('GET /api/user and POST /api/logout', () => {
    it('needs a valid bearer token', async () => {
      for (const res of [
        await getUser(),
        await getUser('not-a-token'),
        await getUser('A'.repeat(43)),
        await app.request('/api/user', { headers: { Authorization: 'Basic abc' } }),
      ]) {
        expect(res.status).toBe(401)
        expect(await res.json()).toEqual({ message: 'Unauthenticated.' })
      }
    })

    it('answers the profile for the token holder', async () => {
      const res = await getUser(await login())
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(await res.json()).toEqual({
        status: SUCCESS_STATUS,
        message: 'User Success',
        data: koKoProfile(),
      })
    })

    it('revokes only the token that logs out', async () => {
      const first = await login()
      const second = await login()
      expect(first).not.toBe(second)
      const res = await post('/logout', {}, first)
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({
        status: SUCCESS_STATUS,
        message: null,
        data: { message: 'Logged out successfully.' },
      })
      expect((await getUser(first)).status).toBe(401)
      expect((await post('/logout', {}, first)).status).toBe(401)
      expect((await getUser(second)).status).toBe(200)
    })

    it('refuses logout without a token', async () => {
      const res = await post('/logout', {})
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({ message: 'Unauthenticated.' })
    })

    it('expires a token left idle for the idle timeout, and each use restarts the wait', async () => {
      clock.set(START)
      const token = await login()
      clock.advance(29 * MINUTE)
      expect((await getUser(token)).status).toBe(200)
      clock.advance(29 * MINUTE)
      expect((await getUser(token)).status).toBe(200)
      clock.advance(30 * MINUTE)
      expect((await getUser(token)).status).toBe(401)
      // Stays dead even if the clock were to come back within the window.
      clock.advance(-10 * MINUTE)
      expect((await getUser(token)).status).toBe(401)
      clock.set(START)
    })

    it('records a use at most once a minute, so most requests write nothing, and still expires to the minute', async () => {
      clock.set(START)
      const token = await login()
      const lastUse = async () => {
        const [row] = await handle.db
          .select({ at: authTokens.lastUsedAt })
          .from(authTokens)
          .where(eq(authTokens.tokenHash, createHash('sha256').update(token).digest('hex')))
        return row?.at.toISOString()
      }
      clock.advance(30_000)
      expect((await getUser(token)).status).toBe(200)
      expect(await lastUse()).toBe(START.replace('Z', '.000Z'))
      clock.advance(30_000)
      expect((await getUser(token)).status).toBe(200)
      expect(await lastUse()).toBe(new Date(Date.parse(START) + MINUTE).toISOString())
      // Used 59 s later: not recorded, so the idle time counts from the recorded use, a minute early at most.
      clock.advance(59_000)
      expect((await getUser(token)).status).toBe(200)
      clock.advance(30 * MINUTE - 59_000)
      expect((await getUser(token)).status).toBe(401)
      clock.set(START)
    })

    it('expires a token at its absolute lifetime however often it is used', async () => {
      const longIdle = testApp(handle.db, clock, {
        config: { tokenIdleMinutes: 30 * 24 * 60, tokenAbsoluteDays: 7 },
        logger,
      })
      clock.set(START)
      const res = await longIdle.request('/api/login', {
        method: 'POST',
        body: JSON.stringify({ user_name: 'P10000001', password: 'secret123' }),
      })
      const { data } = (await res.json()) as { data: { token: string } }
      const ask = () => longIdle.request('/api/user', { headers: { Authorization: `Bearer ${data.token}` } })
      clock.advance(7 * 24 * 60 * MINUTE - MINUTE)
      expect((await ask()).status).toBe(200)
      clock.advance(MINUTE)
      expect((await ask()).status).toBe(401)
      clock.set(START)
    })

    it('stops honouring tokens of a disabled account', async () => {
      const id = await addUser(handle, { userName: 'P10000005' })
      const token = await login('P10000005')
      expect((await getUser(token)).status).toBe(200)
      await handle.db.update(users).set({ status: 0 }).where(eq(users.id, id))
      expect((await getUser(token)).status).toBe(401)
    })
  })
})
