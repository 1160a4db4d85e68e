import { readFile, realpath, stat } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'
import type { Context, Hono } from 'hono'
import type { StaticDirs } from './config.ts'

/**
 * Serves the built site, the widget bundles and the example pages from disk.
 * - `/widgets/*`: any origin may load them (CORS `*`); hashed chunks are cached for a year, entry files revalidate.
 * - `/examples/*`: example host pages.
 * - everything else (except `/api`): the site; `/ranking` finds `ranking/index.html` or `ranking.html`,
 *   `/_astro/` assets are cached for a year, unknown paths get the site's `404.html` with status 404.
 * Paths are decoded segment by segment; `..`, hidden files, encoded slashes and symlinks leading out of the
 * root are refused.
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

const IMMUTABLE = 'public, max-age=31536000, immutable'
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
}

interface Found {
  path: string
  relative: string
  size: number
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
    const stats = await statFile(candidate)
    if (!stats) continue
    // A symlink inside the root must not lead outside it.
    const real = await realpath(candidate).catch(() => null)
    if (!real || !within(await realRoot(root), real)) return null
    const relative = candidate
      .slice(root.length + 1)
      .split(sep)
      .join('/')
    return { path: candidate, relative, size: stats.size, mtime: stats.mtime }
  }
  return null
}

async function sendFile(c: Context, area: Area, file: Found, status: 200 | 404 = 200): Promise<Response> {
  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtime.getTime()).toString(16)}"`
  const headers = new Headers({
    'Content-Type': contentTypeFor(file.path),
    'Cache-Control': status === 404 ? REVALIDATE : area.cache(file.relative),
    'X-Content-Type-Options': 'nosniff',
    ...area.extraHeaders,
  })
  if (status === 200) {
    headers.set('ETag', etag)
    headers.set('Last-Modified', file.mtime.toUTCString())
    const ifNoneMatch = c.req.header('If-None-Match')
    if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) {
      return new Response(null, { status: 304, headers })
    }
  }
  if (file.path.endsWith('.html')) {
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    // Pages that move money are never framed by another site (clickjacking); partners embed the widgets instead.
    headers.set('Content-Security-Policy', "frame-ancestors 'self'")
    headers.set('X-Frame-Options', 'SAMEORIGIN')
  }
  headers.set('Content-Length', String(file.size))
  if (c.req.method === 'HEAD') return new Response(null, { status, headers })
  const body = await readFile(file.path)
  return new Response(new Uint8Array(body), { status, headers })
}

function plainNotFound(extraHeaders: Record<string, string> = {}): Response {
  return new Response('Not Found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE, ...extraHeaders },
  })
}

/** Adds the static routes to `app`. Register them after the API so that `/api` keeps its own 404. */
export function mountStatic(app: Hono, dirs: StaticDirs): void {
  const site: Area | null = dirs.siteDir
    ? {
        root: resolve(dirs.siteDir),
        cache: (relative) =>
          relative.startsWith('_astro/') ? IMMUTABLE : relative.endsWith('.html') ? REVALIDATE : SHORT,
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

  if (dirs.examplesDir) {
    const examples: Area = { root: resolve(dirs.examplesDir), cache: () => REVALIDATE }
    app.on(['GET', 'HEAD'], ['/examples', '/examples/*'], serve(examples, '/examples', siteNotFound))
  }

  if (site) {
    const serveSite = serve(site, '', siteNotFound)
    app.on(['GET', 'HEAD'], '*', async (c) => {
      const path = c.req.path
      if (path === '/api' || path.startsWith('/api/')) return c.notFound()
      return serveSite(c)
    })
  }
}
