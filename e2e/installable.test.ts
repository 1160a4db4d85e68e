/**
 * The installable site in Chromium: a valid manifest whose icons load at their stated sizes, the service worker
 * taking over the site's pages, the offline page in the player's language for any page once the network is cut
 * (API calls fail instead of coming from a cache), a page again once the network is back, win notices shown
 * from a push, and no service worker for the `/embed/` frames.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectAccessible, VIEWPORTS } from './a11y.ts'
import { POLL_MS } from './chromium.ts'
import { useProductAndBrowser } from './harness.ts'

// The desktop browser: the headless shell shows no notifications.
const run = useProductAndBrowser({}, { desktop: true })

const OFFLINE = {
  en: { title: 'You are offline', retry: 'Try again' },
  mm: { title: 'အင်တာနက် ချိတ်ဆက်မှု မရှိပါ', retry: 'ထပ်မံကြိုးစားရန်' },
}

/** Width and height from a PNG's header (the IHDR chunk right after the signature). */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  expect([...bytes.subarray(0, 8)]).toEqual(signature)
  expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe('IHDR')
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

/** While this is in the tab's session storage, pages do not hear that the browser is online again. */
const HOLD_ONLINE = 'e2e-hold-online'

/** A context that lets the site's service worker run, whatever the defaults say. */
async function newContext(viewport: { width: number; height: number } = VIEWPORTS.phone) {
  const context = await run.browser.newContext({ viewport, serviceWorkers: 'allow' })
  // Runs before the page's own scripts, so it can stop the event before they hear it.
  await context.addInitScript((key) => {
    window.addEventListener('online', (event) => {
      if (sessionStorage.getItem(key)) event.stopImmediatePropagation()
    })
  }, HOLD_ONLINE)
  return context
}

/** Opens `path` and waits until the service worker controls the page. */
async function openControlled(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage()
  await page.goto(`${run.product.url}${path}`)
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    polling: POLL_MS,
  })
  return page
}

/** The faces Chromium draws an element's text with (catches Burmese drawn as empty boxes by a Latin face). */
async function renderedFaces(cdp: CDPSession, selector: string): Promise<string[]> {
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  return fonts.map((font) => font.familyName)
}

const offlineHeading = (page: Page, language: keyof typeof OFFLINE = 'en') =>
  page.getByRole('heading', { name: OFFLINE[language].title, level: 1 })

describe('installable app', () => {
  it('serves a valid manifest with icons that load at their stated sizes', async () => {
    const reply = await fetch(`${run.product.url}/manifest.webmanifest`)
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-type')).toMatch(/^application\/manifest\+json/)
    const manifest = (await reply.json()) as {
      icons: { src: string; sizes: string; type: string; purpose?: string }[]
    }
    expect(manifest).toMatchObject({
      name: 'Shwe',
      short_name: 'Shwe',
      start_url: '/?type=all',
      scope: '/',
      display: 'standalone',
      theme_color: '#1a1d24',
      background_color: '#0f1115',
    })
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png')
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ])
    for (const icon of [...pngs, { src: '/icons/apple-touch-icon.png', sizes: '180x180' }]) {
      const image = await fetch(new URL(icon.src, run.product.url))
      expect(image.headers.get('content-type'), icon.src).toBe('image/png')
      const { width, height } = pngSize(new Uint8Array(await image.arrayBuffer()))
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes)
    }
    expect((await fetch(new URL('/?type=all', run.product.url))).status).toBe(200)
  })

  it('installs: Chromium reads the manifest without errors and finds nothing missing once the worker runs', async () => {
    const context = await newContext()
    const page = await openControlled(context, '/?type=all')
    const cdp = await context.newCDPSession(page)
    const manifest = await cdp.send('Page.getAppManifest')
    expect(manifest.url).toBe(`${run.product.url}/manifest.webmanifest`)
    expect(manifest.errors).toEqual([])
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    // The test's browser context is a private one, which Chromium never installs from; that is about the
    // browser, not the site.
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([])
    await context.close()
  })

  it('shows the offline page for any page with the network cut, never answers the API from a cache, and recovers', async () => {
    const context = await newContext()
    const page = await openControlled(context, '/')
    // The worker keeps the shell and nothing from the API.
    const cached = await page.evaluate(async () => {
      const urls: string[] = []
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname)
      }
      return urls
    })
    expect(cached).toContain('/offline')
    expect(cached.filter((path) => /^\/(?:api|embed|examples|widgets)\//.test(path))).toEqual([])

    await context.setOffline(true)
    for (const path of ['/wallet', '/2d']) {
      const reply = await page.goto(`${run.product.url}${path}`)
      expect(reply?.ok(), path).toBe(true)
      await offlineHeading(page).waitFor()
      expect(page.url()).toBe(`${run.product.url}${path}`)
    }
    expect(await page.getByRole('button', { name: OFFLINE.en.retry }).isVisible()).toBe(true)
    await expectAccessible(page, { label: 'the offline page in English at phone size' })

    const api = await page.evaluate(async () => {
      try {
        const reply = await fetch('/api/game_types')
        return `answered ${reply.status}`
      } catch {
        return 'failed'
      }
    })
    expect(api).toBe('failed')

    // In the player's language.
    await page.evaluate(() => localStorage.setItem('lan', 'mm'))
    await page.reload()
    await offlineHeading(page, 'mm').waitFor()
    expect(await page.locator('html').getAttribute('lang')).toBe('my')
    expect(await page.title()).toBe(`${OFFLINE.mm.title} · Shwe`)
    await expectAccessible(page, { label: 'the offline page in Burmese at phone size' })
    await page.setViewportSize(VIEWPORTS.desktop)
    await expectAccessible(page, { label: 'the offline page in Burmese at desktop size' })

    // Back online, the offline page reloads by itself.
    await context.setOffline(false)
    await page.waitForFunction(() => document.querySelector('astro-island') !== null, undefined, {
      polling: POLL_MS,
    })
    expect(new URL(page.url()).pathname).toBe('/2d')
    expect(await offlineHeading(page, 'mm').count()).toBe(0)

    // With that held back (as when the browser does not notice the network coming back), "Try again" brings
    // the page.
    await page.evaluate((key) => sessionStorage.setItem(key, 'yes'), HOLD_ONLINE)
    await context.setOffline(true)
    await page.goto(`${run.product.url}/ranking`)
    await offlineHeading(page, 'mm').waitFor()
    await context.setOffline(false)
    await page.waitForTimeout(300)
    expect(await offlineHeading(page, 'mm').isVisible()).toBe(true)
    await page.getByRole('button', { name: OFFLINE.mm.retry }).click()
    await page.waitForFunction(() => document.querySelector('astro-island') !== null, undefined, {
      polling: POLL_MS,
    })
    expect(new URL(page.url()).pathname).toBe('/ranking')
    await context.close()
  })

  it("draws the offline page in Burmese with the Burmese face from the worker's cache", async () => {
    const context = await newContext()
    const page = await openControlled(context, '/')
    await page.evaluate(() => localStorage.setItem('lan', 'mm'))
    const fonts: string[] = []
    page.on('response', (reply) => {
      if (reply.url().endsWith('.woff2')) fonts.push(`${reply.status()} ${reply.fromServiceWorker()}`)
    })
    // Attached before the network is cut: closing a DevTools session would end Chromium's offline emulation.
    const cdp = await context.newCDPSession(page)
    await cdp.send('DOM.enable')
    await cdp.send('CSS.enable')
    await context.setOffline(true)
    await page.goto(`${run.product.url}/3d`)
    await offlineHeading(page, 'mm').waitFor()
    for (const selector of ['h1', 'p', 'button']) {
      await expect.poll(() => renderedFaces(cdp, selector), { timeout: 5_000 }).toContain('Noto Sans Myanmar')
    }
    expect(fonts.length).toBeGreaterThan(0)
    expect(new Set(fonts)).toEqual(new Set(['200 true']))
    await context.close()
  })

  it('shows a pushed win notice, and nothing for a payload of another shape', async () => {
    const context = await newContext()
    await context.grantPermissions(['notifications'], { origin: run.product.url })
    const page = await openControlled(context, '/')
    const cdp = await context.newCDPSession(page)
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find(
          (entry) => entry.scopeURL === `${run.product.url}/` && !entry.isDeleted,
        )
        if (found) resolve(found.registrationId)
      })
    })
    await cdp.send('ServiceWorker.enable')
    const push = async (data: string) =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: run.product.url,
        registrationId: await registrationId,
        data,
      })
    const notices = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready
        return (await registration.getNotifications()).map((notice) => ({
          title: notice.title,
          body: notice.body,
          tag: notice.tag,
          data: notice.data as unknown,
        }))
      })

    await push('not json')
    await push(JSON.stringify({ title: 'No body' }))
    const win = { title: 'You won!', body: '2D 12 paid 8,500 Ks', url: '/morning-bet-slip', tag: 'win-12' }
    await push(JSON.stringify(win))
    await expect
      .poll(notices, { timeout: 10_000 })
      .toEqual([{ title: win.title, body: win.body, tag: win.tag, data: { url: win.url } }])
    await context.close()
  })

  it('registers no service worker for an /embed/ frame page, and one for a site page', async () => {
    const context = await newContext()
    const page = await context.newPage()
    await page.goto(`${run.product.url}/embed/2d-board`, { waitUntil: 'load' })
    await page.waitForTimeout(1_000)
    expect(
      await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length)),
    ).toBe(0)
    await page.goto(`${run.product.url}/about`, { waitUntil: 'load' })
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length)), {
        timeout: 10_000,
      })
      .toBe(1)
    await context.close()
  })
})
