import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  compressedSizes,
  findTags,
  htmlFiles,
  pageFirstLoad,
  splitElements,
  staticGraph,
  staticImportSpecifiers,
} from './size-graph.ts'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** A temporary folder holding `files` (path → content). */
function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'shwe-size-'))
  folders.push(dir)
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  return dir
}

const names = (dir: string, files: string[]) => files.map((f) => relative(dir, f)).sort()

describe('staticImportSpecifiers', () => {
  it('finds static imports and re-exports, minified or not, and skips import(), import.meta and strings', () => {
    const code = [
      'import{a as b,c}from"./chunks/runtime-1.js";import"./side.js";',
      "import d, { e } from '../up.js'",
      'import * as ns from "./ns.js"',
      'export{x as y}from"./re.js";export*from"./all.js";export * as z from "./star.js"',
      'const lazy=()=>import(`./lazy.js`);const l2=import("./lazy2.js");new URL(`x`,import.meta.url)',
      'const css=`@import "./style.css"`;const s="import \'./in-string.js\'";obj.import("./method.js")',
      'import React from"react"',
    ].join('\n')
    expect(staticImportSpecifiers(code)).toEqual([
      './chunks/runtime-1.js',
      './side.js',
      '../up.js',
      './ns.js',
      './re.js',
      './all.js',
      './star.js',
      'react',
    ])
  })
})

describe('staticGraph', () => {
  it('follows relative and root-absolute imports once each, through cycles, and names missing files', () => {
    const dir = folder({
      'a.js': 'import"./b.js";import"/lib/c.js";import"react";const l=import("./lazy.js")',
      'b.js': 'import"./a.js";export{q}from"./gone.js"',
      'lib/c.js': 'export const c=1',
      'lazy.js': 'export const lazy=1',
    })
    const graph = staticGraph([join(dir, 'a.js')], dir)
    expect(names(dir, graph.files)).toEqual(['a.js', 'b.js', 'lib/c.js'])
    expect(graph.missing).toEqual(['b.js -> ./gone.js'])
  })
})

describe('splitElements', () => {
  it('shares the chunks two or more entries reach; a chunk one entry reaches is its own', () => {
    const dir = folder({
      'leaderboard.js': 'import{a}from"./chunks/runtime-1.js";import"./chunks/board-2.js";',
      'app-shell.js': 'import{a}from"./chunks/runtime-1.js";const m=()=>import("./chunks/modal-3.js")',
      'chunks/runtime-1.js': 'import"./util-4.js";export const a=1',
      'chunks/util-4.js': 'export const u=1',
      'chunks/board-2.js': 'export const b=1',
      'chunks/modal-3.js': 'export const m=1',
      'fonts/x.woff2': 'not js',
      'leaderboard.js.br': 'a compressed copy, not an entry',
    })
    const split = splitElements(dir)
    expect(names(dir, split.shared)).toEqual(['chunks/runtime-1.js', 'chunks/util-4.js'])
    expect(split.entries.map((e) => [e.entry, names(dir, e.own)])).toEqual([
      ['app-shell.js', ['app-shell.js']],
      ['leaderboard.js', ['chunks/board-2.js', 'leaderboard.js']],
    ])
    expect(split.missing).toEqual([])
  })

  it('with a single entry, shares every chunk it reaches and owns only the entry file', () => {
    const dir = folder({
      'leaderboard.js': 'import{a}from"./chunks/runtime-1.js";import"./chunks/board-2.js";',
      'chunks/runtime-1.js': 'export const a=1',
      'chunks/board-2.js': 'export const b=1',
      'chunks/lazy-3.js': 'export const l=1',
    })
    const split = splitElements(dir)
    expect(names(dir, split.shared)).toEqual(['chunks/board-2.js', 'chunks/runtime-1.js'])
    expect(split.entries.map((e) => [e.entry, names(dir, e.own)])).toEqual([
      ['leaderboard.js', ['leaderboard.js']],
    ])
  })
})

describe('pages', () => {
  it('parses start tags with quoted attributes holding > and entities', () => {
    const tags = findTags(
      '<!-- <script src="/commented.js"></script> --><astro-island uid="1" props="{&quot;a&quot;:&quot;&gt;&quot;}" ' +
        'component-url="/_astro/x.js" ssr><div></div></astro-island><script type="module">import"./y.js"</script>',
    )
    expect(tags).toEqual([
      {
        name: 'astro-island',
        attributes: { uid: '1', props: '{"a":">"}', 'component-url': '/_astro/x.js', ssr: true },
      },
      { name: 'script', attributes: { type: 'module' }, body: 'import"./y.js"' },
    ])
  })

  it('collects scripts, modulepreloads, island URLs and inline module imports, then their imports', () => {
    const dir = folder({
      'ranking/index.html': `<!doctype html><html><head>
        <link rel="modulepreload" href="/_astro/preloaded.js"><link rel="stylesheet" href="/_astro/a.css">
        <script type="module" src="/_astro/page.js"></script>
        <script>(()=>{self.Astro={}})()</script>
        <script type="module">import "/_astro/inline-dep.js"; console.log(1)</script>
        <script type="application/ld+json">{"import":"x"}</script>
        <script src="https://cdn.example/analytics.js"></script>
        <script type="module" src="/widgets/leaderboard.js"></script>
        </head><body>
        <astro-island uid="a" component-url="/_astro/islands.js" renderer-url="/_astro/client.js" ssr></astro-island>
        <astro-island uid="b" component-url="/_astro/islands.js" renderer-url="/_astro/client.js" ssr></astro-island>
        </body></html>`,
      'index.html': '<html><body>No scripts</body></html>',
      '_astro/preloaded.js': 'export const p=1',
      '_astro/page.js': 'import"./compat.js"',
      '_astro/inline-dep.js': 'export const d=1',
      '_astro/islands.js': 'import{h}from"./compat.js";const lazy=()=>import("./mm.js")',
      '_astro/client.js': 'import{h}from"./compat.js"',
      '_astro/compat.js': 'export const h=1',
      '_astro/mm.js': 'export default {}',
      '_astro/unused.js': 'export const u=1',
    })
    expect(names(dir, htmlFiles(dir))).toEqual(['index.html', 'ranking/index.html'])
    const load = pageFirstLoad(join(dir, 'ranking/index.html'), dir)
    expect(names(dir, load.files)).toEqual([
      '_astro/client.js',
      '_astro/compat.js',
      '_astro/inline-dep.js',
      '_astro/islands.js',
      '_astro/page.js',
      '_astro/preloaded.js',
    ])
    expect(load.inline).toEqual(['import "/_astro/inline-dep.js"; console.log(1)'])
    expect(load.outside).toEqual(['https://cdn.example/analytics.js', '/widgets/leaderboard.js'])
    expect(pageFirstLoad(join(dir, 'index.html'), dir)).toEqual({ files: [], inline: [], outside: [] })
  })
})

describe('compressedSizes', () => {
  it('measures gzip and brotli of the same bytes', () => {
    const text = 'export const answer = 42;\n'.repeat(200)
    const sizes = compressedSizes(text)
    expect(sizes.raw).toBe(text.length)
    expect(sizes.gzip).toBeLessThan(text.length / 10)
    expect(sizes.brotli).toBeLessThan(sizes.gzip)
  })
})
