import { describe, expect, it } from 'vitest'
import { isThreeDDrawDate, isTradingDay, threeDDrawDates } from './calendar.ts'
import { threeDDraw, twoDCutoffAt, twoDDraw, twoDResultAt } from './schedule.ts'

// Yangon wall-clock time → instant. Myanmar has kept UTC+06:30 without DST, so the test can state the
// offset outright and so check the implementation's time-zone arithmetic independently.
const yangon = (wallClock: string) => new Date(`${wallClock.replace(' ', 'T')}+06:30`)
const iso = (wallClock: string) => yangon(wallClock).toISOString()

// 2026-11-23 is a Monday, 2026-11-27 a Friday.
describe('2D trading days', () => {
  it.each([
    ['2026-11-23', true],
    ['2026-11-27', true],
    ['2026-11-28', false],
    ['2026-11-29', false],
  ])('%s trading: %s', (date, trading) => {
    expect(isTradingDay(date)).toBe(trading)
  })

  it('closes on holidays', () => {
    expect(isTradingDay('2026-11-24', new Set(['2026-11-24']))).toBe(false)
    expect(isTradingDay('2026-11-25', new Set(['2026-11-24']))).toBe(true)
  })

  it('refuses dates that do not exist', () => {
    expect(() => isTradingDay('2026-02-30')).toThrow(RangeError)
    expect(() => isTradingDay('26-11-23')).toThrow(RangeError)
  })
})

describe('2D result and cut-off times', () => {
  it('publishes at 12:01 and 16:30 Yangon time', () => {
    expect(twoDResultAt('2026-11-23', 'morning').toISOString()).toBe('2026-11-23T05:31:00.000Z')
    expect(twoDResultAt('2026-11-23', 'evening').toISOString()).toBe('2026-11-23T10:00:00.000Z')
  })

  it('closes 10 minutes before by default, or as configured', () => {
    expect(twoDCutoffAt('2026-11-23', 'morning').toISOString()).toBe(iso('2026-11-23 11:51:00'))
    expect(twoDCutoffAt('2026-11-23', 'evening', { cutoffMinutes: 30 }).toISOString()).toBe(
      iso('2026-11-23 16:00:00'),
    )
    expect(twoDCutoffAt('2026-11-23', 'evening', { cutoffMinutes: 0 }).toISOString()).toBe(
      iso('2026-11-23 16:30:00'),
    )
  })

  it.each([-1, 1.5, 269, Number.NaN])('refuses %s cut-off minutes', (cutoffMinutes) => {
    expect(() => twoDCutoffAt('2026-11-23', 'morning', { cutoffMinutes })).toThrow(RangeError)
  })
})

describe('which 2D draw a bet goes to', () => {
  const drawAt = (wallClock: string, options = {}) => twoDDraw(yangon(wallClock), options)
  const label = (draw: { date: string; session: string } | null) => draw && `${draw.date} ${draw.session}`

  it('takes morning bets until 1 ms before the cut-off', () => {
    const state = drawAt('2026-11-23 11:50:59.999')
    expect(state.current).toMatchObject({ date: '2026-11-23', session: 'morning', open: true })
    expect(state.next).toEqual(state.current)
    expect(state.next.cutoffAt.toISOString()).toBe(iso('2026-11-23 11:51:00'))
    expect(state.next.resultAt.toISOString()).toBe(iso('2026-11-23 12:01:00'))
  })

  it('refuses the morning at the cut-off and sends the bet to the evening', () => {
    const state = drawAt('2026-11-23 11:51:00')
    expect(state.current).toMatchObject({ date: '2026-11-23', session: 'morning', open: false })
    expect(label(state.next)).toBe('2026-11-23 evening')
    expect(state.next.open).toBe(true)
  })

  it('moves the current session to the evening at the morning result', () => {
    expect(label(drawAt('2026-11-23 12:00:59.999').current)).toBe('2026-11-23 morning')
    expect(label(drawAt('2026-11-23 12:01:00').current)).toBe('2026-11-23 evening')
    expect(label(drawAt('2026-11-23 12:01:00').previous)).toBe('2026-11-23 morning')
  })

  it('takes evening bets until 16:19:59.999 and not at 16:20', () => {
    const before = drawAt('2026-11-23 16:19:59.999')
    expect(before.current).toMatchObject({ session: 'evening', open: true })
    expect(label(before.next)).toBe('2026-11-23 evening')
    const at = drawAt('2026-11-23 16:20:00')
    expect(at.current).toMatchObject({ session: 'evening', open: false })
    expect(label(at.next)).toBe('2026-11-24 morning')
  })

  it('has no current session after the evening result, and bets go to the next morning', () => {
    const state = drawAt('2026-11-23 16:30:00')
    expect(state.current).toBeNull()
    expect(label(state.next)).toBe('2026-11-24 morning')
    expect(label(state.previous)).toBe('2026-11-23 evening')
  })

  it('sends the first bet after the Friday evening cut-off to Monday morning', () => {
    const state = drawAt('2026-11-27 16:20:00')
    expect(label(state.next)).toBe('2026-11-30 morning')
    expect(state.next.cutoffAt.toISOString()).toBe(iso('2026-11-30 11:51:00'))
    expect(state.next.open).toBe(true)
  })

  it.each(['2026-11-28 09:00:00', '2026-11-29 12:00:00', '2026-11-29 23:59:59.999'])(
    'is closed on the weekend (%s)',
    (wallClock) => {
      const state = drawAt(wallClock)
      expect(state.current).toBeNull()
      expect(label(state.next)).toBe('2026-11-30 morning')
      expect(label(state.previous)).toBe('2026-11-27 evening')
    },
  )

  it('skips holidays, a run of them too', () => {
    const holidays = new Set(['2026-11-24', '2026-11-25'])
    const onHoliday = drawAt('2026-11-24 10:00:00', { holidays })
    expect(onHoliday.current).toBeNull()
    expect(label(onHoliday.next)).toBe('2026-11-26 morning')
    expect(label(onHoliday.previous)).toBe('2026-11-23 evening')
    expect(label(drawAt('2026-11-23 16:25:00', { holidays }).next)).toBe('2026-11-26 morning')
  })

  it('reads the Yangon calendar day, not the UTC one', () => {
    // 00:10 Monday in Yangon is still Sunday in UTC.
    const state = twoDDraw(new Date('2026-11-22T17:40:00Z'))
    expect(state.current).toMatchObject({ date: '2026-11-23', session: 'morning', open: true })
  })

  it('honours a configured cut-off exactly', () => {
    const options = { cutoffMinutes: 30 }
    expect(drawAt('2026-11-23 11:30:59.999', options).next.session).toBe('morning')
    expect(drawAt('2026-11-23 11:31:00', options).next.session).toBe('evening')
  })
})

describe('3D draw calendar', () => {
  it('has the 24 default dates of 2026: January 16, the 1st and 16th from February, December 30', () => {
    const dates = threeDDrawDates(2026)
    const expected = ['2026-01-16']
    for (let month = 2; month <= 12; month++) {
      const mm = String(month).padStart(2, '0')
      expected.push(`2026-${mm}-01`, `2026-${mm}-16`)
    }
    expected.push('2026-12-30')
    expect(dates).toEqual(expected)
    expect(dates).toHaveLength(24)
    expect(dates).toContain('2026-12-30')
    expect(dates).not.toContain('2026-01-01')
    expect(isThreeDDrawDate('2026-01-01')).toBe(false)
    expect(isThreeDDrawDate('2026-12-30')).toBe(true)
    expect(isThreeDDrawDate('2026-12-31')).toBe(false)
  })

  it('lets a listed year replace the default, and only that year', () => {
    const drawDates = { 2026: ['2026-05-02', '2026-01-17', '2026-05-02'] }
    expect(threeDDrawDates(2026, { drawDates })).toEqual(['2026-01-17', '2026-05-02'])
    expect(threeDDrawDates(2027, { drawDates })).toHaveLength(24)
    expect(isThreeDDrawDate('2026-01-16', { drawDates })).toBe(false)
    expect(() => threeDDrawDates(2026, { drawDates: { 2026: ['2027-01-01'] } })).toThrow(RangeError)
    expect(() => threeDDrawDates(2026, { drawDates: { 2026: ['2026-13-01'] } })).toThrow(RangeError)
  })
})

describe('which 3D draw a bet goes to', () => {
  const drawAt = (wallClock: string, options = {}) => threeDDraw(yangon(wallClock), options)

  it('takes bets until 1 ms before 12:00 on the draw day, then moves on', () => {
    const before = drawAt('2026-02-16 11:59:59.999')
    expect(before.next).toEqual({
      drawDate: '2026-02-16',
      resultAt: yangon('2026-02-16 14:30'),
      cutoffAt: yangon('2026-02-16 12:00'),
      open: true,
    })
    expect(before.previous?.drawDate).toBe('2026-02-01')
    const at = drawAt('2026-02-16 12:00:00')
    expect(at.next.drawDate).toBe('2026-03-01')
    expect(at.next.open).toBe(true)
    expect(at.previous).toMatchObject({ drawDate: '2026-02-16', open: false })
  })

  it('crosses the month end', () => {
    const state = drawAt('2026-02-20 09:00:00')
    expect(state.next.drawDate).toBe('2026-03-01')
    expect(state.previous?.drawDate).toBe('2026-02-16')
  })

  it('includes December 30 and then crosses into January 16 of the next year', () => {
    expect(drawAt('2026-12-20 10:00:00').next.drawDate).toBe('2026-12-30')
    const after = drawAt('2026-12-30 12:00:00')
    expect(after.next.drawDate).toBe('2027-01-16')
    expect(after.previous?.drawDate).toBe('2026-12-30')
    const january = drawAt('2027-01-01 10:00:00')
    expect(january.next.drawDate).toBe('2027-01-16')
    expect(january.previous?.drawDate).toBe('2026-12-30')
  })

  it('uses the Yangon date near midnight', () => {
    // 00:30 on 16 February in Yangon is still 15 February in UTC; the draw of the 16th is open.
    const state = threeDDraw(new Date('2026-02-15T18:00:00Z'))
    expect(state.next.drawDate).toBe('2026-02-16')
  })

  it('honours a configured cut-off time and an override calendar', () => {
    const options = { cutoffTime: '13:45', drawDates: { 2026: ['2026-01-02', '2026-06-15'] } }
    expect(drawAt('2026-06-15 13:44:59.999', options).next.drawDate).toBe('2026-06-15')
    const at = drawAt('2026-06-15 13:45:00', options)
    expect(at.next.drawDate).toBe('2027-01-16')
    expect(at.previous?.drawDate).toBe('2026-06-15')
    expect(drawAt('2026-01-01 10:00:00', options).previous?.drawDate).toBe('2025-12-30')
  })

  it('refuses a cut-off after the result time or not a time at all', () => {
    expect(() => drawAt('2026-06-15 10:00', { cutoffTime: '14:31' })).toThrow(RangeError)
    expect(() => drawAt('2026-06-15 10:00', { cutoffTime: '9:00' })).toThrow(RangeError)
    expect(drawAt('2026-06-15 10:00', { cutoffTime: '14:30' }).next.drawDate).toBe('2026-06-16')
  })
})
