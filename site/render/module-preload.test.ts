import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtModules, type ModulesOf, PRELOAD_ATTRIBUTE, withModulePreloads } from './module-preload.ts'

/** What each module imports statically, by address. */
const imports: Record<string, string[]> = {
  '/_astro/island.js': ['/_astro/site-mode.js', '/_astro/Screen.js'],
  '/_astro/Screen.js': ['/_astro/EmptyState.js', '/_astro/logic.js'],
  '/_astro/EmptyState.js': ['/_astro/logic.js'],
  '/_astro/client.js': ['/_astro/runtime.js'],
  '/_astro/logs.js': ['/_astro/site-mode.js', '/_astro/LogsScreen.js'],
  '/_astro/LogsScreen.js': ['/_astro/EmptyState.js', '/_astro/dates.js'],
}
const modulesOf: ModulesOf = (urls) => {
  const seen = new Set<string>()
  const visit = (url: string) => {
    if (seen.has(url)) return
    seen.add(url)
    for (const imported of imports[url] ?? []) visit(imported)
  }
  for (const url of urls) visit(url)
  return [...seen]
}

const island = (url: string, client: string) =>
  `<astro-island uid="u" component-url="/_astro/${url}" renderer-url="/_astro/client.js" ssr client="${client}"></astro-island>`
const page = (...islands: string[]) =>
  `<!doctype html><html><head><title>t</title></head><body>${islands.join('')}</body></html>`
const lists = (html: string) =>
  [...html.matchAll(new RegExp(`${PRELOAD_ATTRIBUTE}="([^"]*)"`, 'g'))].map((match) => match[1]?.split(' '))

describe('a page with its islands’ modules listed', () => {
  it('lists on an island every module of its code and its renderer', () => {
    const [list] = lists(withModulePreloads(page(island('island.js', 'paced')), modulesOf))
    expect([...(list ?? [])].sort()).toEqual(
      [
        '/_astro/island.js',
        '/_astro/site-mode.js',
        '/_astro/Screen.js',
        '/_astro/EmptyState.js',
        '/_astro/logic.js',
        '/_astro/client.js',
        '/_astro/runtime.js',
      ].sort(),
    )
    expect(list?.[0]).toBe('/_astro/island.js')
  })

  it('lists none twice after an island that always loads, and counts on none from an island the page may take out', () => {
    const html = withModulePreloads(
      page(island('logs.js', 'shown'), island('island.js', 'paced'), island('logs.js', 'paced')),
      modulesOf,
    )
    const [shown, paced, second] = lists(html)
    expect(shown).toHaveLength(8)
    expect(paced).toHaveLength(7)
    expect(second).toEqual(['/_astro/logs.js', '/_astro/LogsScreen.js', '/_astro/dates.js'])
    // Done once: a page already given its lists is left as it is.
    expect(withModulePreloads(html, modulesOf)).toBe(html)
  })

  it('leaves a page without islands as it was', () => {
    const html = page()
    expect(withModulePreloads(html, modulesOf)).toBe(html)
  })
})

describe('the modules of the built site', () => {
  it('are the static imports of its files, as addresses, dynamic imports and other sites left out', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shwe-preload-'))
    try {
      const files: Record<string, string> = {
        '_astro/island.js':
          'import"./site-mode.js";import{a}from"./Screen.js";const l=()=>import("./Lazy.js")',
        '_astro/Screen.js': 'import"react";export const a=1',
        '_astro/site-mode.js': 'export{}',
        '_astro/Lazy.js': 'export{}',
      }
      for (const [path, content] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, path)), { recursive: true })
        writeFileSync(join(dir, path), content)
      }
      expect(builtModules(dir)(['/_astro/island.js'])).toEqual([
        '/_astro/island.js',
        '/_astro/site-mode.js',
        '/_astro/Screen.js',
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
