import { safeUrl } from './safe-url.ts'

/**
 * Where an element attribute's address may lead:
 * - `api`: the Shwe API the widget talks to, on whatever host the page names (`api-base`);
 * - `shwe`: this page's origin or the Shwe site the element came from (`site-base`, `home-href`);
 * - `download`: the same, or an app store (`download-app-url`).
 */
export type UrlReach = 'api' | 'shwe' | 'download'

export interface ElementUrlContext {
  /** The page's address: relative addresses resolve against it, and its origin is allowed. */
  page: string
  /** Origins the Shwe site is known at on this page: where the element's code came from, and its API. */
  shweOrigins: readonly string[]
}

/** Stores from which an operator's app may be downloaded. */
export const APP_STORE_ORIGINS = ['https://play.google.com', 'https://apps.apple.com'] as const

/**
 * An address is written out in full or as a path: `https://host/…`, `http://host/…`, `/path` or `path`. The
 * spellings a browser reads as another host than the text seems to name (`//host`, `\\host`, `https:host`) are
 * refused, whatever the host, as are schemes other than http(s) (checked by `safeUrl` on the parser's reading).
 */
const AMBIGUOUS = /^(?:[\\/]{2}|\/\\|https?:(?![\\/]{2}))/i

/**
 * The address an element attribute may put in a link, a frame or a fetch, or null when it may not: the one check
 * every URL-typed attribute passes before it reaches the DOM. Web addresses only (`https:`/`http:`, no
 * credentials), resolved against the page, to the origins `reach` allows.
 */
export function elementUrl(
  raw: string | null | undefined,
  reach: UrlReach,
  { page, shweOrigins }: ElementUrlContext,
): string | null {
  if (typeof raw !== 'string') return null
  // The parser drops tabs and newlines anywhere, and control characters and spaces in front, before it reads the
  // scheme: the spelling check must read what it reads.
  const text = withoutLeadingControls(raw.replace(/[\t\n\r]/g, ''))
  if (text === '' || AMBIGUOUS.test(text)) return null
  let host: string
  try {
    host = new URL(text, page).host
  } catch {
    return null
  }
  const url = safeUrl(text, { base: page, allowedHosts: [host] })
  if (url === null || !/^https?:/.test(url)) return null
  if (reach === 'api') return url
  const allowed = new Set<string>([originOf(page), ...shweOrigins.map(originOf)])
  if (reach === 'download') for (const store of APP_STORE_ORIGINS) allowed.add(store)
  return allowed.has(new URL(url).origin) ? url : null
}

function withoutLeadingControls(text: string): string {
  let start = 0
  while (start < text.length && text.charCodeAt(start) <= 0x20) start += 1
  return text.slice(start)
}

function originOf(address: string): string {
  try {
    return new URL(address).origin
  } catch {
    return 'null'
  }
}

/**
 * A link a component renders from a prop (rather than from an element attribute): a path, or an `https:`/`http:`
 * address; anything else (a `javascript:` link however spelled, `data:`) is null. The element layer has already
 * held the address to its allowlist; this keeps a component used directly from rendering a script link.
 */
export function webLinkOrPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null
  const text = raw.trim()
  if (text === '' || AMBIGUOUS.test(text)) return null
  try {
    const url = new URL(text, 'https://page.invalid/')
    if (!/^https?:$/.test(url.protocol) || url.username || url.password) return null
    return url.origin === 'https://page.invalid' ? `${url.pathname}${url.search}${url.hash}` : url.href
  } catch {
    return null
  }
}
