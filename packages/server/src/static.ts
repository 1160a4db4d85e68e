import { createHash } from 'node:crypto'
import { readFile, realpath, stat } from 'node:fs/promises'
import { dirname, extname, join, resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import { type BrotliOptions, brotliCompress, constants, gzip, type ZlibOptions } from 'node:zlib'
import type { Context, Hono } from 'hono'
import type { StaticDirs } from './config.ts'
import type { PageRewriter } from './page-hints.ts'

/**
 * Serves the built site, the widget bundles and the example pages from disk.
 * - `/widgets/*`: any origin may load them (CORS `*`); hashed chunks are cached for a year, entry files revalidate.
 * - `/examples/*`: example host pages; `/examples/` itself is the reference page of the elements that the build
 *   generates (`examplesIndex`), when configured.
 * - everything else (except `/api`): the site; `/ranking` finds `ranking/index.html` or `ranking.html`,
 *   `/_astro/` assets are cached for a year, pages and the service worker `/sw.js` revalidate, unknown paths get
 *   the site's `404.html` with status 404.
 * Paths are decoded segment by segment; `..`, hidden files, encoded slashes and symlinks leading out of the
 * root are refused.
 *
 * Text files are sent compressed when the client accepts it (`Accept-Encoding`, brotli before gzip at equal
 * q-value): the site and the widgets from the `file.br` / `file.gz` copies written after the build
 * (`scripts/compress.ts`), the examples (a handful of small pages kept in the repository) compressed on first
 * request and remembered. The copies are never served by their own URL.
 *
 * A site page may be rewritten as it is sent (`rewritePage`, see page-hints.ts: the first banner written into
 * the home). A rewritten page is compressed on the fly and remembered by its content, which also makes its
 * ETag; it keeps `no-cache`, so browsers revalidate it and get the new page when the data changes.
 */

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
}

export const contentTypeFor = (path: string): string =>
  CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream'

/** Formats worth compressing: text, plus SVG and icons. Fonts, images and video are compressed already. */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  '.html',
  '.htm',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.txt',
  '.xml',
  '.svg',
  '.ico',
])

export const isCompressible = (path: string): boolean =>
  COMPRESSIBLE_EXTENSIONS.has(extname(path).toLowerCase())

/** Smaller files are sent as they are: a few hundred bytes saved do not pay for a second copy. */
export const MIN_COMPRESS_BYTES = 1024

export type Coding = 'br' | 'gzip'

/** The content codings offered, best first, with the suffix of their precompressed copies. */
export const CODINGS: readonly { coding: Coding; suffix: string }[] = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
]

/** Brotli at its best quality, tuned for text except for binary icons. */
export const brotliOptions = (path: string, size: number): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 11,
    [constants.BROTLI_PARAM_MODE]:
      extname(path).toLowerCase() === '.ico' ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
})

export const GZIP_OPTIONS: ZlibOptions = { level: 9 }

/**
 * A compressed copy carries its file's modification time (to within a millisecond, what timestamps keep);
 * a copy with another time belongs to an earlier build of the file.
 */
export const sameModificationTime = (copyMs: number, fileMs: number): boolean => Math.abs(copyMs - fileMs) < 1

/**
 * The coding to send, among `available` (best first), for an `Accept-Encoding` header; null for the file as it
 * is. A missing header, `identity`, unknown codings and `q=0` all leave the file plain; `*` stands for every
 * coding not named; `x-gzip` is gzip. The highest q-value wins, the earlier coding on a tie, and an explicitly
 * preferred `identity` beats both.
 */
export function chooseCoding(header: string | undefined, available: readonly Coding[]): Coding | null {
  if (!header || available.length === 0) return null
  const weights = new Map<string, number>()
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';')
    let name = rawName.trim().toLowerCase()
    if (name === '') continue
    if (name === 'x-gzip') name = 'gzip'
    let q = 1
    for (const param of params) {
      const [key = '', value = ''] = param.split('=')
      if (key.trim().toLowerCase() !== 'q') continue
      const parsed = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value.trim()) ? Number(value.trim()) : 0
      q = parsed
    }
    // A coding named twice counts with its lower weight.
    weights.set(name, Math.min(q, weights.get(name) ?? 1))
  }
  const star = weights.get('*')
  let best: Coding | null = null
  let bestQ = 0
  for (const coding of available) {
    const q = weights.get(coding) ?? star ?? 0
    if (q > bestQ) {
      best = coding
      bestQ = q
    }
  }
  const identity = weights.get('identity') ?? star
  if (best && identity !== undefined && identity > bestQ) return null
  return best
}

const IMMUTABLE = 'public, max-age=31536000, immutable'
/** The site's service worker (`/sw.js`), relative to the site's root. */
const SERVICE_WORKER = 'sw.js'
const REVALIDATE = 'no-cache'
const SHORT = 'public, max-age=3600'

const WIDGET_CORS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
}

interface Area {
  root: string
  /** Cache-Control for a file, given its path relative to the root with forward slashes. */
  cache(relative: string): string
  extraHeaders?: Record<string, string>
  /** Where compressed bodies come from: copies beside the files, or compressing on first request. */
  compression: 'precompressed' | 'on-demand'
  /** Rewrites the HTML pages of this area as they are sent with status 200. */
  rewritePage?: PageRewriter
  /** Who may frame a page, given its relative path (CSP `frame-ancestors`); default only this site. */
  frameAncestors?(relative: string): string
}

interface Found {
  path: string
  relative: string
  size: number
  mtimeMs: number
  mtime: Date
}

/** Splits and decodes a URL path; null when any segment is unsafe. */
function safeSegments(rawPath: string): string[] | null {
  const segments: string[] = []
  for (const raw of rawPath.split('/')) {
    if (raw === '') continue
    let segment: string
    try {
      segment = decodeURIComponent(raw)
    } catch {
      return null
    }
    if (segment.startsWith('.') || /[/\\\0]/.test(segment) || segment.includes(':')) return null
    segments.push(segment)
  }
  return segments
}

const within = (root: string, path: string) => path === root || path.startsWith(root + sep)

/** Compressed copies are reached only by content negotiation on their source's URL. */
const isCompressedCopy = (path: string) => /\.(br|gz)$/i.test(path)

async function statFile(path: string) {
  try {
    const stats = await stat(path)
    return stats.isFile() ? stats : null
  } catch {
    return null
  }
}

const realRoots = new Map<string, Promise<string>>()
function realRoot(root: string): Promise<string> {
  let cached = realRoots.get(root)
  if (!cached) {
    cached = realpath(root).catch(() => root)
    realRoots.set(root, cached)
  }
  return cached
}

/** True when `path` exists and, after following symlinks, is still inside `root`. */
async function staysInside(root: string, path: string): Promise<boolean> {
  const real = await realpath(path).catch(() => null)
  return real !== null && within(await realRoot(root), real)
}

/** Finds the file for a URL path inside `root`: the file itself, `<path>/index.html`, or `<path>.html`. */
async function findFile(root: string, rawPath: string): Promise<Found | null> {
  const segments = safeSegments(rawPath)
  if (!segments) return null
  const base = resolve(root, ...segments)
  if (!within(root, base)) return null
  const candidates =
    rawPath.endsWith('/') || segments.length === 0
      ? [join(base, 'index.html')]
      : [base, join(base, 'index.html'), ...(extname(base) === '' ? [`${base}.html`] : [])]
  for (const candidate of candidates) {
    if (isCompressedCopy(candidate)) continue
    const stats = await statFile(candidate)
    if (!stats) continue
    // A symlink inside the root must not lead outside it.
    if (!(await staysInside(root, candidate))) return null
    const relative = candidate
      .slice(root.length + 1)
      .split(sep)
      .join('/')
    return { path: candidate, relative, size: stats.size, mtimeMs: stats.mtimeMs, mtime: stats.mtime }
  }
  return null
}

/** A file at a path the configuration names (not one taken from a URL), when it is a file. */
async function foundAt(root: string, path: string): Promise<Found | null> {
  const stats = await statFile(path)
  if (!stats) return null
  const relative = path
    .slice(root.length + 1)
    .split(sep)
    .join('/')
  return { path, relative, size: stats.size, mtimeMs: stats.mtimeMs, mtime: stats.mtime }
}

/** A compressed body ready to send, or the path of a copy on disk and its size. */
type Encoded = { coding: Coding; size: number } & ({ path: string } | { bytes: Uint8Array })

/** Bounded memo: the oldest entry goes when full; `get` refreshes an entry's place. */
class Memo<V> {
  private readonly entries = new Map<string, V>()
  private readonly limit: number
  constructor(limit: number) {
    this.limit = limit
  }
  get(key: string): V | undefined {
    const value = this.entries.get(key)
    if (value !== undefined) {
      this.entries.delete(key)
      this.entries.set(key, value)
    }
    return value
  }
  set(key: string, value: V): void {
    this.entries.delete(key)
    this.entries.set(key, value)
    if (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
  }
  delete(key: string): void {
    this.entries.delete(key)
  }
}

/** Same file content as far as the disk tells: same size and modification time. */
const versionOf = (file: Found) => `${file.size}:${file.mtimeMs}`

interface Copies {
  version: string
  checkedAt: number
  found: Partial<Record<Coding, { path: string; size: number }>>
}

/** Which compressed copies sit beside a file; looked at again after a while, so copies written later count. */
const copiesMemo = new Memo<Copies>(4096)
const COPIES_RECHECK_MS = 10_000

async function precompressedCopies(root: string, file: Found): Promise<Copies['found']> {
  const version = versionOf(file)
  const now = performance.now()
  const memo = copiesMemo.get(file.path)
  if (memo && memo.version === version && now - memo.checkedAt < COPIES_RECHECK_MS) return memo.found
  const found: Copies['found'] = {}
  for (const { coding, suffix } of CODINGS) {
    const path = file.path + suffix
    const stats = await statFile(path)
    // A file rebuilt since its copies were written is sent plain until compressed again.
    if (!stats || !sameModificationTime(stats.mtimeMs, file.mtimeMs)) continue
    if (!(await staysInside(root, path))) continue
    found[coding] = { path, size: stats.size }
  }
  copiesMemo.set(file.path, { version, checkedAt: now, found })
  return found
}

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Largest file compressed on request; bigger ones are sent plain. */
const ON_DEMAND_MAX_BYTES = 256 * 1024

interface Compressed {
  version: string
  /** Per coding, the compressed bytes, or null when compressing does not make the file smaller. */
  bodies: Partial<Record<Coding, Promise<Uint8Array | null>>>
}

const compressedMemo = new Memo<Compressed>(64)

function compressOnDemand(file: Found, coding: Coding): Promise<Uint8Array | null> {
  const version = versionOf(file)
  const cached = compressedMemo.get(file.path)
  const memo = cached && cached.version === version ? cached : { version, bodies: {} }
  if (memo !== cached) compressedMemo.set(file.path, memo)
  const known = memo.bodies[coding]
  if (known) return known
  const body = readFile(file.path)
    .then((raw) =>
      coding === 'br' ? brotliAsync(raw, brotliOptions(file.path, raw.length)) : gzipAsync(raw, GZIP_OPTIONS),
    )
    .then((compressed) => (compressed.length < file.size ? new Uint8Array(compressed) : null))
  memo.bodies[coding] = body
  // A failure is not remembered: the next request tries again.
  body.catch(() => {
    if (memo.bodies[coding] === body) delete memo.bodies[coding]
  })
  return body
}

/** The compressed form of `file` to send for this request, if any. */
async function negotiate(c: Context, area: Area, file: Found): Promise<Encoded | null> {
  const accept = c.req.header('Accept-Encoding')
  if (!accept || file.size < MIN_COMPRESS_BYTES) return null
  if (area.compression === 'precompressed') {
    const copies = await precompressedCopies(area.root, file)
    const coding = chooseCoding(
      accept,
      CODINGS.map((entry) => entry.coding).filter((name) => copies[name]),
    )
    const copy = coding && copies[coding]
    return coding && copy ? { coding, ...copy } : null
  }
  if (file.size > ON_DEMAND_MAX_BYTES) return null
  const coding = chooseCoding(
    accept,
    CODINGS.map((entry) => entry.coding),
  )
  const bytes = coding ? await compressOnDemand(file, coding).catch(() => null) : null
  return coding && bytes ? { coding, size: bytes.length, bytes } : null
}

/** The bytes to send: the file, or its compressed copy; null when the copy vanished since it was found. */
async function readBody(file: Found, encoded: Encoded | null): Promise<Uint8Array | null> {
  if (!encoded) return new Uint8Array(await readFile(file.path))
  if ('bytes' in encoded) return encoded.bytes
  try {
    return new Uint8Array(await readFile(encoded.path))
  } catch {
    copiesMemo.delete(file.path)
    return null
  }
}

const isPage = (path: string) => /\.html?$/i.test(path)

function headersFor(area: Area, file: Found, status: 200 | 404): Headers {
  const headers = new Headers({
    'Content-Type': contentTypeFor(file.path),
    'Cache-Control': status === 404 ? REVALIDATE : area.cache(file.relative),
    'X-Content-Type-Options': 'nosniff',
    ...area.extraHeaders,
  })
  // Caches keep one copy per coding of anything that may be sent compressed.
  if (isCompressible(file.path)) headers.set('Vary', 'Accept-Encoding')
  if (file.path.endsWith('.html')) {
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    // Pages that move money are never framed by another site (clickjacking); partners embed the widgets instead,
    // and frame only the `/embed/*` pages, only from the partner origins the operator set.
    const ancestors = area.frameAncestors?.(file.relative) ?? "'self'"
    headers.set('Content-Security-Policy', `frame-ancestors ${ancestors}`)
    if (ancestors === "'self'") headers.set('X-Frame-Options', 'SAMEORIGIN')
  }
  return headers
}

const matchesTag = (c: Context, etag: string) =>
  c.req
    .header('If-None-Match')
    ?.split(',')
    .some((tag) => tag.trim() === etag) ?? false

/** Page text as built, per file version; read once, since every request for the page rewrites it again. */
const pageTextMemo = new Memo<{ version: string; text: Promise<string> }>(64)

function pageText(file: Found): Promise<string> {
  const version = versionOf(file)
  const memo = pageTextMemo.get(file.path)
  if (memo && memo.version === version) return memo.text
  const text = readFile(file.path, 'utf8')
  pageTextMemo.set(file.path, { version, text })
  text.catch(() => pageTextMemo.delete(file.path))
  return text
}

interface Rewritten {
  /** A digest of the rewritten page: the same page always gets the same tag. */
  tag: string
  bytes: Uint8Array
  /** Per coding, the compressed page, or null when compressing does not make it smaller. */
  bodies: Partial<Record<Coding, Promise<Uint8Array | null>>>
}

/** Rewritten pages by content: one entry per page and data version, so each is compressed once. */
const rewrittenMemo = new Memo<Rewritten>(32)

/** The page as `rewrite` makes it, or null to send the file as it is (also when reading or rewriting failed). */
async function rewrittenPage(rewrite: PageRewriter, file: Found): Promise<Rewritten | null> {
  let html: string | null
  try {
    html = await rewrite(await pageText(file))
  } catch {
    return null
  }
  if (html === null) return null
  const tag = createHash('sha256').update(html).digest('base64url').slice(0, 22)
  const known = rewrittenMemo.get(tag)
  if (known) return known
  const page: Rewritten = { tag, bytes: new TextEncoder().encode(html), bodies: {} }
  rewrittenMemo.set(tag, page)
  return page
}

function compressPage(page: Rewritten, path: string, coding: Coding): Promise<Uint8Array | null> {
  const known = page.bodies[coding]
  if (known) return known
  const body = (
    coding === 'br'
      ? brotliAsync(page.bytes, brotliOptions(path, page.bytes.length))
      : gzipAsync(page.bytes, GZIP_OPTIONS)
  ).then((compressed) => (compressed.length < page.bytes.length ? new Uint8Array(compressed) : null))
  page.bodies[coding] = body
  body.catch(() => {
    if (page.bodies[coding] === body) delete page.bodies[coding]
  })
  return body
}

async function sendRewritten(c: Context, area: Area, file: Found, page: Rewritten): Promise<Response> {
  const headers = headersFor(area, file, 200)
  const accept = c.req.header('Accept-Encoding')
  const coding =
    page.bytes.length >= MIN_COMPRESS_BYTES
      ? chooseCoding(
          accept,
          CODINGS.map((entry) => entry.coding),
        )
      : null
  const compressed = coding ? await compressPage(page, file.path, coding).catch(() => null) : null
  const sent = compressed && coding ? { coding, body: compressed } : null
  // No Last-Modified: the page changes with the data, not with the file.
  const etag = `W/"${page.tag}${sent ? `-${sent.coding}` : ''}"`
  headers.set('ETag', etag)
  if (matchesTag(c, etag)) return new Response(null, { status: 304, headers })
  if (sent) headers.set('Content-Encoding', sent.coding)
  const body = sent?.body ?? page.bytes
  headers.set('Content-Length', String(body.length))
  return new Response(c.req.method === 'HEAD' ? null : body, { status: 200, headers })
}

async function sendFile(c: Context, area: Area, file: Found, status: 200 | 404 = 200): Promise<Response> {
  if (status === 200 && area.rewritePage && isPage(file.path)) {
    const page = await rewrittenPage(area.rewritePage, file)
    if (page) return sendRewritten(c, area, file, page)
  }
  const compressible = isCompressible(file.path)
  let encoded = compressible ? await negotiate(c, area, file) : null
  const baseTag = `${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}`
  const headers = headersFor(area, file, status)
  const etagFor = (coding: Coding | undefined) => `W/"${baseTag}${coding ? `-${coding}` : ''}"`
  if (status === 200) {
    const etag = etagFor(encoded?.coding)
    headers.set('ETag', etag)
    headers.set('Last-Modified', file.mtime.toUTCString())
    if (matchesTag(c, etag)) return new Response(null, { status: 304, headers })
  }
  let body: Uint8Array | null = null
  if (c.req.method !== 'HEAD') {
    body = await readBody(file, encoded)
    if (!body) {
      // The compressed copy was removed meanwhile: send the file itself.
      encoded = null
      if (status === 200) headers.set('ETag', etagFor(undefined))
      body = await readBody(file, null)
    }
  }
  if (encoded) headers.set('Content-Encoding', encoded.coding)
  headers.set('Content-Length', String(body ? body.length : (encoded?.size ?? file.size)))
  return new Response(c.req.method === 'HEAD' ? null : body, { status, headers })
}

function plainNotFound(extraHeaders: Record<string, string> = {}): Response {
  return new Response('Not Found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE, ...extraHeaders },
  })
}

export interface StaticOptions {
  /** Rewrites the site's pages as they are sent (see page-hints.ts); every visitor must get the same page. */
  rewritePage?: PageRewriter
  /** Origins that may frame the site's `/embed/*` pages (frame mode of the elements). */
  partnerOrigins?: readonly string[]
}

/** Adds the static routes to `app`. Register them after the API so that `/api` keeps its own 404. */
export function mountStatic(app: Hono, dirs: StaticDirs, options: StaticOptions = {}): void {
  const site: Area | null = dirs.siteDir
    ? {
        root: resolve(dirs.siteDir),
        // Everything under `_astro/` (scripts, styles, fonts, images) has a content hash in its name. The service
        // worker is checked on every visit, so a new build reaches players at once.
        cache: (relative) =>
          relative.startsWith('_astro/')
            ? IMMUTABLE
            : relative.endsWith('.html') || relative === SERVICE_WORKER
              ? REVALIDATE
              : SHORT,
        compression: 'precompressed',
        ...(options.rewritePage ? { rewritePage: options.rewritePage } : {}),
        frameAncestors: (relative) =>
          relative.startsWith('embed/') ? ["'self'", ...(options.partnerOrigins ?? [])].join(' ') : "'self'",
      }
    : null

  const siteNotFound = async (c: Context): Promise<Response> => {
    const page = site ? await findFile(site.root, '/404.html') : null
    return site && page ? sendFile(c, site, page, 404) : plainNotFound()
  }

  const serve =
    (area: Area, prefix: string, notFound: (c: Context) => Promise<Response>) => async (c: Context) => {
      const rawPath = new URL(c.req.url).pathname.slice(prefix.length)
      const file = await findFile(area.root, rawPath === '' ? '/' : rawPath)
      return file ? sendFile(c, area, file) : notFound(c)
    }

  if (dirs.widgetsDir) {
    const widgets: Area = {
      root: resolve(dirs.widgetsDir),
      cache: (relative) => (relative.startsWith('chunks/') ? IMMUTABLE : REVALIDATE),
      extraHeaders: WIDGET_CORS,
      compression: 'precompressed',
    }
    app.options('/widgets/*', (c) => {
      const requested = c.req.header('Access-Control-Request-Headers')
      return c.body(null, 204, {
        ...WIDGET_CORS,
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        ...(requested ? { 'Access-Control-Allow-Headers': requested } : {}),
        'Access-Control-Max-Age': '86400',
      })
    })
    app.on(
      ['GET', 'HEAD'],
      ['/widgets', '/widgets/*'],
      serve(widgets, '/widgets', async () => plainNotFound(WIDGET_CORS)),
    )
  }

  if (dirs.examplesIndex) {
    // The reference page is generated by the build (`scripts/examples-page.ts`) and answers for the examples'
    // index; it is served like the example pages, from an area of its own whose root is its folder. The file is
    // the configured one whatever the URL says, so no request path reaches the disk here.
    const indexPath = resolve(dirs.examplesIndex)
    const index: Area = { root: dirname(indexPath), cache: () => REVALIDATE, compression: 'on-demand' }
    app.on(['GET', 'HEAD'], ['/examples', '/examples/', '/examples/index.html'], async (c) => {
      const file = await foundAt(index.root, indexPath)
      return file ? sendFile(c, index, file) : siteNotFound(c)
    })
  }

  if (dirs.examplesDir) {
    // The examples live in the repository, not in the build output: no copies are written beside them.
    const examples: Area = {
      root: resolve(dirs.examplesDir),
      cache: () => REVALIDATE,
      compression: 'on-demand',
    }
    app.on(['GET', 'HEAD'], ['/examples', '/examples/*'], serve(examples, '/examples', siteNotFound))
  }

  if (site) {
    // The spec's own links write some routes with capitals (`/Promotion?tab=Promotion`, `/Contact?tab=Contact`);
    // pages are built in lower case, so such a path that has no page of its own redirects to its lower-case page.
    const lowerCasePage = async (c: Context): Promise<Response> => {
      const url = new URL(c.req.url)
      const lower = url.pathname.toLowerCase()
      if (lower !== url.pathname && site && (await findFile(site.root, lower))) {
        return c.redirect(`${lower}${url.search}`, 301)
      }
      return siteNotFound(c)
    }
    const serveSite = serve(site, '', lowerCasePage)
    app.on(['GET', 'HEAD'], '*', async (c) => {
      const path = c.req.path
      if (path === '/api' || path.startsWith('/api/')) return c.notFound()
      return serveSite(c)
    })
  }
}
