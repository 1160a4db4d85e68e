import type {
  LotteryBetPayload,
  TwoDLatestWinners,
  TwoDNumbers,
  TwoDWinnersQuery,
  TwoDWinnersResult,
} from '@shwe/contract'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { ApiClient } from './client.ts'
import type { ApiResult } from './result.ts'
import { type CallCase, itMakesEachRequest, itSendsTheIdempotencyKey, resultOf } from './test-kit.ts'
import { twoDCalls } from './two-d.ts'

const slip: LotteryBetPayload = {
  totalAmount: 300,
  amounts: [
    { num: '05', amount: 100 },
    { num: '50', amount: 200 },
  ],
}

const cases: CallCase[] = [
  { name: 'twoDLive', run: (api) => api.twoDLive(), method: 'GET', url: '/2d/live' },
  { name: 'twoDDrawInfo', run: (api) => api.twoDDrawInfo(), method: 'GET', url: '/twod/draw-info' },
  { name: 'twoDNumbers', run: (api) => api.twoDNumbers(), method: 'GET', url: '/twod/numbers' },
  { name: 'twoDBet', run: (api) => api.twoDBet(slip), method: 'POST', url: '/twod-bet', body: slip },
  { name: 'twoDMorningSlips', run: (api) => api.twoDMorningSlips(), method: 'GET', url: '/twod-bet-slips' },
  {
    name: 'twoDMorningSlips',
    run: (api) => api.twoDMorningSlips('2026-11-21'),
    method: 'GET',
    url: '/twod-bet-slips?date=2026-11-21',
  },
  {
    name: 'twoDEveningSlips',
    run: (api) => api.twoDEveningSlips('2026-11-21'),
    method: 'GET',
    url: '/evening-twod-bet-slips?date=2026-11-21',
  },
  { name: 'twoDWinners', run: (api) => api.twoDWinners(), method: 'GET', url: '/two-d-daily-winners' },
  {
    name: 'twoDWinners',
    run: (api) => api.twoDWinners({ session: 'morning' }),
    method: 'GET',
    url: '/two-d-daily-winners?session=morning',
  },
  {
    name: 'twoDWinners',
    run: (api) => api.twoDWinners({ date: '2026-11-21', session: 'evening' }),
    method: 'GET',
    url: '/two-d-daily-winners?date=2026-11-21&session=evening',
  },
]

describe('2D calls', () => {
  itMakesEachRequest(twoDCalls, cases)
  itSendsTheIdempotencyKey([{ name: 'twoDBet', run: (api, options) => api.twoDBet(slip, options) }])

  it('reads the live board, which has no envelope, as it is', async () => {
    const snapshot = {
      server_time: '2026-11-22 12:01:05',
      live: { set: '1,262.47', value: '38,915.62', time: '12:01:01', date: '2026-11-22', twod: '75' },
      result: [],
      holiday: { status: '2', date: '2026-11-22', name: 'NULL' },
      stale: false,
      source: 'simulator',
    }
    expect(await resultOf((api) => api.twoDLive(), 200, snapshot)).toEqual({
      kind: 'ok',
      data: snapshot,
      message: null,
    })
  })

  it('reads the numbers board of the open draw, and the closed answer with its reason', async () => {
    const open: TwoDNumbers = {
      server_time: '2026-11-23T03:30:00.000Z',
      is_betting_open: true,
      draw: {
        date: '2026-11-23',
        session: 'morning',
        cutoff_at: '2026-11-23T05:21:00.000Z',
        result_at: '2026-11-23T05:31:00.000Z',
        is_betting_open: true,
      },
      closed_numbers: ['47'],
      closed_heads: ['9'],
      min_stake: '100.00',
      odds: '80',
      numbers: [{ number: '00', taken_percent: 30, is_full: false, is_closed: false }],
    }
    expect(
      await resultOf((api) => api.twoDNumbers(), 200, {
        status: 'Request was successful.',
        message: null,
        data: open,
      }),
    ).toEqual({ kind: 'ok', data: open, message: null })

    const closed: TwoDNumbers = { ...open, is_betting_open: false, draw: null, numbers: [] }
    const message = '2D betting is closed at this time. Welcome back next time!'
    expect(
      await resultOf((api) => api.twoDNumbers(), 200, {
        status: 'Request was successful.',
        message,
        data: closed,
      }),
    ).toEqual({ kind: 'ok', data: closed, message })
  })

  it('keeps the over-limit numbers of a refused slip', async () => {
    expect(
      await resultOf((api) => api.twoDBet(slip), 400, {
        status: 'Error has occured...',
        message: "ထိုးကြေးပြည့်သွားသော သို့မဟုတ် ပိတ်ထားသော ဂဏန်းများ: '05'",
        data: ['05'],
      }),
    ).toMatchObject({ kind: 'refused', status: 400, data: ['05'] })
  })

  it('types the winners reply by whether a session is named', () => {
    const one = (api: ApiClient) => api.twoDWinners({ session: 'morning' })
    const latest = (api: ApiClient) => api.twoDWinners({ date: '2026-11-21' })
    const either = (api: ApiClient, query: TwoDWinnersQuery) => api.twoDWinners(query)
    expectTypeOf<ReturnType<typeof one>>().toEqualTypeOf<Promise<ApiResult<TwoDWinnersResult>>>()
    expectTypeOf<ReturnType<typeof latest>>().toEqualTypeOf<Promise<ApiResult<TwoDLatestWinners>>>()
    expectTypeOf<ReturnType<typeof either>>().toEqualTypeOf<
      Promise<ApiResult<TwoDWinnersResult | TwoDLatestWinners>>
    >()
  })
})
