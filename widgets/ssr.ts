import { createElement, type FunctionComponent } from 'react'
import { renderToString } from 'react-dom/server'
import { ServerStyleSheet } from 'styled-components'

/**
 * The CSS of the given islands as first rendered, as `<style data-styled>` tags for the page head.
 * styled-components writes no CSS into server-rendered HTML by itself, so without this the static page
 * would paint unstyled until hydration. In the browser, styled-components adopts these tags.
 * Build-time only: never shipped to the browser.
 */
// biome-ignore lint/suspicious/noExplicitAny: islands take different props; each renders with none here.
export function islandStyles(islands: readonly FunctionComponent<any>[]): string {
  const sheet = new ServerStyleSheet()
  try {
    for (const island of islands) renderToString(sheet.collectStyles(createElement(island)))
    return sheet.getStyleTags()
  } finally {
    sheet.seal()
  }
}
