import { randomBytes } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { fixedClock } from '@shwe/domain'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../packages/server/src/app.ts'
import type { AppDatabase } from '../packages/server/src/db.ts'
import { compressFolders, describeTotals } from './compress.ts'

const text = (label: string, lines = 60) =>
  Array.from(
    { length: lines },
    (_, i) => `${label} ${i}: Shwe 2D and 3D results, leaderboard and wallet`,
  ).join('\n')

describe('compressFolders', () => {
  let root: string
  const write = (path: string, content: string | Buffer) => {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), content)
  }
  const read = (path: string) => readFileSync(join(root, path))
  const has = (path: string) => existsSync(join(root, path))

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'shwe-compress-'))
    write('site/index.html', `<!doctype html>${text('page')}`)
    write('site/_astro/app.Ab12Cd.js', text('// app'))
    write('site/_astro/site.Ab12Cd.css', text('/* site */'))
    write(
      'site/_astro/logo.Ab12Cd.svg',
      `<svg xmlns="http://www.w3.org/2000/svg">${text('<!-- path -->')}</svg>`,
    )
    write('site/_astro/font.Ab12Cd.woff2', Buffer.alloc(4000, 7))
    write('site/hero.png', Buffer.alloc(4000, 1))
    write('site/small.js', 'export const small = 1')
    write('site/.hidden.js', text('// hidden'))
    // Random bytes do not shrink: no copy is kept.
    write('site/noise.txt', randomBytes(4000))
    // A copy whose file is gone.
    write('site/removed.js.br', 'old')
    write('widgets/chunks/shared-9f8e7d.js', text('// shared'))
  })

  afterEach(() => {
    rmSync(root, { recursive: true, force: true })
  })

  it('writes brotli and gzip copies beside compressible files of 256 bytes and up, stamped with their time', async () => {
    const totals = await compressFolders([join(root, 'site'), join(root, 'widgets')])
    for (const path of [
      'site/index.html',
      'site/_astro/app.Ab12Cd.js',
      'site/_astro/site.Ab12Cd.css',
      'site/_astro/logo.Ab12Cd.svg',
      'widgets/chunks/shared-9f8e7d.js',
    ]) {
      const original = read(path)
      expect(brotliDecompressSync(read(`${path}.br`)), path).toEqual(original)
      expect(gunzipSync(read(`${path}.gz`)), path).toEqual(original)
      expect(read(`${path}.br`).length, path).toBeLessThan(read(`${path}.gz`).length)
      const mtime = statSync(join(root, path)).mtimeMs
      expect(Math.abs(statSync(join(root, `${path}.br`)).mtimeMs - mtime), path).toBeLessThan(1)
      expect(Math.abs(statSync(join(root, `${path}.gz`)).mtimeMs - mtime), path).toBeLessThan(1)
    }
    for (const path of ['font.Ab12Cd.woff2', 'hero.png', 'small.js', '.hidden.js', 'noise.txt']) {
      const file = path.includes('Ab12Cd') ? `site/_astro/${path}` : `site/${path}`
      expect(has(`${file}.br`) || has(`${file}.gz`), file).toBe(false)
    }
    expect(has('site/removed.js.br')).toBe(false)
    expect(totals).toMatchObject({ files: 6, written: 10, upToDate: 0, removed: 1 })
    const brotliBytes = [
      'site/index.html',
      'site/_astro/app.Ab12Cd.js',
      'site/_astro/site.Ab12Cd.css',
      'site/_astro/logo.Ab12Cd.svg',
      'widgets/chunks/shared-9f8e7d.js',
    ].reduce((sum, path) => sum + read(`${path}.br`).length, 0)
    // The incompressible file counts with its own size.
    expect(totals.br).toBe(brotliBytes + 4000)
    expect(totals.raw).toBeGreaterThan(totals.gz)
    expect(describeTotals(totals)).toMatch(/^6 files, .* kB raw; brotli .*; gzip .*; copies: 10 written/)
  })

  it('leaves up-to-date copies alone and redoes those of a rebuilt file', async () => {
    const dirs = [join(root, 'site'), join(root, 'widgets')]
    const first = await compressFolders(dirs)
    const second = await compressFolders(dirs)
    expect(second).toMatchObject({ written: 0, upToDate: 10, removed: 0 })
    expect({ ...second, written: 0, upToDate: 0, removed: 0 }).toEqual({
      ...first,
      written: 0,
      upToDate: 0,
      removed: 0,
    })

    write('site/_astro/app.Ab12Cd.js', text('// rebuilt'))
    const later = new Date(Date.now() + 5_000)
    utimesSync(join(root, 'site/_astro/app.Ab12Cd.js'), later, later)
    // Shrunk below the threshold: its copies go.
    write('site/index.html', '<!doctype html><title>Short</title>')
    const third = await compressFolders(dirs)
    expect(third).toMatchObject({ written: 2, upToDate: 6, removed: 2 })
    expect(brotliDecompressSync(read('site/_astro/app.Ab12Cd.js.br')).toString()).toBe(text('// rebuilt'))
    expect(has('site/index.html.br') || has('site/index.html.gz')).toBe(false)
  })

  it('writes copies the server sends', async () => {
    await compressFolders([join(root, 'site'), join(root, 'widgets')])
    const app = createApp({
      db: {} as AppDatabase,
      clock: fixedClock('2026-11-22T10:00:00Z'),
      config: { static: { siteDir: join(root, 'site'), widgetsDir: join(root, 'widgets') } },
    })
    const res = await app.request('/_astro/app.Ab12Cd.js', { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer()))).toEqual(
      read('site/_astro/app.Ab12Cd.js'),
    )
    const chunk = await app.request('/widgets/chunks/shared-9f8e7d.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    })
    expect(chunk.headers.get('content-encoding')).toBe('gzip')
    expect(chunk.headers.get('access-control-allow-origin')).toBe('*')
  })
})
