import { DATE_LOCALES } from '@shwe/i18n'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DateTime } from './DateTime.tsx'
import { formatDateTime, parseInstant, yangonDay } from './date-time.ts'
import { renderUi } from './test-utils.tsx'

describe('DateTime', () => {
  it('shows a UTC instant in Yangon time, inside <time datetime>', () => {
    renderUi(<DateTime value="2026-11-24T05:30:00Z" variant="time" />)
    const time = screen.getByText(/12:00/)
    expect(time.tagName).toBe('TIME')
    expect(time.textContent).toMatch(/^12:00\sPM$/)
    expect(time.getAttribute('datetime')).toBe('2026-11-24T05:30:00.000Z')
  })

  it('moves the date on when Yangon is already past midnight', () => {
    renderUi(<DateTime value={new Date('2026-11-24T18:00:00Z')} variant="date" />)
    expect(screen.getByText('Nov 25, 2026').tagName).toBe('TIME')
  })

  it('writes in the reader’s language with Latin digits', () => {
    renderUi(<DateTime value="2026-11-24T05:30:00Z" variant="datetime" />, { language: 'th' })
    expect(document.querySelector('time')?.textContent).toBe('24 พ.ย. 2569 12:00')
  })

  it('writes Burmese dates as Chromium does, the same on the server and in every browser', () => {
    renderUi(<DateTime value="2026-11-24T05:30:00Z" variant="datetime" />, { language: 'mm' })
    expect(document.querySelector('time')?.textContent).toBe('Nov 24, 2026, 12:00 PM')
  })

  it('shows text that is not a time as it came', () => {
    renderUi(<DateTime value="--" />)
    expect(screen.getByText('--').tagName).toBe('SPAN')
  })
})

describe('formatDateTime, as Intl writes it', () => {
  const LANGUAGES = ['en', 'mm', 'zh', 'th'] as const
  const OPTIONS = {
    date: { dateStyle: 'medium' },
    time: { timeStyle: 'short' },
    datetime: { dateStyle: 'medium', timeStyle: 'short' },
  } as const
  // Every month and hour of 2026, a leap day, the turn of a year in Yangon and in UTC, and years far apart.
  const instants = [
    ...Array.from({ length: 12 * 24 }, (_, i) =>
      Date.UTC(2026, i % 12, 1 + (i % 28), Math.floor(i / 12), i % 60),
    ),
    Date.UTC(2028, 1, 29, 12, 0),
    Date.UTC(2026, 11, 31, 17, 29),
    Date.UTC(2026, 11, 31, 17, 30),
    Date.UTC(1999, 6, 4, 23, 59),
    Date.UTC(2041, 2, 9, 0, 5),
  ]

  it.each(LANGUAGES)(
    'matches Intl.DateTimeFormat in Yangon time in %s, for dates, times and both',
    (language) => {
      for (const variant of ['date', 'time', 'datetime'] as const) {
        const intl = new Intl.DateTimeFormat(DATE_LOCALES[language], {
          ...OPTIONS[variant],
          timeZone: 'Asia/Yangon',
        })
        for (const at of instants) {
          const iso = new Date(at).toISOString()
          expect(formatDateTime(iso, language, variant)?.text, `${variant} ${iso}`).toBe(intl.format(at))
        }
      }
    },
  )
})

describe('parseInstant', () => {
  it.each([
    ['2026-11-24T05:30:00Z', '2026-11-24T05:30:00.000Z'],
    ['2026-11-24T12:00:00+06:30', '2026-11-24T05:30:00.000Z'],
    ['2026-11-24 12:00:00', '2026-11-24T05:30:00.000Z'],
    ['2026-11-24T12:00', '2026-11-24T05:30:00.000Z'],
    ['2026-11-24', '2026-11-23T17:30:00.000Z'],
  ])('reads %j as %s (times without a zone are Yangon times)', (value, iso) => {
    expect(parseInstant(value)?.toISOString()).toBe(iso)
  })

  it('refuses text that is not a time', () => {
    expect(parseInstant('soon')).toBeNull()
    expect(formatDateTime(new Date(Number.NaN), 'en')).toBeNull()
  })
})

describe('yangonDay', () => {
  it('is the calendar day in Yangon, which starts 6½ hours before UTC’s', () => {
    expect(yangonDay(new Date('2026-11-24T17:29:59Z'))).toBe('2026-11-24')
    expect(yangonDay(new Date('2026-11-24T17:30:00Z'))).toBe('2026-11-25')
    expect(yangonDay(new Date('2026-12-31T18:00:00Z'))).toBe('2027-01-01')
  })

  it('agrees with the zone data of Asia/Yangon from 2020 to 2032, every 48½ hours (every half hour of the day in turn)', () => {
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Yangon', dateStyle: 'short' })
    for (let at = Date.UTC(2020, 0, 1); at < Date.UTC(2032, 0, 1); at += 97 * 30 * 60_000) {
      expect(yangonDay(new Date(at))).toBe(zone.format(at))
    }
  })
})
