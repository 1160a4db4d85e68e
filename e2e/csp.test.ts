/**
 * A strict Content-Security-Policy on every page (safety T19), in Chromium against the built product: every route
 * of the site's table, signed out and signed in, the `/embed/<area>` frames inside a partner's page on another
 * origin, the examples, `/offline`, a 404 page and the redirects load without a single CSP violation, and every
 * document the product sends carries the policy and the security headers. The pages still work under it: the
 * islands hydrate and answer a click, the service worker registers on `/`.
 *
 * Violations are heard by a listener that every document, frames included, gets before any of its own scripts
 * (`addInitScript` is injected by the browser's tooling, whatever the page's policy), and in the console.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { ROUTES } from '@shwe/session'
import type { Browser, BrowserContext, Frame, Page, Response } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../packages/server/src/main.ts'
import { ELEMENTS, type ElementName } from '../widgets/elements.ts'
import { callApi, hydrated, usePartnerProductAndBrowser } from './harness.ts'

const run = usePartnerProductAndBrowser()

/** A browser profile that records every CSP violation, in any frame, and every document the product sent. */
interface Watched {
  context: BrowserContext
  violations: string[]
  documents: Response[]
}

async function watchedContext(options: Parameters<Browser['newContext']>[0] = {}): Promise<Watched> {
  const context = await run.browser.newContext({ viewport: { width: 1280, height: 900 }, ...options })
  const violations: string[] = []
  const documents: Response[] = []
  await context.exposeBinding('__cspViolation', ({ frame }, text: string) => {
    violations.push(`${frame.url()}: ${text}`)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation(text: string): void }).__cspViolation
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      )
    })
  })
  context.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text()))
      violations.push(`console: ${message.text()}`)
  })
  context.on('response', (response) => {
    const isOurs = new URL(response.url()).origin === new URL(run.product.url).origin
    if (isOurs && response.request().resourceType() === 'document') documents.push(response)
  })
  // Signed in or not, the home's advertisement stays shut: it would cover the page.
  await context.addInitScript(() => sessionStorage.setItem('ads_popup_shown', '1'))
  return { context, violations, documents }
}

/** The directives of a response's policy, by name. */
function policyOf(headers: Record<string, string>): Map<string, string[]> {
  const header = headers['content-security-policy'] ?? ''
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  )
}

/** Every document of the product (pages, frames, redirects) carries the strict policy and the page headers. */
async function expectSecureDocuments(documents: readonly Response[]): Promise<void> {
  expect(documents.length).toBeGreaterThan(0)
  for (const response of documents) {
    const url = new URL(response.url())
    const label = `${response.status()} ${url.pathname}${url.search}`
    const headers = await response.allHeaders()
    const policy = policyOf(headers)
    const scripts = policy.get('script-src') ?? []
    expect(scripts[0], label).toBe("'self'")
    expect(
      scripts.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)),
      label,
    ).toBe(true)
    expect(policy.get('object-src'), label).toEqual(["'none'"])
    expect(policy.get('base-uri'), label).toEqual(["'none'"])
    expect(policy.get('form-action'), label).toEqual(["'self'"])
    const isEmbed = url.pathname.startsWith('/embed/') && response.status() === 200
    const ancestors = isEmbed ? ["'self'", new URL(run.partner.url).origin] : ["'self'"]
    expect(policy.get('frame-ancestors'), label).toEqual(ancestors)
    expect(headers['x-frame-options'], label).toBe(isEmbed ? undefined : 'SAMEORIGIN')
    expect(headers['x-content-type-options'], label).toBe('nosniff')
    expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin')
    // Plain http: no Strict-Transport-Security, no upgrade.
    expect(headers['strict-transport-security'], label).toBeUndefined()
    expect(policy.has('upgrade-insecure-requests'), label).toBe(false)
  }
}

/** Opens `path` of the product and waits until every island hydrated and the network is quiet. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(new URL(path, run.product.url).href)
  await hydrated(page)
  // The live 2D stream keeps one request open: quiet enough is fine. A screen that sends a signed-out player to
  // /login has loaded that page by then, and it is hydrated too.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {})
  await hydrated(page)
}

/** Every route of the spec's table once: its path with the query the table names. */
const ROUTE_URLS = [
  ...new Set(
    ROUTES.map((rule) => (rule.query ? `${rule.path}?${new URLSearchParams(rule.query)}` : rule.path)),
  ),
]

describe('every route of the site', () => {
  let signedOut: Watched
  let signedIn: Watched

  beforeAll(async () => {
    signedOut = await watchedContext()
    signedIn = await watchedContext()
    const phone = `09${String(Date.now()).slice(-8)}`
    const reply = await callApi<{ data: { token: string } }>(run.product.url, 'POST', '/register', {
      body: {
        name: 'Policy Player',
        phone,
        password: 'secret123',
        password_confirmation: 'secret123',
        referral_code: 'SHWE2026',
      },
    })
    expect(reply.status).toBe(200)
    const { token } = reply.body.data
    await signedIn.context.addInitScript((value) => localStorage.setItem('token', value), token)
  })

  afterAll(async () => {
    await signedOut?.context.close()
    await signedIn?.context.close()
  })

  it.each(ROUTE_URLS)(
    '%s loads signed out and signed in without a CSP violation',
    async (route) => {
      // Both at once, each in its own context: the browser and the server have a core each.
      await Promise.all(
        [signedOut, signedIn].map(async (watched) => {
          watched.violations.length = 0
          watched.documents.length = 0
          const page = await watched.context.newPage()
          try {
            await visit(page, route)
            expect(watched.violations).toEqual([])
            await expectSecureDocuments(watched.documents)
            // Still signed in: the signed-in pages were shown, not a session ended by the server. (Read from
            // the profile, not the page: a signed-out visit to some screens moves on to /login.)
            const { origins } = await watched.context.storageState()
            const storage = origins.find(
              ({ origin }) => origin === new URL(run.product.url).origin,
            )?.localStorage
            expect(storage?.some(({ name }) => name === 'token') ?? false).toBe(watched === signedIn)
          } finally {
            await page.close()
          }
        }),
      )
    },
    // Two loads with hydration each: room for a machine under load.
    120_000,
  )

  it('hydrates islands that answer a click', async () => {
    signedOut.violations.length = 0
    const page = await signedOut.context.newPage()
    await visit(page, '/ranking')
    await expect.poll(() => page.locator('li[data-highlighted]').count(), { timeout: 15_000 }).toBe(10)
    await page.getByRole('button', { name: /^Language/ }).click()
    await page.getByRole('menuitemradio', { name: 'မြန်မာ' }).click()
    await page.getByRole('heading', { name: 'လ၏ ဆုရှင်များ' }).waitFor()
    expect(signedOut.violations).toEqual([])
    await page.close()
  })
})

describe('pages beside the route table', () => {
  const examples = readdirSync(join(REPO_ROOT, 'examples'))
    .filter((name) => name.endsWith('.html'))
    .map((name) => `/examples/${name}`)

  it.each(['/examples/', ...examples, '/offline', '/no-such-page'])(
    '%s loads without a CSP violation',
    async (path) => {
      const watched = await watchedContext()
      try {
        const page = await watched.context.newPage()
        await visit(page, path)
        // The example pages' module scripts ran: their elements are defined and have their shadow roots.
        if (path.startsWith('/examples/')) {
          await page.waitForFunction(
            () =>
              [...document.querySelectorAll('*')].some(
                (element) => element.tagName.startsWith('SHWE-') && element.shadowRoot !== null,
              ),
            undefined,
            { timeout: 20_000 },
          )
        }
        expect(watched.violations).toEqual([])
        await expectSecureDocuments(watched.documents)
        expect(watched.documents[0]?.status()).toBe(path === '/no-such-page' ? 404 : 200)
      } finally {
        await watched.context.close()
      }
    },
  )

  it('redirects capitalised and doubled paths to the page on this site, with the headers of a page', async () => {
    const watched = await watchedContext()
    try {
      const page = await watched.context.newPage()
      for (const [path, landing] of [
        ['/Promotion?tab=Promotion', '/promotion?tab=Promotion'],
        ['//Wallet', '/wallet'],
      ]) {
        watched.documents.length = 0
        await visit(page, `${run.product.url}${path}`)
        expect(page.url()).toBe(`${run.product.url}${landing}`)
        expect(watched.documents.map((response) => response.status())).toEqual([301, 200])
        expect(await watched.documents[0]?.headerValue('location')).toBe(landing)
        await expectSecureDocuments(watched.documents)
      }
      expect(watched.violations).toEqual([])
    } finally {
      await watched.context.close()
    }
  })

  it('registers the service worker on /', async () => {
    const watched = await watchedContext({ serviceWorkers: 'allow' })
    try {
      const page = await watched.context.newPage()
      await visit(page, '/')
      await page.evaluate(() => navigator.serviceWorker.ready)
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
      expect(watched.violations).toEqual([])
    } finally {
      await watched.context.close()
    }
  })
})

/** The frame of the Shwe site that an element in frame mode shows. */
async function frameOf(page: Page, name: string): Promise<Frame> {
  await expect
    .poll(() => page.frames().some((frame) => frame.url().includes(`/embed/${name}?`)), { timeout: 15_000 })
    .toBe(true)
  return page.frames().find((frame) => frame.url().includes(`/embed/${name}?`)) as Frame
}

describe('the /embed/ frames on a partner page', () => {
  it.each(Object.keys(ELEMENTS) as ElementName[])(
    '/embed/%s renders in the partner page without a CSP violation',
    async (name) => {
      const watched = await watchedContext()
      try {
        const page = await watched.context.newPage()
        await page.goto(`${run.partner.url}/element/${name}.html?mode=frame`)
        const frame = await frameOf(page, name)
        const { tag } = ELEMENTS[name]
        await frame.waitForFunction(
          (element) => (document.querySelector(element)?.shadowRoot?.textContent ?? '').trim().length > 0,
          tag,
          { timeout: 20_000 },
        )
        await frame.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {})
        expect(watched.violations).toEqual([])
        const embeds = watched.documents.filter((response) =>
          new URL(response.url()).pathname.startsWith('/embed/'),
        )
        expect(embeds.length).toBe(1)
        await expectSecureDocuments(embeds)
      } finally {
        await watched.context.close()
      }
    },
  )
})
