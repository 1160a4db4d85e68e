import { fixedClock } from '@shwe/domain'
import { describe, expect, it } from 'vitest'
import { DEFAULT_CONFIG } from './config.ts'
import type { DatabaseHandle } from './db.ts'
import { purgeExpired } from './housekeeping.ts'
import { addUser, testDatabases } from './test-db.ts'
import { jsonClient, testApp, useMigrated } from './test-http.ts'

const MINUTE = 60_000

describe.each(testDatabases)('housekeeping on $name', (database) => {
  let handle: DatabaseHandle
  const clock = fixedClock('2026-11-22T10:00:00Z')

  useMigrated(database, (opened) => {
    handle = opened
  })

  it('deletes only what has expired, and live sessions keep working', async () => {
    const client = jsonClient(testApp(handle.db, clock))
    await addUser(handle, { userName: 'P50000001', main: 500_000n })
    const stale = await client.login('P50000001')
    const key = { 'Idempotency-Key': 'old-key' }
    expect((await client.post('/exchange-main-to-game', { amount: 10 }, stale, key)).status).toBe(200)
    expect((await client.post('/login', { user_name: 'P50000001', password: 'wrong-pass' })).status).toBe(401)

    clock.advance(25 * 60 * MINUTE)
    const fresh = await client.login('P50000001')
    expect(await purgeExpired(handle.db, clock.now(), DEFAULT_CONFIG)).toMatchObject({
      loginFailures: 1,
      authTokens: 1,
      idempotencyKeys: 1,
    })
    expect((await client.get('/user', fresh)).status).toBe(200)
    expect((await client.get('/user', stale)).status).toBe(401)
    // The key is gone, so the same request now moves money again: it is a new request a day later.
    expect((await client.post('/exchange-main-to-game', { amount: 10 }, fresh, key)).status).toBe(200)
    expect((await client.get('/user', fresh)).body.data).toMatchObject({
      balance: '20.00',
      main_balance: '4980.00',
    })
    expect(await purgeExpired(handle.db, clock.now(), DEFAULT_CONFIG)).toMatchObject({
      loginFailures: 0,
      authTokens: 0,
      idempotencyKeys: 0,
    })
  })
})
