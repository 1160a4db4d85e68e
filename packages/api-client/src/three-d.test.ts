import type {
  LotteryBetPayload,
  ThreeDLatestWinners,
  ThreeDNumbers,
  ThreeDWinnersQuery,
  ThreeDWinnersResult,
} from '@shwe/contract'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { ApiClient } from './client.ts'
import type { ApiResult } from './result.ts'
import { type CallCase, itMakesEachRequest, itSendsTheIdempotencyKey, resultOf } from './test-kit.ts'
import { threeDCalls } from './three-d.ts'

const slip: LotteryBetPayload = {
  totalAmount: '30.50',
  amounts: [
    { num: '007', amount: '10.50' },
    { num: '700', amount: 20, is_permutation: true },
  ],
}

const cases: CallCase[] = [
  { name: 'threeDDrawInfo', run: (api) => api.threeDDrawInfo(), method: 'GET', url: '/threed/draw-info' },
  { name: 'threeDNumbers', run: (api) => api.threeDNumbers(), method: 'GET', url: '/threed/numbers' },
  { name: 'threeDBet', run: (api) => api.threeDBet(slip), method: 'POST', url: '/threed-bet', body: slip },
  { name: 'threeDHistory', run: (api) => api.threeDHistory(), method: 'GET', url: '/threed-bet/history' },
  {
    name: 'threeDHistory',
    run: (api) => api.threeDHistory({ page: 2, limit: 20, status: 'pending' }),
    method: 'GET',
    url: '/threed-bet/history?page=2&limit=20&status=pending',
  },
  { name: 'threeDWinners', run: (api) => api.threeDWinners(), method: 'GET', url: '/threed-daily-winners' },
  {
    name: 'threeDWinners',
    run: (api) => api.threeDWinners({ draw_session: '2026-12-01' }),
    method: 'GET',
    url: '/threed-daily-winners?draw_session=2026-12-01',
  },
  {
    name: 'threeDWinners',
    run: (api) => api.threeDWinners({ date: '2026-11-16' }),
    method: 'GET',
    url: '/threed-daily-winners?date=2026-11-16',
  },
]

describe('3D calls', () => {
  itMakesEachRequest(threeDCalls, cases)
  itSendsTheIdempotencyKey([{ name: 'threeDBet', run: (api, options) => api.threeDBet(slip, options) }])

  it('reads the draw information from its {success, data} reply', async () => {
    const info = {
      server_time: '2026-11-22T05:00:00.000Z',
      is_betting_open: true,
      current_session: {
        draw_session: '2026-12-01',
        cutoff_at: '2026-12-01T06:00:00.000Z',
        result_at: '2026-12-01T08:00:00.000Z',
        is_betting_open: true,
      },
      next_session: null,
      last_session: null,
    }
    expect(await resultOf((api) => api.threeDDrawInfo(), 200, { success: true, data: info })).toEqual({
      kind: 'ok',
      data: info,
      message: null,
    })
  })

  it('reads the numbers board of the open draw, and the closed answer with its reason', async () => {
    const open: ThreeDNumbers = {
      server_time: '2026-11-20T03:30:00.000Z',
      is_betting_open: true,
      draw: {
        draw_session: '2026-12-01',
        cutoff_at: '2026-12-01T05:30:00.000Z',
        result_at: '2026-12-01T08:00:00.000Z',
        is_betting_open: true,
      },
      closed_numbers: ['123'],
      min_stake: '1.00',
      exact_odds: '500',
      permutation_odds: '10',
      numbers: [{ number: '042', taken_percent: 50, is_full: false }],
    }
    expect(
      await resultOf((api) => api.threeDNumbers(), 200, {
        status: 'Request was successful.',
        message: null,
        data: open,
      }),
    ).toEqual({ kind: 'ok', data: open, message: null })

    const closed: ThreeDNumbers = { ...open, is_betting_open: false, draw: null, numbers: [] }
    const message = '3D betting is closed until this draw’s result is out. Welcome back after 14:30!'
    expect(
      await resultOf((api) => api.threeDNumbers(), 200, {
        status: 'Request was successful.',
        message,
        data: closed,
      }),
    ).toEqual({ kind: 'ok', data: closed, message })
  })

  it('types the winners reply by whether a draw is named', () => {
    const one = (api: ApiClient) => api.threeDWinners({ draw_session: '2026-12-01' })
    const latest = (api: ApiClient) => api.threeDWinners()
    const either = (api: ApiClient, query: ThreeDWinnersQuery) => api.threeDWinners(query)
    expectTypeOf<ReturnType<typeof one>>().toEqualTypeOf<Promise<ApiResult<ThreeDWinnersResult>>>()
    expectTypeOf<ReturnType<typeof latest>>().toEqualTypeOf<Promise<ApiResult<ThreeDLatestWinners>>>()
    expectTypeOf<ReturnType<typeof either>>().toEqualTypeOf<
      Promise<ApiResult<ThreeDWinnersResult | ThreeDLatestWinners>>
    >()
  })
})
