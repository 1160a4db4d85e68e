import type { LiveSnapshot, TwoDDrawInfo } from '@shwe/contract'
import { describe, expect, it } from 'vitest'
import {
  closedReason,
  digitsOf,
  holidayOf,
  isMarketHours,
  isStale,
  nextCutoff,
  parseSnapshot,
  resultsBySlot,
  STALE_AFTER_MS,
} from './live.logic.ts'

const snapshot = (over: Partial<LiveSnapshot> = {}): LiveSnapshot => ({
  server_time: '2026-11-23 10:15:00',
  live: { set: '1,262.47', value: '38,915.62', time: '10:15:00', date: '2026-11-23', twod: '75' },
  result: [],
  holiday: { status: '2', date: '2026-11-23', name: 'NULL' },
  stale: false,
  source: 'simulator',
  ...over,
})

describe('the cut-off the countdown runs to', () => {
  const draw = (session: 'morning' | 'evening', isOpen: boolean, at: string) => ({
    date: '2026-11-23',
    session,
    cutoff_at: at,
    result_at: at,
    is_betting_open: isOpen,
  })
  const info = (over: Partial<TwoDDrawInfo>): TwoDDrawInfo => ({
    server_time: '2026-11-23T05:00:00.000Z',
    is_betting_open: true,
    current_session: null,
    next_session: null,
    last_session: null,
    ...over,
  })

  it('runs to the open draw, else the next one, else nowhere', () => {
    expect(
      nextCutoff(
        info({ current_session: draw('morning', true, 'A'), next_session: draw('evening', false, 'B') }),
      ),
    ).toEqual({
      at: 'A',
      session: 'morning',
    })
    expect(
      nextCutoff(
        info({ current_session: draw('morning', false, 'A'), next_session: draw('evening', false, 'B') }),
      ),
    ).toEqual({
      at: 'B',
      session: 'evening',
    })
    expect(nextCutoff(info({}))).toBeNull()
  })
})

describe('live replies', () => {
  it('accepts the feed shape, from text or parsed', () => {
    const good = snapshot()
    expect(parseSnapshot(JSON.stringify(good))).toEqual(good)
    expect(parseSnapshot(good)).toEqual(good)
  })

  it.each([
    ['not JSON', '{oops'],
    ['null', null],
    ['no live figures', { ...snapshot(), live: null }],
    ['a number as twod', { ...snapshot(), live: { ...snapshot().live, twod: 75 } }],
    ['no server time', { ...snapshot(), server_time: 'later' }],
    ['results that are no list', { ...snapshot(), result: 'none' }],
  ])('refuses %s', (_, raw) => {
    expect(parseSnapshot(raw)).toBeNull()
  })

  it('shows only real two-digit numbers', () => {
    expect(digitsOf('07')).toBe('07')
    expect(digitsOf('--')).toBeNull()
    expect(digitsOf('7')).toBeNull()
    expect(digitsOf(undefined)).toBeNull()
  })

  it('places the day’s snapshots at their times', () => {
    const row = {
      set: '1,1.11',
      value: '2',
      open_time: '12:01:00',
      twod: '12',
      stock_date: '2026-11-23',
      stock_datetime: '2026-11-23 12:01:00',
      history_id: '1',
      source: 'simulator' as const,
    }
    const slots = resultsBySlot(snapshot({ result: [row] }))
    expect(slots['12:01']).toBe(row)
    expect(slots['11:00']).toBeNull()
  })
})

describe('closed days and staleness', () => {
  it('is closed on a holiday, by name, and at weekends', () => {
    expect(
      closedReason(snapshot({ holiday: { status: '1', date: '2026-12-10', name: 'Constitution Day' } })),
    ).toEqual({
      kind: 'holiday',
      name: 'Constitution Day',
    })
    expect(closedReason(snapshot({ server_time: '2026-11-22 10:00:00' }))).toEqual({ kind: 'weekend' })
    expect(closedReason(snapshot())).toBeNull()
  })

  it('says a simulated market holiday as an unnamed holiday', () => {
    expect(
      closedReason(snapshot({ holiday: { status: '1', date: '2026-12-10', name: 'Market holiday' } })),
    ).toEqual({ kind: 'holiday', name: '' })
  })

  it.each([
    ["New Year's Day", 'newYearsDay', false],
    ["New Year's Eve", 'newYearsEve', false],
    ['Makha Bucha Day', 'makhaBucha', false],
    ['Chakri Memorial Day', 'chakri', false],
    ['Chakri Day', 'chakri', false],
    ['Songkran Festival', 'songkran', false],
    ['National Labour Day', 'labour', false],
    ['Labor Day', 'labour', false],
    ['Coronation Day', 'coronation', false],
    ['Visakha Bucha Day', 'visakhaBucha', false],
    ["H.M. Queen Suthida Bajrasudhabimalalakshana's Birthday", 'queensBirthday', false],
    ['Asarnha Bucha Day', 'asarnhaBucha', false],
    ['Asalha Puja Day', 'asarnhaBucha', false],
    ["H.M. King Maha Vajiralongkorn Phra Vajiraklaochaoyuhua's Birthday", 'kingsBirthday', false],
    ["H.M. Queen Sirikit The Queen Mother's Birthday / Mother's Day", 'mothersDay', false],
    ['H.M. King Bhumibol Adulyadej The Great Memorial Day', 'kingBhumibolMemorial', false],
    ['The Passing of H.M. King Bhumibol', 'kingBhumibolMemorial', false],
    ['Chulalongkorn Day', 'chulalongkorn', false],
    ["H.M. King Bhumibol Adulyadej The Great's Birthday, National Day and Father's Day", 'fathersDay', false],
    ['Constitution Day', 'constitution', false],
    ['Substitution for Chakri Memorial Day', 'chakri', true],
    ['Substitution for Visakha Bucha Day', 'visakhaBucha', true],
  ] as const)('knows %s as one of the SET holidays', (name, key, isSubstitute) => {
    expect(holidayOf(name)).toEqual({ key, isSubstitute })
  })

  it('knows no name the market does not close for', () => {
    expect(holidayOf('Bridge Public Holiday')).toBeNull()
    expect(holidayOf('')).toBeNull()
  })

  it('knows the market hours in Yangon', () => {
    expect(isMarketHours(Date.parse('2026-11-23T10:15:00+06:30'))).toBe(true)
    expect(isMarketHours(Date.parse('2026-11-23T12:30:00+06:30'))).toBe(false)
    expect(isMarketHours(Date.parse('2026-11-23T16:29:00+06:30'))).toBe(true)
    expect(isMarketHours(Date.parse('2026-11-23T09:00:00+06:30'))).toBe(false)
  })

  const now = Date.parse('2026-11-23T10:15:00+06:30')
  const base = { snapshot: snapshot(), isGarbage: false, now, offsetMs: 0 }

  it(`is stale when nothing moved for ${STALE_AFTER_MS / 1000} s in market hours`, () => {
    expect(isStale({ ...base, lastChangeAt: now - STALE_AFTER_MS + 1000 })).toBe(false)
    expect(isStale({ ...base, lastChangeAt: now - STALE_AFTER_MS - 1000 })).toBe(true)
    // Out of market hours, still figures are expected.
    expect(isStale({ ...base, now: now + 3 * 3600_000, lastChangeAt: now })).toBe(false)
  })

  it('is stale after garbage or when the server says so', () => {
    expect(isStale({ ...base, lastChangeAt: now, isGarbage: true })).toBe(true)
    expect(isStale({ ...base, lastChangeAt: now, snapshot: snapshot({ stale: true }) })).toBe(true)
  })
})
