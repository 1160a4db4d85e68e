import { ServerStyleSheet } from '@shwe/ui'
import { createElement, type FunctionComponent } from 'react'
import { renderToString } from 'react-dom/server'

/**
 * The CSS of the given islands as first rendered, as a `<style data-styled>` tag for the page head.
 * Styled components write no CSS into server-rendered HTML by themselves, so without this the static page
 * would paint unstyled until hydration. In the browser, the document's sheet skips the classes this tag lists.
 * Build-time only: never shipped to the browser.
 */
// biome-ignore lint/suspicious/noExplicitAny: islands take different props.
type Island = FunctionComponent<any>

/** An island, or an island with the props the page gives it (a screen other than its first). */
export function islandStyles(
  islands: readonly (Island | readonly [Island, Record<string, unknown>])[],
): string {
  const sheet = new ServerStyleSheet()
  try {
    for (const entry of islands) {
      const [island, props] = typeof entry === 'function' ? [entry, {}] : entry
      renderToString(sheet.collectStyles(createElement(island, props)))
    }
    return sheet.getStyleTags()
  } finally {
    sheet.seal()
  }
}
