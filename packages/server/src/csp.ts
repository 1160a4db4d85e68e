import { createHash } from 'node:crypto'

/**
 * The security headers of what the server sends from disk (static.ts). The player's bearer token lives in
 * `localStorage` on the site's origin, so any script that runs there owns the player's money: a page runs only
 * scripts loaded from this origin and the inline blocks it was built with, named by their SHA-256 hash
 * (`inlineScriptHashes`), never an inline script or handler that an injection could add, never `eval`.
 */

/** One year, subdomains included: a browser that once came over https never asks over plain http again. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains'

/** What a page's policy depends on besides its own scripts. */
export interface PagePolicyOptions {
  /** `'sha256-…'` sources of the page's inline scripts (`inlineScriptHashes`). */
  scriptHashes: readonly string[]
  /** Who may frame the page: `'self'`, and the partner origins on `/embed/*`. */
  frameAncestors: readonly string[]
  /** Further hosts the page may show pictures and videos from (`IMAGE_HOSTS`). */
  imageHosts: readonly string[]
  /** Over https, any plain http address in the page is fetched over https instead. */
  isHttps: boolean
}

/**
 * The Content-Security-Policy of an HTML page of the site, an `/embed/*` frame or an example page. Everything
 * the pages load comes from this origin: scripts, styles and fonts from the build, the API under `/api` (also
 * its server-sent events), pictures and videos under `/media/`, the service worker and the manifest, and the
 * `/embed/*` frames of the examples. `blob:` pictures are the deposit receipt's preview before it is sent.
 * Styles allow `'unsafe-inline'`: a page's head carries its islands' first CSS in a `<style>` tag, and page-hints.ts
 * writes a picture into a `style` attribute.
 */
export function pagePolicy({ scriptHashes, frameAncestors, imageHosts, isHttps }: PagePolicyOptions): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' blob:", ...imageHosts].join(' '),
    ["media-src 'self'", ...imageHosts].join(' '),
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.join(' ')}`,
    ...(isHttps ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

/**
 * The policy of a file a browser could show as a document of its own although it is no page (an SVG opened by
 * its address, an XML file, an error text): nothing loads and nothing runs in it, and no site may frame it.
 */
export const INERT_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'"

/** The headers every HTML response carries, a redirect included, given its policy's options. */
export function pageHeaders(options: PagePolicyOptions): Record<string, string> {
  const isOwnOnly = options.frameAncestors.length === 1 && options.frameAncestors[0] === "'self'"
  return {
    'Content-Security-Policy': pagePolicy(options),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    // Browsers without `frame-ancestors` still refuse other sites' frames; partners frame only `/embed/*`.
    ...(isOwnOnly ? { 'X-Frame-Options': 'SAMEORIGIN' } : {}),
  }
}

/**
 * Elements whose content is text to the HTML parser: a `<script>` inside one is no script. `noscript` too, since
 * a browser that runs scripts reads its content as text.
 */
const RAW_TEXT = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
])
const START = /<!--|<([a-zA-Z][a-zA-Z0-9]*)(?=[\s/>])/g
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*))?/g

/** Where a comment whose text begins at `from` ends (just after it), as the HTML parser reads it; -1 if never. */
function endOfComment(html: string, from: number): number {
  // `<!-->` and `<!--->` are whole, empty comments.
  if (html.startsWith('>', from)) return from + 1
  if (html.startsWith('->', from)) return from + 2
  const ends = [html.indexOf('-->', from), html.indexOf('--!>', from)].filter((at) => at >= 0)
  if (ends.length === 0) return -1
  const end = Math.min(...ends)
  return end + (html.startsWith('-->', end) ? 3 : 4)
}

/** Where a start tag that begins at `from` (after its name) ends: the index of its `>`, or -1. */
function endOfTag(html: string, from: number): number {
  let quote: string | null = null
  for (let i = from; i < html.length; i += 1) {
    const char = html[i]
    if (quote) {
      if (char === quote) quote = null
    } else if (char === '"' || char === "'") {
      quote = char
    } else if (char === '>') {
      return i
    }
  }
  return -1
}

/** A `<script type="application/json">` (the page's texts): data the browser never runs, so it needs no hash. */
function isDataBlock(attributes: readonly RegExpMatchArray[]): boolean {
  const type = attributes.find((match) => match[1]?.toLowerCase() === 'type')?.[0]
  const value = type ? /=\s*["']?([^"'\s>]*)/.exec(type)?.[1]?.toLowerCase() : undefined
  return value === 'application/json'
}

/**
 * The text of every inline `<script>` element of a page, as the browser hashes it: what stands between the start
 * tag and the next `</script`, line breaks normalised as the HTML parser does. Scripts with a `src` are left
 * out, so are JSON data blocks, and so is anything inside comments and other elements whose content is text (`<style>`, `<textarea>`,
 * `<title>`…). What this takes for a script is text of the page itself; a script it misses is refused by the
 * browser, never let through.
 */
export function inlineScripts(html: string): string[] {
  const text = html.replace(/\r\n?/g, '\n')
  const scripts: string[] = []
  const start = new RegExp(START.source, 'g')
  for (let found = start.exec(text); found; found = start.exec(text)) {
    if (found[0] === '<!--') {
      const end = endOfComment(text, found.index + 4)
      if (end < 0) break
      start.lastIndex = end
      continue
    }
    const name = (found[1] ?? '').toLowerCase()
    const tagEnd = endOfTag(text, found.index + found[0].length)
    if (tagEnd < 0) break
    start.lastIndex = tagEnd + 1
    if (!RAW_TEXT.has(name)) continue
    const close = new RegExp(`</${name}[\\s/>]`, 'gi')
    close.lastIndex = tagEnd + 1
    const closing = close.exec(text)
    const contentEnd = closing ? closing.index : text.length
    if (name === 'script') {
      const attributes = text.slice(found.index + found[0].length, tagEnd)
      const named = [...attributes.matchAll(ATTRIBUTE)]
      const hasSrc = named.some((match) => match[1]?.toLowerCase() === 'src')
      if (!hasSrc && !isDataBlock(named)) scripts.push(text.slice(tagEnd + 1, contentEnd))
    }
    start.lastIndex = contentEnd
  }
  return scripts
}

/** The CSP sources (`'sha256-…'`) of a page's inline scripts, each once, in page order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = inlineScripts(html).map(
    (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`,
  )
  return [...new Set(hashes)]
}

/**
 * A redirect's target on this site: leading slashes and backslashes collapse to one slash, so that no address
 * this server sends in `Location` starts with `//` or `/\`, which browsers read as another host. Spaces and
 * control characters among them go too, since browsers skip them before reading the address.
 */
export function sameSiteLocation(location: string): string {
  let start = 0
  const isLeading = (at: number) =>
    location.charCodeAt(at) <= 0x20 || location[at] === '/' || location[at] === '\\'
  while (start < location.length && isLeading(start)) start += 1
  return `/${location.slice(start)}`
}
