/**
 * A strict Content-Security-Policy (safety T19), in Chromium against the built product: the `/embed/<area>` frames
 * inside a partner's page on another origin and the redirects load without a single CSP violation, and every
 * document the product sends carries the policy and the security headers. The pages still work under it: the
 * islands hydrate and answer a click, the service worker registers on `/`.
 *
 * Every route of the site's table, signed out and signed in, the examples, `/offline` and a 404 page are loaded
 * under the same watch by the accessibility sweep (e2e/a11y.ts), which loads each of them anyway.
 */
import type { Browser, BrowserContext, Frame, Page, Response } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ELEMENTS, type ElementName } from '../widgets/elements.ts'
import { POLL_MS } from './chromium.ts'
import { hydrated, usePartnerProductAndBrowser } from './harness.ts'
import { expectSecureDocuments, type PolicyWatch, watchPolicy } from './policy.ts'

const run = usePartnerProductAndBrowser()

/** A browser profile watched for CSP violations, with the home's advertisement shut (it would cover the page). */
interface Watched extends PolicyWatch {
  context: BrowserContext
}

async function watchedContext(options: Parameters<Browser['newContext']>[0] = {}): Promise<Watched> {
  const context = await run.browser.newContext({ viewport: { width: 1280, height: 900 }, ...options })
  const watch = await watchPolicy(context, run.product.url)
  await context.addInitScript(() => sessionStorage.setItem('ads_popup_shown', '1'))
  return { context, ...watch }
}

const expectSecure = (documents: readonly Response[]) =>
  expectSecureDocuments(documents, [new URL(run.partner.url).origin])

/** Opens `path` of the product and waits until every island hydrated and the network is quiet. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(new URL(path, run.product.url).href)
  await hydrated(page)
  // The live 2D stream keeps one request open: quiet enough is fine. A screen that sends a signed-out player to
  // /login has loaded that page by then, and it is hydrated too.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {})
  await hydrated(page)
}

describe('the islands under the policy', () => {
  it('hydrates islands that answer a click', async () => {
    const signedOut = await watchedContext()
    const page = await signedOut.context.newPage()
    await visit(page, '/ranking')
    await expect.poll(() => page.locator('li[data-highlighted]').count(), { timeout: 15_000 }).toBe(10)
    await page.getByRole('button', { name: /^Language/ }).click()
    await page.getByRole('menuitemradio', { name: 'မြန်မာ' }).click()
    await page.getByRole('heading', { name: 'လ၏ ဆုရှင်များ' }).waitFor()
    expect(signedOut.violations).toEqual([])
    await signedOut.context.close()
  })
})

describe('pages beside the route table', () => {
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
        await expectSecure(watched.documents)
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
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        polling: POLL_MS,
      })
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
          { timeout: 20_000, polling: POLL_MS },
        )
        await frame.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {})
        expect(watched.violations).toEqual([])
        const embeds = watched.documents.filter((response) =>
          new URL(response.url()).pathname.startsWith('/embed/'),
        )
        expect(embeds.length).toBe(1)
        await expectSecure(embeds)
      } finally {
        await watched.context.close()
      }
    },
  )
})
