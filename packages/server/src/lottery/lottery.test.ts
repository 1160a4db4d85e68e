import { ERROR_STATUS, LOTTERY_BET_PLACED, SUCCESS_STATUS } from '@shwe/contract'
import { fixedClock } from '@shwe/domain'
import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db.ts'
import { auditLedger } from '../ledger-audit.ts'
import { createSimulatorFeed } from '../live/simulator.ts'
import { captureLogger, testDatabases } from '../test-db.ts'
import { jsonClient, testApp } from '../test-http.ts'
import { lotteryBets, lotteryExposure, lotterySlips } from './schema.ts'
import { KYAT, useLotteryApp, yangon } from './test-kit.ts'

describe.each(testDatabases)('2D and 3D lotteries on $name', (database) => {
  let handle: DatabaseHandle
  let client: ReturnType<typeof jsonClient>
  // Monday 23 November 2026: a trading day; the next 3D draw is on 1 December.
  const clock = fixedClock(yangon('2026-11-23 10:00:00'))
  const lotteryFeed = () => createSimulatorFeed({ clock, seed: 'lottery-tests', logger: captureLogger() })
  const { admin, adminToken, players } = useLotteryApp(
    database,
    clock,
    { liveFeed: lotteryFeed() },
    (opened) => ({ handle, client } = opened),
  )
  const { player, gameBalance } = players('L')
  const twoD = (token: string, body: unknown, headers?: Record<string, string>) =>
    client.post('/twod-bet', body, token, headers)
  const threeD = (token: string, body: unknown) => client.post('/threed-bet', body, token)
  const slipsOf = (userId: number) =>
    handle.db.select().from(lotterySlips).where(eq(lotterySlips.userId, userId))

  describe('placing a 2D slip', () => {
    it('takes the session from the server clock, pads the numbers and debits the game balance once', async () => {
      clock.set(yangon('2026-11-23 10:15:07'))
      const p = await player(10_000n)
      const res = await twoD(p.token, {
        totalAmount: 300,
        amounts: [
          { num: '5', amount: 100 },
          { num: '50', amount: '200' },
        ],
        // A client's idea of the session is ignored.
        session: 'evening',
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(res.body.status).toBe(SUCCESS_STATUS)
      expect(res.body.message).toBe(LOTTERY_BET_PLACED)
      const slip = res.body.data
      expect(slip).toMatchObject({
        user_id: p.id,
        player_name: p.userName,
        total_bet_amount: '300.00',
        session: 'morning',
        status: 'pending',
        game_date: '2026-11-23',
        game_time: '10:15:07',
        before_balance: '10000.00',
        after_balance: '9700.00',
      })
      expect(slip.slip_no).toMatch(/^\d{6}-mk-2d-2026-11-23-10:15:07$/)
      expect(slip.two_bets.map((line: { bet_number: string }) => line.bet_number).sort()).toEqual([
        '05',
        '50',
      ])
      expect(slip.two_bets[0]).toMatchObject({
        session: 'morning',
        win_lose: false,
        potential_payout: '0.00',
        bet_status: false,
        bet_result: null,
        prize_sent: false,
        slip_id: slip.id,
      })
      expect(await gameBalance(p.id)).toBe(9_700n * KYAT)

      const morning = await client.get('/twod-bet-slips', p.token)
      expect(morning.status).toBe(200)
      expect(morning.body.message).toBe('Your morning session two-digit bet slips retrieved successfully.')
      expect(morning.body.data).toEqual([slip])
      expect((await client.get('/evening-twod-bet-slips', p.token)).body.data).toEqual([])
    })

    it.each([
      [
        {
          totalAmount: 250,
          amounts: [
            { num: '05', amount: 100 },
            { num: '06', amount: 100 },
          ],
        },
        'totalAmount',
        'The total amount field must equal the sum of the amounts.',
      ],
      [
        { totalAmount: 99, amounts: [{ num: '05', amount: 99 }] },
        'amounts.0.amount',
        'The amount field must be at least 100.',
      ],
      [
        { totalAmount: 100, amounts: [{ num: '123', amount: 100 }] },
        'amounts.0.num',
        'The number field must be one or two digits, 00 to 99.',
      ],
      [
        { totalAmount: 100, amounts: [{ num: '-1', amount: 100 }] },
        'amounts.0.num',
        'The number field must be one or two digits, 00 to 99.',
      ],
      [
        {
          totalAmount: 200,
          amounts: [
            { num: '5', amount: 100 },
            { num: '05', amount: 100 },
          ],
        },
        'amounts.1.num',
        'The number 05 is already on this slip.',
      ],
      [{ totalAmount: 0, amounts: [] }, 'amounts', 'The amounts field must have at least one number.'],
      [{ amounts: [{ num: '05', amount: 100 }] }, 'totalAmount', 'The total amount field is required.'],
      [
        { totalAmount: 100, amounts: [{ num: '05', amount: 100.005 }] },
        'amounts.0.amount',
        'The amount field must be a number with at most 2 decimal places.',
      ],
    ])('refuses %j with 422 and changes nothing', async (body, field, message) => {
      clock.set(yangon('2026-11-23 10:00:00'))
      const p = await player(10_000n)
      const res = await twoD(p.token, body)
      expect(res.status).toBe(422)
      expect(res.body.errors[field]).toEqual([message])
      expect(await gameBalance(p.id)).toBe(10_000n * KYAT)
      expect(await slipsOf(p.id)).toEqual([])
    })

    it('refuses a slip above the game balance with the contract’s text and keeps the cap free', async () => {
      clock.set(yangon('2026-11-23 10:00:00'))
      const poor = await player(150n)
      const res = await twoD(poor.token, { totalAmount: 200, amounts: [{ num: '33', amount: 200 }] })
      expect(res.status).toBe(400)
      expect(res.body).toEqual({
        status: ERROR_STATUS,
        message: 'လက်ကျန်ငွေ မလုံလောက်ပါ။',
        data: 'Insufficient Funds',
      })
      expect(await gameBalance(poor.id)).toBe(150n * KYAT)
      const exposure = await handle.db
        .select()
        .from(lotteryExposure)
        .where(and(eq(lotteryExposure.betNumber, '33'), eq(lotteryExposure.drawDate, '2026-11-23')))
      expect(exposure).toEqual([])
    })

    it('answers a repeated Idempotency-Key with the first reply and places one slip', async () => {
      clock.set(yangon('2026-11-23 10:00:00'))
      const p = await player(1_000n)
      const body = { totalAmount: 100, amounts: [{ num: '21', amount: 100 }] }
      const first = await twoD(p.token, body, { 'Idempotency-Key': 'slip-1' })
      const again = await twoD(p.token, body, { 'Idempotency-Key': 'slip-1' })
      expect(first.status).toBe(200)
      expect(again.body).toEqual(first.body)
      expect(await slipsOf(p.id)).toHaveLength(1)
      expect(await gameBalance(p.id)).toBe(900n * KYAT)
    })
  })

  describe('cut-off (T6): the server clock decides, in Asia/Yangon', () => {
    const cases: [string, string, string | null][] = [
      // [Yangon time, expected session (null: refused)]
      ['2026-11-23 00:00:01', 'morning', null],
      ['2026-11-23 11:50:59', 'morning', null],
      ['2026-11-23 11:51:01', '', 'closed'],
      ['2026-11-23 12:00:59', '', 'closed'],
      ['2026-11-23 12:01:00', 'evening', null],
      ['2026-11-23 16:19:59', 'evening', null],
      ['2026-11-23 16:20:01', '', 'closed'],
      ['2026-11-23 18:00:00', '', 'closed'],
      ['2026-11-22 10:00:00', '', 'closed'], // Sunday
    ]
    it.each(cases)('a 2D bet at %s', async (at, session, closed) => {
      clock.set(yangon(at))
      const p = await player(1_000n)
      const res = await twoD(p.token, { totalAmount: 100, amounts: [{ num: '77', amount: 100 }] })
      if (closed) {
        expect(res.status).toBe(400)
        expect(res.body.data).toBe('Betting Closed')
        expect(res.body.message).toBe('2D betting is closed at this time. Welcome back next time!')
        expect(await gameBalance(p.id)).toBe(1_000n * KYAT)
      } else {
        expect(res.status, JSON.stringify(res.body)).toBe(200)
        expect(res.body.data.session).toBe(session)
        expect(res.body.data.game_date).toBe(at.slice(0, 10))
      }
    })

    const threeDCases: [string, string | null][] = [
      ['2026-12-01 11:59:59', '2026-12-01'],
      ['2026-12-01 12:00:01', null],
      ['2026-12-01 14:29:59', null],
      ['2026-12-01 14:30:00', '2026-12-16'],
      ['2026-11-23 10:00:00', '2026-12-01'],
    ]
    it.each(threeDCases)('a 3D bet at %s goes to the draw of %s', async (at, drawSession) => {
      clock.set(yangon(at))
      const p = await player(1_000n)
      const res = await threeD(p.token, { totalAmount: 5, amounts: [{ num: '007', amount: 5 }] })
      if (drawSession === null) {
        expect(res.status).toBe(400)
        expect(res.body.data).toBe('Betting Closed')
        expect(await gameBalance(p.id)).toBe(1_000n * KYAT)
      } else {
        expect(res.status, JSON.stringify(res.body)).toBe(200)
        expect(res.body.data.draw_session).toBe(drawSession)
      }
    })
  })

  it('tells boards when betting opens and closes, by the server clock', async () => {
    clock.set(yangon('2026-11-23 11:55:00'))
    const twoDInfo = await client.get('/twod/draw-info')
    expect(twoDInfo.status).toBe(200)
    expect(twoDInfo.body.data).toEqual({
      server_time: '2026-11-23T05:25:00.000Z',
      is_betting_open: false,
      current_session: {
        date: '2026-11-23',
        session: 'morning',
        cutoff_at: '2026-11-23T05:21:00.000Z',
        result_at: '2026-11-23T05:31:00.000Z',
        is_betting_open: false,
      },
      next_session: {
        date: '2026-11-23',
        session: 'evening',
        cutoff_at: '2026-11-23T09:50:00.000Z',
        result_at: '2026-11-23T10:00:00.000Z',
        is_betting_open: true,
      },
      last_session: {
        date: '2026-11-20',
        session: 'evening',
        cutoff_at: '2026-11-20T09:50:00.000Z',
        result_at: '2026-11-20T10:00:00.000Z',
        is_betting_open: false,
      },
    })
    clock.set(yangon('2026-12-01 13:00:00'))
    const threeDInfo = await client.get('/threed/draw-info')
    expect(threeDInfo.body.success).toBe(true)
    expect(threeDInfo.body.data).toMatchObject({
      is_betting_open: false,
      current_session: { draw_session: '2026-12-01', is_betting_open: false },
      next_session: { draw_session: '2026-12-16', cutoff_at: '2026-12-16T05:30:00.000Z' },
      last_session: { draw_session: '2026-12-01', result_at: '2026-12-01T08:00:00.000Z' },
    })
    clock.set(yangon('2026-12-01 15:00:00'))
    const reopened = await client.get('/threed/draw-info')
    expect(reopened.body.data).toMatchObject({
      is_betting_open: true,
      current_session: { draw_session: '2026-12-16', is_betting_open: true },
    })
  })

  describe('limits', () => {
    it('refuses closed numbers and closed heads, listing them, until they are opened again', async () => {
      clock.set(yangon('2026-11-24 09:00:00'))
      const p = await player(10_000n)
      expect((await admin('/lottery/closures', { game: '2d', value: '47', closed: true })).status).toBe(200)
      expect(
        (await admin('/lottery/closures', { game: '2d', kind: 'head', value: '9', closed: true })).status,
      ).toBe(200)
      const body = {
        totalAmount: 300,
        amounts: [
          { num: '91', amount: 100 },
          { num: '12', amount: 100 },
          { num: '47', amount: 100 },
        ],
      }
      const refused = await twoD(p.token, body)
      expect(refused.status).toBe(400)
      expect(refused.body.status).toBe(ERROR_STATUS)
      expect(refused.body.data).toEqual(['47', '91'])
      expect(refused.body.message).toContain("'47', '91'")
      expect(await gameBalance(p.id)).toBe(10_000n * KYAT)

      const listed = await client.request('GET', '/admin/lottery/closures', { token: adminToken() })
      expect(listed.body.data).toEqual([
        { game: '2d', kind: 'head', value: '9' },
        { game: '2d', kind: 'number', value: '47' },
      ])
      await admin('/lottery/closures', { game: '2d', value: '47', closed: false })
      await admin('/lottery/closures', { game: '2d', kind: 'head', value: '9', closed: false })
      expect((await twoD(p.token, body)).status).toBe(200)
      const bad = await admin('/lottery/closures', { game: '3d', kind: 'head', value: '9', closed: true })
      expect(bad.status).toBe(422)
    })

    it('holds the per-number cap under 40 concurrent slips (T5)', async () => {
      clock.set(yangon('2026-11-25 09:00:00'))
      const players = []
      for (let i = 0; i < 40; i++) players.push(await player(10_000n))
      // The same database behind an app whose cap is 100,000 kyat per number.
      const capped = jsonClient(
        testApp(handle.db, clock, { config: { twoDCapPya: 100_000n * KYAT }, liveFeed: lotteryFeed() }),
      )
      const replies = await Promise.all(
        players.map((p, i) =>
          capped.post(
            '/twod-bet',
            {
              totalAmount: 5_100,
              amounts: [
                { num: '47', amount: 5_000 },
                { num: String(50 + i), amount: 100 },
              ],
            },
            p.token,
          ),
        ),
      )
      const accepted = replies.filter((r) => r.status === 200)
      const refused = replies.filter((r) => r.status !== 200)
      expect(accepted).toHaveLength(20)
      for (const r of refused) {
        expect(r.status).toBe(400)
        expect(r.body.data).toEqual(['47'])
      }
      const [staked] = await handle.db
        .select({ total: sql<string>`coalesce(sum(${lotteryBets.betAmount}), 0)::text` })
        .from(lotteryBets)
        .where(and(eq(lotteryBets.drawDate, '2026-11-25'), eq(lotteryBets.betNumber, '47')))
      expect(BigInt(staked?.total ?? '0')).toBe(100_000n * KYAT)
      const audit = await auditLedger(handle.db)
      expect(audit.negativeUserAccounts).toEqual([])
      expect(audit.unbalancedTransactions).toEqual([])
    })

    it('refuses one line above the whole cap on its own', async () => {
      clock.set(yangon('2026-11-26 09:00:00'))
      const p = await player(100_000n)
      const res = await twoD(p.token, { totalAmount: 50_100, amounts: [{ num: '01', amount: 50_100 }] })
      expect(res.status).toBe(400)
      expect(res.body.data).toEqual(['01'])
    })
  })

  describe('3D slips', () => {
    it('stores break groups and the permutation flag, and pages the history', async () => {
      clock.set(yangon('2026-11-23 10:00:00'))
      const p = await player(10_000n)
      const res = await threeD(p.token, {
        totalAmount: 30,
        amounts: [
          { num: '123', amount: 10 },
          { num: '321', amount: 10, is_permutation: true },
          { num: '999', amount: 10 },
        ],
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(res.body.message).toBe(LOTTERY_BET_PLACED)
      expect(res.body.data).toMatchObject({
        draw_session: '2026-12-01',
        status: 'pending',
        total_bet_amount: '30.00',
      })
      expect(res.body.data.slip_no).toMatch(/^\d{6}-mk-3d-2026-11-23-10:00:00$/)
      const lines = res.body.data.three_d_bets
      expect(
        lines.map((l: { bet_number: string; break_group: number; is_permutation: boolean }) => [
          l.bet_number,
          l.break_group,
          l.is_permutation,
        ]),
      ).toEqual([
        ['123', 6, false],
        ['321', 6, true],
        ['999', 27, false],
      ])
      for (let i = 0; i < 11; i++) {
        expect(
          (
            await threeD(p.token, {
              totalAmount: 1,
              amounts: [{ num: String(i).padStart(3, '0'), amount: 1 }],
            })
          ).status,
        ).toBe(200)
      }
      const page1 = await client.get('/threed-bet/history', p.token)
      expect(page1.status).toBe(200)
      expect(page1.body.success).toBe(true)
      expect(page1.body.data.pagination).toEqual({
        current_page: 1,
        total_pages: 2,
        total_records: 12,
        per_page: 10,
      })
      expect(page1.body.data.slips).toHaveLength(10)
      const page2 = await client.get('/threed-bet/history?page=2&status=pending', p.token)
      expect(page2.body.data.slips).toHaveLength(2)
      expect(page2.body.data.slips[1].id).toBe(res.body.data.id)
      expect((await client.get('/threed-bet/history?status=done', p.token)).status).toBe(422)
    })

    it.each([
      [{ totalAmount: 1, amounts: [{ num: '12', amount: 1 }] }, 'amounts.0.num'],
      [{ totalAmount: 1, amounts: [{ num: 123, amount: 1 }] }, 'amounts.0.num'],
      [{ totalAmount: 0, amounts: [{ num: '123', amount: 0 }] }, 'amounts.0.amount'],
      [
        { totalAmount: 1, amounts: [{ num: '123', amount: 1, is_permutation: 'yes' }] },
        'amounts.0.is_permutation',
      ],
    ])('refuses %j with 422', async (body, field) => {
      clock.set(yangon('2026-11-23 10:00:00'))
      const p = await player(100n)
      const res = await threeD(p.token, body)
      expect(res.status).toBe(422)
      expect(Object.keys(res.body.errors)).toContain(field)
      expect(await gameBalance(p.id)).toBe(100n * KYAT)
    })
  })
})
