import type { Language } from '@shwe/i18n'

/**
 * Every time in the product is shown in Yangon's zone, whatever the device's. Myanmar keeps UTC+06:30 all year (no
 * daylight saving), so the zone is this offset: as ISO text, and in milliseconds.
 */
const YANGON_OFFSET = '+06:30'
const YANGON_OFFSET_MS = (6 * 60 + 30) * 60_000

export type DateTimeVariant = 'date' | 'time' | 'datetime'

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

/**
 * "2026-11-24": the Yangon calendar day of `at`, whatever the device's zone. From the fixed offset, not with Intl
 * (nor `yangonDate` of @shwe/domain, whose zone library asks Intl): see the dates and times below.
 */
export function yangonDay(at: Date): string {
  return new Date(at.getTime() + YANGON_OFFSET_MS).toISOString().slice(0, 10)
}

/**
 * Dates and times as Intl.DateTimeFormat writes them in each language (`dateStyle: 'medium'`, `timeStyle:
 * 'short'`, Yangon's zone; DateTime.test.tsx holds every language and variant against Intl), written out from the
 * fixed offset: the first Intl.DateTimeFormat a page makes loads ICU's calendar data, 120–280 ms of a phone's main
 * thread (Chromium at 4× CPU), on the 2D and 3D boards, whose first screen shows a draw's date or time. The month
 * names are CLDR's abbreviations, as Intl gives them.
 */
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const TH_MONTHS = [
  'ม.ค.',
  'ก.พ.',
  'มี.ค.',
  'เม.ย.',
  'พ.ค.',
  'มิ.ย.',
  'ก.ค.',
  'ส.ค.',
  'ก.ย.',
  'ต.ค.',
  'พ.ย.',
  'ธ.ค.',
]
/** Thai dates count years in the Buddhist era. */
const BUDDHIST_ERA = 543

interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
}

type Writer = Record<DateTimeVariant, (at: WallClock) => string>

const two = (value: number) => String(value).padStart(2, '0')
const hour24 = (at: WallClock) => `${two(at.hour)}:${two(at.minute)}`

const ENGLISH: Writer = {
  date: (at) => `${EN_MONTHS[at.month]} ${at.day}, ${at.year}`,
  time: (at) => `${at.hour % 12 || 12}:${two(at.minute)} ${at.hour < 12 ? 'AM' : 'PM'}`,
  datetime: (at) => `${ENGLISH.date(at)}, ${ENGLISH.time(at)}`,
}
const CHINESE: Writer = {
  date: (at) => `${at.year}年${at.month + 1}月${at.day}日`,
  time: hour24,
  datetime: (at) => `${CHINESE.date(at)} ${hour24(at)}`,
}
const THAI: Writer = {
  date: (at) => `${at.day} ${TH_MONTHS[at.month]} ${at.year + BUDDHIST_ERA}`,
  time: hour24,
  datetime: (at) => `${THAI.date(at)} ${hour24(at)}`,
}
/** Burmese is written with English dates (see `DATE_LOCALES`). */
const WRITERS: Record<Language, Writer> = { en: ENGLISH, mm: ENGLISH, zh: CHINESE, th: THAI }

function yangonWallClock(instant: Date): WallClock {
  const at = new Date(instant.getTime() + YANGON_OFFSET_MS)
  return {
    year: at.getUTCFullYear(),
    month: at.getUTCMonth(),
    day: at.getUTCDate(),
    hour: at.getUTCHours(),
    minute: at.getUTCMinutes(),
  }
}

/** `value` in Yangon time, in the reader's language: "Nov 24, 2026", "12:00 PM", or both. Null when it is not a time. */
export function formatDateTime(
  value: string | Date,
  language: Language,
  variant: DateTimeVariant = 'datetime',
): { text: string; iso: string } | null {
  const instant = parseInstant(value)
  if (!instant) return null
  return { text: WRITERS[language][variant](yangonWallClock(instant)), iso: instant.toISOString() }
}
