/**
 * `node scripts/service-worker.ts`, after the site's build and before compressing: builds the site's service
 * worker (`site/sw/sw.ts`) into `dist/site/sw.js`, one minified file with the precache list written in.
 *
 * The precache list is what the site needs to open offline and to start fast: the offline page, the site's
 * scripts, styles and Burmese font files (`_astro/`), the favicon, the icons and the manifest. Files whose
 * names carry a content hash (everything in `_astro/`) need no revision; the others get their content's hash,
 * so a changed file is fetched again. Pages other than the offline page are never precached (they always come
 * from the network), nor anything under `/api/`, `/embed/`, `/examples/` or `/widgets/`, nor the compressed
 * copies, nor the worker itself.
 *
 * Prints the number of entries, their bytes and the worker's size; exits 1 when the site is not built.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, type Rolldown } from 'vite'
import { OFFLINE_URL, UNTOUCHED_PATHS } from '../site/sw/rules.ts'

export interface PrecacheEntry {
  url: string
  /** The content's hash, or null for a file whose name already changes with its content. */
  revision: string | null
}

/** The offline page as built (`/offline` is served from `offline/index.html`) and the URL the worker asks for. */
export const OFFLINE_PAGE = { file: 'offline/index.html', url: OFFLINE_URL }

/** The files of the site's root that are precached, besides the offline page and `_astro/`. */
const ROOT_FILES = new Set(['favicon.svg', 'manifest.webmanifest'])
/** Built assets worth keeping: scripts, styles and fonts in the format every browser with a service worker reads. */
const ASSET = /^_astro\/[^/]+\.(?:js|css|woff2)$/
const ICON = /^icons\/[^/]+\.png$/
/** A name with the build's content hash before its extension, as Vite writes them: `island.DTlw2WyL.js`. */
const HASHED_NAME = /^_astro\/[^/]+\.[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/

/** True for a file of the site (path relative to `dist/site`, with forward slashes) that is precached. */
export function isPrecached(path: string): boolean {
  if (/\.(?:br|gz)$/.test(path)) return false
  if (UNTOUCHED_PATHS.test(`/${path}`)) return false
  return path === OFFLINE_PAGE.file || ROOT_FILES.has(path) || ASSET.test(path) || ICON.test(path)
}

/** The URL the worker precaches a file under. */
export const urlOf = (path: string): string => (path === OFFLINE_PAGE.file ? OFFLINE_PAGE.url : `/${path}`)

/** The revision of a file: null when its name is hashed (its bytes are then not read), else a hash of its bytes. */
export function revisionOf(path: string, read: () => Uint8Array): string | null {
  if (HASHED_NAME.test(path)) return null
  return createHash('sha256').update(read()).digest('hex').slice(0, 16)
}

/**
 * The precache list for the files of the site (relative paths with forward slashes), in a stable order;
 * `read` gives a file's bytes and is called only for the files that need a revision.
 */
export function precacheList(paths: readonly string[], read: (path: string) => Uint8Array): PrecacheEntry[] {
  return paths
    .filter(isPrecached)
    .sort()
    .map((path) => ({ url: urlOf(path), revision: revisionOf(path, () => read(path)) }))
}

/** Regular files under `dir`, relative to it with forward slashes; hidden entries left out. */
export function listFiles(dir: string): string[] {
  const out: string[] = []
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue
      const path = join(folder, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.isFile()) out.push(relative(dir, path).split(sep).join('/'))
    }
  }
  walk(dir)
  return out
}

/** Bundles the worker with the list written in; resolves to its code. */
export async function bundleWorker(root: string, entries: readonly PrecacheEntry[]): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    define: {
      // Workbox drops its development logging in production.
      'process.env.NODE_ENV': JSON.stringify('production'),
      'self.__WB_MANIFEST': JSON.stringify(entries),
    },
    build: {
      lib: { entry: join(root, 'site', 'sw', 'sw.ts'), formats: ['iife'], name: 'shweWorker' },
      write: false,
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      target: 'es2022',
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunks = outputs.flatMap((output) => output.output).filter((file) => file.type === 'chunk')
  const [chunk, ...more] = chunks
  if (!chunk || more.length > 0) throw new Error(`Expected one service worker file, got ${chunks.length}`)
  if (chunk.code.includes('__WB_MANIFEST'))
    throw new Error('The precache list was not written into the worker')
  return chunk.code
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

if (import.meta.main) {
  const root = join(import.meta.dirname, '..')
  const site = join(root, 'dist', 'site')
  if (!existsSync(join(site, OFFLINE_PAGE.file))) {
    console.error(`Missing dist/site/${OFFLINE_PAGE.file}: build the site first (npm run build:site)`)
    process.exit(1)
  }
  const entries = precacheList(listFiles(site), (path) => readFileSync(join(site, path)))
  const bytes = entries.reduce((sum, entry) => {
    const path = entry.url === OFFLINE_PAGE.url ? OFFLINE_PAGE.file : entry.url.slice(1)
    return sum + statSync(join(site, path)).size
  }, 0)
  const code = await bundleWorker(root, entries)
  writeFileSync(join(site, 'sw.js'), code)
  console.log(
    `Service worker dist/site/sw.js: ${kB(code.length)} (${kB(gzipSync(code).length)} gzip); ` +
      `precaches ${entries.length} files, ${kB(bytes)}`,
  )
}
