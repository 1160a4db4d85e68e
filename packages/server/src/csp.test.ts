import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fixedClock } from '@shwe/domain'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app.ts'
import { type AppConfig, resolveConfig } from './config.ts'
import { configFromEnv } from './config-env.ts'
import { banners } from './content/schema.ts'
import { inlineScriptHashes, inlineScripts, pagePolicy, sameSiteLocation } from './csp.ts'
import { mountStatic } from './static.ts'
import { openMigrated, type TestHandle, testDatabases } from './test-db.ts'
import { staticApp } from './test-http.ts'

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`

/** A response's Content-Security-Policy as directive name → sources. */
function policyOf(res: Response): Map<string, string[]> {
  const header = res.headers.get('content-security-policy') ?? ''
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  )
}

/** What T19 asks of every HTML response, plus the page's own inline scripts by hash and nothing inline else. */
function expectStrictPage(res: Response, hashes: readonly string[], label: string) {
  const policy = policyOf(res)
  expect(policy.get('script-src'), label).toEqual(["'self'", ...hashes])
  expect(policy.get('object-src'), label).toEqual(["'none'"])
  expect(policy.get('base-uri'), label).toEqual(["'none'"])
  expect(policy.get('form-action'), label).toEqual(["'self'"])
  expect(policy.get('default-src'), label).toEqual(["'self'"])
  expect(res.headers.get('x-content-type-options'), label).toBe('nosniff')
  expect(res.headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin')
}

describe('inlineScripts', () => {
  it('takes the text of inline scripts, classic and module, and leaves scripts with a src out', () => {
    const html =
      '<!doctype html><head><script>one()</script><script type="module">two()</script>' +
      '<script type="module" src="/_astro/page.js"></script><script SRC=/x.js></script>' +
      '<script data-src="/not-a-src.js">three()</script></head>'
    expect(inlineScripts(html)).toEqual(['one()', 'two()', 'three()'])
  })

  it('reads tags as the browser does: any case, `>` inside quoted attributes, the end tag with spaces', () => {
    const html = '<SCRIPT data-note="a > b">one()</SCRIPT ><script\ttype="module">two()</script\n>'
    expect(inlineScripts(html)).toEqual(['one()', 'two()'])
  })

  it('skips what only looks like a script: in comments, in text elements', () => {
    const html =
      '<!-- <script>commented()</script> --><!--><script>afterEmptyComment()</script>' +
      '<title><script>title()</script></title><textarea><script>typed()</script></textarea>' +
      '<style>/* <script>styled()</script> */</style><noscript><script>noscript()</script></noscript>' +
      '<script>last()</script>'
    expect(inlineScripts(html)).toEqual(['afterEmptyComment()', 'last()'])
  })

  it('leaves out the page’s JSON data, which never runs, but not a script of another type', () => {
    const html =
      '<script type="application/json" data-shwe-texts>{"a":1}</script><script type=APPLICATION/JSON>{}</script>' +
      '<script type="text/javascript">one()</script><script type="application/json-not">two()</script>'
    expect(inlineScripts(html)).toEqual(['one()', 'two()'])
  })

  it('keeps the text exactly, with line breaks as the parser makes them', () => {
    expect(inlineScripts('<script>\n  a()\n</script>')).toEqual(['\n  a()\n'])
    expect(inlineScriptHashes('<script>a\r\nb</script>')).toEqual([
      "'sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg='",
    ])
  })

  it('hashes each script once, as CSP writes it', () => {
    const html = '<script>alert(1)</script><p>between</p><script>alert(1)</script>'
    expect(inlineScriptHashes(html)).toEqual(["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"])
    expect(inlineScriptHashes('<p>no script</p>')).toEqual([])
  })
})

describe('pagePolicy', () => {
  const base = { scriptHashes: [], frameAncestors: ["'self'"], imageHosts: [], isHttps: false }

  it('lets scripts come only from this origin or by hash, never inline or by eval', () => {
    const policy = pagePolicy({ ...base, scriptHashes: ["'sha256-abc='"] })
    expect(policy).toContain("script-src 'self' 'sha256-abc='")
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'none'")
    expect(policy).not.toContain('upgrade-insecure-requests')
  })

  it('adds the image hosts to pictures and videos, and upgrades plain addresses over https', () => {
    const policy = pagePolicy({ ...base, imageHosts: ['https://cdn.example'], isHttps: true })
    expect(policy).toContain("img-src 'self' blob: https://cdn.example")
    expect(policy).toContain("media-src 'self' https://cdn.example")
    expect(policy).toContain("connect-src 'self';")
    expect(policy.endsWith('upgrade-insecure-requests')).toBe(true)
  })
})

describe('sameSiteLocation', () => {
  it.each([
    ['//wallet', '/wallet'],
    ['/\\wallet', '/wallet'],
    ['///evil.example/', '/evil.example/'],
    ['\\\\evil.example', '/evil.example'],
    ['\t//evil.example', '/evil.example'],
    ['/\t/\n\\evil.example', '/evil.example'],
    ['\u0001//evil.example', '/evil.example'],
    ['/ranking?tab=Ranking', '/ranking?tab=Ranking'],
  ])('%s → %s', (location, expected) => {
    expect(sameSiteLocation(location)).toBe(expected)
  })
})

describe('IMAGE_HOSTS', () => {
  it('reads a list of origins, wildcards for subdomains allowed', () => {
    const config = configFromEnv({ IMAGE_HOSTS: 'https://cdn.example, https://*.pictures.example' })
    expect(resolveConfig(config).imageHosts).toEqual(['https://cdn.example', 'https://*.pictures.example'])
  })

  it.each([
    'cdn.example',
    'https://cdn.example/games/',
    "https://cdn.example; script-src 'unsafe-inline'",
    'https://*',
    'javascript:alert(1)',
  ])('refuses %j at start-up', (host) => {
    expect(() => resolveConfig({ imageHosts: [host] })).toThrow(/imageHosts/)
  })
})

// Inline scripts as the Astro build writes them: the island loader, hydration, the service worker's registration.
const LOADER = '(()=>{var e=async t=>{await(await t())()};(self.Astro||(self.Astro={})).load=e})();'
const HYDRATION = '(()=>{customElements.define("astro-island",class extends HTMLElement{})})();'
const REGISTER = "'serviceWorker'in navigator&&navigator.serviceWorker.register('/sw.js')"
const MISSING = 'document.title="Not found"'
const EXAMPLE = "\n      document.addEventListener('authchange', () => {})\n    "
const REFERENCE = 'customElements.whenDefined("shwe-wallet")'
const sitePage = (title: string, scripts: string[]) =>
  `<!doctype html><html><head><title>${title}</title>${scripts.map((s) => `<script>${s}</script>`).join('')}` +
  `<script type="module" src="/_astro/page.Ab12Cd.js"></script></head><body><h1>${title}</h1></body></html>`

describe('the security headers of what the static layer sends', () => {
  let root: string
  const files: Record<string, string> = {
    'site/index.html': sitePage('Home', [LOADER, HYDRATION, REGISTER]),
    'site/wallet/index.html': sitePage('Wallet', [LOADER, HYDRATION, REGISTER]),
    'site/ranking/index.html': sitePage('Ranking', [LOADER, REGISTER]),
    'site/evil.example/index.html': sitePage('A page with a host for a name', []),
    'site/offline/index.html': sitePage('Offline', []),
    'site/404.html': sitePage('Not found', [LOADER, MISSING]),
    'site/embed/wallet/index.html':
      '<!doctype html><title>Wallet frame</title><script type="module" src="/widgets/wallet.js"></script>',
    'site/_astro/page.Ab12Cd.js': 'export {}',
    'site/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    'site/sw.js': 'self.addEventListener("fetch", () => {})',
    'widgets/wallet.js': 'export const wallet = 1',
    'examples/partner-frame.html': `<!doctype html><title>Partner</title><script type="module">${EXAMPLE}</script>`,
    'dist/examples/index.html': `<!doctype html><title>Elements</title><script>${REFERENCE}</script>`,
  }
  let app: Hono

  const appWith = (config: Partial<AppConfig> = {}) =>
    staticApp(
      {
        siteDir: join(root, 'site'),
        widgetsDir: join(root, 'widgets'),
        examplesDir: join(root, 'examples'),
        examplesIndex: join(root, 'dist/examples/index.html'),
      },
      { partnerOrigins: ['https://news.example'], imageHosts: ['https://cdn.example'], ...config },
    )

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'shwe-csp-'))
    for (const [path, text] of Object.entries(files)) {
      await mkdir(dirname(join(root, path)), { recursive: true })
      await writeFile(join(root, path), text)
    }
    app = appWith()
  })

  afterAll(async () => {
    await rm(root, { recursive: true, force: true })
  })

  it('gives every kind of HTML page a strict policy with the hashes of its own inline scripts', async () => {
    const site = [hashOf(LOADER), hashOf(HYDRATION), hashOf(REGISTER)]
    for (const [path, hashes, status] of [
      ['/', site, 200],
      ['/wallet', site, 200],
      ['/ranking/', [hashOf(LOADER), hashOf(REGISTER)], 200],
      ['/offline', [], 200],
      ['/no/such/page', [hashOf(LOADER), hashOf(MISSING)], 404],
      ['/embed/wallet?screen=home', [], 200],
      ['/examples/', [hashOf(REFERENCE)], 200],
      ['/examples/partner-frame.html', [hashOf(EXAMPLE)], 200],
      ['/examples/missing.html', [hashOf(LOADER), hashOf(MISSING)], 404],
    ] as const) {
      const res = await app.request(path)
      expect(res.status, path).toBe(status)
      expect(res.headers.get('content-type'), path).toBe('text/html; charset=utf-8')
      expectStrictPage(res, hashes, path)
      const policy = policyOf(res)
      expect(policy.get('img-src'), path).toEqual(["'self'", 'blob:', 'https://cdn.example'])
      expect(policy.get('frame-src'), path).toEqual(["'self'"])
      expect(policy.get('style-src'), path).toEqual(["'self'", "'unsafe-inline'"])
      const isEmbed = path.startsWith('/embed/')
      expect(policy.get('frame-ancestors'), path).toEqual(
        isEmbed ? ["'self'", 'https://news.example'] : ["'self'"],
      )
      expect(res.headers.get('x-frame-options'), path).toBe(isEmbed ? null : 'SAMEORIGIN')
      expect(res.headers.get('strict-transport-security'), path).toBeNull()
    }
  })

  it('keeps the policy on HEAD, on a 304 and on a compressed page', async () => {
    const hashes = [hashOf(LOADER), hashOf(HYDRATION), hashOf(REGISTER)]
    const head = await app.request('/', { method: 'HEAD' })
    expectStrictPage(head, hashes, 'HEAD /')
    const again = await app.request('/', { headers: { 'If-None-Match': head.headers.get('etag') ?? '' } })
    expect(again.status).toBe(304)
    expect(policyOf(again).get('script-src')).toEqual(["'self'", ...hashes])
    const compressed = await app.request('/examples/partner-frame.html', {
      headers: { 'Accept-Encoding': 'br' },
    })
    expectStrictPage(compressed, [hashOf(EXAMPLE)], 'compressed example')
  })

  it('takes new hashes from a page that changed on disk', async () => {
    const path = join(root, 'site/ranking/index.html')
    const changed = 'window.rankingVersion = 2'
    await writeFile(path, sitePage('Ranking', [LOADER, changed]))
    const later = new Date(Date.now() + 5_000)
    await utimes(path, later, later)
    const res = await app.request('/ranking')
    expect(await res.text()).toContain(changed)
    expectStrictPage(res, [hashOf(LOADER), hashOf(changed)], 'changed page')
    expect(policyOf(res).get('script-src')).not.toContain(hashOf(REGISTER))
  })

  it('hashes a page as it is rewritten on the way out, not as it was built', async () => {
    const written = 'window.written = true'
    let script = written
    const rewriting = new Hono()
    mountStatic(
      rewriting,
      { siteDir: join(root, 'site') },
      { rewritePage: async (html) => html.replace('</head>', `<script>${script}</script></head>`) },
    )
    const first = await rewriting.request('/wallet')
    expect(await first.text()).toContain(`<script>${written}</script>`)
    expectStrictPage(
      first,
      [hashOf(LOADER), hashOf(HYDRATION), hashOf(REGISTER), hashOf(written)],
      'rewritten',
    )
    script = 'window.written = "again"'
    const second = await rewriting.request('/wallet')
    expect(policyOf(second).get('script-src')).toContain(hashOf(script))
    expect(policyOf(second).get('script-src')).not.toContain(hashOf(written))
  })

  it('never redirects off the site, and a redirect carries the headers of a page', async () => {
    for (const [path, location] of [
      ['//Wallet', '/wallet'],
      ['//wallet', '/wallet'],
      ['/\\Wallet', '/wallet'],
      ['////Wallet?tab=home', '/wallet?tab=home'],
      ['///evil.example/', '/evil.example/'],
      ['///Evil.example/', '/evil.example/'],
      ['/Ranking?tab=Ranking', '/ranking?tab=Ranking'],
    ] as const) {
      const res = await app.request(path)
      expect(res.status, path).toBe(301)
      expect(res.headers.get('location'), path).toBe(location)
      expectStrictPage(res, [], path)
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN')
    }
    for (const path of [
      '///no-such.example/',
      '/%2F%2Fevil.example',
      '/%2F%2FEvil.example',
      '/%5CEvil.example',
    ]) {
      const res = await app.request(path)
      expect(res.status, path).toBe(404)
      expect(res.headers.get('location'), path).toBeNull()
    }
  })

  it('sends Strict-Transport-Security over https only: directly, or through the trusted proxy', async () => {
    const trusting = appWith({ trustProxy: true })
    // The one trusted proxy appends the client to X-Forwarded-For and says https.
    const forwarded = {
      headers: {
        'X-Forwarded-For': '198.51.100.7',
        'X-Forwarded-Proto': 'https',
        'X-Forwarded-Host': 'shwe.example',
      },
    }
    const paths = [
      '/',
      '/Wallet',
      '/no/such/page',
      '/_astro/page.Ab12Cd.js',
      '/widgets/wallet.js',
      '/widgets/nope.js',
    ]
    for (const path of paths) {
      for (const res of [
        await app.request(`https://shwe.example${path}`),
        await trusting.request(`http://internal:4321${path}`, forwarded),
      ]) {
        expect(res.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains')
      }
      for (const res of [
        await app.request(`http://shwe.example${path}`),
        await app.request(`http://shwe.example${path}`, forwarded),
        await trusting.request(`http://shwe.example${path}`),
      ]) {
        expect(res.headers.get('strict-transport-security'), path).toBeNull()
      }
    }
    const page = await app.request('https://shwe.example/')
    expect(policyOf(page).has('upgrade-insecure-requests')).toBe(true)
    expect(policyOf(await app.request('http://shwe.example/')).has('upgrade-insecure-requests')).toBe(false)
  })

  it('lets nothing run in a file opened as a document, and keeps scripts and widgets as they were', async () => {
    const svg = await app.request('/logo.svg')
    expect(svg.headers.get('content-type')).toBe('image/svg+xml')
    expect(policyOf(svg).get('default-src')).toEqual(["'none'"])
    expect(policyOf(svg).get('frame-ancestors')).toEqual(["'none'"])
    expect(svg.headers.get('x-content-type-options')).toBe('nosniff')
    // A policy on the service worker's script would bind the worker; other scripts ignore one.
    for (const path of ['/sw.js', '/_astro/page.Ab12Cd.js', '/widgets/wallet.js']) {
      const res = await app.request(path)
      expect(res.headers.get('content-security-policy'), path).toBeNull()
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff')
    }
    const widget = await app.request('/widgets/wallet.js', { headers: { Origin: 'https://partner.example' } })
    expect(widget.headers.get('access-control-allow-origin')).toBe('*')
    expect(widget.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    const missing = await app.request('/widgets/nope.js')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('access-control-allow-origin')).toBe('*')
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff')
    expect(policyOf(missing).get('default-src')).toEqual(["'none'"])
  })
})

describe.each(testDatabases)('a page with its first banner written in, on $name', (database) => {
  let handle: TestHandle
  let root: string
  const home =
    `<!doctype html><html><head><meta charset="utf-8"><title>Home</title><script>${LOADER}</script></head>` +
    '<body><div class="Frame" data-first-banner=""></div></body></html>'

  beforeAll(async () => {
    handle = await openMigrated(database)
    await handle.db.insert(banners).values([{ image: 'media/banners/welcome-bonus.svg' }])
    root = await mkdtemp(join(tmpdir(), 'shwe-csp-hints-'))
    await writeFile(join(root, 'index.html'), home)
  })

  afterAll(async () => {
    await handle?.close()
    await rm(root, { recursive: true, force: true })
  })

  it('keeps the hashes of its scripts and allows the painted style attribute', async () => {
    const app = createApp({
      db: handle.db,
      clock: fixedClock('2026-11-22T10:00:00Z'),
      config: { static: { siteDir: root } },
    })
    const res = await app.request('/')
    expect(await res.text()).toContain('data-first-banner="painted" style="background-image:url(')
    expectStrictPage(res, [hashOf(LOADER)], 'painted home')
    expect(policyOf(res).get('style-src')).toContain("'unsafe-inline'")
    expect(policyOf(res).get('img-src')).toEqual(["'self'", 'blob:'])
  })
})
