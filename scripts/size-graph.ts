/**
 * What a browser downloads before something renders, measured on the built files: the static import graph
 * of the element bundles (`dist/widgets`) and of the site's pages (`dist/site`), their compressed sizes and
 * the budgets they are held to. No printing and no exit here; `scripts/size.ts` reports.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** 1 kB = 1000 bytes. */
export const KB = 1000

export const BUDGETS = {
  /**
   * Gzip (level 9) of the code every element on a partner page shares. 46 since the one check of every address
   * an element is given (elementUrl, safety.md B12) joined it (+0.45 kB at 44.98 kB); the planned split of the
   * API client per area brings it down.
   */
  sharedGzip: 46 * KB,
  /** Gzip (level 9) of the code one element adds on top of the shared code. */
  ownGzip: 15 * KB,
  /** Brotli (quality 11) of the JavaScript one site page loads before it is interactive. */
  pageBrotli: 60 * KB,
}

export interface Sizes {
  raw: number
  gzip: number
  brotli: number
}

export function compressedSizes(content: string | Uint8Array): Sizes {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }).length,
  }
}

/**
 * The specifiers a module imports statically: `import … from "x"`, `import "x"` and `export … from "x"`.
 * `import()` loads later, on demand, and is left out, as are `import.meta` and CSS `@import` inside strings.
 * Minified output uses no spaces (`import{a as b}from"./c.js"`), so whitespace is optional everywhere.
 */
export function staticImportSpecifiers(code: string): string[] {
  const pattern =
    /(?<![\w$.@'"`])(?:import\s*|(?:import\s*(?:[\w$]+\s*,?\s*)?(?:\*\s*as\s+[\w$]+|\{[^{}]*\})?|export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^{}]*\}))\s*from\s*)(["'])([^"'\n]+)\1/g
  return [...code.matchAll(pattern)].map((match) => match[2] as string)
}

/**
 * Where a specifier points on disk: relative ones against the importing file's folder, root-absolute ones
 * (`/_astro/x.js`) against `root`. Bare package names and full URLs are not files of the build: undefined.
 */
export function resolveSpecifier(specifier: string, fromDir: string, root: string): string | undefined {
  const path = specifier.split(/[?#]/)[0] as string
  if (path.startsWith('./') || path.startsWith('../')) return resolve(fromDir, path)
  if (path.startsWith('/') && !path.startsWith('//')) return join(root, path)
  return undefined
}

export interface Graph {
  /** Every file reached, the starting ones included, in the order first reached. */
  files: string[]
  /** Specifiers that point into the build but name no file in it, as `importer -> specifier`. */
  missing: string[]
}

/** The files reached from `starts` by static imports, each once; cycles are fine. */
export function staticGraph(starts: string[], rootDir: string): Graph {
  const root = resolve(rootDir)
  const seen = new Set<string>()
  const missing: string[] = []
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const specifier of staticImportSpecifiers(readFileSync(file, 'utf8'))) {
      const target = resolveSpecifier(specifier, dirname(file), root)
      if (!target) continue
      if (!isFile(target)) missing.push(`${relative(root, file)} -> ${specifier}`)
      else visit(target)
    }
  }
  for (const start of starts) {
    if (isFile(start)) visit(start)
    else missing.push(relative(root, start))
  }
  return { files: [...seen], missing }
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile()
}

export interface ElementSplit {
  entries: { entry: string; own: string[] }[]
  shared: string[]
  missing: string[]
}

/**
 * Splits the element bundles into the code every element shares and each element's own code.
 *
 * Entries are the top-level `*.js` files of `widgetsDir`; chunks live under `chunks/`. The rule:
 * - shared: every `chunks/*` file reached statically by two or more entries, or, when the build has a
 *   single entry, every `chunks/*` file that entry reaches (the runtime a second element would share);
 * - own: everything else an entry reaches statically, the entry file itself included, so a chunk reached
 *   by one entry of several is that entry's own code.
 * Files reached only through `import()` are left out: they load on demand, after the first render.
 */
export function splitElements(dir: string, names?: readonly string[]): ElementSplit {
  const widgetsDir = resolve(dir)
  const chunksDir = join(widgetsDir, 'chunks') + sep
  const entries = (
    names
      ? names.map((name) => `${name}.js`)
      : readdirSync(widgetsDir).filter((name) => name.endsWith('.js') && isFile(join(widgetsDir, name)))
  ).sort()
  const graphs = entries.map((name) => ({
    entry: name,
    graph: staticGraph([join(widgetsDir, name)], widgetsDir),
  }))
  const reachedBy = new Map<string, number>()
  for (const { graph } of graphs) {
    for (const file of graph.files) reachedBy.set(file, (reachedBy.get(file) ?? 0) + 1)
  }
  const isShared = (file: string) =>
    file.startsWith(chunksDir) && (entries.length === 1 || (reachedBy.get(file) ?? 0) >= 2)
  const shared = [...reachedBy.keys()].filter(isShared).sort()
  return {
    entries: graphs.map(({ entry, graph }) => ({ entry, own: graph.files.filter((f) => !isShared(f)) })),
    shared,
    missing: [...new Set(graphs.flatMap(({ graph }) => graph.missing))],
  }
}

export interface Attributes {
  [name: string]: string | true
}

export interface Tag {
  name: string
  attributes: Attributes
  /** For `<script>`: the text up to `</script>`. */
  body?: string
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' }

function decodeEntities(value: string): string {
  return value.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

/** The `<script>`, `<link>` and `<astro-island>` start tags of a page, attributes decoded. */
export function findTags(html: string): Tag[] {
  const tags: Tag[] = []
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '')
  const tagPattern =
    /<(script|link|astro-island)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/gi
  for (const match of withoutComments.matchAll(tagPattern)) {
    const name = (match[1] as string).toLowerCase()
    const attributes: Attributes = {}
    for (const attr of (match[2] ?? '').matchAll(
      /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g,
    )) {
      const value = attr[2] ?? attr[3] ?? attr[4]
      attributes[(attr[1] as string).toLowerCase()] = value === undefined ? true : decodeEntities(value)
    }
    const tag: Tag = { name, attributes }
    if (name === 'script') {
      const start = (match.index ?? 0) + match[0].length
      const end = withoutComments.toLowerCase().indexOf('</script', start)
      tag.body = withoutComments.slice(start, end === -1 ? undefined : end)
    }
    tags.push(tag)
  }
  return tags
}

const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript'])

export interface PageLoad {
  /** JavaScript files under the site folder, the starting ones and what they import statically. */
  files: string[]
  /** Bodies of inline `<script type="module">` tags. */
  inline: string[]
  /** URLs the page loads that are not files of the site folder (another origin, `/widgets/…`, missing). */
  outside: string[]
}

/**
 * The JavaScript a page loads on first load: `<script src>`, `<link rel="modulepreload">`, the
 * `component-url` and `renderer-url` of every Astro island, inline `<script type="module">` bodies, and
 * everything those import statically. URLs resolve as the page's own folder would (`ranking/index.html`
 * is served as `/ranking/`).
 */
export function pageFirstLoad(htmlFile: string, site: string): PageLoad {
  const siteDir = resolve(site)
  const tags = findTags(readFileSync(htmlFile, 'utf8'))
  const pageDir = dirname(htmlFile)
  const urls: string[] = []
  const inline: string[] = []
  for (const { name, attributes, body } of tags) {
    const type = typeof attributes.type === 'string' ? attributes.type.trim().toLowerCase() : ''
    if (name === 'script' && JS_TYPES.has(type)) {
      if (typeof attributes.src === 'string') urls.push(attributes.src)
      else if (type === 'module' && body?.trim()) inline.push(body)
    }
    if (name === 'link' && typeof attributes.rel === 'string' && typeof attributes.href === 'string') {
      if (attributes.rel.toLowerCase().split(/\s+/).includes('modulepreload')) urls.push(attributes.href)
    }
    if (name === 'astro-island') {
      for (const key of ['component-url', 'renderer-url']) {
        const value = attributes[key]
        if (typeof value === 'string' && value) urls.push(value)
      }
    }
  }
  for (const body of inline) urls.push(...staticImportSpecifiers(body))

  const starts: string[] = []
  const outside: string[] = []
  for (const url of new Set(urls)) {
    const isOtherOrigin = /^(?:[a-z][\w+.-]*:|\/\/)/i.test(url)
    const path = url.startsWith('.') || url.startsWith('/') ? url : `./${url}`
    const file = isOtherOrigin ? undefined : resolveSpecifier(path, pageDir, siteDir)
    if (file?.startsWith(siteDir + sep) && isFile(file)) starts.push(file)
    else outside.push(url)
  }
  const graph = staticGraph(starts, siteDir)
  return { files: graph.files, inline, outside: [...outside, ...graph.missing] }
}

/** Every `*.html` under `dir`, sorted. */
export function htmlFiles(dir: string): string[] {
  const found: string[] = []
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.isFile() && entry.name.endsWith('.html')) found.push(path)
    }
  }
  walk(dir)
  return found.sort()
}
