/**
 * `node scripts/compress.ts`, after the build: writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9)
 * beside every compressible file of `dist/site` and `dist/widgets`, for the server to send to clients that
 * accept them (see `packages/server/src/static.ts`).
 *
 * - Compressible: the text formats, SVG and icons, from 256 bytes up; a copy is kept only when smaller than its file.
 * - Each copy carries its file's modification time. A copy with the same time as its file is up to date and is
 *   left alone, so a second run writes nothing; the server ignores a copy whose time differs (file rebuilt).
 * - Copies whose file is gone, shrank below 256 bytes or no longer gains are removed.
 * - The examples (`examples/`) live in the repository and are not compressed here: the server compresses
 *   those few small pages on first request and remembers the result.
 *
 * Hidden files and symlinks are skipped. Prints the totals; exits 1 when a folder is missing.
 */
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { basename, dirname, join, relative } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, gzip } from 'node:zlib'
import {
  brotliOptions,
  CODINGS,
  type Coding,
  GZIP_OPTIONS,
  isCompressible,
  MIN_COMPRESS_BYTES,
  sameModificationTime,
} from '../packages/server/src/static-encoding.ts'

export interface CompressTotals {
  /** Compressible files of at least 256 bytes. */
  files: number
  /** Their size, and the bytes sent for them in brotli and in gzip (a file without a copy counts plain). */
  raw: number
  br: number
  gz: number
  /** Copies written in this run, copies found up to date, and stale copies removed. */
  written: number
  upToDate: number
  removed: number
}

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
/** Off the main thread, in zlib's thread pool: several files compress at once, one per core. */
const compressors: Record<Coding, (bytes: Buffer, path: string) => Promise<Buffer>> = {
  br: (bytes, path) => brotliAsync(bytes, brotliOptions(path, bytes.length)),
  gzip: (bytes) => gzipAsync(bytes, GZIP_OPTIONS),
}
/** Files compressed at once: zlib's pool has four threads. */
const AT_ONCE = 4

const mtimeOf = (path: string): number | null => {
  try {
    const stats = statSync(path)
    return stats.isFile() ? stats.mtimeMs : null
  } catch {
    return null
  }
}

/** Regular files under `dir`, hidden entries and symlinks left out. */
function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(path)
    else if (entry.isFile()) yield path
  }
}

/** Writes `bytes` to `path` with the given modification time, replacing any previous file in one step. */
function writeCopy(path: string, bytes: Buffer, mtimeMs: number): void {
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`)
  writeFileSync(temporary, bytes)
  // In seconds with the fraction: a Date would round the time to the millisecond.
  utimesSync(temporary, mtimeMs / 1000, mtimeMs / 1000)
  renameSync(temporary, path)
}

/** Compresses every folder in `dirs` in place; see the file comment for the rules. */
export async function compressFolders(dirs: readonly string[]): Promise<CompressTotals> {
  const totals: CompressTotals = { files: 0, raw: 0, br: 0, gz: 0, written: 0, upToDate: 0, removed: 0 }
  for (const dir of dirs) {
    const files = [...walk(dir)]
    const present = new Set(files)
    const queue = [...files]
    const worker = async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift())
        await compressFile(path, present, totals)
    }
    await Promise.all(Array.from({ length: AT_ONCE }, worker))
  }
  return totals
}

/** Writes, keeps or removes the copies of one file of a folder (`present`: the folder's files). */
async function compressFile(
  path: string,
  present: ReadonlySet<string>,
  totals: CompressTotals,
): Promise<void> {
  const suffix = CODINGS.find((entry) => path.endsWith(entry.suffix))?.suffix
  if (suffix) {
    // A copy of a file that is gone, or of one that is not compressed at all.
    const source = path.slice(0, -suffix.length)
    if (isCompressible(source) && !present.has(source)) {
      rmSync(path, { force: true })
      totals.removed++
    }
    return
  }
  if (!isCompressible(path)) return
  const stats = statSync(path)
  const eligible = stats.size >= MIN_COMPRESS_BYTES
  if (eligible) {
    totals.files++
    totals.raw += stats.size
  }
  let bytes: Buffer | undefined
  for (const { coding, suffix: copySuffix } of CODINGS) {
    const copy = path + copySuffix
    const copyTime = mtimeOf(copy)
    let sent = stats.size
    if (eligible && copyTime !== null && sameModificationTime(copyTime, stats.mtimeMs)) {
      sent = statSync(copy).size
      totals.upToDate++
    } else if (eligible) {
      bytes ??= readFileSync(path)
      const compressed = await compressors[coding](bytes, path)
      if (compressed.length < bytes.length) {
        writeCopy(copy, compressed, stats.mtimeMs)
        sent = compressed.length
        totals.written++
      } else if (copyTime !== null) {
        rmSync(copy, { force: true })
        totals.removed++
      }
    } else if (copyTime !== null) {
      rmSync(copy, { force: true })
      totals.removed++
    }
    if (eligible) totals[coding === 'br' ? 'br' : 'gz'] += sent
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
const share = (part: number, whole: number) => (whole === 0 ? '-' : `${((part / whole) * 100).toFixed(1)}%`)

export function describeTotals(totals: CompressTotals): string {
  return [
    `${totals.files} files, ${kB(totals.raw)} raw`,
    `brotli ${kB(totals.br)} (${share(totals.br, totals.raw)})`,
    `gzip ${kB(totals.gz)} (${share(totals.gz, totals.raw)})`,
    `copies: ${totals.written} written, ${totals.upToDate} up to date, ${totals.removed} removed`,
  ].join('; ')
}

if (import.meta.main) {
  const root = join(import.meta.dirname, '..')
  const dirs = [join(root, 'dist', 'site'), join(root, 'dist', 'widgets')]
  const missing = dirs.filter((dir) => !existsSync(dir))
  if (missing.length > 0) {
    console.error(`Missing ${missing.map((dir) => relative(root, dir)).join(', ')}: run the build first`)
    process.exit(1)
  }
  const started = performance.now()
  const totals = await compressFolders(dirs)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`Compressed dist/site and dist/widgets in ${seconds} s: ${describeTotals(totals)}`)
}
