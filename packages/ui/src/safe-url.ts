/** Schemes that open an app or a compose window and never run script: allowed to any address. */
const APP_SCHEMES = new Set(['tel:', 'mailto:', 'viber:', 'tg:', 'line:'])
const WEB_SCHEMES = new Set(['https:', 'http:'])

export interface SafeUrlOptions {
  /**
   * Hosts that web links may lead to, besides the origin of `base`. An entry matches the scheme's default port
   * unless it names one (`cdn.example:8443`); `*.example.com` matches any subdomain of example.com, not
   * example.com itself.
   */
  allowedHosts?: readonly string[]
  /** The page's own address: relative links resolve against it, and its origin is allowed. */
  base?: string | URL
}

/**
 * The URL the server sent, normalised, when it is safe to put in a link, image or video source; otherwise
 * `null`. Safe means `https:` or `http:` to an allowed host, or one of `tel:`, `mailto:`, `viber:`, `tg:`,
 * `line:`. Everything else is refused: `javascript:` however it is spelled, `data:`, `vbscript:`, `blob:`,
 * `file:`, links with credentials in them, and anything the WHATWG URL parser cannot read.
 *
 * The decision is made on the parser's own reading of the string (the same one the browser applies to
 * `href`), so spaces, tabs, newlines and control characters that the browser would strip cannot hide a
 * scheme from it.
 */
export function safeUrl(
  raw: string | null | undefined,
  { allowedHosts = [], base }: SafeUrlOptions = {},
): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null
  const baseUrl = base === undefined ? undefined : parse(String(base))
  if (baseUrl === null) return null
  const url = parse(raw, baseUrl)
  if (!url) return null

  if (APP_SCHEMES.has(url.protocol)) return url.href
  if (!WEB_SCHEMES.has(url.protocol)) return null
  if (url.username || url.password) return null
  const isSameOrigin =
    baseUrl !== undefined && WEB_SCHEMES.has(baseUrl.protocol) && url.origin === baseUrl.origin
  return isSameOrigin || allowedHosts.some((entry) => hostMatches(url, entry)) ? url.href : null
}

function parse(raw: string, base?: URL): URL | null {
  try {
    return new URL(raw, base)
  } catch {
    return null
  }
}

function hostMatches(url: URL, entry: string): boolean {
  const isWildcard = entry.startsWith('*.')
  // The parser normalises the entry as it does the link (case, IDN, trailing dot), so the two compare.
  const allowed = parse(`http://${isWildcard ? entry.slice(2) : entry}/`)
  if (allowed?.pathname !== '/' || allowed.username || allowed.password) return false
  if (url.port !== allowed.port) return false
  return isWildcard ? url.hostname.endsWith(`.${allowed.hostname}`) : url.hostname === allowed.hostname
}
