import { readFile } from 'node:fs/promises'
import { extname } from 'node:path'
import { promisify } from 'node:util'
import { type BrotliOptions, brotliCompress, constants, gzip, type ZlibOptions } from 'node:zlib'
import { Memo, versionOf } from './static-memo.ts'
import { type Found, statFile, staysInside } from './static-paths.ts'

/**
 * Content types and compression of static files: which coding a request gets (`Accept-Encoding`, brotli before
 * gzip at equal q-value), the `file.br` / `file.gz` copies written after the build (`scripts/compress.ts`), and
 * compressing on first request, remembered, where no copies are written.
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

/**
 * Smaller files are sent as they are. A page loads a few dozen chunks of a few hundred bytes each, which brotli
 * shrinks by a third to a half: measured on the site's pages in Chromium, sending them plain cost a player 5–7 kB
 * per page. Below this, the saving is a handful of bytes.
 */
export const MIN_COMPRESS_BYTES = 256

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

/** A compressed body ready to send, or the path of a copy on disk and its size. */
export type Encoded = { coding: Coding; size: number } & ({ path: string } | { bytes: Uint8Array })

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

/** `bytes` compressed in `coding` for a file named like `path`. */
export const compress = (bytes: Uint8Array, path: string, coding: Coding): Promise<Uint8Array> =>
  (coding === 'br'
    ? brotliAsync(bytes, brotliOptions(path, bytes.length))
    : gzipAsync(bytes, GZIP_OPTIONS)
  ).then((compressed) => new Uint8Array(compressed))

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
    .then((raw) => compress(raw, file.path, coding))
    .then((compressed) => (compressed.length < file.size ? compressed : null))
  memo.bodies[coding] = body
  // A failure is not remembered: the next request tries again.
  body.catch(() => {
    if (memo.bodies[coding] === body) delete memo.bodies[coding]
  })
  return body
}

/** Where compressed bodies come from: copies beside the files, or compressing on first request. */
export type Compression = 'precompressed' | 'on-demand'

/**
 * The compressed form of `file` (inside `root`) to send for a request's `Accept-Encoding` header, if any.
 */
export async function negotiate(
  accept: string | undefined,
  compression: Compression,
  root: string,
  file: Found,
): Promise<Encoded | null> {
  if (!accept || file.size < MIN_COMPRESS_BYTES) return null
  if (compression === 'precompressed') {
    const copies = await precompressedCopies(root, file)
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
export async function readBody(file: Found, encoded: Encoded | null): Promise<Uint8Array | null> {
  if (!encoded) return new Uint8Array(await readFile(file.path))
  if ('bytes' in encoded) return encoded.bytes
  try {
    return new Uint8Array(await readFile(encoded.path))
  } catch {
    copiesMemo.delete(file.path)
    return null
  }
}
