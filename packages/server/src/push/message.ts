import type { PushLanguage, WinPushPayload } from '@shwe/contract'
import { type Pya, TWO_D_RESULT_TIMES, type TwoDSession, toDecimalString } from '@shwe/domain'
import en from '../../locales/en/push.json' with { type: 'json' }
import mm from '../../locales/mm/push.json' with { type: 'json' }
import th from '../../locales/th/push.json' with { type: 'json' }
import zh from '../../locales/zh/push.json' with { type: 'json' }
import type { DrawSession, LotteryGame } from '../lottery/schema.ts'

/**
 * The words of a win notification in the player's language: "2D 12:01: your 47 won 8,000 Ks". Only the
 * draw, the number and the prize: never the player's name or balance, which a locked screen would show.
 */

/** English defines the keys; the type makes every other language have them all. */
export type PushText = typeof en
export const PUSH_TEXT: Record<PushLanguage, PushText> = { en, mm, zh, th }

/** The locale each language formats dates and amounts with; digits stay Latin, as players read numbers. */
export const PUSH_LOCALES: Record<PushLanguage, string> = {
  en: 'en-US',
  mm: 'my-MM-u-nu-latn',
  zh: 'zh-CN',
  th: 'th-TH-u-nu-latn',
}

/** One number a player won on in one draw, with the prize of all their lines on it. */
export interface WinNotice {
  game: LotteryGame
  drawDate: string
  session: DrawSession
  number: string
  amountPya: Pya
}

/** Where a click on the notification leads: the player's slips of that draw. */
const SLIP_PAGES: Record<DrawSession, string> = {
  morning: '/morning-bet-slip',
  evening: '/evening-bet-slip',
  draw: '/3d/history',
}

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let format = formats.get(key) as F | undefined
  if (!format) {
    format = make()
    formats.set(key, format)
  }
  return format
}

/** 800000n → "8,000"; 1204050n → "12,040.50": kyat with the locale's grouping, pya only when there are any. */
export function formatKyat(amount: Pya, language: PushLanguage): string {
  const whole = amount % 100n === 0n
  const format = cached(
    `amount:${language}:${whole}`,
    () =>
      new Intl.NumberFormat(PUSH_LOCALES[language], {
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: 2,
      }),
  ) as Intl.NumberFormat
  return whole ? format.format(amount / 100n) : format.format(toDecimalString(amount) as `${number}`)
}

/** "2D 12:01", "2D 16:30", or "3D Nov 16" with the draw date in the language's own way. */
export function drawLabel(notice: Pick<WinNotice, 'game' | 'drawDate' | 'session'>, language: PushLanguage) {
  if (notice.game === '2d') return `2D ${TWO_D_RESULT_TIMES[notice.session as TwoDSession]}`
  // Burmese abbreviates a month to its first syllable, which reads as a typo: it gets the whole name.
  const month = language === 'mm' ? 'long' : 'short'
  const format = cached(
    `date:${language}`,
    () => new Intl.DateTimeFormat(PUSH_LOCALES[language], { day: 'numeric', month, timeZone: 'UTC' }),
  ) as Intl.DateTimeFormat
  return `3D ${format.format(new Date(`${notice.drawDate}T00:00:00Z`))}`
}

/** Fills `{{name}}` slots. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (slot, name: string) => values[name] ?? slot)

/** The notification of one winning number, as the service worker shows it. */
export function winPayload(notice: WinNotice, language: PushLanguage): WinPushPayload {
  const text = PUSH_TEXT[language]
  return {
    title: text.title,
    body: fill(text.body, {
      draw: drawLabel(notice, language),
      number: notice.number,
      amount: formatKyat(notice.amountPya, language),
    }),
    url: SLIP_PAGES[notice.session],
    // A later push about the same number of the same draw replaces this one on the device.
    tag: `${notice.game}-${notice.drawDate}-${notice.session}-${notice.number}`,
  }
}
