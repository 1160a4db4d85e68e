import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { failure } from '@shwe/contract'
import type { Context, Hono } from 'hono'
import { SVG_HEADERS } from '../media/artwork.ts'
import type { ApiDeps } from '../routes.ts'
import { PICTURE_KINDS, pictureSvg } from './art.ts'

/** The committed demo clips (see `packages/server/media/videos/README.md`). */
export const VIDEO_DIR = fileURLToPath(new URL('../../media/videos/', import.meta.url))

/** A bare file name: no slash, no dot segment, so it can only name a file directly inside VIDEO_DIR. */
const VIDEO_NAME = /^[a-z0-9][a-z0-9-]{0,63}\.mp4$/
const SVG_NAME = /^([a-z0-9][a-z0-9-]{0,63})\.svg$/

const VIDEO_HEADERS: Record<string, string> = {
  'Content-Type': 'video/mp4',
  'Accept-Ranges': 'bytes',
  // Not content-hashed names, so a day plus the ETag rather than immutable.
  'Cache-Control': 'public, max-age=86400',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'X-Content-Type-Options': 'nosniff',
}

interface Video {
  body: Uint8Array<ArrayBuffer>
  /** Strong (content hash), because `If-Range` only honours strong validators. */
  etag: string
}

/** Clips found so far. Misses are not remembered, so random names cannot grow this map. */
const videos = new Map<string, Promise<Video | null>>()

async function readVideo(name: string): Promise<Video | null> {
  const path = join(VIDEO_DIR, name)
  const stats = await stat(path).catch(() => null)
  if (!stats?.isFile()) return null
  const body = new Uint8Array(await readFile(path))
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`
  return { body, etag }
}

function loadVideo(name: string): Promise<Video | null> {
  if (!VIDEO_NAME.test(name)) return Promise.resolve(null)
  const known = videos.get(name)
  if (known) return known
  // A read error is answered like a missing file rather than a 500, and retried on the next request.
  const loading = readVideo(name).catch(() => null)
  videos.set(name, loading)
  void loading.then((video) => {
    if (!video) videos.delete(name)
  })
  return loading
}

export type ByteRange = { start: number; end: number }

/**
 * Reads a `Range` header against a body of `size` bytes (RFC 9110 §14): the inclusive range to send,
 * `'unsatisfiable'` for a range that starts past the end, or null to send the whole body (no header,
 * another unit, several ranges, or a malformed value, all of which a server may ignore).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header)
  if (!match) return null
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return null
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last)
    if (length === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(first)
  const end = last === '' ? Number.POSITIVE_INFINITY : Number(last)
  if (end < start) return null
  if (start >= size) return 'unsatisfiable'
  return { start, end: Math.min(end, size - 1) }
}

const notFound = (c: Context) => c.json(failure('Not Found'), 404, { 'Cache-Control': 'no-cache' })

async function serveVideo(c: Context, name: string): Promise<Response> {
  const video = await loadVideo(name)
  if (!video) return notFound(c)
  const size = video.body.byteLength
  const headers: Record<string, string> = { ...VIDEO_HEADERS, ETag: video.etag }

  const ifNoneMatch = c.req.header('If-None-Match')
  if (ifNoneMatch?.split(',').some((tag) => tag.trim() === video.etag || tag.trim() === `W/${video.etag}`)) {
    return new Response(null, { status: 304, headers })
  }

  // A range asked for "if the file is still this one" applies only when the validator still matches.
  const ifRange = c.req.header('If-Range')
  const range =
    ifRange === undefined || ifRange.trim() === video.etag ? parseRange(c.req.header('Range'), size) : null

  if (range === 'unsatisfiable') {
    return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` } })
  }
  if (range) {
    const body = video.body.subarray(range.start, range.end + 1)
    return new Response(body, {
      status: 206,
      headers: {
        ...headers,
        'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
        'Content-Length': String(body.byteLength),
      },
    })
  }
  return new Response(video.body, { status: 200, headers: { ...headers, 'Content-Length': String(size) } })
}

/**
 * Generated images and the demo videos: `/media/{banners,promotions,popup,contacts,payments}/<name>.svg` and
 * `/media/videos/<name>.mp4`. Inside these folders anything else is a 404 for GET and HEAD and a 405 for
 * other methods. Other folders under `/media/` (such as `/media/catalogue/`) belong to other modules, so
 * nothing here matches them.
 */
export function mountMedia(app: Hono, _deps: ApiDeps): void {
  app.get('/media/videos/:file', (c) => serveVideo(c, c.req.param('file')))

  for (const kind of PICTURE_KINDS) {
    app.get(`/media/${kind}/:file`, (c) => {
      const name = SVG_NAME.exec(c.req.param('file'))?.[1]
      const svg = name ? pictureSvg(kind, name) : null
      if (!svg) return notFound(c)
      return c.body(svg, 200, { ...SVG_HEADERS, 'X-Content-Type-Options': 'nosniff' })
    })
  }

  for (const folder of ['videos', ...PICTURE_KINDS]) {
    app.all(`/media/${folder}/*`, (c) => {
      if (c.req.method === 'GET' || c.req.method === 'HEAD') return notFound(c)
      return c.json(failure('Method Not Allowed'), 405, { Allow: 'GET, HEAD' })
    })
  }
}
