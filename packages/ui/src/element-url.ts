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
  /** Origins the Shwe site is known at on this page (`https://host`): where the element's code came from, its API. */
  shweOrigins: readonly string[]
}

/** Stores from which an operator's app may be downloaded. */
export const APP_STORE_ORIGINS = ['https://play.google.com', 'https://apps.apple.com']

/**
 * An address is written out in full or as a path: `https://host/…`, `http://host/…`, `/path` or `path`. The
 * spellings a browser reads as another host than the text seems to name (`//host`, `\\host`, `https:host`) are
 * refused, whatever the host.
 */
export const AMBIGUOUS = /^(?:[\\/]{2}|\/\\|https?:(?![\\/]{2}))/i

/**
 * The address an element attribute may put in a link, a frame or a fetch, or null when it may not: the one check
 * every URL-typed attribute passes before it reaches the DOM. The decision is made on the WHATWG parser's own
 * reading of the text (the browser's), after dropping what the parser drops (tabs and newlines anywhere,
 * control characters and spaces in front), so no spelling hides a scheme or a host from it: web addresses only
 * (`https:`/`http:`, no credentials), resolved against the page, to the origins `reach` allows.
 */
export function elementUrl(
  raw: string | null | undefined,
  reach: UrlReach,
  { page, shweOrigins }: ElementUrlContext,
): string | null {
  if (typeof raw !== 'string') return null
  let text = raw.replace(/[\t\n\r]/g, '')
  while (text !== '' && text.charCodeAt(0) <= 0x20) text = text.slice(1)
  let url: URL
  try {
    url = new URL(text, page)
  } catch {
    return null
  }
  if (
    text === '' ||
    AMBIGUOUS.test(text) ||
    !/^https?:$/.test(url.protocol) ||
    url.username ||
    url.password
  ) {
    return null
  }
  const allowed = [new URL(page).origin, ...shweOrigins, ...(reach === 'download' ? APP_STORE_ORIGINS : [])]
  return reach === 'api' || allowed.includes(url.origin) ? url.href : null
}
