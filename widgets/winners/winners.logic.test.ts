import type { ThreeDWinnersResult, TwoDWinnersResult } from '@shwe/contract'
import { ApiError } from '@shwe/session'
import { describe, expect, it } from 'vitest'
import {
  cardsOf,
  drawChoices,
  expectedCards,
  failureOf,
  isAskable,
  isCalendarDate,
  openingFilter,
  recentThreeDDraws,
  threeDCards,
  threeDQuery,
  threeDSessionOf,
  twoDCards,
  twoDQuery,
  withChoice,
  withDate,
} from './winners.logic.ts'

const TODAY = '2026-11-24'

describe('isCalendarDate and isAskable', () => {
  it.each([
    ['2026-11-24', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-1-5', false],
    ['24/11/2026', false],
    ['', false],
  ])('%s is a calendar date: %s', (text, expected) => {
    expect(isCalendarDate(text)).toBe(expected)
  })

  it('asks for today and earlier days, never a future or malformed one', () => {
    expect(isAskable('2026-11-24', TODAY)).toBe(true)
    expect(isAskable('2025-01-16', TODAY)).toBe(true)
    expect(isAskable('2026-11-25', TODAY)).toBe(false)
    expect(isAskable('2026-11-31', TODAY)).toBe(false)
  })
})

describe('twoDQuery', () => {
  it.each([
    [{ date: TODAY, choice: 'all' }, { date: TODAY }],
    [
      { date: TODAY, choice: 'morning' },
      { date: TODAY, session: 'morning' },
    ],
    [
      { date: '2026-11-20', choice: 'evening' },
      { date: '2026-11-20', session: 'evening' },
    ],
    [{ date: '2026-11-25', choice: 'morning' }, null],
    [{ date: 'yesterday', choice: 'all' }, null],
    [{ date: '', choice: 'all' }, null],
  ])('asks %o as %o', (filter, expected) => {
    expect(twoDQuery(filter, TODAY)).toEqual(expected)
  })
})

describe('threeDQuery', () => {
  it.each([
    [{ date: TODAY, choice: 'all' }, { date: TODAY }],
    [{ date: '2026-11-16', choice: '2026-11-16' }, { draw_session: '2026-11-16' }],
    [{ date: TODAY, choice: '2026-12-01' }, null],
    [{ date: '2027-01-16', choice: 'all' }, null],
    [{ date: TODAY, choice: 'draw-7' }, null],
  ])('asks %o as %o', (filter, expected) => {
    expect(threeDQuery(filter, TODAY)).toEqual(expected)
  })
})

describe('openingFilter', () => {
  const query = (text: string) => new URLSearchParams(text)

  it('opens 2D on today and every session, or on the date the widget was given', () => {
    expect(openingFilter('two-d', null, undefined, TODAY)).toEqual({ date: TODAY, choice: 'all' })
    expect(openingFilter('two-d', null, '2026-11-02', TODAY)).toEqual({ date: '2026-11-02', choice: 'all' })
  })

  it('opens 3D on the latest draw up to today, or on the date the widget was given', () => {
    expect(openingFilter('three-d', null, undefined, '2026-11-24')).toEqual({
      date: '2026-11-16',
      choice: '2026-11-16',
    })
    expect(openingFilter('three-d', null, undefined, '2026-12-01')).toEqual({
      date: '2026-12-01',
      choice: '2026-12-01',
    })
    expect(openingFilter('three-d', null, '2026-11-02', TODAY)).toEqual({ date: '2026-11-02', choice: 'all' })
  })

  it("takes the date, session and draw of the site's address first", () => {
    expect(openingFilter('two-d', query('date=2026-11-20&session=evening'), '2026-11-02', TODAY)).toEqual({
      date: '2026-11-20',
      choice: 'evening',
    })
    expect(openingFilter('two-d', query('session=noon'), undefined, TODAY)).toEqual({
      date: TODAY,
      choice: 'all',
    })
    expect(openingFilter('three-d', query('draw_session=2026-11-16'), undefined, TODAY)).toEqual({
      date: '2026-11-16',
      choice: '2026-11-16',
    })
  })

  it('has no date until today is known', () => {
    expect(openingFilter('two-d', null, undefined, null)).toEqual({ date: '', choice: 'all' })
  })
})

describe('withDate and withChoice', () => {
  it('keeps the 2D session when the date changes', () => {
    expect(withDate('two-d', { date: TODAY, choice: 'morning' }, '2026-11-20')).toEqual({
      date: '2026-11-20',
      choice: 'morning',
    })
    expect(withChoice('two-d', { date: '2026-11-20', choice: 'all' }, 'evening')).toEqual({
      date: '2026-11-20',
      choice: 'evening',
    })
  })

  it('moves the date to a chosen 3D draw, and a new date back to every draw', () => {
    expect(withChoice('three-d', { date: TODAY, choice: 'all' }, '2026-11-16')).toEqual({
      date: '2026-11-16',
      choice: '2026-11-16',
    })
    expect(withChoice('three-d', { date: '2026-11-16', choice: '2026-11-16' }, 'all')).toEqual({
      date: '2026-11-16',
      choice: 'all',
    })
    expect(withDate('three-d', { date: '2026-11-16', choice: '2026-11-16' }, '2026-11-01')).toEqual({
      date: '2026-11-01',
      choice: 'all',
    })
  })
})

describe('recentThreeDDraws', () => {
  it('lists the latest draws of the calendar up to today, newest first, across the new year', () => {
    expect(recentThreeDDraws(TODAY, 3)).toEqual(['2026-11-16', '2026-11-01', '2026-10-16'])
    expect(recentThreeDDraws('2026-11-16', 2)).toEqual(['2026-11-16', '2026-11-01'])
    expect(recentThreeDDraws('2026-01-20', 3)).toEqual(['2026-01-16', '2025-12-30', '2025-12-16'])
    expect(recentThreeDDraws(TODAY)).toHaveLength(12)
  })

  it('offers the draw asked for too when it is not a recent one, and nothing before today is known', () => {
    expect(drawChoices(TODAY, 'all')).toEqual(recentThreeDDraws(TODAY))
    expect(drawChoices(TODAY, '2026-11-16')).toEqual(recentThreeDDraws(TODAY))
    expect(drawChoices(TODAY, '2025-01-16').slice(0, 2)).toEqual(['2025-01-16', '2026-11-16'])
    expect(drawChoices(null, 'all')).toEqual([])
  })
})

const twoD = (extra: Partial<TwoDWinnersResult> = {}): TwoDWinnersResult => ({
  date: '2026-11-24',
  session: 'morning',
  win_digit: '57',
  winners: [{ member_name: 'P12****78', bet_amount: '1000.00', win_amount: '80000.00' }],
  ...extra,
})

const threeD = (extra: Partial<ThreeDWinnersResult> = {}): ThreeDWinnersResult => ({
  date: '2026-11-16',
  draw_session: '2026-11-16',
  win_digit: '123',
  winners: [
    {
      member_name: 'P34****90',
      bet_number: '321',
      total_bet: '200.00',
      bet_amount: '200.00',
      win_amount: '2000.00',
      prize: 'permutation',
    },
  ],
  ...extra,
})

describe('result cards', () => {
  it('makes one card of a 2D session and one per result of the latest list, as sent', () => {
    expect(twoDCards(twoD())).toEqual([
      {
        key: '2026-11-24/morning',
        session: { kind: 'session', session: 'morning' },
        date: '2026-11-24',
        number: '57',
        winners: [
          {
            key: '0',
            name: 'P12****78',
            number: null,
            bet: '1000.00',
            win: '80000.00',
            isPermutation: false,
          },
        ],
      },
    ])
    const cards = twoDCards({ latest_results: [twoD({ session: 'evening', winners: [] }), twoD()] })
    expect(cards.map((card) => [card.key, card.winners.length])).toEqual([
      ['2026-11-24/evening', 0],
      ['2026-11-24/morning', 1],
    ])
  })

  it('shows a 3D winner with the name, the number bet and a permutation mark', () => {
    const [card] = threeDCards(threeD())
    expect(card?.session).toEqual({ kind: 'draw' })
    expect(card?.winners).toEqual([
      { key: '0', name: 'P34****90', number: '321', bet: '200.00', win: '2000.00', isPermutation: true },
    ])
    expect(threeDCards({ latest_results: [] })).toEqual([])
  })

  it.each([
    ['2026-11-16', { kind: 'draw' }],
    ['Morning 12:00', { kind: 'session', session: 'morning' }],
    ['draw 09', { kind: 'session', session: 'morning' }],
    ['evening', { kind: 'session', session: 'evening' }],
    ['15:00', { kind: 'session', session: 'evening' }],
    ['18', { kind: 'session', session: 'evening' }],
    ['special', { kind: 'text', text: 'special' }],
  ])('names the 3D draw %s as %o', (drawSession, expected) => {
    expect(threeDSessionOf(drawSession)).toEqual(expected)
  })
})

describe('cardsOf and failureOf', () => {
  it('reads a draw without a settled result (404) as no data, not as an error', () => {
    expect(cardsOf({ kind: 'refused', status: 404, message: 'No result found' }, twoDCards)).toEqual([])
    expect(cardsOf({ kind: 'ok', data: twoD(), message: null }, twoDCards)).toHaveLength(1)
  })

  it('throws any other failure for the cache to keep', () => {
    expect(() => cardsOf({ kind: 'refused', status: 403, message: 'Forbidden' }, twoDCards)).toThrow(ApiError)
    expect(() => cardsOf({ kind: 'network', error: new TypeError('offline') }, twoDCards)).toThrow(ApiError)
  })

  it.each([
    [{ kind: 'refused', status: 403, message: 'Forbidden' }, { kind: 'players-only' }],
    [{ kind: 'refused', status: 500, message: 'Server Error' }, { kind: 'failed' }],
    [
      { kind: 'refused', status: 200, message: 'Winners are being settled.' },
      { kind: 'message', message: 'Winners are being settled.' },
    ],
    [{ kind: 'refused', status: 200, message: null }, { kind: 'failed' }],
    [{ kind: 'invalid', message: 'Invalid date.', errors: {} }, { kind: 'failed' }],
    [{ kind: 'network', error: null }, { kind: 'failed' }],
  ] as const)('says %o as %o', (failure, expected) => {
    expect(failureOf(new ApiError(failure))).toEqual(expected)
  })

  it('says anything that is not an API failure as the general text', () => {
    expect(failureOf(new Error('boom'))).toEqual({ kind: 'failed' })
  })
})

it('expects two cards for every 2D session of a day and one otherwise', () => {
  expect(expectedCards('two-d', { date: TODAY, choice: 'all' })).toBe(2)
  expect(expectedCards('two-d', { date: TODAY, choice: 'morning' })).toBe(1)
  expect(expectedCards('three-d', { date: TODAY, choice: 'all' })).toBe(1)
})
