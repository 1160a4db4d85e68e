import { DATE_LOCALES, type Language } from '@shwe/i18n'

/** Every time in the product is shown in Yangon's zone, whatever the device's. */
export const YANGON_TIME_ZONE = 'Asia/Yangon'

/** Myanmar keeps UTC+06:30 all year (no daylight saving). */
const YANGON_OFFSET = '+06:30'

export type DateTimeVariant = 'date' | 'time' | 'datetime'

const OPTIONS: Record<DateTimeVariant, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
  datetime: { dateStyle: 'medium', timeStyle: 'short' },
}

// "2026-11-24", "2026-11-24 12:00", "2026-11-24 12:00:00" or with a "T": no zone given.
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?$/

/**
 * The instant a value from the API stands for. An ISO string with `Z` or an offset is taken as it is;
 * a date or date and time without a zone (`server_time`, `YYYY-MM-DD HH:mm:ss`) is Yangon wall-clock time.
 * Returns null for text that is not a time.
 */
export function parseInstant(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value
  const text = value.trim()
  const wallClock = WALL_CLOCK.exec(text)
  const date = wallClock
    ? new Date(`${wallClock[1]}T${wallClock[2] ?? '00:00'}${YANGON_OFFSET}`)
    : new Date(text)
  return Number.isNaN(date.getTime()) ? null : date
}

const YANGON_OFFSET_MS = (6 * 60 + 30) * 60_000

/**
 * "2026-11-24": the Yangon calendar day of `at`, whatever the device's zone. Worked out from the fixed offset
 * rather than with Intl: the first Intl.DateTimeFormat a page makes loads ICU's calendar data (80–180 ms of a
 * phone's main thread), which a page that only needs today's date should not pay.
 */
export function yangonDay(at: Date): string {
  return new Date(at.getTime() + YANGON_OFFSET_MS).toISOString().slice(0, 10)
}

const formats = new Map<string, Intl.DateTimeFormat>()

function formatter(language: Language, variant: DateTimeVariant): Intl.DateTimeFormat {
  const key = `${language}:${variant}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALES[language], {
      ...OPTIONS[variant],
      timeZone: YANGON_TIME_ZONE,
    })
    formats.set(key, format)
  }
  return format
}

/** `value` in Yangon time, in the reader's language: "Nov 24, 2026", "12:00 PM", or both. Null when it is not a time. */
export function formatDateTime(
  value: string | Date,
  language: Language,
  variant: DateTimeVariant = 'datetime',
): { text: string; iso: string } | null {
  const instant = parseInstant(value)
  if (!instant) return null
  return { text: formatter(language, variant).format(instant), iso: instant.toISOString() }
}
