import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Every module an island of a page imports, listed on the island for its directive to ask for all at once.
 *
 * An island's code is a chain of modules: the island's own, the screens it imports, the parts those import, and so
 * on, five or six deep. The browser learns of each module only once the one that imports it has arrived, so the
 * chain arrives one round trip per step: on `/information?tab=logs`, the last step came 800 ms after the first on
 * a fast network. Each island lists its chain in `data-module-preload`, and its directive (site/directives) names
 * them as `<link rel="modulepreload">` once the page has first painted: the whole chain is then asked for at once,
 * and none of it competes with the page's first paint (its text, pictures and fonts). Only static imports are
 * followed: what an island loads on demand (a dialog, another screen) stays on demand. An island the page takes
 * out before it loads (`client:shown`) asks for nothing.
 *
 * The static pages are given theirs once built (scripts/module-preload.ts); the pages the server renders with
 * their data, as they are rendered (site/render/entry.ts).
 */

/** Where the site's modules are served from. */
export const MODULES_PATH = '/_astro/'

/** The attribute an island carries its modules in, separated by spaces. */
export const PRELOAD_ATTRIBUTE = 'data-module-preload'

/**
 * The modules `code` imports statically: the `import … from "./x.js"` and `import "./x.js"` statements the
 * bundler writes, each opening a statement. Dynamic `import()` is not followed.
 */
export function staticImportsOf(code: string): string[] {
  const statement = /(?:^|[;\n])\s*import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']\.\/([^"']+\.js)["']/g
  return [...code.matchAll(statement)].map((match) => match[1] as string)
}

/** Each module of `dir` (file names) to the modules it imports statically. */
export function moduleGraph(dir: string): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of readdirSync(dir)) {
    if (file.endsWith('.js')) graph.set(file, staticImportsOf(readFileSync(join(dir, file), 'utf8')))
  }
  return graph
}

/** `entries` and every module they import, nearest first, each once. */
export function importClosure(
  entries: readonly string[],
  graph: ReadonlyMap<string, readonly string[]>,
): string[] {
  const seen = new Set<string>()
  const queue = [...entries]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file) || !graph.has(file)) continue
    seen.add(file)
    queue.push(...(graph.get(file) ?? []))
  }
  return [...seen]
}

const ISLAND = /<astro-island\b[^>]*>/g
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]

/** A module's file name from its address in a page, when it is one of the site's modules. */
const moduleFile = (url: string | undefined) =>
  url?.startsWith(MODULES_PATH) ? url.slice(MODULES_PATH.length) : undefined

/**
 * `html` with each island's modules in its `data-module-preload` attribute, less those an island before it that
 * always loads (not `client:shown`) names already. A page already given them is left as it is.
 */
export function withModulePreloads(html: string, graph: ReadonlyMap<string, readonly string[]>): string {
  if (html.includes(` ${PRELOAD_ATTRIBUTE}=`)) return html
  const named = new Set<string>()
  return html.replace(ISLAND, (tag) => {
    const entries = [attribute(tag, 'component-url'), attribute(tag, 'renderer-url')].flatMap(
      (url) => moduleFile(url) ?? [],
    )
    const modules = importClosure(entries, graph).filter((file) => !named.has(file))
    if (attribute(tag, 'client') !== 'shown') for (const file of modules) named.add(file)
    if (modules.length === 0) return tag
    const list = modules.map((file) => `${MODULES_PATH}${file}`).join(' ')
    return tag.replace(/>$/, ` ${PRELOAD_ATTRIBUTE}="${list}">`)
  })
}
