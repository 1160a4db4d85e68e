import { fixedClock } from '@shwe/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from './db.ts'
import { addUser, openMigrated, testDatabases } from './test-db.ts'
import { corsPreflight, jsonClient, testApp } from './test-http.ts'

const PARTNER = 'https://partner.example'
const STRANGER = 'https://stranger.example'

/** An element told `mode="page"` on a partner's site calls the API from that site's origin. */
describe.each(testDatabases)('page mode on a partner origin, on $name', (database) => {
  let handle: DatabaseHandle
  let app: ReturnType<typeof testApp>

  beforeAll(async () => {
    handle = await openMigrated(database)
    await addUser(handle, { userName: 'pagemode', password: 'secret123', main: 50_000n })
    app = testApp(handle.db, fixedClock('2026-11-23T08:00:00Z'), { config: { partnerOrigins: [PARTNER] } })
  })
  afterAll(() => handle?.close())

  const preflight = (path: string, origin: string) =>
    app.request(
      `/api${path}`,
      corsPreflight(origin, 'POST', 'authorization,content-type,idempotency-key,accept-language'),
    )

  it('lets a partner origin sign in and move money with the headers the widgets send', async () => {
    const answer = await preflight('/exchange-main-to-game', PARTNER)
    expect(answer.status).toBe(204)
    expect(answer.headers.get('access-control-allow-origin')).toBe(PARTNER)
    expect(answer.headers.get('access-control-allow-headers')?.toLowerCase()).toBe(
      'authorization,content-type,accept-language,idempotency-key',
    )
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull()

    const client = jsonClient(app)
    const fromPartner = { Origin: PARTNER }
    const login = await client.signIn('pagemode', 'secret123', fromPartner)
    expect(login.status).toBe(200)
    expect(login.headers.get('access-control-allow-origin')).toBe(PARTNER)
    const user = await client.request('GET', '/user', { token: login.body.data.token, headers: fromPartner })
    expect(user.status).toBe(200)
    expect(user.headers.get('access-control-allow-origin')).toBe(PARTNER)
    expect(user.headers.get('vary')).toMatch(/origin/i)
  })

  it('gives any other origin nothing beyond the public reads', async () => {
    const answer = await preflight('/exchange-main-to-game', STRANGER)
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
    const user = await app.request('/api/user', { headers: { Origin: STRANGER } })
    expect(user.headers.get('access-control-allow-origin')).toBeNull()
    const board = await app.request('/api/toptenwithdraw', { headers: { Origin: STRANGER } })
    expect(board.headers.get('access-control-allow-origin')).toBe('*')
  })
})
