import { SUCCESS_STATUS, type ThreeDNumberShare, type TwoDNumberShare } from '@shwe/contract'
import { type Clock, fixedClock } from '@shwe/domain'
import { describe, expect, it } from 'vitest'
import type { AppConfig } from '../config.ts'
import { createSimulatorFeed } from '../live/simulator.ts'
import { captureLogger, type TestDatabase, testDatabases } from '../test-db.ts'
import type { jsonClient } from '../test-http.ts'
import { takenPercent, threeDNumberShares, twoDNumberShares } from './numbers.ts'
import { KYAT, placeSlip, slipBody, useLotteryApp, yangon } from './test-kit.ts'

const CLOSED = '2D betting is closed at this time. Welcome back next time!'
const THREE_D_CLOSED = '3D betting is closed until this draw’s result is out. Welcome back after 14:30!'

/** `useLotteryApp` with the board tests' `config` and live feed. */
const useBoardApp = (
  database: TestDatabase,
  clock: Clock,
  config: Partial<AppConfig>,
  opened: (app: { client: ReturnType<typeof jsonClient> }) => void,
) =>
  useLotteryApp(
    database,
    clock,
    { config, liveFeed: createSimulatorFeed({ clock, seed: 'numbers-tests', logger: captureLogger() }) },
    opened,
  )

type Reply = Awaited<ReturnType<ReturnType<typeof jsonClient>['get']>>

/** A board is answered afresh every time: every bet moves it. */
function expectUncached(res: Reply) {
  expect(res.status).toBe(200)
  expect(res.headers.get('cache-control')).toBe('no-store')
}

/** The data of a board's reply while a draw is open: uncached, a success, with no message. */
function openBoard(res: Reply) {
  expectUncached(res)
  expect(res.body.status).toBe(SUCCESS_STATUS)
  expect(res.body.message).toBeNull()
  return res.body.data
}

/** A board's reply after stakes of 4,321 and 7,777 kyat by `userName`: neither amount, in any form, nor who staked. */
function expectNoStakesShown(body: unknown, userName: string) {
  const text = JSON.stringify(body)
  for (const secret of ['4321', '4,321', '432100', '7777', '7,777', '777700', userName]) {
    expect(text).not.toContain(secret)
  }
  expect(text).not.toMatch(/amount|user|player|member|name|balance|total/i)
}

describe('takenPercent', () => {
  it.each([
    [0n, 0],
    [1n, 0],
    [999n, 0],
    [1_000n, 10],
    [1_999n, 10],
    [3_500n, 30],
    [9_999n, 90],
    [10_000n, 100],
    // A cap lowered below what was already taken still shows a full number, never more.
    [12_000n, 100],
  ] as const)('shows %s of a 10,000 cap as %i, rounded down', (taken, percent) => {
    expect(takenPercent(taken, 10_000n)).toBe(percent)
  })
})

describe('twoDNumberShares', () => {
  const limits = { capPya: 10_000n, minPya: 100n }
  const none = { numbers: new Set<string>(), heads: new Set<string>() }
  const share = (shares: TwoDNumberShare[], number: string) => shares.find((s) => s.number === number)

  it('lists 00 to 99 in order, untaken and open when nothing is staked or closed', () => {
    const shares = twoDNumberShares(new Map(), none, limits)
    expect(shares.map((s) => s.number)).toEqual(
      Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0')),
    )
    expect(shares.every((s) => s.taken_percent === 0 && !s.is_full && !s.is_closed)).toBe(true)
  })

  it('counts a number as full once less than the smallest stake is left', () => {
    const shares = twoDNumberShares(
      new Map([
        ['10', 9_900n],
        ['11', 9_901n],
        ['12', 10_000n],
      ]),
      none,
      limits,
    )
    expect(share(shares, '10')).toMatchObject({ taken_percent: 90, is_full: false })
    expect(share(shares, '11')).toMatchObject({ taken_percent: 90, is_full: true })
    expect(share(shares, '12')).toMatchObject({ taken_percent: 100, is_full: true })
  })

  it('marks numbers closed by themselves or by their head', () => {
    const shares = twoDNumberShares(new Map(), { numbers: new Set(['47']), heads: new Set(['9']) }, limits)
    expect(shares.filter((s) => s.is_closed).map((s) => s.number)).toEqual([
      '47',
      '90',
      '91',
      '92',
      '93',
      '94',
      '95',
      '96',
      '97',
      '98',
      '99',
    ])
  })
})

describe('threeDNumberShares', () => {
  const limits = { capPya: 10_000n, minPya: 100n }

  it('lists only the numbers with stake, in order, each with its rounded share', () => {
    const shares = threeDNumberShares(
      new Map([
        ['999', 10_000n],
        ['042', 5_000n],
        ['500', 0n],
        ['007', 1n],
        ['100', 9_901n],
        ['555', 9_900n],
      ]),
      limits,
    )
    expect(shares).toEqual([
      { number: '007', taken_percent: 0, is_full: false },
      { number: '042', taken_percent: 50, is_full: false },
      { number: '100', taken_percent: 90, is_full: true },
      { number: '555', taken_percent: 90, is_full: false },
      { number: '999', taken_percent: 100, is_full: true },
    ])
  })

  it('sends nothing for a draw nobody has staked on', () => {
    expect(threeDNumberShares(new Map(), limits)).toEqual([])
  })
})

describe.each(testDatabases)('GET /twod/numbers on $name', (database) => {
  let client: ReturnType<typeof jsonClient>
  // Monday 23 November 2026, a trading day; Friday 27 November is a holiday of this app.
  const clock = fixedClock(yangon('2026-11-23 10:00:00'))
  // A cap of 10,000 kyat per number keeps the shares easy to read; the smallest stake stays 100 kyat.
  const { admin, players } = useBoardApp(
    database,
    clock,
    { twoDCapPya: 10_000n * KYAT, twoDHolidays: ['2026-11-27'] },
    (opened) => ({ client } = opened),
  )
  const { player } = players('N')
  const twoD = (token: string, amounts: [num: string, kyat: number][]) =>
    client.post('/twod-bet', slipBody(amounts), token)
  const placed = (token: string, amounts: [num: string, kyat: number][]) =>
    placeSlip(client, '/twod-bet', token, amounts)
  const board = () => client.get('/twod/numbers')
  const taken = (numbers: TwoDNumberShare[], ...which: string[]) =>
    which.map((number) => numbers.find((s) => s.number === number)?.taken_percent)

  it('names the draw a bet goes to now and shows each number’s share of its cap, rounded down', async () => {
    clock.set(yangon('2026-11-23 10:00:00'))
    const [a, b] = [await player(100_000n), await player(100_000n)]
    const slip = await placed(a.token, [
      ['35', 3_500],
      ['10', 6_000],
      ['19', 1_999],
      ['99', 9_999],
      ['50', 9_900],
      ['01', 100],
    ])
    await placed(b.token, [['10', 4_000]])

    const res = await board()
    const data = openBoard(res)
    expect(data.server_time).toBe('2026-11-23T03:30:00.000Z')
    expect(data.is_betting_open).toBe(true)
    expect([data.min_stake, data.odds]).toEqual(['100.00', '80'])
    expect(data.draw).toEqual({
      date: '2026-11-23',
      session: 'morning',
      cutoff_at: '2026-11-23T05:21:00.000Z',
      result_at: '2026-11-23T05:31:00.000Z',
      is_betting_open: true,
    })
    // The same draw the slip went to, and the same one the draw info names.
    expect([data.draw.date, data.draw.session]).toEqual([slip.game_date, slip.session])
    expect((await client.get('/twod/draw-info')).body.data.current_session).toEqual(data.draw)

    expect(data.numbers).toHaveLength(100)
    expect(data.numbers[0].number).toBe('00')
    expect(data.numbers[99].number).toBe('99')
    expect(taken(data.numbers, '35', '10', '19', '99', '50', '01', '00')).toEqual([30, 100, 10, 90, 90, 0, 0])
    const full = data.numbers.filter((s: TwoDNumberShare) => s.is_full).map((s: TwoDNumberShare) => s.number)
    // 99 has 1 kyat left, less than the smallest stake; 50 has exactly 100 kyat left.
    expect(full).toEqual(['10', '99'])
    expect(data.closed_numbers).toEqual([])
    expect(data.closed_heads).toEqual([])

    // The board is right about "full": the cap refuses 10 and 99 and still takes 100 kyat on 50.
    expect((await twoD(b.token, [['10', 100]])).body.data).toEqual(['10'])
    expect((await twoD(b.token, [['99', 100]])).body.data).toEqual(['99'])
    await placed(b.token, [['50', 100]])
    const after = (await board()).body.data.numbers
    expect(taken(after, '50')).toEqual([100])
    expect(after.find((s: TwoDNumberShare) => s.number === '50').is_full).toBe(true)
  })

  it('tells nobody the amounts staked or who staked them', async () => {
    clock.set(yangon('2026-11-24 09:00:00'))
    const p = await player(100_000n)
    await placed(p.token, [
      ['42', 4_321],
      ['43', 7_777],
    ])
    const res = await board()
    expectNoStakesShown(res.body, p.userName)
    expect(Object.keys(res.body.data).sort()).toEqual([
      'closed_heads',
      'closed_numbers',
      'draw',
      'is_betting_open',
      'min_stake',
      'numbers',
      'odds',
      'server_time',
    ])
    for (const share of res.body.data.numbers) {
      expect(Object.keys(share).sort()).toEqual(['is_closed', 'is_full', 'number', 'taken_percent'])
      expect(share.taken_percent % 10).toBe(0)
    }
    expect(taken(res.body.data.numbers, '42', '43')).toEqual([40, 70])
    // Public, like the draw info: a token changes nothing.
    expect((await client.get('/twod/numbers', p.token)).body).toEqual(res.body)
  })

  it('counts only the open draw’s bets: not the other session, day or game', async () => {
    clock.set(yangon('2026-11-25 09:00:00'))
    const p = await player(100_000n)
    await placed(p.token, [['77', 5_000]])
    const threeD = await client.post(
      '/threed-bet',
      { totalAmount: 500, amounts: [{ num: '077', amount: 500 }] },
      p.token,
    )
    expect(threeD.status, JSON.stringify(threeD.body)).toBe(200)
    expect(taken((await board()).body.data.numbers, '77')).toEqual([50])

    // The evening draw of the same day starts empty.
    clock.set(yangon('2026-11-25 12:30:00'))
    const evening = (await board()).body.data
    expect(evening.draw).toMatchObject({ date: '2026-11-25', session: 'evening' })
    expect(evening.numbers.every((s: TwoDNumberShare) => s.taken_percent === 0)).toBe(true)
    // A new player: the first one's session has idled out meanwhile.
    await placed((await player(10_000n)).token, [['77', 2_000]])
    expect(taken((await board()).body.data.numbers, '77')).toEqual([20])

    // The next morning starts empty again.
    clock.set(yangon('2026-11-26 09:00:00'))
    const next = (await board()).body.data
    expect(next.draw).toMatchObject({ date: '2026-11-26', session: 'morning' })
    expect(taken(next.numbers, '77')).toEqual([0])
  })

  it('shows the numbers and heads the operator closed, until they are opened again', async () => {
    clock.set(yangon('2026-11-26 09:30:00'))
    for (const closure of [
      { game: '2d', value: '47', closed: true },
      { game: '2d', value: '05', closed: true },
      { game: '2d', kind: 'head', value: '9', closed: true },
      { game: '3d', value: '123', closed: true },
    ]) {
      expect((await admin('/lottery/closures', closure)).status).toBe(200)
    }
    const closed = (await board()).body.data
    expect(closed.closed_numbers).toEqual(['05', '47'])
    expect(closed.closed_heads).toEqual(['9'])
    expect(
      closed.numbers.filter((s: TwoDNumberShare) => s.is_closed).map((s: TwoDNumberShare) => s.number),
    ).toEqual(['05', '47', '90', '91', '92', '93', '94', '95', '96', '97', '98', '99'])

    for (const closure of [
      { game: '2d', value: '47', closed: false },
      { game: '2d', value: '05', closed: false },
      { game: '2d', kind: 'head', value: '9', closed: false },
      { game: '3d', value: '123', closed: false },
    ]) {
      await admin('/lottery/closures', closure)
    }
    const reopened = (await board()).body.data
    expect([reopened.closed_numbers, reopened.closed_heads]).toEqual([[], []])
    expect(reopened.numbers.some((s: TwoDNumberShare) => s.is_closed)).toBe(false)
  })

  it.each([
    ['after the morning cut-off', '2026-11-23 11:55:00'],
    ['after the evening cut-off', '2026-11-23 16:25:00'],
    ['after the evening result', '2026-11-23 18:00:00'],
    ['on a Sunday', '2026-11-22 10:00:00'],
    ['on a holiday', '2026-11-27 10:00:00'],
  ])('answers %s as the draw info does: no open draw, with the reason', async (_, at) => {
    clock.set(yangon(at))
    await admin('/lottery/closures', { game: '2d', kind: 'head', value: '3', closed: true })
    const res = await board()
    await admin('/lottery/closures', { game: '2d', kind: 'head', value: '3', closed: false })
    expectUncached(res)
    expect(res.body).toEqual({
      status: SUCCESS_STATUS,
      message: CLOSED,
      data: {
        server_time: yangon(at).toISOString(),
        is_betting_open: false,
        draw: null,
        closed_numbers: [],
        // Standing closures still apply to the next draw, so they are shown.
        closed_heads: ['3'],
        min_stake: '100.00',
        odds: '80',
        numbers: [],
      },
    })
    expect((await client.get('/twod/draw-info')).body.data.is_betting_open).toBe(false)
    const p = await player(1_000n)
    expect((await twoD(p.token, [['12', 100]])).body.data).toBe('Betting Closed')
  })
})

describe.each(testDatabases)('GET /threed/numbers on $name', (database) => {
  let client: ReturnType<typeof jsonClient>
  // Friday 20 November 2026: bets go to the draw of 1 December (cut-off 12:00, result 14:30).
  const clock = fixedClock(yangon('2026-11-20 10:00:00'))
  // A cap of 10,000 kyat per number keeps the shares easy to read; the smallest stake stays 1 kyat.
  const { admin, players } = useBoardApp(
    database,
    clock,
    { threeDCapPya: 10_000n * KYAT },
    (opened) => ({ client } = opened),
  )
  const { player } = players('T')
  const threeD = (token: string, amounts: [num: string, kyat: string][]) =>
    client.post('/threed-bet', slipBody(amounts), token)
  const placed = (token: string, amounts: [num: string, kyat: string][]) =>
    placeSlip(client, '/threed-bet', token, amounts)
  const board = () => client.get('/threed/numbers')
  const share = (numbers: ThreeDNumberShare[], number: string) => numbers.find((s) => s.number === number)

  it('names the draw a bet goes to now, the stake and prizes, and the share of each staked number', async () => {
    clock.set(yangon('2026-11-20 10:00:00'))
    const [a, b] = [await player(100_000n), await player(100_000n)]
    const slip = await placed(a.token, [
      ['042', '2500'],
      ['100', '9999.99'],
      ['555', '9999'],
      ['007', '3500'],
      ['999', '10000'],
      ['001', '1'],
    ])
    await placed(b.token, [['042', '2500']])

    const res = await board()
    const data = openBoard(res)
    expect(data.server_time).toBe('2026-11-20T03:30:00.000Z')
    expect(data.is_betting_open).toBe(true)
    expect([data.min_stake, data.exact_odds, data.permutation_odds]).toEqual(['1.00', '500', '10'])
    expect(data.draw).toEqual({
      draw_session: '2026-12-01',
      cutoff_at: '2026-12-01T05:30:00.000Z',
      result_at: '2026-12-01T08:00:00.000Z',
      is_betting_open: true,
    })
    // The same draw the slip went to, and the same one the draw info names.
    expect(data.draw.draw_session).toBe(slip.draw_session)
    expect((await client.get('/threed/draw-info')).body.data.current_session).toEqual(data.draw)

    // Only the staked numbers, in order: half the cap shows 50, 1 pya short of it 90, the whole cap 100.
    expect(data.numbers).toEqual([
      { number: '001', taken_percent: 0, is_full: false },
      { number: '007', taken_percent: 30, is_full: false },
      { number: '042', taken_percent: 50, is_full: false },
      // Less than the smallest stake (1 kyat) is left, so nothing more fits.
      { number: '100', taken_percent: 90, is_full: true },
      // Exactly 1 kyat is left.
      { number: '555', taken_percent: 90, is_full: false },
      { number: '999', taken_percent: 100, is_full: true },
    ])
    expect(data.closed_numbers).toEqual([])

    // The board is right about "full": the cap refuses 100 and 999 and still takes 1 kyat on 555.
    expect((await threeD(b.token, [['100', '1']])).body.data).toEqual(['100'])
    expect((await threeD(b.token, [['999', '1']])).body.data).toEqual(['999'])
    await placed(b.token, [['555', '1']])
    expect(share((await board()).body.data.numbers, '555')).toEqual({
      number: '555',
      taken_percent: 100,
      is_full: true,
    })
  })

  it('tells nobody the amounts staked or who staked them', async () => {
    clock.set(yangon('2026-11-21 09:00:00'))
    const p = await player(100_000n)
    await placed(p.token, [
      ['421', '4321'],
      ['431', '7777'],
    ])
    const res = await board()
    expectNoStakesShown(res.body, p.userName)
    expect(Object.keys(res.body.data).sort()).toEqual([
      'closed_numbers',
      'draw',
      'exact_odds',
      'is_betting_open',
      'min_stake',
      'numbers',
      'permutation_odds',
      'server_time',
    ])
    for (const one of res.body.data.numbers) {
      expect(Object.keys(one).sort()).toEqual(['is_full', 'number', 'taken_percent'])
    }
    expect(share(res.body.data.numbers, '421')?.taken_percent).toBe(40)
    expect(share(res.body.data.numbers, '431')?.taken_percent).toBe(70)
    // Public, like the draw info: a token changes nothing.
    expect((await client.get('/threed/numbers', p.token)).body).toEqual(res.body)
  })

  it('leaves out every number nobody staked on, and counts no 2D bet', async () => {
    clock.set(yangon('2026-11-23 10:00:00'))
    const p = await player(100_000n)
    const twoD = await client.post(
      '/twod-bet',
      { totalAmount: 500, amounts: [{ num: '42', amount: 500 }] },
      p.token,
    )
    expect(twoD.status, JSON.stringify(twoD.body)).toBe(200)
    const numbers: ThreeDNumberShare[] = (await board()).body.data.numbers
    // The bets of the two tests before, all on this draw; no "042" from the 2D bet on 42.
    expect(numbers.map((s) => s.number)).toEqual(['001', '007', '042', '100', '421', '431', '555', '999'])
    expect(numbers.every((s) => s.number.length === 3)).toBe(true)
  })

  it('lists the numbers the operator closed, which the bet route still refuses, until opened again', async () => {
    clock.set(yangon('2026-11-24 09:00:00'))
    const p = await player(10_000n)
    for (const closure of [
      { game: '3d', value: '777', closed: true },
      { game: '3d', value: '123', closed: true },
      { game: '2d', value: '47', closed: true },
      { game: '2d', kind: 'head', value: '9', closed: true },
    ]) {
      expect((await admin('/lottery/closures', closure)).status).toBe(200)
    }
    const closed = (await board()).body.data
    expect(closed.closed_numbers).toEqual(['123', '777'])
    // Closed, not taken: a closed number with no stake is not among the staked ones.
    expect(share(closed.numbers, '777')).toBeUndefined()

    const refused = await threeD(p.token, [
      ['777', '100'],
      ['321', '100'],
    ])
    expect(refused.status).toBe(400)
    expect(refused.body.data).toEqual(['777'])
    expect(share((await board()).body.data.numbers, '321')).toBeUndefined()

    for (const closure of [
      { game: '3d', value: '777', closed: false },
      { game: '3d', value: '123', closed: false },
      { game: '2d', value: '47', closed: false },
      { game: '2d', kind: 'head', value: '9', closed: false },
    ]) {
      await admin('/lottery/closures', closure)
    }
    expect((await board()).body.data.closed_numbers).toEqual([])
    await placed(p.token, [['777', '100']])
    expect(share((await board()).body.data.numbers, '777')?.taken_percent).toBe(0)
  })

  it.each([
    ['at the cut-off', '2026-12-01 12:00:00'],
    ['just before the result', '2026-12-01 14:29:59'],
  ])('answers %s as the draw info does: no open draw, with the reason', async (_, at) => {
    clock.set(yangon(at))
    await admin('/lottery/closures', { game: '3d', value: '555', closed: true })
    const res = await board()
    await admin('/lottery/closures', { game: '3d', value: '555', closed: false })
    expectUncached(res)
    expect(res.body).toEqual({
      status: SUCCESS_STATUS,
      message: THREE_D_CLOSED,
      data: {
        server_time: yangon(at).toISOString(),
        is_betting_open: false,
        draw: null,
        // Standing closures still apply to the next draw, so they are shown.
        closed_numbers: ['555'],
        min_stake: '1.00',
        exact_odds: '500',
        permutation_odds: '10',
        numbers: [],
      },
    })
    expect((await client.get('/threed/draw-info')).body.data.is_betting_open).toBe(false)
    const p = await player(1_000n)
    expect((await threeD(p.token, [['123', '1']])).body.data).toBe('Betting Closed')
  })

  it('starts the next draw empty once the result is due', async () => {
    clock.set(yangon('2026-12-01 14:30:00'))
    const data = (await board()).body.data
    expect(data.is_betting_open).toBe(true)
    expect(data.draw).toMatchObject({ draw_session: '2026-12-16', is_betting_open: true })
    expect(data.numbers).toEqual([])
  })
})
