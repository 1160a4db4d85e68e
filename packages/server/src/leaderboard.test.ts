import { SUCCESS_STATUS } from '@shwe/contract'
import { fixedClock } from '@shwe/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app.ts'
import type { DatabaseHandle } from './db.ts'
import { LEADERBOARD_SIZE } from './leaderboard.ts'
import { REQUEST_STATUS, type RequestStatus, withdrawRequests } from './schema.ts'
import { addUser, captureLogger, openMigrated, testDatabases } from './test-db.ts'

const KYAT = 100n

describe.each(testDatabases)('GET /api/toptenwithdraw on $name', (database) => {
  let handle: DatabaseHandle
  const clock = fixedClock('2026-11-22T10:00:00Z')
  let app: ReturnType<typeof createApp>
  /** user id by player name */
  const ids: Record<string, number> = {}

  const withdraw = async (player: string, kyat: bigint, status: RequestStatus, decidedAt: string | null) => {
    const userId = ids[player]
    if (userId === undefined) throw new Error(`no player ${player}`)
    await handle.db.insert(withdrawRequests).values({
      userId,
      amount: kyat * KYAT,
      status,
      decidedAt: decidedAt === null ? null : new Date(decidedAt),
      createdAt: new Date('2026-10-01T00:00:00Z'),
    })
  }
  const approved = (player: string, kyat: bigint, at: string) =>
    withdraw(player, kyat, REQUEST_STATUS.approved, at)

  const board = async () => {
    const res = await app.request('/api/toptenwithdraw')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = (await res.json()) as {
      status: string
      data: { id: number; player_id: string; amount: string }[]
    }
    expect(body.status).toBe(SUCCESS_STATUS)
    return body.data
  }

  beforeAll(async () => {
    handle = await openMigrated(database)
    app = createApp({ db: handle.db, clock, logger: captureLogger() })
    // Players P00000001 … P00000013.
    for (let n = 1; n <= 13; n++) {
      const name = `P000000${String(n).padStart(2, '0')}`
      ids[name] = await addUser(handle, { userName: name })
    }
    ids.agent = await addUser(handle, { userName: 'agent1', role: 'agent' })

    // November 2026 in Yangon runs from 2026-10-31T17:30Z to 2026-11-30T17:30Z.
    // P01 has three withdrawals this month: 10,000 + 20,000 + 5,000.50 = 35,000.50.
    await approved('P00000001', 10_000n, '2026-11-01T03:00:00Z')
    await approved('P00000001', 20_000n, '2026-11-20T03:00:00Z')
    await handle.db.insert(withdrawRequests).values({
      userId: ids.P00000001 ?? 0,
      amount: 500_050n,
      status: REQUEST_STATUS.approved,
      decidedAt: new Date('2026-11-21T00:00:00Z'),
    })
    // 18:00Z on 31 October is 00:30 on 1 November in Yangon: it counts for November.
    await approved('P00000002', 90_000n, '2026-10-31T18:00:00Z')
    // P03…P12 with single withdrawals of 11,000 … 20,000 (P12 = 20,000 ties with nobody).
    for (let n = 3; n <= 12; n++) {
      await approved(
        `P000000${String(n).padStart(2, '0')}`,
        BigInt(8_000 + n * 1_000),
        '2026-11-15T12:00:00Z',
      )
    }
    // P13 ties with P12 on 20,000: the lower user id (P12) ranks first.
    await approved('P00000013', 20_000n, '2026-11-16T12:00:00Z')

    // None of these may count.
    await approved('P00000003', 500_000n, '2026-10-31T17:00:00Z') // 23:30 on 31 October in Yangon
    await approved('P00000004', 500_000n, '2026-11-30T17:30:00Z') // 00:00 on 1 December in Yangon
    await withdraw('P00000005', 600_000n, REQUEST_STATUS.waiting, null)
    await withdraw('P00000006', 700_000n, REQUEST_STATUS.rejected, '2026-11-10T00:00:00Z')
    await approved('agent', 800_000n, '2026-11-10T00:00:00Z')
  })

  afterAll(async () => {
    await handle?.close()
  })

  it('ranks the ten largest monthly totals with masked player ids', async () => {
    const rows = await board()
    expect(rows).toEqual([
      { id: 1, player_id: 'P00****02', amount: '90000.00' },
      { id: 2, player_id: 'P00****01', amount: '35000.50' },
      { id: 3, player_id: 'P00****12', amount: '20000.00' },
      { id: 4, player_id: 'P00****13', amount: '20000.00' },
      { id: 5, player_id: 'P00****11', amount: '19000.00' },
      { id: 6, player_id: 'P00****10', amount: '18000.00' },
      { id: 7, player_id: 'P00****09', amount: '17000.00' },
      { id: 8, player_id: 'P00****08', amount: '16000.00' },
      { id: 9, player_id: 'P00****07', amount: '15000.00' },
      { id: 10, player_id: 'P00****06', amount: '14000.00' },
    ])
    expect(rows).toHaveLength(LEADERBOARD_SIZE)
  })

  it('uses the Yangon month of the clock, not the UTC month', async () => {
    // 23:00 on 31 October in Yangon: October's board holds only P03's late-October withdrawal.
    clock.set('2026-10-31T16:30:00Z')
    expect(await board()).toEqual([{ id: 1, player_id: 'P00****03', amount: '500000.00' }])
    // 07:00 on 1 December in Yangon: December's board holds P04's withdrawal at its first instant.
    clock.set('2026-12-01T00:30:00Z')
    expect(await board()).toEqual([{ id: 1, player_id: 'P00****04', amount: '500000.00' }])
    clock.set('2026-11-22T10:00:00Z')
  })

  it('refuses withdrawals without a positive amount, and decided ones without a decision time', async () => {
    await expect(withdraw('P00000001', 0n, REQUEST_STATUS.waiting, null)).rejects.toThrow()
    await expect(withdraw('P00000001', -5n, REQUEST_STATUS.waiting, null)).rejects.toThrow()
    await expect(withdraw('P00000001', 5n, REQUEST_STATUS.approved, null)).rejects.toThrow()
    await expect(withdraw('P00000001', 5n, REQUEST_STATUS.waiting, '2026-11-01T00:00:00Z')).rejects.toThrow()
  })

  it('answers an empty list for a month without approvals', async () => {
    clock.set('2027-03-01T00:00:00Z')
    expect(await board()).toEqual([])
    clock.set('2026-11-22T10:00:00Z')
  })
})
