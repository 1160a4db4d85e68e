/**
 * Both sides of the contract at once: the browser's api client and session talking to the reference
 * server in-process (no network), on a freshly migrated and seeded embedded database.
 */
import { useTestStorageEngine } from '@nanostores/persistent'
import { createApiClient } from '@shwe/api-client'
import { fixedClock } from '@shwe/domain'
import { createApp, DEMO_PLAYER, openDatabase, setupDatabase } from '@shwe/server'
import { createSession } from '@shwe/session'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

useTestStorageEngine()

const clock = fixedClock('2026-11-22T05:00:00Z')
let database: Awaited<ReturnType<typeof openDatabase>>
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  database = await openDatabase({ memory: true })
  await setupDatabase(database, { clock, seed: true, seedOptions: { scryptLogN: 10 } })
  app = createApp({ db: database.db, clock, config: { scryptLogN: 10 } })
})
afterAll(async () => {
  await database?.close()
})

function client() {
  const navigate = vi.fn()
  let api: ReturnType<typeof createApiClient> | undefined
  const session = createSession({
    connect: (auth) => {
      api = createApiClient({
        baseUrl: 'http://shwe.test/api',
        fetch: async (input, init) => app.fetch(new Request(input, init)),
        getToken: auth.token,
        onUnauthorized: auth.expire,
      })
      return api
    },
    navigate,
    languages: ['en'] as const,
    defaultLanguage: 'en',
    pollIntervalMs: 5000,
  })
  if (!api) throw new Error('The session connects its API client as it starts')
  return { api, session, navigate }
}

it('reads the leaderboard as ten masked rows with decimal amounts', async () => {
  const result = await client().api.topTenWithdraw()
  expect(result.kind).toBe('ok')
  if (result.kind !== 'ok') return
  expect(result.data).toHaveLength(10)
  for (const row of result.data) {
    expect(row.player_id).toMatch(/^\w{3}\*{4}\w{2}$/)
    expect(row.amount).toMatch(/^\d+\.\d{2}$/)
  }
})

it('signs in, reads the profile, and signs out for good', async () => {
  const { api, session } = client()
  const signedIn = await session.signIn({ user_name: DEMO_PLAYER.userName, password: DEMO_PLAYER.password })
  expect(signedIn.kind).toBe('ok')
  expect(session.$user.get()).toMatchObject({
    user_name: 'demo',
    balance: '150000.00',
    main_balance: '50000.00',
  })

  const token = session.$token.get()
  await session.signOut()
  expect(session.$isSignedIn.get()).toBe(false)
  // The old token was revoked on the server, not just forgotten here.
  const stale = createApiClient({
    baseUrl: 'http://shwe.test/api',
    fetch: async (input, init) => app.fetch(new Request(input, init)),
    getToken: () => token,
  })
  expect(await stale.user()).toEqual({ kind: 'unauthorized', message: 'Unauthenticated.' })
  expect(await api.user()).toMatchObject({ kind: 'unauthorized' })
  session.dispose()
})

it('maps a refused login and a malformed one to what the form shows', async () => {
  const { session } = client()
  expect(await session.signIn({ user_name: 'demo', password: 'not-the-password' })).toEqual({
    kind: 'unauthorized',
    message: 'Credentials do not match!',
  })
  const invalid = await session.signIn({ user_name: '', password: '' })
  expect(invalid).toMatchObject({ kind: 'invalid' })
  if (invalid.kind === 'invalid')
    expect(Object.keys(invalid.errors).sort()).toEqual(['password', 'user_name'])
  session.dispose()
})

it('ends the session and leaves for /?type=all when the server stops accepting the token', async () => {
  const { session, navigate } = client()
  await session.signIn({ user_name: DEMO_PLAYER.userName, password: DEMO_PLAYER.password })
  clock.advance(31 * 60 * 1000) // past the 30-minute idle timeout
  await session.refreshUser()
  expect(session.$isSignedIn.get()).toBe(false)
  expect(session.$user.get()).toBeUndefined()
  expect(navigate).toHaveBeenCalledWith('/?type=all')
  session.dispose()
})
