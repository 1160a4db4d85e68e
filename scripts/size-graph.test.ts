import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { compressedSizes, splitElements, staticGraph, staticImportSpecifiers } from './size-graph.ts'

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

  it('reads the imports that follow Vite’s preload helper, and not the modules it lists for later', () => {
    const code = [
      '//# allFunctionsCalledOnLoad',
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["_astro/Sidebar.x.js"])))=>i.map(i=>d[i]);',
      'import"./site-mode.a1.js";import{j as e,t}from"./WidgetRoot.b2.js";',
      'function o(){return __vitePreload(()=>import("./Sidebar.x.js"),__vite__mapDeps([0]))}',
    ].join('\n')
    expect(staticImportSpecifiers(code)).toEqual(['./site-mode.a1.js', './WidgetRoot.b2.js'])
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

describe('compressedSizes', () => {
  it('measures gzip and brotli of the same bytes', () => {
    const text = 'export const answer = 42;\n'.repeat(200)
    const sizes = compressedSizes(text)
    expect(sizes.raw).toBe(text.length)
    expect(sizes.gzip).toBeLessThan(text.length / 10)
    expect(sizes.brotli).toBeLessThan(sizes.gzip)
  })
})
