import { fixedClock, yangonMonth } from '@shwe/domain'
import { and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from './db.ts'
import { topWithdrawals } from './leaderboard.ts'
import { systemBalance } from './ledger.ts'
import { auditLedger } from './ledger-audit.ts'
import { lotteryBets, lotteryResults, lotterySlips } from './lottery/schema.ts'
import { setupDatabase } from './migrate.ts'
import { accounts, REQUEST_STATUS, users, withdrawRequests } from './schema.ts'
import { DEMO_PLAYER, DEMO_REFERRAL_CODE } from './seed.ts'
import { CLEAN_LEDGER, TEST_SCRYPT_LOG_N, type TestHandle, testDatabases } from './test-db.ts'
import { testApp } from './test-http.ts'

describe.each(testDatabases)('demo seed on $name', (database) => {
  let handle: TestHandle
  let second: TestHandle | undefined
  // Early in a month, so "this month so far" is a short window.
  const clock = fixedClock('2026-11-02T03:00:00Z')
  const options = { clock, seedOptions: { scryptLogN: TEST_SCRYPT_LOG_N } }

  beforeAll(async () => {
    handle = await database.open()
  })

  afterAll(async () => {
    await second?.close()
    await handle?.close()
  })

  it('migrates and seeds once, even when two starts race', async () => {
    const results = await Promise.all([setupDatabase(handle, options), setupDatabase(handle, options)])
    expect(results.map((r) => r?.seeded).sort()).toEqual([false, true])
    const again = await setupDatabase(handle, options)
    expect(again?.seeded).toBe(false)
  })

  it('creates the agents, the demo player and at least twelve P-numbered players', async () => {
    const rows = await handle.db
      .select({ userName: users.userName, role: users.role, referralCode: users.referralCode })
      .from(users)
    expect(
      rows
        .filter((r) => r.role === 'agent')
        .map((r) => r.referralCode)
        .sort(),
    ).toEqual([DEMO_REFERRAL_CODE, 'guestplayer'])
    expect(rows.some((r) => r.userName === DEMO_PLAYER.userName)).toBe(true)
    const numbered = rows.filter((r) => /^P\d{8}$/.test(r.userName) && r.role === 'player')
    expect(numbered.length).toBeGreaterThanOrEqual(12)
    const negative = await handle.db
      .select()
      .from(accounts)
      .where(and(lt(accounts.balance, 0n), isNotNull(accounts.userId)))
    expect(negative).toEqual([])
  })

  it('puts every kyat through the ledger: balances are the sums of their entries and add up to zero', async () => {
    const audit = await auditLedger(handle.db)
    expect(audit).toMatchObject(CLEAN_LEDGER)
    expect(audit.entries).toBeGreaterThan(50)
    // Waiting withdrawals are held: the pending account holds exactly their sum.
    const waiting = await handle.db
      .select({ total: sql<string>`coalesce(sum(${withdrawRequests.amount}), 0)::text` })
      .from(withdrawRequests)
      .where(eq(withdrawRequests.status, REQUEST_STATUS.waiting))
    expect(await systemBalance(handle.db, 'pending_withdrawal')).toBe(BigInt(waiting[0]?.total ?? '0'))
  })

  it('lets the demo player log in and see the demo balances', async () => {
    const app = testApp(handle.db, clock)
    const login = await app.request('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ user_name: DEMO_PLAYER.userName, password: DEMO_PLAYER.password }),
    })
    expect(login.status).toBe(200)
    const { data } = (await login.json()) as { data: { token: string; user: Record<string, unknown> } }
    expect(data.user).toMatchObject({
      user_name: 'demo',
      name: 'Demo Player',
      phone: '09123456789',
      balance: '150000.00',
      main_balance: '50000.00',
    })
    const byPhone = await app.request('/api/login', {
      method: 'POST',
      body: JSON.stringify({ user_name: DEMO_PLAYER.phone, password: DEMO_PLAYER.password }),
    })
    expect(byPhone.status).toBe(200)
  })

  it('fills the ranking with ten players whose totals match this month’s approvals', async () => {
    const board = await topWithdrawals(handle.db, clock.now())
    expect(board).toHaveLength(10)
    expect(board.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    for (const row of board) expect(row.player_id).toMatch(/^P\d\d\*{4}\d\d$/)
    const amounts = board.map((r) => Number(r.amount))
    expect(new Set(amounts).size).toBe(10)
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts)

    const { start, end } = yangonMonth(clock.now())
    const sums = await handle.db
      .select({ total: sql<string>`sum(${withdrawRequests.amount})::text` })
      .from(withdrawRequests)
      .where(
        and(
          eq(withdrawRequests.status, REQUEST_STATUS.approved),
          gte(withdrawRequests.decidedAt, start),
          lt(withdrawRequests.decidedAt, end),
        ),
      )
      .groupBy(withdrawRequests.userId)
    const expected = sums
      .map((r) => BigInt(r.total))
      .sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))
      .slice(0, 10)
    expect(board.map((r) => r.amount)).toEqual(
      expected.map((pya) => `${pya / 100n}.${String(pya % 100n).padStart(2, '0')}`),
    )
  })

  it('also seeds withdrawals that must not count: waiting, rejected and last month', async () => {
    const { start } = yangonMonth(clock.now())
    const rows = await handle.db.select().from(withdrawRequests)
    expect(rows.some((r) => r.status === REQUEST_STATUS.waiting)).toBe(true)
    expect(rows.some((r) => r.status === REQUEST_STATUS.rejected)).toBe(true)
    expect(rows.some((r) => r.status === REQUEST_STATUS.approved && r.decidedAt && r.decidedAt < start)).toBe(
      true,
    )
    for (const r of rows) {
      if (r.decidedAt) expect(r.decidedAt.getTime()).toBeLessThanOrEqual(clock.now().getTime())
    }
  })

  if (database.name === 'postgres')
    it('serialises setup across separate connections with the lock', async () => {
      // A second pool on a second fresh database, set up from two pools at once.
      const fresh = await database.open()
      second = fresh
      if (!fresh.url) throw new Error('a PostgreSQL test database has a URL')
      const other = await openDatabase({ databaseUrl: fresh.url, maxConnections: 2 })
      try {
        const results = await Promise.all([setupDatabase(fresh, options), setupDatabase(other, options)])
        expect(results.map((r) => r?.seeded).sort()).toEqual([false, true])
      } finally {
        await other.close()
      }
    })

  it('seeds settled 2D draws before today with winners, a settled 3D draw and one awaiting its result', async () => {
    const results = await handle.db.select().from(lotteryResults).orderBy(lotteryResults.drawDate)
    const twoD = results.filter((r) => r.game === '2d')
    expect(twoD).toHaveLength(6)
    expect(twoD.every((r) => r.drawDate < '2026-11-02' && r.settledAt !== null)).toBe(true)
    const threeD = results.filter((r) => r.game === '3d')
    // 2 November 2026: the last 3D draw was 1 November (no result yet), the one before 16 October.
    expect(threeD.map((r) => [r.drawDate, r.settledAt !== null])).toEqual([['2026-10-16', true]])
    const pending = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(lotterySlips)
      .where(and(eq(lotterySlips.game, '3d'), eq(lotterySlips.drawDate, '2026-11-01')))
    expect(pending[0]?.n).toBeGreaterThan(0)
    const won = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(lotteryBets)
      .where(and(eq(lotteryBets.winLose, true), eq(lotteryBets.prizeSent, true)))
    expect(won[0]?.n).toBeGreaterThanOrEqual(6)
    const open = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(lotterySlips)
      .where(and(eq(lotterySlips.status, 'pending'), eq(lotterySlips.game, '2d')))
    expect(open[0]?.n).toBe(0)
  })
})
