import { realpath, stat } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'

/**
 * Finding a static file for a URL path without ever leaving its root: paths are decoded segment by segment;
 * `..`, hidden files, encoded slashes and backslashes, and symlinks leading out of the root are refused.
 */

export interface Found {
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

export async function statFile(path: string) {
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
export async function staysInside(root: string, path: string): Promise<boolean> {
  const real = await realpath(path).catch(() => null)
  return real !== null && within(await realRoot(root), real)
}

/** Finds the file for a URL path inside `root`: the file itself, `<path>/index.html`, or `<path>.html`. */
export async function findFile(root: string, rawPath: string): Promise<Found | null> {
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
export async function foundAt(root: string, path: string): Promise<Found | null> {
  const stats = await statFile(path)
  if (!stats) return null
  const relative = path
    .slice(root.length + 1)
    .split(sep)
    .join('/')
  return { path, relative, size: stats.size, mtimeMs: stats.mtimeMs, mtime: stats.mtime }
}
