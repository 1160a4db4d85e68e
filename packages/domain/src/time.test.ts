import { describe, expect, it } from 'vitest'
import { fixedClock, yangonDate, yangonDateTime, yangonMonth } from './time.ts'

describe('yangonMonth', () => {
  it('starts the month at midnight Myanmar time (UTC+6:30)', () => {
    const { start, end } = yangonMonth(new Date('2026-11-22T10:00:00Z'))
    expect(start.toISOString()).toBe('2026-10-31T17:30:00.000Z')
    expect(end.toISOString()).toBe('2026-11-30T17:30:00.000Z')
  })

  it('counts the last evening of a UTC month as the next Yangon month', () => {
    // 18:00 UTC on 31 October is 00:30 on 1 November in Yangon.
    const { start } = yangonMonth(new Date('2026-10-31T18:00:00Z'))
    expect(start.toISOString()).toBe('2026-10-31T17:30:00.000Z')
  })

  it('rolls over the year', () => {
    const { start, end } = yangonMonth(new Date('2026-12-15T00:00:00Z'))
    expect(start.toISOString()).toBe('2026-11-30T17:30:00.000Z')
    expect(end.toISOString()).toBe('2026-12-31T17:30:00.000Z')
  })
})

describe('yangonDate', () => {
  it.each([
    ['2026-11-21T17:29:59Z', '2026-11-21'],
    ['2026-11-21T17:30:00Z', '2026-11-22'],
  ])('gives the Myanmar calendar day of %s', (iso, day) => {
    expect(yangonDate(new Date(iso))).toBe(day)
  })
})

describe('yangonDateTime', () => {
  it.each([
    ['2026-11-21T17:29:59Z', '2026-11-21 23:59:59'],
    ['2026-11-22T09:00:05Z', '2026-11-22 15:30:05'],
  ])('shows %s on the Myanmar wall clock', (iso, shown) => {
    expect(yangonDateTime(new Date(iso))).toBe(shown)
  })
})

it('moves a fixed clock only when told', () => {
  const clock = fixedClock('2026-01-01T00:00:00Z')
  expect(clock.now().toISOString()).toBe('2026-01-01T00:00:00.000Z')
  clock.advance(5000)
  expect(clock.now().toISOString()).toBe('2026-01-01T00:00:05.000Z')
  clock.set('2027-01-01T00:00:00Z')
  expect(clock.now().getUTCFullYear()).toBe(2027)
})
