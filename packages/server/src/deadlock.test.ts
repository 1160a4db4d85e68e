import { fixedClock } from '@shwe/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isTransientConflict, openDatabase, retryTransient, TRANSACTION_ATTEMPTS } from './db.ts'
import { createSimulatorFeed } from './live/simulator.ts'
import { KYAT, yangon } from './lottery/test-kit.ts'
import {
  addUser,
  auditAndClose,
  CLEAN_LEDGER,
  captureLogger,
  type TestHandle,
  testDatabases,
} from './test-db.ts'
import { type jsonClient, openTestApp } from './test-http.ts'

/** An error as node-postgres and drizzle hand it over: the driver's error as the cause. */
const wrapped = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(code), { code }) })

describe('a transaction that loses a deadlock', () => {
  it('is run again after a growing wait, and only for a deadlock or a serialization conflict', async () => {
    expect(isTransientConflict(wrapped('40P01'))).toBe(true)
    expect(isTransientConflict(wrapped('40001'))).toBe(true)
    expect(isTransientConflict(wrapped('23505'))).toBe(false)
    const waits: number[] = []
    let tries = 0
    const result = await retryTransient(
      async () => {
        tries++
        if (tries < 3) throw wrapped('40P01')
        return 'paid'
      },
      async (ms) => {
        waits.push(ms)
      },
    )
    expect(result).toBe('paid')
    expect(tries).toBe(3)
    expect(waits[0]).toBeGreaterThanOrEqual(5)
    expect(waits[1]).toBeGreaterThanOrEqual(10)

    let refused = 0
    await expect(
      retryTransient(async () => {
        refused++
        throw wrapped('23505')
      }),
    ).rejects.toThrow('Failed query')
    expect(refused).toBe(1)

    let stuck = 0
    await expect(
      retryTransient(
        async () => {
          stuck++
          throw wrapped('40P01')
        },
        async () => undefined,
      ),
    ).rejects.toThrow('Failed query')
    expect(stuck).toBe(TRANSACTION_ATTEMPTS)
  })
})

describe.each(testDatabases)('deadlocks on $name (T4)', (database) => {
  let handle: TestHandle
  let client: ReturnType<typeof jsonClient>
  const clock = fixedClock(yangon('2026-11-23 10:00:00'))

  beforeAll(async () => {
    const liveFeed = createSimulatorFeed({ clock, seed: 'deadlocks', logger: captureLogger() })
    ;({ handle, client } = await openTestApp(database, clock, { liveFeed }))
  })

  afterAll(async () => {
    expect(await auditAndClose(handle)).toMatchObject(CLEAN_LEDGER)
  })

  // PGlite has one connection: nothing there can cross.
  if (database.name === 'postgres') {
    it('retries the side PostgreSQL rolls back, so both of two crossing transactions commit', async () => {
      await handle.db.execute(sql`create table crossing (id int primary key, n int not null)`)
      await handle.db.execute(sql`insert into crossing values (1, 0), (2, 0)`)
      for (let round = 0; round < 20; round++) {
        let arrived = 0
        let release: () => void = () => undefined
        const both = new Promise<void>((done) => {
          release = done
        })
        // Each takes its first row, waits until the other has too, then asks for the other's row.
        const cross = (first: number, second: number) =>
          handle.db.transaction(async (tx) => {
            // Found in 50 ms instead of the default second, so 20 rounds take a moment.
            await tx.execute(sql`set local deadlock_timeout = '50ms'`)
            await tx.execute(sql`update crossing set n = n + 1 where id = ${first}`)
            if (++arrived === 2) release()
            await Promise.race([both, new Promise((done) => setTimeout(done, 200))])
            await tx.execute(sql`update crossing set n = n + 1 where id = ${second}`)
          })
        await Promise.all([cross(1, 2), cross(2, 1)])
      }
      const result = await handle.db.execute(sql`select sum(n)::int as total from crossing`)
      expect((result as unknown as { rows: { total: number }[] }).rows[0]?.total).toBe(80)
    })
  }

  if (database.name === 'postgres') {
    it('fails only the transaction whose connection is cut, and the server goes on', async () => {
      const admin = await openDatabase({ databaseUrl: handle.url as string, maxConnections: 1 })
      try {
        for (let round = 0; round < 12; round++) {
          const cut = handle.db.transaction(async (tx) => {
            const result = await tx.execute(sql`select pg_backend_pid() as pid`)
            const [row] = (result as unknown as { rows: { pid: number }[] }).rows
            await admin.db.execute(sql`select pg_terminate_backend(${row?.pid})`)
            await tx.execute(sql`select 1`)
          })
          await expect(cut).rejects.toThrow()
        }
        // More cuts than the pool has connections: none was kept from it.
        const result = await handle.db.transaction((tx) => tx.execute(sql`select 1 as one`))
        expect((result as unknown as { rows: { one: number }[] }).rows).toEqual([{ one: 1 }])
      } finally {
        await admin.close()
      }
    })
  }

  it('answers 20 rounds of opposite exchanges and crossing slips without a server error', async () => {
    const players = await Promise.all(
      ['D0000001', 'D0000002'].map(async (userName) => {
        await addUser(handle, { userName, main: 1_000_000n * KYAT, game: 1_000_000n * KYAT })
        return client.login(userName)
      }),
    )
    const statuses: number[] = []
    for (let round = 0; round < 20; round++) {
      const requests = players.flatMap((token, i) => [
        client.post('/exchange-main-to-game', { amount: 100 + round }, token),
        client.post('/exchange-game-to-main', { amount: 100 + round }, token),
        client.post(
          '/twod-bet',
          {
            totalAmount: 200,
            amounts: (i === 0 ? ['12', '34'] : ['34', '12']).map((num) => ({ num, amount: 100 })),
          },
          token,
        ),
      ])
      for (const res of await Promise.all(requests)) statuses.push(res.status)
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([])
  })
})
