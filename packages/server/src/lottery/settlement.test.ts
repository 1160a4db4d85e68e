import { fixedClock } from '@shwe/domain'
import { and, eq, like, sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { issueToken } from '../auth.ts'
import { resolveConfig } from '../config.ts'
import type { DatabaseHandle } from '../db.ts'
import { auditLedger } from '../ledger-audit.ts'
import { createSimulatorFeed } from '../live/simulator.ts'
import { ledgerTransactions } from '../schema.ts'
import { addUser, captureLogger, TEST_SCRYPT_LOG_N, testDatabases } from '../test-db.ts'
import { inProcessCli, type jsonClient } from '../test-http.ts'
import { createSettlementJob, SETTLEMENT_LOCK_KEY } from './job.ts'
import { twoDRules } from './rules.ts'
import { lotteryBets, lotteryResults, lotterySlips } from './schema.ts'
import { recordResult, settleDraw } from './settle.ts'
import { KYAT, placeSlip, useLotteryApp, yangon } from './test-kit.ts'

describe.each(testDatabases)('lottery settlement on $name', (database) => {
  let handle: DatabaseHandle
  let client: ReturnType<typeof jsonClient>
  let app: Hono
  const clock = fixedClock(yangon('2026-11-23 09:00:00'))
  const config = resolveConfig({ scryptLogN: TEST_SCRYPT_LOG_N })
  const feed = createSimulatorFeed({ clock, seed: 'settlement-tests', logger: captureLogger() })
  const { admin, adminToken, players } = useLotteryApp(
    database,
    clock,
    { config, liveFeed: feed },
    (opened) => ({ handle, app, client } = opened),
  )
  const { player, gameBalance } = players('S')
  const bet2d = (token: string, lines: [string, number][]) => placeSlip(client, '/twod-bet', token, lines)
  const settlementJob = () =>
    createSettlementJob({ database: handle, clock, config, liveFeed: feed, logger: captureLogger() })
  /** Every prize credit of a draw's lines, by line id. */
  const prizeCredits = async (game: '2d' | '3d') => {
    const rows = await handle.db
      .select({ reference: ledgerTransactions.reference })
      .from(ledgerTransactions)
      .where(
        and(eq(ledgerTransactions.kind, `${game}_win`), like(ledgerTransactions.reference, `${game}:bet:%`)),
      )
    return rows.map((row) => row.reference)
  }

  it('pays 80× once per winning line, even settled twice at once and again after a crash (T8)', async () => {
    clock.set(yangon('2026-11-24 09:00:00'))
    const players = []
    for (let i = 0; i < 6; i++) players.push(await player(100_000n))
    const stakes: [string, number][][] = [
      [
        ['42', 100],
        ['24', 200],
      ],
      [['42', 1_000]],
      [
        ['07', 500],
        ['42', 150.5],
      ],
      [['99', 300]],
      [
        ['42', 100],
        ['00', 100],
        ['01', 100],
      ],
      [['43', 5_000]],
    ]
    for (const [i, lines] of stakes.entries()) await bet2d(players[i]?.token ?? '', lines)
    const before = await Promise.all(players.map((p) => gameBalance(p.id)))

    clock.set(yangon('2026-11-24 12:05:00'))
    const draw = { game: '2d', drawDate: '2026-11-24', session: 'morning' } as const
    const rules = twoDRules(config)
    const recorded = await recordResult(
      handle.db,
      rules,
      draw,
      { number: '42', source: 'admin' },
      clock.now(),
    )
    expect(recorded.status).toBe('created')

    // A run that "crashes" after its first batch of two lines: those stay settled, the rest stay open.
    const crash = new Error('simulated crash')
    await expect(
      settleDraw(handle.db, rules, draw, {
        now: clock.now(),
        batchSize: 2,
        afterBatch: () => {
          throw crash
        },
      }),
    ).rejects.toBe(crash)
    const [open] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(lotteryBets)
      .where(and(eq(lotteryBets.drawDate, '2026-11-24'), eq(lotteryBets.betStatus, false)))
    expect(open?.n).toBe(8)

    // Two settlers at once, then one more: every line is marked once and every prize paid once.
    const reports = await Promise.all([
      settleDraw(handle.db, rules, draw, { now: clock.now(), batchSize: 3 }),
      settleDraw(handle.db, rules, draw, { now: clock.now(), batchSize: 3 }),
    ])
    expect(reports[0].lines + reports[1].lines).toBe(8)
    const last = await settleDraw(handle.db, rules, draw, { now: clock.now() })
    expect(last).toEqual({ lines: 0, winners: 0, paidPya: 0n, slipsCompleted: 0 })

    const lines = await handle.db.select().from(lotteryBets).where(eq(lotteryBets.drawDate, '2026-11-24'))
    expect(lines).toHaveLength(10)
    for (const line of lines) {
      expect(line.betStatus).toBe(true)
      expect(line.betResult).toBe('42')
      expect(line.winLose).toBe(line.betNumber === '42')
      expect(line.potentialPayout).toBe(line.betNumber === '42' ? line.betAmount * 80n : 0n)
      expect(line.prizeSent).toBe(line.betNumber === '42')
    }
    const winners = lines.filter((line) => line.winLose)
    const credits = await prizeCredits('2d')
    expect(credits.sort()).toEqual(winners.map((line) => `2d:bet:${line.id}:win`).sort())
    // Totals: stake × odds, to the pya (150.50 × 80 = 12,040).
    const paid = winners.reduce((sum, line) => sum + line.potentialPayout, 0n)
    expect(paid).toBe((100n + 1_000n + 100n) * 80n * KYAT + 15_050n * 80n)
    const after = await Promise.all(players.map((p) => gameBalance(p.id)))
    const expectedWins = [8_000n * KYAT, 80_000n * KYAT, 12_040n * KYAT, 0n, 8_000n * KYAT, 0n]
    after.forEach((balance, i) => {
      expect(balance).toBe((before[i] ?? 0n) + (expectedWins[i] ?? 0n))
    })
    const slips = await handle.db.select().from(lotterySlips).where(eq(lotterySlips.drawDate, '2026-11-24'))
    expect(slips.every((slip) => slip.status === 'completed')).toBe(true)
    const [result] = await handle.db
      .select()
      .from(lotteryResults)
      .where(eq(lotteryResults.drawDate, '2026-11-24'))
    expect(result?.settledAt).toEqual(clock.now())
    const audit = await auditLedger(handle.db)
    expect(audit.unbalancedTransactions).toEqual([])
    expect(audit.mismatchedAccounts).toEqual([])
  })

  it('refuses a different result for a settled draw and pays nothing more', async () => {
    clock.set(yangon('2026-11-24 13:00:00'))
    const creditsBefore = await prizeCredits('2d')
    const same = await admin('/2d/result', { date: '2026-11-24', session: 'morning', twod: '42' })
    expect(same.status).toBe(200)
    expect(same.body.message).toBe('This 2D result was already recorded.')
    const other = await admin('/2d/result', { date: '2026-11-24', session: 'morning', twod: '24' })
    expect(other.status).toBe(409)
    expect(other.body.message).toBe('The morning result of 2026-11-24 is already final as 42 (admin).')
    expect(await prizeCredits('2d')).toEqual(creditsBefore)
  })

  it('lists the winners of a settled draw with masked names, for players only', async () => {
    clock.set(yangon('2026-11-24 13:00:00'))
    const viewer = await player(0n)
    const res = await client.get('/two-d-daily-winners?date=2026-11-24&session=morning', viewer.token)
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('2D winner list retrieved')
    expect(res.body.data.date).toBe('2026-11-24')
    expect(res.body.data.session).toBe('morning')
    expect(res.body.data.win_digit).toBe('42')
    expect(res.body.data.winners).toEqual([
      { member_name: 'S00****02', bet_amount: '1000.00', win_amount: '80000.00' },
      { member_name: 'S00****03', bet_amount: '150.50', win_amount: '12040.00' },
      { member_name: 'S00****01', bet_amount: '100.00', win_amount: '8000.00' },
      { member_name: 'S00****05', bet_amount: '100.00', win_amount: '8000.00' },
    ])
    const latest = await client.get('/two-d-daily-winners', viewer.token)
    expect(latest.body.message).toBe('Latest 2D winners (with winners list)')
    expect(latest.body.data.latest_results[0]).toEqual(res.body.data)

    const invalid = await client.get('/two-d-daily-winners?session=noon', viewer.token)
    expect(invalid.status).toBe(422)
    expect(invalid.body.message).toBe('Invalid session.')
    const missing = await client.get('/two-d-daily-winners?date=2026-11-24&session=evening', viewer.token)
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('No result found for given session and date.')
    // Agents cannot sign in here; a token they got elsewhere still does not open the players' lists.
    const agentId = await addUser(handle, { userName: 'agent-viewer', role: 'agent' })
    const agentToken = await issueToken(handle.db, agentId, clock.now(), config)
    const refused = await client.get('/two-d-daily-winners', agentToken)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('Only players can use this. Please log in with a player account.')
    expect((await client.get('/threed-daily-winners', agentToken)).status).toBe(403)
    expect((await client.get('/two-d-daily-winners')).status).toBe(401)
  })

  it('pays 3D exact 500× and permutations 10×, once, with the admin CLI', async () => {
    clock.set(yangon('2026-11-30 09:00:00'))
    const p = await player(10_000n)
    const q = await player(10_000n)
    await placeSlip(client, '/threed-bet', p.token, [
      ['123', 10],
      ['321', 20, true],
      ['124', 30],
    ])
    expect(
      (await client.post('/threed-bet', { totalAmount: 5, amounts: [{ num: '231', amount: 5 }] }, q.token))
        .status,
    ).toBe(200)
    const startP = await gameBalance(p.id)
    const startQ = await gameBalance(q.id)

    const { run, lines } = inProcessCli(app, adminToken())
    clock.set(yangon('2026-12-01 14:00:00'))
    expect(await run('threed-result', '2026-12-01', '123')).toBe(1)
    expect(lines.at(-1)).toBe(
      'Refused (422): The 3D result of 2026-12-01 is not due until 2026-12-01 14:30:00.',
    )
    expect(await run('threed-result', '2026-12-02', '123')).toBe(1)
    expect(lines.at(-1)).toBe('Refused (422): There is no 3D draw on 2026-12-02.')
    clock.set(yangon('2026-12-01 14:31:00'))
    expect(await run('threed-result', '2026-12-01', '123')).toBe(0)
    expect(lines.at(-2)).toBe('The 3D result was recorded.')
    expect(lines.at(-1)).toContain('settlement={"lines":4,"winners":3,"paid":"5250.00","slips_completed":2}')
    expect(await run('threed-result', '2026-12-01', '124')).toBe(1)
    expect(lines.at(-1)).toMatch(/^Refused \(409\): The 3D result of 2026-12-01 is already final as 123/)

    expect(await gameBalance(p.id)).toBe(startP + 5_000n * KYAT + 200n * KYAT)
    expect(await gameBalance(q.id)).toBe(startQ + 50n * KYAT)
    const history = await client.get('/threed-bet/history', await client.login(p.userName))
    const [slip] = history.body.data.slips
    expect(slip.status).toBe('completed')
    expect(
      slip.three_d_bets.map((line: { bet_number: string; win_lose: boolean; potential_payout: string }) => [
        line.bet_number,
        line.win_lose,
        line.potential_payout,
      ]),
    ).toEqual([
      ['123', true, '5000.00'],
      ['321', true, '200.00'],
      ['124', false, '0.00'],
    ])
    const viewer = await client.login(q.userName)
    const winners = await client.get('/threed-daily-winners?draw_session=2026-12-01', viewer)
    expect(winners.status).toBe(200)
    expect(winners.body.data).toMatchObject({
      date: '2026-12-01',
      draw_session: '2026-12-01',
      win_digit: '123',
    })
    expect(
      winners.body.data.winners.map((w: { bet_number: string; prize: string; win_amount: string }) => [
        w.bet_number,
        w.prize,
        w.win_amount,
      ]),
    ).toEqual([
      ['123', 'exact', '5000.00'],
      ['321', 'permutation', '200.00'],
      ['231', 'permutation', '50.00'],
    ])
    const none = await client.get('/threed-daily-winners?draw_session=2026-12-16', viewer)
    expect(none.status).toBe(404)
  })

  it('stores the feed’s results and settles them from the job, one process at a time', async () => {
    clock.set(yangon('2026-11-25 09:00:00'))
    const p = await player(10_000n)
    const numbers = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'))
    await bet2d(
      p.token,
      numbers.map((n) => [n, 100]),
    )
    const job = settlementJob()
    await job.start()
    try {
      clock.set(yangon('2026-11-25 12:02:00'))
      feed.tick()
      const final = feed.finalResult('2026-11-25', 'morning')
      expect(final?.twod).toMatch(/^\d{2}$/)
      await expect.poll(async () => (await slipsOf(p.id))[0]?.status, { timeout: 5_000 }).toBe('completed')
      expect(await gameBalance(p.id)).toBe((10_000n - 10_000n + 8_000n) * KYAT)
      const [stored] = await handle.db
        .select()
        .from(lotteryResults)
        .where(and(eq(lotteryResults.drawDate, '2026-11-25'), eq(lotteryResults.session, 'morning')))
      expect(stored).toMatchObject({
        number: final?.twod,
        source: 'simulator',
        setIndex: final?.set,
        setValue: final?.value,
      })
      expect(stored?.settledAt).not.toBeNull()

      if (handle.driver === 'postgres') {
        // Another process holding the lock: this one skips its sweep instead of doing the work twice.
        await handle.withConnection(async (other) => {
          await other.execute(sql`select pg_advisory_lock(${SETTLEMENT_LOCK_KEY})`)
          try {
            expect(await job.sweep()).toBe(false)
          } finally {
            await other.execute(sql`select pg_advisory_unlock(${SETTLEMENT_LOCK_KEY})`)
          }
        })
      }
      expect(await job.sweep()).toBe(true)
    } finally {
      await job.stop()
    }
  })

  it('puts results another process stored on this process’s live board', async () => {
    clock.set(yangon('2026-11-26 09:00:00'))
    const draw = { game: '2d', drawDate: '2026-11-25', session: 'evening' } as const
    const stored = await recordResult(
      handle.db,
      twoDRules(config),
      draw,
      { number: '73', source: 'http', setIndex: '1,262.47', setValue: '38,913.62' },
      yangon('2026-11-25 16:31:00'),
    )
    expect(stored.status).toBe('created')
    const job = settlementJob()
    await job.syncBoard()
    expect(feed.finalResult('2026-11-25', 'evening')).toEqual({
      date: '2026-11-25',
      session: 'evening',
      twod: '73',
      set: '1,262.47',
      value: '38,913.62',
      source: 'http',
    })
  })

  const slipsOf = (userId: number) =>
    handle.db.select().from(lotterySlips).where(eq(lotterySlips.userId, userId))
})
