import type { ContactChannel } from '@shwe/contract'
import { safeUrl } from '@shwe/ui'

/**
 * The web hosts a contact channel may link to: the same ones the server accepts for Telegram, Facebook
 * and LINE channels. Viber, phone and email links use their own schemes, which are always allowed.
 */
export const CONTACT_HOSTS = ['t.me', 'facebook.com', 'www.facebook.com', 'line.me'] as const

/** The channel's link when it is safe to open, else null. */
export function contactLink(value: string | null | undefined): string | null {
  return safeUrl(value, { allowedHosts: CONTACT_HOSTS })
}

/** The channels drawn with their own icon; any other shows the picture the server sent. */
export type ChannelIcon = 'viber' | 'telegram' | 'facebook' | 'line'

const ICON_HOSTS: Record<string, ChannelIcon> = {
  't.me': 'telegram',
  'telegram.me': 'telegram',
  'facebook.com': 'facebook',
  'www.facebook.com': 'facebook',
  'm.me': 'facebook',
  'line.me': 'line',
}

/**
 * The drawn icon for a channel: by its type, else by its link (`viber:`, `tg:`, `line:`, or the web host of
 * Telegram, Facebook or LINE) for a backend that sends no type. Null for a phone, email or unknown channel.
 */
export function channelIcon({ type, value }: Pick<ContactChannel, 'type' | 'value'>): ChannelIcon | null {
  if (type === 'viber' || type === 'telegram' || type === 'facebook' || type === 'line') return type
  const url = parse(value)
  if (!url) return null
  if (url.protocol === 'viber:') return 'viber'
  if (url.protocol === 'tg:') return 'telegram'
  if (url.protocol === 'line:') return 'line'
  return url.protocol === 'https:' || url.protocol === 'http:' ? (ICON_HOSTS[url.hostname] ?? null) : null
}

/**
 * The channel's link as a person reads it: the number of a phone or Viber link, the address of an email
 * link, the host and path of a web link. Anything else as sent.
 */
export function displayValue(value: string): string {
  const url = parse(value)
  if (!url) return value
  if (url.protocol === 'tel:' || url.protocol === 'mailto:') return decode(url.pathname)
  if (url.protocol === 'viber:') return url.searchParams.get('number') ?? value
  if (url.protocol === 'https:' || url.protocol === 'http:') {
    return `${url.host}${url.pathname}`.replace(/\/+$/, '')
  }
  return value
}

/** A phone number as people write it: an optional +, then digits with spaces, dots, dashes or brackets. */
const PHONE_NUMBER = /^\+?[0-9][0-9 ().-]{4,}[0-9]$/

/**
 * The hotline: the number of the first channel whose link is a `tel:` link or a bare phone number, with the
 * link to call it. Null when no channel is a phone.
 */
export function hotlineOf(channels: readonly ContactChannel[]): { number: string; link: string } | null {
  for (const channel of channels) {
    const value = channel.value.trim()
    if (/^tel:/i.test(value)) {
      const number = decode(value.slice(4)).trim()
      const link = safeUrl(value)
      if (number && link) return { number, link }
    } else if (PHONE_NUMBER.test(value)) {
      const link = safeUrl(`tel:${value.replace(/[ ().-]/g, '')}`)
      if (link) return { number: value, link }
    }
  }
  return null
}

function parse(value: string): URL | null {
  try {
    return new URL(value)
  } catch {
    return null
  }
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
