import {
  type Area,
  addPageTexts,
  DEFAULT_LANGUAGE,
  type Language,
  loaderOf,
  type PageTexts,
  pageTextsTag,
} from '@shwe/i18n'
import { ServerStyleSheet } from '@shwe/ui'
import { createElement, type FunctionComponent } from 'react'
import { renderToString } from 'react-dom/server'
import { getRuntime } from './runtime.ts'

/**
 * What a site page's head needs for its islands, build-time (and server) only, never shipped to the browser.
 */
// biome-ignore lint/suspicious/noExplicitAny: islands take different props.
type Island = FunctionComponent<any> & { areas?: readonly Area[] }
/** An island, or an island with the props the page gives it (a screen other than its first). */
type IslandEntry = Island | readonly [Island, Record<string, unknown>]

const islandOf = (entry: IslandEntry): Island => (typeof entry === 'function' ? entry : entry[0])

/**
 * The CSS of the given islands as first rendered, as a `<style data-styled>` tag for the page head.
 * Styled components write no CSS into server-rendered HTML by themselves, so without this the static page
 * would paint unstyled until hydration. In the browser, the document's sheet skips the classes this tag lists.
 */
function islandStyles(islands: readonly IslandEntry[], lang: Language, signedIn: boolean): string {
  const sheet = new ServerStyleSheet()
  try {
    for (const entry of islands) {
      const [island, props] = typeof entry === 'function' ? [entry, {}] : entry
      renderToString(sheet.collectStyles(createElement(island, { ...props, lang, signedIn })))
    }
    return sheet.getStyleTags()
  } finally {
    sheet.seal()
  }
}

/**
 * The texts of the islands' areas (and the common ones) in `lang`, as the page's data block (page-texts.ts), so
 * its islands hydrate in that language with nothing to fetch (the site's scripts carry no texts, see
 * resources.ts). The server's own runtime gets them too, so the islands render in `lang` on the server.
 */
async function islandTexts(islands: readonly IslandEntry[], lang: Language): Promise<string> {
  const areas = new Set<Area>(['common'])
  for (const entry of islands) for (const area of islandOf(entry).areas ?? []) areas.add(area)
  const texts: PageTexts['texts'] = {}
  for (const area of areas) {
    const load = loaderOf(lang, area)
    if (load) texts[area] = (await load()) as object
  }
  if (Object.keys(texts).length === 0) return ''
  const carried: PageTexts = { language: lang, texts }
  addPageTexts(getRuntime().i18n, carried)
  return pageTextsTag(carried)
}

/**
 * The head of a page in `lang`: its islands' texts in that language, then their CSS rendered in it, as a visitor
 * sees them or, `signedIn`, as a signed-in player first does (the page's player's form).
 */
export async function islandHead(
  islands: readonly IslandEntry[],
  lang: Language = DEFAULT_LANGUAGE,
  signedIn = false,
) {
  const texts = await islandTexts(islands, lang)
  return texts + islandStyles(islands, lang, signedIn)
}
