import { describe, expect, it } from 'vitest'
import { periodBounds } from './periods.ts'

// Yangon is UTC+06:30 all year. 2026-11-23 is a Monday.
describe('game log periods on Yangon calendars', () => {
  it.each([
    // 00:10 Monday in Yangon is still Sunday in UTC.
    [
      '2026-11-22T17:40:00Z',
      'today',
      '2026-11-23 00:00:00',
      '2026-11-23 23:59:59',
      '2026-11-22T17:30:00.000Z',
    ],
    [
      '2026-11-22T17:40:00Z',
      'yesterday',
      '2026-11-22 00:00:00',
      '2026-11-22 23:59:59',
      '2026-11-21T17:30:00.000Z',
    ],
    [
      '2026-11-22T17:40:00Z',
      'this_week',
      '2026-11-23 00:00:00',
      '2026-11-29 23:59:59',
      '2026-11-22T17:30:00.000Z',
    ],
    [
      '2026-11-22T17:40:00Z',
      'last_week',
      '2026-11-16 00:00:00',
      '2026-11-22 23:59:59',
      '2026-11-15T17:30:00.000Z',
    ],
    // 23:50 Sunday in Yangon: the week is the one that started six days earlier.
    [
      '2026-11-22T17:20:00Z',
      'today',
      '2026-11-22 00:00:00',
      '2026-11-22 23:59:59',
      '2026-11-21T17:30:00.000Z',
    ],
    [
      '2026-11-22T17:20:00Z',
      'this_week',
      '2026-11-16 00:00:00',
      '2026-11-22 23:59:59',
      '2026-11-15T17:30:00.000Z',
    ],
    [
      '2026-11-22T17:20:00Z',
      'last_week',
      '2026-11-09 00:00:00',
      '2026-11-15 23:59:59',
      '2026-11-08T17:30:00.000Z',
    ],
    // Across a month and year end.
    [
      '2027-01-01T02:00:00Z',
      'yesterday',
      '2026-12-31 00:00:00',
      '2026-12-31 23:59:59',
      '2026-12-30T17:30:00.000Z',
    ],
    [
      '2027-01-01T02:00:00Z',
      'this_week',
      '2026-12-28 00:00:00',
      '2027-01-03 23:59:59',
      '2026-12-27T17:30:00.000Z',
    ],
  ] as const)('at %s, %s runs from %s to %s', (now, period, from, to, start) => {
    const bounds = periodBounds(period, new Date(now))
    expect(bounds.from).toBe(from)
    expect(bounds.to).toBe(to)
    expect(bounds.start.toISOString()).toBe(start)
    expect(bounds.end.getTime() - bounds.start.getTime()).toBe(
      (period === 'this_week' || period === 'last_week' ? 7 : 1) * 86_400_000,
    )
  })
})
