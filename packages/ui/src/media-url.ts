import { safeUrl } from './safe-url.ts'

/**
 * The address of a picture the server named, or null when it is not a web address on the API's host or the
 * page's own origin. Content pictures come as paths relative to the server root (`media/banners/a.svg`),
 * resolved as `{apiBase}/../{path}`; catalogue pictures come as absolute URLs.
 */
export function mediaUrl(
  raw: string | null | undefined,
  { apiBase, page }: { apiBase: string; page: string | undefined },
): string | null {
  if (typeof raw !== 'string' || raw.trim() === '' || page === undefined) return null
  // A page shows the same pictures render after render (a grid of games, a carousel): each address is checked once.
  const key = `${apiBase}\n${page}\n${raw}`
  const known = checked.get(key)
  if (known !== undefined) return known
  const url = checkedMediaUrl(raw, apiBase, page)
  if (checked.size >= CHECKED_LIMIT) checked.clear()
  checked.set(key, url)
  return url
}

/** Addresses already checked, by API base, page and address as given; emptied when it reaches the limit. */
const checked = new Map<string, string | null>()
const CHECKED_LIMIT = 2000

function checkedMediaUrl(raw: string, apiBase: string, page: string): string | null {
  let api: URL
  try {
    api = new URL(apiBase, page)
  } catch {
    return null
  }
  const text = raw.trim()
  const isAbsolute = /^[a-z][a-z\d+.-]*:/i.test(text) || text.startsWith('//')
  const address = isAbsolute ? text : `${api.href.replace(/\/+$/, '')}/../${text.replace(/^[\\/]+/, '')}`
  return webOnly(safeUrl(address, { allowedHosts: [api.host], base: page }))
}

const webOnly = (url: string | null): string | null => (url && /^https?:/i.test(url) ? url : null)

/**
 * An address when it is a web address (`https:` or `http:`) to any host, without credentials in it; `javascript:`,
 * `data:`, `tel:` and anything unreadable are refused. For addresses whose host is the issuer's choice: a game
 * launch (the game's host), the operator's app download link.
 */
export function webAddress(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null
  let host: string
  try {
    host = new URL(raw).host
  } catch {
    return null
  }
  return webOnly(safeUrl(raw, { allowedHosts: [host] }))
}
