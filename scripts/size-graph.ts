/**
 * What a partner's page downloads for the elements, measured on the built files: the static import graph of the
 * element bundles (`dist/widgets`), their compressed sizes and the budgets they are held to. The site's pages are
 * measured in Chromium (`size-pages.ts`). No printing and no exit here; `scripts/size.ts` reports.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** 1 kB = 1000 bytes. */
export const KB = 1000

export const BUDGETS = {
  /**
   * Gzip (level 9) of the code every element on a partner page shares: 37.7 kB since the widgets' styles run on
   * their own small runtime over stylis rather than styled-components (46.2 kB before).
   */
  sharedGzip: 40 * KB,
  /** Gzip (level 9) of the code one element adds on top of the shared code. */
  ownGzip: 15 * KB,
  /** Gzip (level 9) of every element on one page: the shared code and each element's own, each file once. */
  allGzip: 140 * KB,
  /**
   * The JavaScript a site page has Chromium fetch until it is idle, brotli as served (`size-pages.ts`): at most
   * 60 kB on every page, 55 kB as the goal, and the check fails past the goal. The heaviest page was 78.6 kB when
   * this count began (2D confirm, signed in, in Burmese), 60.15 with the styles on their own runtime, and 52.9
   * (3D, signed in) since pages carry their texts in their own language.
   */
  pageGoal: 55 * KB,
  pageTarget: 60 * KB,
  pageCeiling: 55 * KB,
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
