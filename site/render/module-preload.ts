import { join, relative } from 'node:path'
import { staticGraph } from '../../scripts/size-graph.ts'

/**
 * Every module an island of a page imports, listed on the island for its directive to ask for all at once.
 *
 * An island's code is a chain of modules: the island's own, the screens it imports, the parts those import, and so
 * on, five or six deep. The browser learns of each module only once the one that imports it has arrived, so the
 * chain arrives one round trip per step: on `/information?tab=logs`, the last step came 800 ms after the first on
 * a fast network. Each island lists its chain in `data-module-preload`, and its directive (site/directives) names
 * them as `<link rel="modulepreload">` once the page has first painted: the whole chain is then asked for at once,
 * and none of it competes with the page's first paint (its text, pictures and fonts). Only static imports are
 * followed (the graph the size check reads, scripts/size-graph.ts): what an island loads on demand (a dialog,
 * another screen) stays on demand. An island the page takes out before it loads (`client:shown`) asks for nothing.
 *
 * The static pages are given theirs once built (scripts/module-preload.ts); the pages the server renders with
 * their data, as they are rendered (site/render/entry.ts).
 */

/** Where the site's modules are served from. */
const MODULES_PATH = '/_astro/'

/** The attribute an island carries its modules in, separated by spaces. */
export const PRELOAD_ATTRIBUTE = 'data-module-preload'

/** The modules the modules at `urls` are and import statically, as addresses on the site. */
export type ModulesOf = (urls: readonly string[]) => string[]

/** `ModulesOf` for the built site in `siteDir`, read from its files. */
export const builtModules =
  (siteDir: string): ModulesOf =>
  (urls) =>
    staticGraph(
      urls.map((url) => join(siteDir, url)),
      siteDir,
    ).files.map((file) => `/${relative(siteDir, file)}`)

const ISLAND = /<astro-island\b[^>]*>/g
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]

/**
 * `html` with each island's modules in its `data-module-preload` attribute, less those an island before it that
 * always loads (not `client:shown`) lists already. A page already given them is left as it is.
 */
export function withModulePreloads(html: string, modulesOf: ModulesOf): string {
  if (html.includes(` ${PRELOAD_ATTRIBUTE}=`)) return html
  const listed = new Set<string>()
  return html.replace(ISLAND, (tag) => {
    const entries = [attribute(tag, 'component-url'), attribute(tag, 'renderer-url')].filter(
      (url): url is string => url?.startsWith(MODULES_PATH) ?? false,
    )
    const modules = modulesOf(entries).filter((url) => !listed.has(url))
    if (attribute(tag, 'client') !== 'shown') for (const url of modules) listed.add(url)
    if (modules.length === 0) return tag
    return tag.replace(/>$/, ` ${PRELOAD_ATTRIBUTE}="${modules.join(' ')}">`)
  })
}
