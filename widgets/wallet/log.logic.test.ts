import type { DepositLogRow, PageLink, WithdrawLogRow } from '@shwe/contract'
import { GAME_LOG_PERIODS, periodBounds } from '@shwe/domain'
import { ApiError } from '@shwe/session'
import { yangonDay } from '@shwe/ui'
import { describe, expect, it } from 'vitest'
import {
  dateRangeOf,
  daysIn,
  directionOf,
  historyRoute,
  historyTypeOf,
  isSameRange,
  loadFailureOf,
  mergeRequests,
  pageOfUrl,
  pagerItems,
  periodDates,
  rangeProblem,
  requestStateOf,
} from './log.logic.ts'

const API = 'http://test.local/api/transaction/deposit-requestlog'

/** The links the server sends for `page` of `last` pages. */
function links(page: number, last: number): PageLink[] {
  return [
    { url: page > 1 ? `${API}?page=${page - 1}` : null, label: '&laquo; Previous', active: false },
    ...Array.from({ length: last }, (_, i) => ({
      url: `${API}?page=${i + 1}`,
      label: String(i + 1),
      active: i + 1 === page,
    })),
    { url: page < last ? `${API}?page=${page + 1}` : null, label: 'Next &raquo;', active: false },
  ]
}

describe('pageOfUrl', () => {
  it.each([
    [`${API}?page=2`, 2],
    [`${API}?from=2026-11-01&to=2026-11-30&page=12`, 12],
    ['/api/exchange-transactions-log?page=3', 3],
    [`${API}?page=0`, null],
    [`${API}?page=-1`, null],
    [`${API}?page=two`, null],
    [API, null],
    [null, null],
  ])('reads the page of %s as %s', (url, page) => {
    expect(pageOfUrl(url)).toBe(page)
  })
})

describe('pagerItems', () => {
  it('turns the first and last links into previous and next, whatever their labels say', () => {
    expect(pagerItems(links(2, 3))).toEqual([
      { kind: 'previous', page: 1 },
      { kind: 'page', page: 1, isCurrent: false },
      { kind: 'page', page: 2, isCurrent: true },
      { kind: 'page', page: 3, isCurrent: false },
      { kind: 'next', page: 3 },
    ])
  })

  it('gives previous no page on the first page and next none on the last', () => {
    const first = pagerItems(links(1, 2))
    const last = pagerItems(links(2, 2))
    expect(first[0]).toEqual({ kind: 'previous', page: null })
    expect(last.at(-1)).toEqual({ kind: 'next', page: null })
  })

  it("shows the server's '...' as a gap, never as its text", () => {
    const items = pagerItems([
      { url: null, label: '&laquo; Previous', active: false },
      { url: `${API}?page=1`, label: '1', active: true },
      { url: null, label: '...', active: false },
      { url: `${API}?page=9`, label: '9', active: false },
      { url: `${API}?page=2`, label: 'Next &raquo;', active: false },
    ])
    expect(items.map((item) => item.kind)).toEqual(['previous', 'page', 'gap', 'page', 'next'])
  })

  it('shortens long runs to the first, the last and the neighbours of the current page', () => {
    const pages = (items: ReturnType<typeof pagerItems>) =>
      items.map((item) => (item.kind === 'page' ? item.page : item.kind === 'gap' ? '…' : item.kind))
    expect(pages(pagerItems(links(6, 20)))).toEqual(['previous', 1, '…', 5, 6, 7, '…', 20, 'next'])
    expect(pages(pagerItems(links(1, 20)))).toEqual(['previous', 1, 2, '…', 20, 'next'])
    expect(pages(pagerItems(links(2, 7)))).toEqual(['previous', 1, 2, 3, 4, 5, 6, 7, 'next'])
  })

  it('has nothing to show without links', () => {
    expect(pagerItems([])).toEqual([])
  })
})

describe('requests', () => {
  it.each([
    [0, 'waiting'],
    [1, 'transferred'],
    [2, 'rejected'],
    ['Pending', 'waiting'],
    ['Success', 'transferred'],
    ['Reject', 'rejected'],
    [3, null],
    ['Unknown', null],
  ] as const)('reads status %s as %s', (status, state) => {
    expect(requestStateOf(status)).toBe(state)
  })

  it('reads the tab from the route, deposit by default', () => {
    expect(historyTypeOf(null)).toBe('deposit')
    expect(historyTypeOf(new URLSearchParams('type=withdraw'))).toBe('withdraw')
    expect(historyTypeOf(new URLSearchParams('type=all'))).toBe('all')
    expect(historyTypeOf(new URLSearchParams('type=game_logs'))).toBe('deposit')
    expect(historyRoute('withdraw')).toBe('/wallet-history?type=withdraw')
  })

  it('merges deposits and withdrawals, newest first, the later id first on a tie', () => {
    const deposit = (id: number, datetime: string): DepositLogRow => ({
      id,
      payment_type: 'KBZPay',
      account_name: 'Agent',
      account_number: '09',
      amount: '1000.00',
      status: 'Pending',
      datetime,
    })
    const withdrawal = (id: number, datetime: string): WithdrawLogRow => ({
      id,
      name: 'Ma Ma',
      payment_type: null,
      account_name: null,
      account_number: null,
      amount: '1000.00',
      status: 'Success',
      datetime,
    })
    const merged = mergeRequests(
      [deposit(1, '2026-11-20 09:00:00'), deposit(2, '2026-11-24 10:00:00')],
      [withdrawal(7, '2026-11-22 18:00:00'), withdrawal(8, '2026-11-24 10:00:00')],
    )
    expect(merged.map((row) => `${row.type}-${row.id}`)).toEqual([
      'withdraw-8',
      'deposit-2',
      'withdraw-7',
      'deposit-1',
    ])
  })

  it('names the direction of an exchange', () => {
    expect([directionOf('mainBalanceToGaming'), directionOf('gameToMain')]).toEqual([
      'mainToGame',
      'gameToMain',
    ])
  })

  it("tells the server's message from a network failure and a bare refusal", () => {
    expect(loadFailureOf(new ApiError({ kind: 'refused', status: 500, message: 'Server busy' }))).toEqual({
      kind: 'message',
      message: 'Server busy',
    })
    expect(loadFailureOf(new ApiError({ kind: 'refused', status: 500, message: null }))).toEqual({
      kind: 'failed',
    })
    expect(loadFailureOf(new ApiError({ kind: 'network', error: new TypeError('Failed to fetch') }))).toEqual(
      {
        kind: 'network',
      },
    )
    expect(loadFailureOf(new Error('boom'))).toEqual({ kind: 'failed' })
  })
})

describe('ranges', () => {
  // 00:10 on Monday 2026-11-23 in Yangon, still Sunday in UTC.
  const mondayJustAfterMidnight = new Date('2026-11-22T17:40:00Z')

  it.each([
    ['today', '2026-11-23', '2026-11-23'],
    ['yesterday', '2026-11-22', '2026-11-22'],
    ['this_week', '2026-11-23', '2026-11-29'],
    ['last_week', '2026-11-16', '2026-11-22'],
  ] as const)('turns %s into Yangon dates %s to %s', (period, from, to) => {
    expect(dateRangeOf({ kind: 'period', period }, mondayJustAfterMidnight)).toEqual({ from, to })
  })

  it('asks for a custom range as it is, and for nothing when everything is shown', () => {
    const range = { kind: 'range', from: '2026-10-01', to: '2026-10-31' } as const
    expect(dateRangeOf(range, mondayJustAfterMidnight)).toEqual({ from: '2026-10-01', to: '2026-10-31' })
    expect(dateRangeOf({ kind: 'all' }, mondayJustAfterMidnight)).toBeUndefined()
  })

  it.each([
    ['2026-11-01', '2026-11-01', null, 1],
    ['2026-01-01', '2026-04-02', null, 92],
    ['2026-01-01', '2026-04-03', 'tooLong', 93],
    ['2026-11-02', '2026-11-01', 'order', 0],
    ['', '2026-11-01', 'missing', null],
    ['2026-02-30', '2026-03-01', 'missing', null],
  ] as const)('checks %s to %s: %s (%s days)', (from, to, problem, days) => {
    expect(rangeProblem({ from, to })).toBe(problem)
    expect(daysIn({ from, to })).toBe(days)
  })

  it('counts days across a change of year and a leap day', () => {
    expect(daysIn({ from: '2027-12-31', to: '2028-03-01' })).toBe(62)
  })

  it('compares filter values', () => {
    expect(isSameRange({ kind: 'all' }, { kind: 'all' })).toBe(true)
    expect(isSameRange({ kind: 'period', period: 'today' }, { kind: 'period', period: 'yesterday' })).toBe(
      false,
    )
    expect(isSameRange({ kind: 'range', from: 'a', to: 'b' }, { kind: 'range', from: 'a', to: 'b' })).toBe(
      true,
    )
    expect(isSameRange({ kind: 'all' }, { kind: 'period', period: 'today' })).toBe(false)
  })
})

describe('the Yangon days of a period, as the server counts them', () => {
  it.each([
    '2026-11-23T17:29:59Z',
    '2026-11-23T17:30:00Z',
    '2026-11-26T12:00:00Z',
    '2026-11-29T17:29:00Z',
    '2026-12-31T18:00:00Z',
  ])('matches the domain period bounds at %s', (instant) => {
    const now = new Date(instant)
    for (const period of GAME_LOG_PERIODS) {
      const bounds = periodBounds(period, now)
      expect(periodDates(period, now)).toEqual({ from: bounds.from.slice(0, 10), to: bounds.to.slice(0, 10) })
    }
  })

  it('reads today on Yangon clocks whatever the device zone', () => {
    expect(yangonDay(new Date('2026-11-23T18:00:00Z'))).toBe('2026-11-24')
    expect(yangonDay(new Date('2026-11-23T17:00:00Z'))).toBe('2026-11-23')
  })
})
