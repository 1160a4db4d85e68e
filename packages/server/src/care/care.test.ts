import { fixedClock } from '@shwe/domain'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db.ts'
import { systemAccountId, transfer, userAccountId } from '../ledger.ts'
import { createSimulatorFeed } from '../live/simulator.ts'
import { lotterySlips } from '../lottery/schema.ts'
import { KYAT, yangon } from '../lottery/test-kit.ts'
import { adminActions, depositRequests } from '../schema.ts'
import {
  addAgentWithAccounts,
  addUser,
  auditAndClose,
  CLEAN_LEDGER,
  captureLogger,
  firstAdminToken,
  testDatabases,
} from '../test-db.ts'
import { type jsonClient, openTestApp } from '../test-http.ts'

const DAY = 24 * 60 * 60 * 1000

describe.each(testDatabases)('player care on $name', (database) => {
  let handle: DatabaseHandle
  let client: ReturnType<typeof jsonClient>
  let fixtures: Awaited<ReturnType<typeof addAgentWithAccounts>>
  let adminToken: string
  // Monday 23 November 2026, 10:00 in Yangon: the 2D morning draw is open.
  const clock = fixedClock(yangon('2026-11-23 10:00:00'))
  let serial = 0

  const player = async (game = 10_000n, main = 0n) => {
    serial++
    const userName = `C${String(serial).padStart(7, '0')}`
    const id = await addUser(handle, { userName, game: game * KYAT, main: main * KYAT })
    return { id, userName, token: await client.login(userName) }
  }
  const limits = (token: string, body: unknown) => client.post('/limits', body, token)
  const twoD = (token: string, num: string, amount: number) =>
    client.post('/twod-bet', { totalAmount: amount, amounts: [{ num, amount }] }, token)
  const deposit = (token: string, amount: number) =>
    client.post(
      '/depositfinicial',
      { agent_payment_type_id: fixtures.accountIds[0], amount, refrence_no: '123456' },
      token,
    )

  beforeAll(async () => {
    const liveFeed = createSimulatorFeed({ clock, seed: 'care-tests', logger: captureLogger() })
    // Tokens outlive the days these tests jump across.
    const config = { tokenIdleMinutes: 365 * 24 * 60, tokenAbsoluteDays: 3650 }
    ;({ handle, client } = await openTestApp(database, clock, { liveFeed, config }))
    fixtures = await addAgentWithAccounts(handle)
    adminToken = await firstAdminToken(handle)
  })

  beforeEach(() => clock.set(yangon('2026-11-23 10:00:00')))

  afterAll(async () => {
    // Whatever the tests did, no money was created or lost.
    expect(await auditAndClose(handle)).toMatchObject(CLEAN_LEDGER)
  })

  it('answers 401 without a token, and no limits for a new player', async () => {
    expect((await client.get('/limits')).status).toBe(401)
    expect((await client.post('/limits', { loss_daily: 1 })).status).toBe(401)
    expect((await client.post('/cool-off', { period: '24h' })).status).toBe(401)
    expect((await client.post('/self-exclusion', { months: 6 })).status).toBe(401)
    const p = await player()
    const res = await client.get('/limits', p.token)
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({
      limits: {
        deposit_daily: null,
        deposit_weekly: null,
        deposit_monthly: null,
        loss_daily: null,
        loss_weekly: null,
        loss_monthly: null,
      },
      pending: [],
      reality_check_minutes: null,
      cool_off_until: null,
      excluded_until: null,
    })
  })

  it('refuses limits that are not amounts, below zero or above the largest, and changes nothing', async () => {
    const p = await player()
    for (const [body, field] of [
      [{ loss_daily: -1 }, 'loss_daily'],
      [{ loss_daily: 'lots' }, 'loss_daily'],
      [{ deposit_weekly: 10.005 }, 'deposit_weekly'],
      [{ deposit_monthly: 100_000_001 }, 'deposit_monthly'],
      [{ loss_weekly: true }, 'loss_weekly'],
      [{ reality_check_minutes: 45 }, 'reality_check_minutes'],
      [{}, 'body'],
    ] as const) {
      const res = await limits(p.token, body)
      expect(res.status, JSON.stringify(body)).toBe(422)
      expect(Object.keys(res.body.errors), JSON.stringify(body)).toEqual([field])
    }
    expect((await client.get('/limits', p.token)).body.data.limits.loss_daily).toBeNull()
  })

  it('applies a new or lower limit at once, makes a higher one or none wait 24 hours, and logs each change', async () => {
    const p = await player()
    clock.set(yangon('2026-11-23 10:00:00'))
    let res = await limits(p.token, {
      loss_daily: 5_000,
      deposit_monthly: '200000.50',
      reality_check_minutes: 30,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data).toMatchObject({
      limits: { loss_daily: '5000.00', deposit_monthly: '200000.50' },
      pending: [],
      reality_check_minutes: 30,
    })
    res = await limits(p.token, { loss_daily: 8_000, deposit_monthly: null })
    const waitsUntil = new Date(yangon('2026-11-23 10:00:00').getTime() + DAY).toISOString()
    expect(res.body.data.limits).toMatchObject({ loss_daily: '5000.00', deposit_monthly: '200000.50' })
    expect(res.body.data.pending).toEqual([
      { limit: 'deposit_monthly', value: null, effective_at: waitsUntil },
      { limit: 'loss_daily', value: '8000.00', effective_at: waitsUntil },
    ])
    // Asking again later does not bring the change closer.
    clock.set(yangon('2026-11-24 09:00:00'))
    res = await limits(p.token, { loss_daily: 9_000 })
    expect(res.body.data.pending).toContainEqual({
      limit: 'loss_daily',
      value: '9000.00',
      effective_at: new Date(yangon('2026-11-24 09:00:00').getTime() + DAY).toISOString(),
    })
    clock.set(yangon('2026-11-24 10:00:00'))
    res = await client.get('/limits', p.token)
    expect(res.body.data.limits).toMatchObject({ loss_daily: '5000.00', deposit_monthly: null })
    clock.set(yangon('2026-11-25 09:00:00'))
    expect((await client.get('/limits', p.token)).body.data.limits.loss_daily).toBe('9000.00')
    // Lower again: at once.
    res = await limits(p.token, { loss_daily: 1_000 })
    expect(res.body.data.limits.loss_daily).toBe('1000.00')
    expect(res.body.data.pending).toEqual([])
    const logged = await handle.db.select().from(adminActions).where(eq(adminActions.userId, p.id))
    expect(logged.map((row) => row.action)).toEqual([
      'limit:deposit_monthly',
      'limit:loss_daily',
      'reality_check:30',
      'limit:deposit_monthly:remove',
      'limit:loss_daily',
      'limit:loss_daily',
      'limit:loss_daily',
    ])
    expect(logged.every((row) => row.actor === `player:${p.id}`)).toBe(true)
    clock.set(yangon('2026-11-23 10:00:00'))
  })

  it('refuses a stake past the daily loss limit at the boundary, naming the limit and what is left', async () => {
    clock.set(yangon('2026-11-23 10:00:00'))
    const p = await player()
    await limits(p.token, { loss_daily: 1_000 })
    const first = await twoD(p.token, '12', 600)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect((await twoD(p.token, '13', 400)).status).toBe(200)
    const refused = await twoD(p.token, '14', 100)
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({
      message: 'This bet would pass your daily loss limit: 0.00 Ks left.',
      data: { limit: 'loss_daily', left: '0.00' },
    })
    expect(await handle.db.select().from(lotterySlips).where(eq(lotterySlips.userId, p.id))).toHaveLength(2)
    // The next Yangon day starts afresh.
    clock.set(yangon('2026-11-24 10:00:00'))
    expect((await twoD(p.token, '14', 1_000)).status).toBe(200)
    clock.set(yangon('2026-11-23 10:00:00'))
  })

  it('never passes a loss limit under 20 bets at once', async () => {
    clock.set(yangon('2026-11-23 10:05:00'))
    const p = await player()
    await limits(p.token, { loss_daily: 1_000 })
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => twoD(p.token, String(20 + i), 100)),
    )
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(10)
    expect(replies.filter((reply) => reply.status === 403)).toHaveLength(10)
    const slips = await handle.db.select().from(lotterySlips).where(eq(lotterySlips.userId, p.id))
    expect(slips.reduce((sum, slip) => sum + slip.totalBetAmount, 0n)).toBe(1_000n * KYAT)
  })

  it('refuses a deposit request past the daily deposit limit, and counts refused requests out', async () => {
    const p = await player(0n)
    await limits(p.token, { deposit_daily: 50_000 })
    expect((await deposit(p.token, 30_000)).status).toBe(200)
    const refused = await deposit(p.token, 20_001)
    expect(refused.status).toBe(403)
    expect(refused.body.data).toEqual({ limit: 'deposit_daily', left: '20000.00' })
    expect((await deposit(p.token, 20_000)).status).toBe(200)
    const stored = await handle.db.select().from(depositRequests).where(eq(depositRequests.userId, p.id))
    expect(stored.map((row) => row.amount)).toEqual([30_000n * KYAT, 20_000n * KYAT])
  })

  it('stops deposits and bets during a cool-off, not withdrawals; the player can lengthen it but not shorten it', async () => {
    clock.set(yangon('2026-11-23 10:10:00'))
    const p = await player(10_000n, 5_000n)
    let res = await client.post('/cool-off', { period: '7d' }, p.token)
    expect(res.status).toBe(200)
    const weekLater = new Date(yangon('2026-11-23 10:10:00').getTime() + 7 * DAY).toISOString()
    expect(res.body.data.cool_off_until).toBe(weekLater)
    res = await client.post('/cool-off', { period: '24h' }, p.token)
    expect(res.body.data.cool_off_until).toBe(weekLater)
    expect((await client.post('/cool-off', { period: '1h' }, p.token)).status).toBe(422)

    const bet = await twoD(p.token, '55', 100)
    expect(bet.status).toBe(403)
    expect(bet.body.message).toMatch(
      /^You are on a cool-off until 2026-11-30 10:10:00 \(Yangon time\): no bets/,
    )
    expect((await deposit(p.token, 10_000)).status).toBe(403)
    const digit = await client.post(
      '/digitbet',
      { bet_type: 'small', bet_amount: 100, multiplier: 1 },
      p.token,
    )
    expect(digit.status).toBe(403)
    expect(digit.body.message).toMatch(/^You are on a cool-off until /)
    // Balances and exchanges still work.
    expect((await client.get('/user', p.token)).status).toBe(200)
    expect((await client.post('/exchange-main-to-game', { amount: 1_000 }, p.token)).status).toBe(200)
    const withdraw = await client.post(
      '/withdrawfinicial',
      {
        payment_type_id: fixtures.paymentTypeIds[1],
        account_name: 'Ko Ko',
        account_number: '09250001111',
        amount: 10_000,
        password: 'secret123',
      },
      p.token,
    )
    expect(withdraw.status, JSON.stringify(withdraw.body)).toBe(200)
    clock.set(yangon('2026-11-30 10:10:01'))
    expect((await client.get('/limits', p.token)).body.data.cool_off_until).toBeNull()
    clock.set(yangon('2026-11-23 10:00:00'))
  })

  it('self-excludes for 6 to 60 months, stopping bets', async () => {
    const p = await player()
    expect((await client.post('/self-exclusion', { months: 5 }, p.token)).status).toBe(422)
    expect((await client.post('/self-exclusion', { months: '6' }, p.token)).status).toBe(422)
    const res = await client.post('/self-exclusion', { months: 6 }, p.token)
    expect(res.status).toBe(200)
    expect(res.body.data.excluded_until).toBe(
      new Date(yangon('2026-05-23 10:00:00').getTime()).toISOString().replace('2026-05', '2027-05'),
    )
    const bet = await twoD(p.token, '77', 100)
    expect(bet.status).toBe(403)
    expect(bet.body.message).toMatch(/^You are self-excluded until 2027-05-23 10:00:00/)
  })

  it("counts the reality check's session from this sign-in: its length, stakes, wins and net position", async () => {
    expect((await client.get('/reality-check')).status).toBe(401)
    const p = await player()
    expect((await twoD(p.token, '11', 300)).status).toBe(200)
    // A new sign-in starts a new session: what was staked before it is not counted.
    clock.set(yangon('2026-11-23 10:05:00'))
    const token = await client.login(p.userName)
    clock.set(yangon('2026-11-23 10:20:00'))
    expect((await twoD(token, '12', 500)).status).toBe(200)
    const house = await systemAccountId(handle.db, 'house')
    const game = await userAccountId(handle.db, p.id, 'game')
    await transfer(handle.db, {
      from: house,
      to: game,
      amount: 800n * KYAT,
      kind: '2d_win',
      userId: p.id,
      at: clock.now(),
    })
    expect((await limits(token, { reality_check_minutes: 30 })).status).toBe(200)
    clock.set(yangon('2026-11-23 10:40:00'))
    const res = await client.get('/reality-check', token)
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({
      signed_in_at: yangon('2026-11-23 10:05:00').toISOString(),
      now: yangon('2026-11-23 10:40:00').toISOString(),
      reality_check_minutes: 30,
      stakes: '500.00',
      wins: '800.00',
      net: '300.00',
    })
    // The first token's session counts both stakes and the win, and no interval was lost.
    const first = await client.get('/reality-check', p.token)
    expect(first.body.data).toMatchObject({ stakes: '800.00', wins: '800.00', net: '0.00' })
  })

  it('lets the operator list exclusions and lift one only with a reason, which the audit log keeps', async () => {
    const p = await player()
    await client.post('/self-exclusion', { months: 12 }, p.token)
    const admin = (method: 'GET' | 'POST', path: string, body?: unknown) =>
      client.request(method, `/admin${path}`, { body, token: adminToken })
    const listed = await admin('GET', '/exclusions')
    expect(listed.body.data).toContainEqual({
      user_name: p.userName,
      cool_off_until: null,
      excluded_until: '2027-11-23 10:00:00 Yangon',
    })
    const bare = await admin('POST', '/exclusions/lift', { user_name: p.userName, reason: 'asked' })
    expect(bare.status).toBe(422)
    expect(Object.keys(bare.body.errors)).toEqual(['reason'])
    expect((await twoD(p.token, '78', 100)).status).toBe(403)
    const reason = 'Registered by mistake: the player is a minor, account to be closed.'
    expect((await admin('POST', '/exclusions/lift', { user_name: p.userName, reason })).status).toBe(200)
    expect((await client.get('/limits', p.token)).body.data.excluded_until).toBeNull()
    const [lifted] = await handle.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.userId, p.id), eq(adminActions.action, 'lift_exclusion')))
    expect(lifted).toMatchObject({ actor: 'admin-api', note: reason, target: `user:${p.id}` })
    expect((await admin('POST', '/exclusions/lift', { user_name: 'NOBODY', reason })).status).toBe(404)
  })
})
