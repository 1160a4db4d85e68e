import { describe, expect, it } from 'vitest'
import { importClosure, PRELOAD_ATTRIBUTE, staticImportsOf, withModulePreloads } from './module-preload.ts'

describe('the static imports of a built module', () => {
  it('reads every form the bundler writes, after its helpers, and leaves dynamic imports out', () => {
    const code = [
      '//# allFunctionsCalledOnLoad',
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["_astro/Sidebar.x.js"])))=>i.map(i=>d[i]);',
      'import"./site-mode.a1.js";import{j as e,t}from"./WidgetRoot.b2.js";import*as n from"./all.c3.js";',
      'import r from"./default.d4.js";',
      'function o(){return __vitePreload(()=>import("./Sidebar.x.js"),__vite__mapDeps([0]))}',
      'var s=`import"./in-text.js"`;export{o};',
    ].join('\n')
    expect(staticImportsOf(code)).toEqual([
      'site-mode.a1.js',
      'WidgetRoot.b2.js',
      'all.c3.js',
      'default.d4.js',
    ])
  })
})

const graph = new Map<string, string[]>([
  ['island.js', ['site-mode.js', 'Screen.js']],
  ['Screen.js', ['EmptyState.js', 'logic.js']],
  ['EmptyState.js', ['logic.js']],
  ['logic.js', []],
  ['site-mode.js', []],
  ['client.js', ['runtime.js']],
  ['runtime.js', []],
  ['logs.js', ['site-mode.js', 'LogsScreen.js']],
  ['LogsScreen.js', ['EmptyState.js', 'dates.js']],
  ['dates.js', []],
])

describe('an island’s modules', () => {
  it('are its own and every one they import, nearest first, each once', () => {
    expect(importClosure(['island.js'], graph)).toEqual([
      'island.js',
      'site-mode.js',
      'Screen.js',
      'EmptyState.js',
      'logic.js',
    ])
    expect(importClosure(['missing.js'], graph)).toEqual([])
  })
})

const island = (url: string, client: string) =>
  `<astro-island uid="u" component-url="/_astro/${url}" renderer-url="/_astro/client.js" ssr client="${client}"></astro-island>`
const page = (...islands: string[]) =>
  `<!doctype html><html><head><title>t</title></head><body>${islands.join('')}</body></html>`

const listOf = (html: string, url: string) =>
  new RegExp(`component-url="/_astro/${url}"[^>]*${PRELOAD_ATTRIBUTE}="([^"]*)"`).exec(html)?.[1]?.split(' ')

describe('a page with its islands’ modules listed', () => {
  it('lists on an island every module of its code, nearest first', () => {
    const html = withModulePreloads(page(island('island.js', 'paced')), graph)
    expect(listOf(html, 'island.js')).toEqual([
      '/_astro/island.js',
      '/_astro/client.js',
      '/_astro/site-mode.js',
      '/_astro/Screen.js',
      '/_astro/runtime.js',
      '/_astro/EmptyState.js',
      '/_astro/logic.js',
    ])
  })

  it('lists none twice after an island that always loads, and counts on none from an island the page may take out', () => {
    const html = withModulePreloads(
      page(island('logs.js', 'shown'), island('island.js', 'paced'), island('logs.js', 'paced')),
      graph,
    )
    const [shown, paced, second] = [...html.matchAll(new RegExp(`${PRELOAD_ATTRIBUTE}="([^"]*)"`, 'g'))].map(
      (match) => match[1]?.split(' '),
    )
    expect(shown).toEqual([
      '/_astro/logs.js',
      '/_astro/client.js',
      '/_astro/site-mode.js',
      '/_astro/LogsScreen.js',
      '/_astro/runtime.js',
      '/_astro/EmptyState.js',
      '/_astro/dates.js',
      '/_astro/logic.js',
    ])
    expect(paced).toHaveLength(7)
    expect(second).toEqual(['/_astro/logs.js', '/_astro/LogsScreen.js', '/_astro/dates.js'])
    // Done once: a page already given its lists is left as it is.
    expect(withModulePreloads(html, graph)).toBe(html)
  })

  it('leaves a page without islands as it was', () => {
    const html = page()
    expect(withModulePreloads(html, graph)).toBe(html)
  })
})
