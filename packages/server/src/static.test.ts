import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fixedClock } from '@shwe/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app.ts'
import type { AppDatabase } from './db.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'

describe('static files', () => {
  let root: string
  let app: ReturnType<typeof createApp>

  const files: Record<string, string> = {
    'site/index.html': '<!doctype html><title>Home</title>',
    'site/404.html': '<!doctype html><title>Not found</title>',
    'site/ranking/index.html': '<!doctype html><title>Ranking</title>',
    'site/about.html': '<!doctype html><title>About</title>',
    'site/_astro/page.Ab12Cd.js': 'console.log("page")',
    'site/_astro/site.Ab12Cd.css': 'body{}',
    'site/fonts/myanmar.woff2': 'wOF2',
    'site/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'site/.env': 'SECRET=1',
    'widgets/leaderboard.js': 'export const x = 1',
    'widgets/chunks/shared-9f8e7d.js': 'export const y = 2',
    'examples/index.html': '<!doctype html><title>Examples</title>',
    'examples/leaderboard.html': '<!doctype html><title>Leaderboard example</title>',
    'secret.txt': 'outside every root',
  }

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'shwe-static-'))
    for (const [path, text] of Object.entries(files)) {
      await mkdir(dirname(join(root, path)), { recursive: true })
      await writeFile(join(root, path), text)
    }
    await symlink(join(root, 'secret.txt'), join(root, 'site', 'linked.txt'))
    app = createApp({
      // Static serving never touches the database.
      db: {} as AppDatabase,
      clock: fixedClock('2026-11-22T10:00:00Z'),
      config: {
        static: {
          siteDir: join(root, 'site'),
          widgetsDir: join(root, 'widgets'),
          examplesDir: join(root, 'examples'),
        },
      },
    })
  })

  afterAll(async () => {
    await rm(root, { recursive: true, force: true })
  })

  const get = (path: string, init?: RequestInit) => app.request(path, init)

  it('serves the home page and pretty page URLs as HTML', async () => {
    for (const [path, title] of [
      ['/', 'Home'],
      ['/ranking', 'Ranking'],
      ['/ranking/', 'Ranking'],
      ['/about', 'About'],
      ['/about.html', 'About'],
    ] as const) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'self'")
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
      expect(await res.text()).toContain(`<title>${title}</title>`)
    }
  })

  it('caches hashed site assets for a year and types them', async () => {
    const js = await get('/_astro/page.Ab12Cd.js')
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(js.headers.get('cache-control')).toBe(IMMUTABLE)
    expect((await get('/_astro/site.Ab12Cd.css')).headers.get('content-type')).toBe('text/css; charset=utf-8')
    expect((await get('/fonts/myanmar.woff2')).headers.get('content-type')).toBe('font/woff2')
    expect((await get('/logo.svg')).headers.get('content-type')).toBe('image/svg+xml')
  })

  it('answers unknown paths with the site 404 page and status 404', async () => {
    const res = await get('/no/such/page')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await res.text()).toContain('<title>Not found</title>')
  })

  it('serves widgets to any origin, with long-lived chunks and revalidated entries', async () => {
    const entry = await get('/widgets/leaderboard.js', { headers: { Origin: 'https://partner.example' } })
    expect(entry.status).toBe(200)
    expect(entry.headers.get('access-control-allow-origin')).toBe('*')
    expect(entry.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(entry.headers.get('cache-control')).toBe('no-cache')
    const chunk = await get('/widgets/chunks/shared-9f8e7d.js')
    expect(chunk.headers.get('access-control-allow-origin')).toBe('*')
    expect(chunk.headers.get('cache-control')).toBe(IMMUTABLE)
    const missing = await get('/widgets/nope.js')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('answers a CORS preflight for widgets', async () => {
    const res = await get('/widgets/leaderboard.js', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://partner.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-requested-with',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('access-control-allow-methods')).toContain('GET')
    expect(res.headers.get('access-control-allow-headers')).toBe('x-requested-with')
  })

  it('serves the examples', async () => {
    expect(await (await get('/examples/')).text()).toContain('Examples')
    expect(await (await get('/examples/leaderboard.html')).text()).toContain('Leaderboard example')
    expect((await get('/examples/missing.html')).status).toBe(404)
  })

  it('refuses to leave the roots or show hidden files', async () => {
    for (const path of [
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/%2e%2e%2fsecret.txt',
      '/widgets/..%2f..%2fsecret.txt',
      '/widgets/%2e%2e/%2e%2e/secret.txt',
      '/examples/..%5c..%5csecret.txt',
      '/_astro/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/.env',
      '/%2eenv',
      '/linked.txt',
      '/index.html%00.js',
      '/%E0%A4%A',
    ]) {
      const res = await get(path)
      expect(res.status, path).toBe(404)
      expect(await res.text(), path).not.toContain('outside every root')
    }
  })

  it('answers HEAD without a body and honours ETags', async () => {
    const head = await get('/about', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(files['site/about.html']?.length))
    expect(await head.text()).toBe('')
    const etag = head.headers.get('etag')
    expect(etag).toBeTruthy()
    const again = await get('/about', { headers: { 'If-None-Match': etag ?? '' } })
    expect(again.status).toBe(304)
  })

  it('keeps /api answers as JSON when the site is served', async () => {
    const res = await get('/api/nope')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await res.json()).toMatchObject({ message: 'Not Found' })
  })
})
