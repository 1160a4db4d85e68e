import { mkdir, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { fixedClock } from '@shwe/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app.ts'
import { banners, promotions } from './content/schema.ts'
import type { AppDatabase } from './db.ts'
import { createPageHints, pagePicture, paintMarker, withPreloads, writePictures } from './page-hints.ts'
import { captureLogger, openMigrated, type TestHandle, testDatabases } from './test-db.ts'

describe('pagePicture', () => {
  it.each([
    ['media/banners/welcome-bonus.svg', '/media/banners/welcome-bonus.svg'],
    ['/media/promotions/p1.png', '/media/promotions/p1.png'],
    ['media/a/../b/c.webp', '/media/b/c.webp'],
  ])('writes the server picture %j as %j', (raw, expected) => {
    expect(pagePicture(raw)).toBe(expected)
  })

  it.each([
    null,
    undefined,
    '',
    ' ',
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'https://evil.example/x.png',
    'http://page.invalid/media/x.svg',
    '//evil.example/media/x.svg',
    '\\\\evil.example/media/x.svg',
    'media/x.svg"); background: url(https://evil.example/',
    "media/x'.svg",
    'media/x.svg"><script>alert(1)</script>',
    'media/x (1).svg',
    'media/%22.svg',
    'media/x.svg?v=1',
    'media/x.svg#y',
    'media/../api/logout',
    'banners/x.svg',
  ])('refuses %j', (raw) => {
    expect(pagePicture(raw)).toBeNull()
  })
})

describe('writing the picture into a page', () => {
  const page =
    '<!DOCTYPE html><html><head><meta charset="utf-8"><title>Home</title></head><body>' +
    '<p>The frame says data-first-banner=&quot;&quot;</p>' +
    '<section><div class="Frame a" data-first-banner=""><div class="Slide b"></div></div></section>' +
    '<div data-first-banner=""></div></body></html>'

  it('paints the first marked element, and only that one', () => {
    const painted = paintMarker(page, 'data-first-banner', '/media/banners/a.svg')
    expect(painted).toContain(
      '<div class="Frame a" data-first-banner="painted" style="background-image:url(&quot;/media/banners/a.svg&quot;)">',
    )
    expect(painted).toContain('<div data-first-banner=""></div>')
    expect(painted?.replace(/ data-first-banner="painted" style="[^"]*"/, ' data-first-banner=""')).toBe(page)
  })

  it('leaves a page without the marker, or whose marked element has a style already', () => {
    expect(paintMarker('<p>data-first-banner=""</p>', 'data-first-banner', '/media/a.svg')).toBeNull()
    expect(paintMarker(page, 'data-first-promotion', '/media/a.svg')).toBeNull()
    expect(
      paintMarker('<div style="color:red" data-first-banner=""></div>', 'data-first-banner', '/media/a.svg'),
    ).toBeNull()
  })

  it('adds the preload links right after the charset', () => {
    expect(withPreloads(page, ['/media/banners/a.svg'])).toContain(
      '<head><meta charset="utf-8"><link rel="preload" as="image" href="/media/banners/a.svg" fetchpriority="high"><title>',
    )
    expect(withPreloads('<body></body>', ['/media/a.svg'])).toBeNull()
  })

  it('writes nothing when the picture is refused', () => {
    const pictures = (raw: string | null) => new Map([['data-first-banner', raw]])
    expect(writePictures(page, pictures('javascript:alert(1)'))).toBeNull()
    expect(writePictures(page, pictures(null))).toBeNull()
    expect(writePictures(page, pictures('media/banners/a.svg'))).toContain('/media/banners/a.svg')
  })
})

describe('createPageHints', () => {
  const page = '<html><head></head><body><div data-first-banner=""></div></body></html>'

  function hints(picture: () => Promise<string | null>, ttlMs = 5_000) {
    let clock = 0
    let calls = 0
    const logger = captureLogger()
    const rewrite = createPageHints({
      db: {} as AppDatabase,
      logger,
      ttlMs,
      now: () => clock,
      sources: {
        'data-first-banner': () => {
          calls++
          return picture()
        },
      },
    })
    return {
      rewrite,
      logger,
      calls: () => calls,
      advance: (ms: number) => {
        clock += ms
      },
    }
  }

  it('does not ask for pictures for a page without a marker', async () => {
    const h = hints(async () => 'media/a.svg')
    expect(await h.rewrite('<html><head></head><body></body></html>')).toBeNull()
    expect(h.calls()).toBe(0)
  })

  it('asks again only once the picture is older than its time to live', async () => {
    const h = hints(async () => 'media/a.svg')
    const first = await h.rewrite(page)
    expect(first).toContain('/media/a.svg')
    h.advance(4_999)
    expect(await h.rewrite(page)).toBe(first)
    expect(h.calls()).toBe(1)
    h.advance(1)
    await h.rewrite(page)
    expect(h.calls()).toBe(2)
  })

  it('sends the page unchanged, and says why, when the database fails', async () => {
    const h = hints(async () => {
      throw new Error('database down')
    })
    expect(await h.rewrite(page)).toBeNull()
    expect(String(h.logger.errors[0]?.[1])).toContain('database down')
  })
})

describe.each(testDatabases)('pages served with their first picture on $name', (database) => {
  let handle: TestHandle
  let root: string
  const logger = captureLogger()

  // Large enough to be compressed (1 kB and up).
  const filler = Array.from({ length: 60 }, (_, i) => `<p>line ${i}: the quick brown fox</p>`).join('')
  const files: Record<string, string> = {
    'index.html':
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Home</title></head><body>' +
      `<section><div class="Catalogue_Frame x" data-first-banner=""><div aria-live="polite"></div></div></section>${filler}</body></html>`,
    'promotion/index.html':
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Promotions</title></head><body>' +
      `<ul><li><div class="Promotions_Media y" data-first-promotion=""></div></li></ul>${filler}</body></html>`,
    'ranking/index.html': `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Ranking</title></head><body>${filler}</body></html>`,
    '404.html': '<!DOCTYPE html><title>Not found</title>',
  }

  const appOn = (db: AppDatabase) =>
    createApp({
      db,
      clock: fixedClock('2026-11-22T10:00:00Z'),
      config: { static: { siteDir: root } },
      logger,
    })
  const get = (app: ReturnType<typeof createApp>, path: string, headers: Record<string, string> = {}) =>
    app.request(path, { headers })
  const decoded = async (res: Response) => {
    const raw = Buffer.from(await res.arrayBuffer())
    const coding = res.headers.get('content-encoding')
    return (
      coding === 'br' ? brotliDecompressSync(raw) : coding === 'gzip' ? gunzipSync(raw) : raw
    ).toString()
  }

  beforeAll(async () => {
    handle = await openMigrated(database)
    root = await mkdtemp(join(tmpdir(), 'shwe-page-hints-'))
    for (const [path, text] of Object.entries(files)) {
      const file = join(root, path)
      await mkdir(dirname(file), { recursive: true })
      await writeFile(file, text)
      // The copies the build writes, stamped with the file's time.
      const seconds = (await stat(file)).mtimeMs / 1000
      await writeFile(`${file}.br`, brotliCompressSync(text))
      await writeFile(`${file}.gz`, gzipSync(text))
      await utimes(`${file}.br`, seconds, seconds)
      await utimes(`${file}.gz`, seconds, seconds)
    }
  })

  afterAll(async () => {
    await handle?.close()
    await rm(root, { recursive: true, force: true })
  })

  it('sends the pages as built while there are no banners or promotions', async () => {
    const app = appOn(handle.db)
    const built = await get(app, '/', { 'Accept-Encoding': 'br' })
    expect(built.headers.get('content-encoding')).toBe('br')
    expect(built.headers.get('last-modified')).toBeTruthy()
    expect(await decoded(built)).toBe(files['index.html'])
    expect(await decoded(await get(app, '/promotion'))).toBe(files['promotion/index.html'])
  })

  describe('with banners and promotions', () => {
    let app: ReturnType<typeof createApp>

    beforeAll(async () => {
      await handle.db
        .insert(banners)
        .values([{ image: 'media/banners/welcome-bonus.svg' }, { image: 'media/banners/2d-live.svg' }])
      await handle.db.insert(promotions).values([
        { image: 'media/promotions/first-deposit.svg', title: 'First', description: 'One' },
        { image: 'media/promotions/cashback.svg', title: 'Second', description: 'Two' },
      ])
      app = appOn(handle.db)
    })

    it('writes the first banner into the home: a preload in the head and the frame painted', async () => {
      const res = await get(app, '/')
      expect(res.status).toBe(200)
      const html = await decoded(res)
      expect(html).toContain(
        '<head><meta charset="utf-8"><link rel="preload" as="image" href="/media/banners/welcome-bonus.svg" fetchpriority="high">',
      )
      expect(html).toContain(
        '<div class="Catalogue_Frame x" data-first-banner="painted" style="background-image:url(&quot;/media/banners/welcome-bonus.svg&quot;)">',
      )
      expect(html).not.toContain('2d-live')
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
      expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie')
    })

    it("writes the first promotion's picture into /promotion, and nothing into pages without a marker", async () => {
      const html = await decoded(await get(app, '/promotion'))
      expect(html).toContain('href="/media/promotions/first-deposit.svg" fetchpriority="high"')
      expect(html).toContain(
        'data-first-promotion="painted" style="background-image:url(&quot;/media/promotions/first-deposit.svg&quot;)"',
      )
      expect(html).not.toContain('cashback')
      expect(await decoded(await get(app, '/ranking'))).toBe(files['ranking/index.html'])
      const missing = await get(app, '/no/such/page')
      expect(missing.status).toBe(404)
      expect(await decoded(missing)).toBe(files['404.html'])
    })

    it('compresses the written page per Accept-Encoding, with an ETag per coding and 304 on a match', async () => {
      const plain = await get(app, '/')
      const br = await get(app, '/', { 'Accept-Encoding': 'gzip, deflate, br' })
      const gz = await get(app, '/', { 'Accept-Encoding': 'gzip' })
      expect([plain, br, gz].map((res) => res.headers.get('content-encoding'))).toEqual([null, 'br', 'gzip'])
      const html = await decoded(plain)
      expect(await decoded(br)).toBe(html)
      expect(await decoded(gz)).toBe(html)
      const tags = [plain, br, gz].map((res) => res.headers.get('etag'))
      expect(new Set(tags).size).toBe(3)
      // The page changes with the data, not with the file: no date to revalidate against.
      expect(br.headers.get('last-modified')).toBeNull()

      const again = await get(app, '/', { 'Accept-Encoding': 'br', 'If-None-Match': tags[1] ?? '' })
      expect(again.status).toBe(304)
      expect(again.headers.get('etag')).toBe(tags[1])
      expect(again.headers.get('vary')).toBe('Accept-Encoding, Cookie')
      expect((await get(app, '/', { 'If-None-Match': tags[1] ?? '' })).status).toBe(200)

      const head = await app.request('/', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } })
      const full = await get(app, '/', { 'Accept-Encoding': 'br' })
      const sent = Buffer.from(await full.arrayBuffer())
      expect(head.headers.get('etag')).toBe(tags[1])
      expect(head.headers.get('content-length')).toBe(String(sent.length))
      expect(full.headers.get('content-length')).toBe(String(sent.length))
      expect(await head.text()).toBe('')
    })

    it('gives the page a new ETag when the first banner changes, and no page ever the built ones', async () => {
      const before = (await get(app, '/', { 'Accept-Encoding': 'br' })).headers.get('etag')
      const built = (await get(appOn(unavailable), '/', { 'Accept-Encoding': 'br' })).headers.get('etag')
      await handle.db.execute(
        sql`update banners set image = 'media/banners/shwe-slots.svg' where image = 'media/banners/welcome-bonus.svg'`,
      )
      // A new app: the picture looked up a moment ago is reused for a few seconds.
      const changed = await get(appOn(handle.db), '/', {
        'Accept-Encoding': 'br',
        'If-None-Match': before ?? '',
      })
      expect(changed.status).toBe(200)
      expect(await decoded(changed)).toContain('/media/banners/shwe-slots.svg')
      expect(new Set([before, built, changed.headers.get('etag')]).size).toBe(3)
    })

    it('never writes a banner address with quotes, a scheme or another host, even if the database holds one', async () => {
      await handle.db.execute(sql`alter table banners drop constraint banners_image_check`)
      try {
        for (const image of [
          'javascript:alert(1)',
          'media/x.svg"); background:url(https://evil.example/x.png',
          'media/x.svg" onmouseover="alert(1)',
          'https://evil.example/media/x.svg',
          '//evil.example/media/x.svg',
        ]) {
          await handle.db.execute(
            sql`update banners set image = ${image} where id = (select min(id) from banners)`,
          )
          const res = await get(appOn(handle.db), '/', { 'Accept-Encoding': 'br' })
          const html = await decoded(res)
          expect(html, image).toBe(files['index.html'])
          expect(html, image).not.toContain('evil.example')
          expect(html, image).not.toContain('javascript')
        }
      } finally {
        await handle.db.execute(
          sql`update banners set image = 'media/banners/welcome-bonus.svg' where id = (select min(id) from banners)`,
        )
        await handle.db.execute(
          sql`alter table banners add constraint banners_image_check check (image ~ '^media/([a-z0-9][a-z0-9_-]*/)*[a-z0-9][a-z0-9_-]*\\.(svg|png|jpg|webp)$')`,
        )
      }
    })

    it('sends the page as built, and logs, when the database fails', async () => {
      const quiet = captureLogger()
      const app = createApp({
        db: unavailable,
        clock: fixedClock('2026-11-22T10:00:00Z'),
        config: { static: { siteDir: root } },
        logger: quiet,
      })
      const res = await get(app, '/', { 'Accept-Encoding': 'br' })
      expect(res.status).toBe(200)
      expect(await decoded(res)).toBe(files['index.html'])
      expect(quiet.errors).toHaveLength(1)
    })
  })
})

/** A database that is down: every query fails. */
const unavailable = {
  select: () => {
    throw new Error('connection refused')
  },
} as unknown as AppDatabase
