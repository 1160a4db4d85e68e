/**
 * The service worker's rules that need no worker to run: which paths it leaves alone, the page it shows
 * offline, and how it reads the win notices the server pushes. The site's build uses them too.
 */

/** The page shown for a navigation that cannot reach the server; always in the precache list. */
export const OFFLINE_URL = '/offline'

/**
 * Paths the worker never answers or caches: the API (balances, bets and results must be live or fail
 * visibly), the widget bundles partners load, the example pages and the `/embed/` frames.
 */
export const UNTOUCHED_PATHS = /^\/(?:api|embed|examples|widgets)(?:\/|$)/

/** What the server sends with a win: shown as a notification that opens `url` on the site. */
export interface WinNotice {
  title: string
  body: string
  url: string
  tag: string
}

/** The notice in a push's JSON payload, or null for a payload of any other shape (then nothing is shown). */
export function parseNotice(data: unknown): WinNotice | null {
  if (typeof data !== 'object' || data === null) return null
  const { title, body, url, tag } = data as Record<string, unknown>
  if (typeof title !== 'string' || title.trim() === '') return null
  if (typeof body !== 'string' || typeof url !== 'string' || typeof tag !== 'string') return null
  return { title, body, url, tag }
}

/**
 * The address on the site that a notice's `raw` URL names, resolved against the site's `origin`; the home
 * page for anything else (another site, a `javascript:` URL, no URL at all), so a notice never leads away.
 */
export function noticeTarget(raw: unknown, origin: string): string {
  const home = new URL('/', origin).href
  if (typeof raw !== 'string' || raw.trim() === '') return home
  try {
    const url = new URL(raw, origin)
    return url.origin === new URL(origin).origin ? url.href : home
  } catch {
    return home
  }
}
