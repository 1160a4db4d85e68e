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
