import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fixedClock } from '@shwe/domain'
import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtRenderer, createFirstContent } from './first-content.ts'
import { captureLogger, type TestHandle, testDatabases } from './test-db.ts'
import { openTestApp } from './test-http.ts'

const BUILT = '<!doctype html><html><head><meta charset="utf-8"></head><body><p>as built</p></body></html>'

/**
 * A stand-in for the site's built renderer (site/render/entry.ts): the page names its route and carries the
 * answers it was given, escaped as Astro escapes island props. One that throws stands for a broken build.
 */
const RENDERER = `
const text = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')
export async function render(route, page, answers, language) {
  return '<!doctype html><html><head><meta charset="utf-8"><script>var rendered = 1</script></head><body>' +
    '<main data-route="' + text(route) + '" data-page="' + text(page) + '" data-language="' + language + '">' +
    text(JSON.stringify(answers)) +
    '</main></body></html>'
}`
const BROKEN = 'export async function render() { throw new Error("no page") }'

describe.each(testDatabases)('pages rendered with their data on $name', (database) => {
  const clock = fixedClock('2026-11-24T05:00:00Z')
  const root = mkdtempSync(join(tmpdir(), 'shwe-first-'))
  const siteDir = join(root, 'site')
  let handle: TestHandle
  let app: Hono
  let broken: Hono

  beforeAll(async () => {
    const pages = ['', '2d', '3d', 'games', 'promotion', 'wallet', 'in/mm/2d', 'in/mm/wallet']
    for (const page of [...pages, 'player/en/wallet', 'player/mm/wallet']) {
      await mkdir(join(siteDir, page), { recursive: true })
      const form = page.startsWith('player/')
        ? `built for a signed-in player in ${page.split('/')[1]}`
        : page.startsWith('in/')
          ? 'built in Burmese'
          : 'as built'
      writeFileSync(join(siteDir, page, 'index.html'), BUILT.replace('as built', form))
    }
    writeFileSync(join(root, 'render.mjs'), RENDERER)
    writeFileSync(join(root, 'broken.mjs'), BROKEN)
    const opened = await openTestApp(database, clock, {
      config: { static: { siteDir, renderEntry: join(root, 'render.mjs') } },
    })
    handle = opened.handle
    app = opened.app
    broken = (
      await openTestApp(database, clock, {
        config: { static: { siteDir, renderEntry: join(root, 'broken.mjs') } },
      })
    ).app
  })
  afterAll(async () => {
    await handle?.close()
    rmSync(root, { recursive: true, force: true })
  })

  const answersOf = (html: string) => {
    const body = /<main[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? 'null'
    return JSON.parse(
      body
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&amp;/g, '&'),
    ) as Record<string, unknown>
  }

  it.each([
    ['/', '/first-content/home', ['/banner', '/game_types'], 'public, max-age=5'],
    ['/promotion', '/first-content/promotion', ['/promotion'], 'public, max-age=5'],
    ['/2d', '/first-content/2d', ['/2d/live', '/twod/draw-info'], 'public, max-age=2'],
    ['/3d', '/first-content/3d', ['/threed/draw-info', '/threed/numbers'], 'public, max-age=2'],
    ['/games', '/first-content/games', ['/game_types'], 'public, max-age=5'],
  ])(
    '%s carries the answers of its first screen, as the API sends them',
    async (path, route, paths, cache) => {
      const res = await app.request(`http://shwe.test${path}`)
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(html).toContain(`data-route="${route}"`)
      expect(html).toContain(`data-page="http://shwe.test${path}"`)
      expect(res.headers.get('cache-control')).toBe(cache)
      const answers = answersOf(html)
      expect(Object.keys(answers).sort()).toEqual([...paths].sort())
      for (const api of paths) {
        const sent = (await (await app.request(`http://shwe.test/api${api}`)).json()) as { data?: unknown }
        const data = api === '/2d/live' ? sent : sent.data
        // The draw infos name the server's time: the same answer but for the moment it was read.
        expect(JSON.stringify(answers[api])).toBe(JSON.stringify(data))
      }
    },
  )

  it('keeps the strict policy, with the hash of the rendered page’s own script', async () => {
    const res = await app.request('http://shwe.test/2d')
    const scripts = /script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? ''
    const hash = createHash('sha256').update('var rendered = 1').digest('base64')
    expect(scripts).toContain(`'sha256-${hash}'`)
    expect(scripts).not.toContain("'unsafe-inline'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('sends other pages, and the lobby with a query, as built', async () => {
    for (const path of ['/wallet', '/games?tab=hot']) {
      const res = await app.request(`http://shwe.test${path}`)
      expect(await res.text()).toContain('as built')
      expect(res.headers.get('cache-control')).toBe('no-cache')
    }
  })

  it('renders the page in the language of the player’s cookie, and sends other pages as built in it', async () => {
    const headers = { Cookie: 'lan=mm' }
    const live = await app.request('http://shwe.test/2d', { headers })
    const html = await live.text()
    expect(html).toContain('data-language="mm"')
    expect(html).toContain('data-route="/first-content/2d"')
    expect(live.headers.get('vary')).toContain('Cookie')
    // Without the cookie, or with one the site does not speak, English; both renderings are kept apart.
    for (const cookie of [undefined, 'lan=xx']) {
      const res = await app.request('http://shwe.test/2d', { headers: cookie ? { Cookie: cookie } : {} })
      expect(await res.text()).toContain('data-language="en"')
    }
    expect(await (await app.request('http://shwe.test/wallet', { headers })).text()).toContain(
      'built in Burmese',
    )
    // A page not built in the language goes out in English.
    expect(await (await app.request('http://shwe.test/games?tab=hot', { headers })).text()).toContain(
      'as built',
    )
  })

  it('sends a signed-in player’s browser the player’s form of a page built in it, in the cookie’s language', async () => {
    const page = async (path: string, cookie?: string) => {
      const res = await app.request(`http://shwe.test${path}`, { headers: cookie ? { Cookie: cookie } : {} })
      expect(res.headers.get('vary')).toContain('Cookie')
      return res.text()
    }
    expect(await page('/wallet', 'signed_in=1')).toContain('built for a signed-in player in en')
    expect(await page('/wallet', 'signed_in=1; lan=mm')).toContain('built for a signed-in player in mm')
    // Without the cookie, or with another value, the visitor's page; a page with no player's form goes as built.
    expect(await page('/wallet', 'signed_in=0')).toContain('as built')
    expect(await page('/wallet', 'lan=mm')).toContain('built in Burmese')
    expect(await page('/wallet')).toContain('as built')
    expect(await page('/games?tab=hot', 'signed_in=1')).toContain('as built')
  })

  it('does not send the language or player pages at their own addresses', async () => {
    for (const path of [
      '/in/mm/wallet',
      '/in/mm/wallet/index.html',
      '/IN/mm/2d/',
      '/player/en/wallet',
      '/Player/mm/wallet/',
    ]) {
      expect((await app.request(`http://shwe.test${path}`)).status).toBe(404)
    }
  })

  it('sends the page as built when rendering fails', async () => {
    const res = await broken.request('http://shwe.test/2d')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('as built')
    expect(res.headers.get('cache-control')).toBe('no-cache')
  })
})

describe('createFirstContent', () => {
  const page = new URL('http://shwe.test/2d')
  const renderer = async (route: string, _page: string, answers: Readonly<Record<string, unknown>>) =>
    `${route} ${JSON.stringify(answers)}`

  it('renders nothing when no answer can be read (the API down), and says so once per while', async () => {
    const logger = captureLogger()
    let reads = 0
    const render = createFirstContent({
      readApi: async () => {
        reads += 1
        return new Response('{"message":"down"}', { status: 503 })
      },
      render: async () => renderer,
      logger,
      now: () => 0,
    })
    expect(await render('2d/index.html', page)).toBeNull()
    expect(await render('2d/index.html', page)).toBeNull()
    // Two paths read once: the failure is remembered for the page's while.
    expect(reads).toBe(2)
  })

  it('renders with the answers it has when one of them fails', async () => {
    const render = createFirstContent({
      readApi: async (_origin, path) =>
        path === '/2d/live'
          ? new Response(JSON.stringify({ live: { twod: '42' } }))
          : Promise.reject(new Error('database down')),
      render: async () => renderer,
      logger: captureLogger(),
    })
    const rendered = await render('2d/index.html', page)
    expect(rendered?.html).toBe('/first-content/2d {"/2d/live":{"live":{"twod":"42"}}}')
  })

  it('renders again once its while has passed', async () => {
    let at = 0
    let twod = '11'
    const render = createFirstContent({
      readApi: async () => new Response(JSON.stringify({ live: { twod } })),
      render: async () => renderer,
      logger: captureLogger(),
      now: () => at,
    })
    expect((await render('2d/index.html', page))?.html).toContain('"twod":"11"')
    twod = '57'
    at = 1_000
    expect((await render('2d/index.html', page))?.html).toContain('"twod":"11"')
    at = 2_500
    expect((await render('2d/index.html', page))?.html).toContain('"twod":"57"')
  })
})

describe('builtRenderer', () => {
  it('has no renderer without a build, and loads the new one after a rebuild', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shwe-renderer-'))
    const entry = join(dir, 'entry.mjs')
    const renderer = builtRenderer(entry, captureLogger())
    try {
      expect(await renderer()).toBeNull()
      writeFileSync(entry, "export const render = async () => 'first build'")
      utimesSync(entry, 1_000, 1_000)
      expect(await (await renderer())?.('/', 'http://page.test', {}, 'en')).toBe('first build')
      writeFileSync(entry, "export const render = async () => 'second build'")
      utimesSync(entry, 2_000, 2_000)
      expect(await (await renderer())?.('/', 'http://page.test', {}, 'en')).toBe('second build')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
