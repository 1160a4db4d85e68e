import { dirname, resolve } from 'node:path'
import type { Context, Hono } from 'hono'
import type { StaticDirs } from './config.ts'
import { INERT_POLICY, pageHeaders, STRICT_TRANSPORT_SECURITY, sameSiteLocation } from './csp.ts'
import { arrivedOverHttps } from './http.ts'
import type { PageRewriter } from './page-hints.ts'
import {
  isCookieOnlyPagePath,
  isPlayerBrowser,
  languagePagePath,
  pageLanguage,
  playerPagePath,
} from './page-language.ts'
import {
  CODINGS,
  type Coding,
  type Compression,
  chooseCoding,
  contentTypeFor,
  isCompressible,
  MIN_COMPRESS_BYTES,
  negotiate,
  readBody,
} from './static-encoding.ts'
import {
  builtPageHashes,
  compressPage,
  type RenderedPage,
  type Rewritten,
  rewrittenPage,
} from './static-pages.ts'
import { type Found, findFile, foundAt } from './static-paths.ts'

/**
 * Serves the built site, the widget bundles and the example pages from disk.
 * - `/widgets/*`: any origin may load them (CORS `*`); hashed chunks are cached for a year, entry files revalidate.
 * - `/examples/*`: example host pages; `/examples/` itself is the reference page of the elements that the build
 *   generates (`examplesIndex`), when configured.
 * - everything else (except `/api`): the site; `/ranking` finds `ranking/index.html` or `ranking.html`,
 *   `/_astro/` assets are cached for a year, pages and the service worker `/sw.js` revalidate, unknown paths get
 *   the site's `404.html` with status 404.
 * Paths are decoded segment by segment; `..`, hidden files, encoded slashes and symlinks leading out of the
 * root are refused (static-paths.ts).
 *
 * Text files are sent compressed when the client accepts it (`Accept-Encoding`, brotli before gzip at equal
 * q-value): the site and the widgets from the `file.br` / `file.gz` copies written after the build
 * (`scripts/compress.ts`), the examples (a handful of small pages kept in the repository) compressed on first
 * request and remembered. The copies are never served by their own URL.
 *
 * A site page may be rewritten as it is sent (`rewritePage`, see page-hints.ts: the first banner written into
 * the home). A rewritten page is compressed on the fly and remembered by its content, which also makes its
 * ETag; it keeps `no-cache`, so browsers revalidate it and get the new page when the data changes. A few pages
 * are rendered at request time with the data of their first screen (`renderPage`, see first-content.ts); such a
 * page is rewritten the same way and carries the short Cache-Control the renderer gives it.
 *
 * Every HTML response (pages, the 404 page, redirects) carries the strict Content-Security-Policy of csp.ts with
 * the hashes of the inline scripts of the page exactly as it is sent, rewritten or not; every response sent
 * over https carries Strict-Transport-Security.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable'
/** The site's service worker (`/sw.js`), relative to the site's root. */
const SERVICE_WORKER = 'sw.js'
const REVALIDATE = 'no-cache'
const SHORT = 'public, max-age=3600'

const WIDGET_CORS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
}

const SELF = ["'self'"] as const

interface Area {
  root: string
  /** Cache-Control for a file, given its path relative to the root with forward slashes. */
  cache(relative: string): string
  extraHeaders?: Record<string, string>
  compression: Compression
  /** Rewrites the HTML pages of this area as they are sent with status 200. */
  rewritePage?: PageRewriter
  /** Renders a page of this area with live data in place of the file as built; null keeps the file. */
  renderPage?: PageRenderer
  /** Who may frame a page, given its relative path (CSP `frame-ancestors`); default only this site. */
  frameAncestors?(relative: string): readonly string[]
  /** Hosts besides this one that the pages may show pictures and videos from. */
  imageHosts: readonly string[]
  /** Pages are sent in the language of the request's cookie where built in it (page-language.ts). */
  hasLanguagePages?: boolean
}

/** A page rendered at request time, given its path relative to the site's root and the request's address. */
export type PageRenderer = (relative: string, url: URL) => Promise<RenderedPage | null>

const isPage = (path: string) => /\.html?$/i.test(path)
/** Scripts, the service worker among them, carry no policy of the inert kind: it would bind the worker. */
const isScript = (path: string) => /\.m?js$/i.test(path)

/** Strict-Transport-Security, on anything sent over https. */
const transportHeaders = (c: Context): Record<string, string> =>
  arrivedOverHttps(c) ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}

/** The security headers of a page (or a redirect to one) at `relative` in `area`, with its scripts' hashes. */
function pageSecurity(
  c: Context,
  area: Area,
  relative: string,
  scriptHashes: readonly string[],
): Record<string, string> {
  return {
    // Pages that move money are never framed by another site (clickjacking); partners embed the widgets instead,
    // and frame only the `/embed/*` pages, only from the partner origins the operator set.
    ...pageHeaders({
      scriptHashes,
      frameAncestors: area.frameAncestors?.(relative) ?? SELF,
      imageHosts: area.imageHosts,
      isHttps: arrivedOverHttps(c),
    }),
    ...transportHeaders(c),
  }
}

/** The headers of `file`; a page's need the hashes of its inline scripts as sent. */
function headersFor(
  c: Context,
  area: Area,
  file: Found,
  status: 200 | 404,
  scriptHashes: readonly string[] = [],
): Headers {
  const headers = new Headers({
    'Content-Type': contentTypeFor(file.path),
    'Cache-Control': status === 404 ? REVALIDATE : area.cache(file.relative),
    'X-Content-Type-Options': 'nosniff',
    ...area.extraHeaders,
    ...transportHeaders(c),
  })
  // Caches keep one copy per coding of anything that may be sent compressed.
  if (isCompressible(file.path)) headers.set('Vary', 'Accept-Encoding')
  // The same address is another page in another language.
  if (area.hasLanguagePages && isPage(file.path)) headers.append('Vary', 'Cookie')
  if (isPage(file.path)) {
    for (const [name, value] of Object.entries(pageSecurity(c, area, file.relative, scriptHashes))) {
      headers.set(name, value)
    }
  } else if (!isScript(file.path)) {
    // An SVG or XML file opened by its address is a document: nothing may run in it.
    headers.set('Content-Security-Policy', INERT_POLICY)
  }
  return headers
}

const matchesTag = (c: Context, etag: string) =>
  c.req
    .header('If-None-Match')
    ?.split(',')
    .some((tag) => tag.trim() === etag) ?? false

async function sendRewritten(c: Context, area: Area, file: Found, page: Rewritten): Promise<Response> {
  const headers = headersFor(c, area, file, 200, page.scriptHashes)
  if (page.cacheControl) headers.set('Cache-Control', page.cacheControl)
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
  if (status === 200 && (area.rewritePage || area.renderPage) && isPage(file.path)) {
    const rendered = area.renderPage
      ? await area.renderPage(file.relative, new URL(c.req.url)).catch(() => null)
      : null
    const page = await rewrittenPage(area.rewritePage, file, rendered)
    if (page) return sendRewritten(c, area, file, page)
  }
  const compressible = isCompressible(file.path)
  let encoded = compressible
    ? await negotiate(c.req.header('Accept-Encoding'), area.compression, area.root, file)
    : null
  const baseTag = `${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}`
  const scriptHashes = isPage(file.path) ? await builtPageHashes(file) : []
  const headers = headersFor(c, area, file, status, scriptHashes)
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

function plainNotFound(c: Context, extraHeaders: Record<string, string> = {}): Response {
  return new Response('Not Found', {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': REVALIDATE,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': INERT_POLICY,
      ...transportHeaders(c),
      ...extraHeaders,
    },
  })
}

/** A permanent redirect to a page of `area`, which may not lead off this site; it has a page's headers. */
function redirect(c: Context, area: Area, location: string): Response {
  const target = sameSiteLocation(location)
  const relative = new URL(target, 'http://site.invalid').pathname.slice(1)
  return new Response(null, {
    status: 301,
    headers: { Location: target, ...pageSecurity(c, area, relative, []) },
  })
}

export interface StaticOptions {
  /** Rewrites the site's pages as they are sent (see page-hints.ts); every visitor must get the same page. */
  rewritePage?: PageRewriter
  /** Renders some of the site's pages with live data (see first-content.ts); the same for every visitor. */
  renderPage?: PageRenderer
  /** Origins that may frame the site's `/embed/*` pages (frame mode of the elements). */
  partnerOrigins?: readonly string[]
  /** Hosts besides this one that pages may show pictures and videos from (`IMAGE_HOSTS`, CSP `img-src`). */
  imageHosts?: readonly string[]
}

/** Adds the static routes to `app`. Register them after the API so that `/api` keeps its own 404. */
export function mountStatic(app: Hono, dirs: StaticDirs, options: StaticOptions = {}): void {
  const imageHosts = options.imageHosts ?? []
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
        ...(options.renderPage ? { renderPage: options.renderPage } : {}),
        frameAncestors: (relative) =>
          relative.startsWith('embed/') ? [...SELF, ...(options.partnerOrigins ?? [])] : SELF,
        imageHosts,
        hasLanguagePages: true,
      }
    : null

  /**
   * The page as this browser should first see it: its player's form in the request's language for a signed-in
   * player's browser when it is built, else the page in the request's language when it is built in it, else `file`.
   */
  const inPageLanguage = async (c: Context, root: string, file: Found): Promise<Found> => {
    if (!isPage(file.path)) return file
    const language = pageLanguage(c)
    const forPlayer = isPlayerBrowser(c)
      ? await findFile(root, playerPagePath(file.relative, language))
      : null
    if (forPlayer) return forPlayer
    const path = languagePagePath(file.relative, language)
    return (path && (await findFile(root, path))) || file
  }

  const siteNotFound = async (c: Context): Promise<Response> => {
    const page = site ? await findFile(site.root, '/404.html') : null
    return site && page ? sendFile(c, site, page, 404) : plainNotFound(c)
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
      imageHosts,
    }
    app.options('/widgets/*', (c) => {
      const requested = c.req.header('Access-Control-Request-Headers')
      return c.body(null, 204, {
        ...WIDGET_CORS,
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        ...(requested ? { 'Access-Control-Allow-Headers': requested } : {}),
        'Access-Control-Max-Age': '86400',
        ...transportHeaders(c),
      })
    })
    app.on(
      ['GET', 'HEAD'],
      ['/widgets', '/widgets/*'],
      serve(widgets, '/widgets', async (c) => plainNotFound(c, WIDGET_CORS)),
    )
  }

  if (dirs.examplesIndex) {
    // The reference page is generated by the build (`scripts/examples-page.ts`) and answers for the examples'
    // index; it is served like the example pages, from an area of its own whose root is its folder. The file is
    // the configured one whatever the URL says, so no request path reaches the disk here.
    const indexPath = resolve(dirs.examplesIndex)
    const index: Area = {
      root: dirname(indexPath),
      cache: () => REVALIDATE,
      compression: 'on-demand',
      imageHosts,
    }
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
      imageHosts,
    }
    app.on(['GET', 'HEAD'], ['/examples', '/examples/*'], serve(examples, '/examples', siteNotFound))
  }

  if (site) {
    // The spec's own links write some routes with capitals (`/Promotion?tab=Promotion`, `/Contact?tab=Contact`);
    // pages are built in lower case, so such a path that has no page of its own redirects to its lower-case page.
    // A path that starts with several slashes (`//Wallet`, or `/\Wallet`, which URLs read the same) redirects to
    // the page on this site (`/wallet`), never to the host that `//wallet` would name.
    const serveSite = async (c: Context): Promise<Response> => {
      const url = new URL(c.req.url)
      if (isCookieOnlyPagePath(url.pathname)) return siteNotFound(c)
      const collapsed = sameSiteLocation(url.pathname)
      const file = collapsed === url.pathname ? await findFile(site.root, url.pathname) : null
      if (file) return sendFile(c, site, await inPageLanguage(c, site.root, file))
      for (const path of new Set([collapsed, collapsed.toLowerCase()])) {
        if (path !== url.pathname && (await findFile(site.root, path))) {
          return redirect(c, site, `${path}${url.search}`)
        }
      }
      return siteNotFound(c)
    }
    app.on(['GET', 'HEAD'], '*', async (c) => {
      const path = c.req.path
      if (path === '/api' || path.startsWith('/api/')) return c.notFound()
      return serveSite(c)
    })
  }
}
