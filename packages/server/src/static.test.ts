import { mkdir, mkdtemp, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { createApp } from './app.ts'
import { chooseCoding } from './static-encoding.ts'
import { corsPreflight, staticApp } from './test-http.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** The sources of one directive of a response's Content-Security-Policy (csp.test.ts checks the rest). */
const directive = (res: Response, name: string) =>
  res.headers
    .get('content-security-policy')
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1)

describe('static files', () => {
  let root: string
  let app: ReturnType<typeof createApp>

  const files: Record<string, string> = {
    'site/index.html': '<!doctype html><title>Home</title>',
    'site/404.html': '<!doctype html><title>Not found</title>',
    'site/ranking/index.html': '<!doctype html><title>Ranking</title>',
    'site/about.html': '<!doctype html><title>About</title>',
    'site/embed/wallet/index.html': '<!doctype html><title>Wallet frame</title>',
    'site/_astro/page.Ab12Cd.js': 'console.log("page")',
    'site/_astro/site.Ab12Cd.css': 'body{}',
    'site/fonts/myanmar.woff2': 'wOF2',
    'site/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'site/sw.js': 'self.addEventListener("fetch", () => {})',
    'site/manifest.webmanifest': '{"name":"Shwe","start_url":"/?type=all"}',
    'site/icons/icon-192.png': 'PNG',
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
    app = staticApp(
      { siteDir: join(root, 'site'), widgetsDir: join(root, 'widgets'), examplesDir: join(root, 'examples') },
      { partnerOrigins: ['https://news.example', 'http://localhost:4322'] },
    )
  })

  it('lets the partner origins frame the /embed/ pages, and no page else', async () => {
    const embed = await get('/embed/wallet?screen=home')
    expect(embed.status).toBe(200)
    expect(directive(embed, 'frame-ancestors')).toBe("'self' https://news.example http://localhost:4322")
    expect(embed.headers.get('x-frame-options')).toBeNull()
    for (const path of ['/', '/ranking', '/about']) {
      const page = await get(path)
      expect(directive(page, 'frame-ancestors'), path).toBe("'self'")
      expect(page.headers.get('x-frame-options'), path).toBe('SAMEORIGIN')
    }
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
      expect(directive(res, 'frame-ancestors')).toBe("'self'")
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

  it('serves the service worker as JavaScript that browsers check on every visit, and the manifest typed', async () => {
    const worker = await get('/sw.js')
    expect(worker.status).toBe(200)
    expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(worker.headers.get('cache-control')).toBe('no-cache')
    const manifest = await get('/manifest.webmanifest')
    expect(manifest.status).toBe(200)
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8')
    expect(await manifest.json()).toMatchObject({ name: 'Shwe' })
    const icon = await get('/icons/icon-192.png')
    expect(icon.headers.get('content-type')).toBe('image/png')
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it('answers unknown paths with the site 404 page and status 404', async () => {
    const res = await get('/no/such/page')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await res.text()).toContain('<title>Not found</title>')
  })

  it("sends the spec's capitalised links (/Promotion?tab=Promotion) to their lower-case page, keeping the query", async () => {
    const res = await get('/Ranking?tab=Ranking')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/ranking?tab=Ranking')
    expect((await get('/No/Such/Page')).status).toBe(404)
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
    const res = await get(
      '/widgets/leaderboard.js',
      corsPreflight('https://partner.example', 'GET', 'x-requested-with'),
    )
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

describe('chooseCoding', () => {
  const both = ['br', 'gzip'] as const
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP;Q=0.5', 'gzip'],
    ['deflate', null],
    ['*', 'br'],
    ['*;q=0', null],
    ['br;q=0, gzip;q=0', null],
    ['br;q=0, *', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['gzip;q=1, br;q=1.0', 'br'],
    ['br;q=0.2, identity;q=0.9', null],
    ['br;q=nonsense, gzip', 'gzip'],
    ['br;q=2', null],
  ] as const)('%j → %j', (header, expected) => {
    expect(chooseCoding(header, both)).toBe(expected)
  })

  it('only picks among the codings available', () => {
    expect(chooseCoding('br, gzip', ['gzip'])).toBe('gzip')
    expect(chooseCoding('br', ['gzip'])).toBeNull()
    expect(chooseCoding('br, gzip', [])).toBeNull()
  })
})

describe('compressed static files', () => {
  let root: string
  let app: ReturnType<typeof createApp>

  // Text large enough to be compressed (256 bytes and up), different per file.
  const text = (label: string, lines = 80) =>
    Array.from(
      { length: lines },
      (_, i) => `${label} line ${i}: the quick brown fox jumps over the lazy dog`,
    ).join('\n')
  const files: Record<string, string> = {
    'site/index.html': `<!doctype html><title>Home</title>${text('home')}`,
    'site/404.html': `<!doctype html><title>Not found</title>${text('missing')}`,
    'site/_astro/app.Ab12Cd.js': text('// app'),
    'site/_astro/noto.Ab12Cd.woff2': 'wOF2'.repeat(400),
    'site/_astro/hero.Ab12Cd.png': '\x89PNG'.repeat(400),
    'site/data.json': JSON.stringify({ rows: text('row').split('\n') }),
    'site/stale.js': text('// stale'),
    'site/small.js': 'export const small = 1',
    'widgets/app-shell.js': text('// shell'),
    'widgets/chunks/shared-9f8e7d.js': text('// shared'),
    'examples/index.html': `<!doctype html><title>Examples</title>${text('example')}`,
    'examples/tiny.html': '<!doctype html><title>Tiny</title>',
  }
  const bytesOf = (path: string) => Buffer.from(files[path] ?? '', 'latin1')

  /** Writes the copies the build step would write, stamped with the file's modification time. */
  async function writeCopies(path: string, codings: ('br' | 'gzip')[] = ['br', 'gzip']) {
    const file = join(root, path)
    const seconds = (await stat(file)).mtimeMs / 1000
    for (const coding of codings) {
      const copy = `${file}${coding === 'br' ? '.br' : '.gz'}`
      await writeFile(copy, coding === 'br' ? brotliCompressSync(bytesOf(path)) : gzipSync(bytesOf(path)))
      await utimes(copy, seconds, seconds)
    }
  }

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'shwe-static-compressed-'))
    for (const path of Object.keys(files)) {
      await mkdir(dirname(join(root, path)), { recursive: true })
      await writeFile(join(root, path), bytesOf(path))
    }
    for (const path of [
      'site/index.html',
      'site/404.html',
      'site/_astro/app.Ab12Cd.js',
      'widgets/app-shell.js',
      'widgets/chunks/shared-9f8e7d.js',
    ]) {
      await writeCopies(path)
    }
    await writeCopies('site/data.json', ['gzip'])
    // Copies left from an earlier build of the file.
    await writeCopies('site/stale.js')
    const later = new Date(Date.now() + 60_000)
    await utimes(join(root, 'site/stale.js'), later, later)
    app = staticApp({
      siteDir: join(root, 'site'),
      widgetsDir: join(root, 'widgets'),
      examplesDir: join(root, 'examples'),
    })
  })

  afterAll(async () => {
    await rm(root, { recursive: true, force: true })
  })

  const get = (path: string, acceptEncoding?: string, init: RequestInit = {}) =>
    app.request(path, {
      ...init,
      headers: {
        ...(acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding }),
        ...init.headers,
      },
    })
  const body = async (res: Response) => Buffer.from(await res.arrayBuffer())
  const decoded = async (res: Response) => {
    const raw = await body(res)
    const coding = res.headers.get('content-encoding')
    return coding === 'br' ? brotliDecompressSync(raw) : coding === 'gzip' ? gunzipSync(raw) : raw
  }

  it('sends brotli to a browser that accepts it, with the original type and its own length', async () => {
    const res = await get('/_astro/app.Ab12Cd.js', 'gzip, deflate, br, zstd')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE)
    const sent = await body(res)
    expect(res.headers.get('content-length')).toBe(String(sent.length))
    expect(sent.length).toBeLessThan(bytesOf('site/_astro/app.Ab12Cd.js').length)
    expect(brotliDecompressSync(sent)).toEqual(bytesOf('site/_astro/app.Ab12Cd.js'))
  })

  it('sends gzip when only gzip is accepted, or when only a gzip copy exists', async () => {
    const res = await get('/_astro/app.Ab12Cd.js', 'gzip')
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await decoded(res)).toEqual(bytesOf('site/_astro/app.Ab12Cd.js'))
    const json = await get('/data.json', 'br, gzip')
    expect(json.headers.get('content-encoding')).toBe('gzip')
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await decoded(json)).toEqual(bytesOf('site/data.json'))
  })

  it('respects q-values', async () => {
    expect((await get('/_astro/app.Ab12Cd.js', 'br;q=0.5, gzip;q=0.9')).headers.get('content-encoding')).toBe(
      'gzip',
    )
    expect((await get('/_astro/app.Ab12Cd.js', 'br;q=0, gzip')).headers.get('content-encoding')).toBe('gzip')
  })

  it('sends the file as it is without Accept-Encoding, for identity, or when every coding is refused', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0', '*;q=0', 'deflate']) {
      const res = await get('/_astro/app.Ab12Cd.js', accept)
      expect(res.headers.get('content-encoding'), accept).toBeNull()
      expect(res.headers.get('vary'), accept).toBe('Accept-Encoding')
      expect(res.headers.get('content-length'), accept).toBe(
        String(bytesOf('site/_astro/app.Ab12Cd.js').length),
      )
      expect(await body(res), accept).toEqual(bytesOf('site/_astro/app.Ab12Cd.js'))
    }
  })

  it('gives each coding its own ETag and answers 304 to the matching one only', async () => {
    const plain = await get('/', undefined)
    const br = await get('/', 'br')
    const gz = await get('/', 'gzip')
    const tags = [plain, br, gz].map((res) => res.headers.get('etag'))
    expect(new Set(tags).size).toBe(3)
    const [plainTag, brTag] = tags
    const again = await get('/', 'br', { headers: { 'If-None-Match': brTag ?? '' } })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(brTag)
    // A page is another file in another language (its cookie): caches keep one per coding and cookie.
    expect(again.headers.get('vary')).toBe('Accept-Encoding, Cookie')
    expect(await again.text()).toBe('')
    // The plain file's tag does not validate the brotli body, nor the other way round.
    const switched = await get('/', 'br', { headers: { 'If-None-Match': plainTag ?? '' } })
    expect(switched.status).toBe(200)
    expect(switched.headers.get('content-encoding')).toBe('br')
    expect((await get('/', undefined, { headers: { 'If-None-Match': brTag ?? '' } })).status).toBe(200)
    expect((await get('/', undefined, { headers: { 'If-None-Match': plainTag ?? '' } })).status).toBe(304)
  })

  it('answers HEAD with the headers and length of the body a GET would send', async () => {
    const head = await get('/', 'br', { method: 'HEAD' })
    const full = await get('/', 'br')
    expect(head.status).toBe(200)
    expect(head.headers.get('content-encoding')).toBe('br')
    expect(head.headers.get('etag')).toBe(full.headers.get('etag'))
    expect(head.headers.get('content-length')).toBe(String((await body(full)).length))
    expect(await head.text()).toBe('')
  })

  it('keeps pages revalidated and unframeable when compressed, and compresses the 404 page', async () => {
    const page = await get('/', 'br')
    expect(page.headers.get('cache-control')).toBe('no-cache')
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(directive(page, 'frame-ancestors')).toBe("'self'")
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect((await decoded(page)).toString()).toContain('<title>Home</title>')
    const missing = await get('/no/such/page', 'br')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-encoding')).toBe('br')
    expect((await decoded(missing)).toString()).toContain('<title>Not found</title>')
  })

  it('caches hashed fonts and images for a year and leaves them uncompressed', async () => {
    for (const [path, type] of [
      ['/_astro/noto.Ab12Cd.woff2', 'font/woff2'],
      ['/_astro/hero.Ab12Cd.png', 'image/png'],
    ]) {
      const res = await get(path ?? '', 'br, gzip')
      expect(res.headers.get('cache-control'), path).toBe(IMMUTABLE)
      expect(res.headers.get('content-type'), path).toBe(type)
      expect(res.headers.get('content-encoding'), path).toBeNull()
      expect(res.headers.get('vary'), path).toBeNull()
    }
  })

  it('serves compressed widgets to any origin, chunks for a year and entries revalidated', async () => {
    const chunk = await get('/widgets/chunks/shared-9f8e7d.js', 'br', {
      headers: { Origin: 'https://partner.example' },
    })
    expect(chunk.headers.get('content-encoding')).toBe('br')
    expect(chunk.headers.get('access-control-allow-origin')).toBe('*')
    expect(chunk.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    expect(chunk.headers.get('cache-control')).toBe(IMMUTABLE)
    expect(await decoded(chunk)).toEqual(bytesOf('widgets/chunks/shared-9f8e7d.js'))
    const entry = await get('/widgets/app-shell.js', 'gzip')
    expect(entry.headers.get('content-encoding')).toBe('gzip')
    expect(entry.headers.get('access-control-allow-origin')).toBe('*')
    expect(entry.headers.get('cache-control')).toBe('no-cache')
    expect(await decoded(entry)).toEqual(bytesOf('widgets/app-shell.js'))
  })

  it('never serves a compressed copy by its own URL', async () => {
    for (const path of [
      '/_astro/app.Ab12Cd.js.br',
      '/_astro/app.Ab12Cd.js.gz',
      '/index.html.BR',
      '/index.html.gz',
    ]) {
      const res = await get(path, 'br, gzip')
      expect(res.status, path).toBe(404)
      // The site's 404 page, itself compressed.
      expect((await decoded(res)).toString(), path).toContain('<title>Not found</title>')
    }
    const widget = await get('/widgets/chunks/shared-9f8e7d.js.br', 'br')
    expect(widget.status).toBe(404)
    expect(widget.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('ignores copies older than their file, and sends small files plain', async () => {
    const stale = await get('/stale.js', 'br, gzip')
    expect(stale.status).toBe(200)
    expect(stale.headers.get('content-encoding')).toBeNull()
    expect(await body(stale)).toEqual(bytesOf('site/stale.js'))
    const small = await get('/small.js', 'br, gzip')
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(small.headers.get('vary')).toBe('Accept-Encoding')
    expect(await small.text()).toBe(files['site/small.js'])
  })

  it('compresses the examples on request, without writing beside them', async () => {
    const first = await get('/examples/', 'br')
    expect(first.headers.get('content-encoding')).toBe('br')
    expect(first.headers.get('cache-control')).toBe('no-cache')
    const sent = await body(first)
    expect(first.headers.get('content-length')).toBe(String(sent.length))
    expect(brotliDecompressSync(sent)).toEqual(bytesOf('examples/index.html'))
    const second = await get('/examples/index.html', 'br', {
      headers: { 'If-None-Match': first.headers.get('etag') ?? '' },
    })
    expect(second.status).toBe(304)
    const head = await get('/examples/', 'gzip', { method: 'HEAD' })
    expect(head.headers.get('content-encoding')).toBe('gzip')
    const gz = await get('/examples/', 'gzip')
    expect(head.headers.get('content-length')).toBe(String((await body(gz)).length))
    expect((await get('/examples/tiny.html', 'br')).headers.get('content-encoding')).toBeNull()
    await expect(stat(join(root, 'examples/index.html.br'))).rejects.toThrow()
  })
})

describe('the generated examples index', () => {
  let root: string
  const reference = `<!doctype html><title>Shwe elements</title>${'<p>every element, its attributes and events</p>'.repeat(40)}`
  const files: Record<string, string> = {
    'site/404.html': '<!doctype html><title>Not found</title>',
    // A hand-written index left in the examples folder must not win over the generated one.
    'examples/index.html': '<!doctype html><title>Old hand-written index</title>',
    'examples/partner-2d.html': '<!doctype html><title>Partner 2D</title>',
    'dist/examples/index.html': reference,
    'dist/examples/secret.txt': 'beside the index, never served',
  }

  const appWith = (examplesIndex: string) =>
    staticApp({ siteDir: join(root, 'site'), examplesDir: join(root, 'examples'), examplesIndex })

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'shwe-static-examples-'))
    for (const [path, text] of Object.entries(files)) {
      await mkdir(dirname(join(root, path)), { recursive: true })
      await writeFile(join(root, path), text)
    }
  })

  afterAll(async () => {
    await rm(root, { recursive: true, force: true })
  })

  it('answers /examples, /examples/ and /examples/index.html with the generated page', async () => {
    const app = appWith(join(root, 'dist/examples/index.html'))
    for (const path of ['/examples', '/examples/', '/examples/index.html']) {
      const res = await app.request(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type'), path).toBe('text/html; charset=utf-8')
      expect(res.headers.get('cache-control'), path).toBe('no-cache')
      expect(directive(res, 'frame-ancestors'), path).toBe("'self'")
      expect(await res.text(), path).toBe(reference)
    }
    const head = await app.request('/examples/', { method: 'HEAD' })
    expect(head.headers.get('content-length')).toBe(String(reference.length))
    expect(await head.text()).toBe('')
  })

  it('compresses the generated page on request, as the other example pages', async () => {
    const app = appWith(join(root, 'dist/examples/index.html'))
    const res = await app.request('/examples/', { headers: { 'Accept-Encoding': 'br' } })
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(reference)
    await expect(stat(join(root, 'dist/examples/index.html.br'))).rejects.toThrow()
  })

  it('still serves the other example pages from the examples folder, and nothing else beside the index', async () => {
    const app = appWith(join(root, 'dist/examples/index.html'))
    const page = await app.request('/examples/partner-2d.html')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<title>Partner 2D</title>')
    for (const path of [
      '/examples/secret.txt',
      '/examples/..%2fdist%2fexamples%2fsecret.txt',
      '/examples/%2e%2e/dist/examples/secret.txt',
      '/examples/index.html/..%2fsecret.txt',
    ]) {
      const res = await app.request(path)
      expect(res.status, path).toBe(404)
      expect(await res.text(), path).not.toContain('never served')
    }
  })

  it('answers 404 for the index while it is not built', async () => {
    const app = appWith(join(root, 'dist/examples/missing.html'))
    for (const path of ['/examples', '/examples/', '/examples/index.html']) {
      const res = await app.request(path)
      expect(res.status, path).toBe(404)
      expect(await res.text(), path).toContain('<title>Not found</title>')
    }
    expect((await app.request('/examples/partner-2d.html')).status).toBe(200)
  })
})
