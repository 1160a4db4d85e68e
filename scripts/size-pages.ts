/**
 * The JavaScript a player's Chromium fetches for each page of the site, as `npm run test:size` counts it: the
 * built product on a free port (fresh data, seeded as on a first start) and one phone-sized tab per profile (signed
 * out and signed in as the demo player, in English and in Burmese) with the browser's cache off, going from route
 * to route as a player does. For every page, each script response until the page is idle is counted at its body's
 * size on the wire (brotli, as the server sends it). Pictures are not drawn: they fetch no script.
 *
 * In Burmese the player has chosen the language before: its cookie is set, so the server sends the pages in
 * Burmese.
 *
 * A page is idle once it has loaded, its islands have hydrated (and, in Burmese, show Burmese) and nothing was
 * requested or received for `QUIET_MS`. A route that sends a
 * signed-out visitor to `/login` is counted as `/login`: only the last document's scripts count.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type CDPSession, chromium, type Page } from 'playwright-core'
import { CHROMIUM_FLAGS, POLL_MS, testBrowserPath } from '../e2e/chromium.ts'
import { LANGUAGE_COOKIE } from '../packages/contract/src/site.ts'
import { startServer } from '../packages/server/src/main.ts'
import { tableRoutes } from '../packages/session/src/routes.ts'
import { demoToken } from './demo-player.ts'

export interface Profile {
  signedIn: boolean
  language: 'en' | 'mm'
}

export const PROFILES: readonly Profile[] = [
  { signedIn: false, language: 'en' },
  { signedIn: false, language: 'mm' },
  { signedIn: true, language: 'en' },
  { signedIn: true, language: 'mm' },
]

export const profileName = ({ signedIn, language }: Profile) =>
  `${signedIn ? 'signed in' : 'signed out'}, ${language}`

export interface PageLoad {
  route: string
  profile: Profile
  /** The path the page ended on (a route that sends a signed-out visitor away ends on /login). */
  landedOn: string
  scripts: { path: string; bytes: number }[]
  bytes: number
}

/** How long a loaded page must go without network traffic to count as idle. */
const QUIET_MS = 400
/** A request with no news for this long is one the page no longer waits for. */
const STALLED_MS = 5_000
const PAGE_TIMEOUT_MS = 30_000
const PHONE = { width: 390, height: 844 }

/** Script bodies as they arrive on a tab, and when its page last sent or received anything. */
class ScriptWatch {
  readonly scripts = new Map<string, { url: string; headers: number; bytes: number }>()
  readonly inflight = new Set<string>()
  lastActivity = performance.now()

  constructor(cdp: CDPSession) {
    cdp.on('Network.requestWillBeSent', ({ requestId, type }) => {
      // A new document (the route, or /login after it): only its own scripts count.
      if (type === 'Document') this.reset()
      this.lastActivity = performance.now()
      // A live stream stays open for good; it is not a script.
      if (type !== 'EventSource') this.inflight.add(requestId)
    })
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      if (/javascript|ecmascript/.test(response.mimeType)) {
        this.scripts.set(requestId, { url: response.url, headers: response.encodedDataLength, bytes: 0 })
      }
    })
    cdp.on('Network.dataReceived', () => {
      this.lastActivity = performance.now()
    })
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      this.lastActivity = performance.now()
      this.inflight.delete(requestId)
      const script = this.scripts.get(requestId)
      if (script) script.bytes = encodedDataLength - script.headers
    })
    cdp.on('Network.loadingFailed', ({ requestId }) => {
      this.lastActivity = performance.now()
      this.inflight.delete(requestId)
    })
  }

  reset() {
    this.scripts.clear()
    this.inflight.clear()
    this.lastActivity = performance.now()
  }

  async idle(): Promise<void> {
    const started = performance.now()
    for (;;) {
      const quiet = performance.now() - this.lastActivity
      if (quiet >= QUIET_MS && (this.inflight.size === 0 || quiet >= STALLED_MS)) return
      if (performance.now() - started > PAGE_TIMEOUT_MS) throw new Error('the page did not go idle')
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}

async function openTab(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  profile: Profile,
  token: string,
  origin: string,
) {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' })
  // A player who chose the language before: the site keeps the choice in storage and in the cookie that has the
  // server send its pages in that language.
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: profile.language, url: origin }])
  await context.addInitScript(
    ({ language, token }) => {
      localStorage.setItem('lan', language)
      if (token) localStorage.setItem('token', token)
    },
    { language: profile.language, token: profile.signedIn ? token : '' },
  )
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  // Fonts and videos fetch no script; skipping them saves the machine's time, not the page's bytes.
  await cdp.send('Network.setBlockedURLs', { urls: ['*.woff2', '*.woff', '*.mp4', '*.webm'] })
  return { context, page, watch: new ScriptWatch(cdp) }
}

async function loadPage(page: Page, watch: ScriptWatch, origin: string, route: string, profile: Profile) {
  try {
    await page.goto(new URL(route, origin).href, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS })
    // Every island hydrated (or taken out, `client:shown`), then quiet: what hydration asked for has arrived.
    await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null, undefined, {
      timeout: PAGE_TIMEOUT_MS,
      polling: POLL_MS,
    })
    // Burmese: the shell's top bar has switched from the English it was rendered in (the texts have arrived).
    if (profile.language === 'mm') {
      await page.waitForFunction(
        () => /[\u1000-\u109f]/.test(document.querySelector('[data-scrolled]')?.textContent ?? ''),
        undefined,
        { timeout: PAGE_TIMEOUT_MS, polling: POLL_MS },
      )
    }
    await watch.idle()
  } catch (error) {
    throw new Error(`${route} (${profileName(profile)}): ${error instanceof Error ? error.message : error}`)
  }
  const scripts = [...watch.scripts.values()].map(({ url, bytes }) => ({
    path: new URL(url).pathname,
    bytes,
  }))
  return {
    route,
    profile,
    landedOn: new URL(page.url()).pathname,
    scripts,
    bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
  } satisfies PageLoad
}

/** Loads every route of `routes` (the site's route table) in every profile; starts and stops the product. */
export async function measurePages(routes: readonly string[] = tableRoutes()): Promise<PageLoad[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shwe-size-'))
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, log: false })
  const browser = await chromium.launch({
    executablePath: testBrowserPath(),
    args: [...CHROMIUM_FLAGS, '--blink-settings=imagesEnabled=false'],
  })
  try {
    const token = await demoToken(server.url)
    // The profiles go side by side: a tab waits for quiet as much as for the processor.
    const perProfile = await Promise.all(
      PROFILES.map(async (profile) => {
        const { context, page, watch } = await openTab(browser, profile, token, server.url)
        const loads: PageLoad[] = []
        for (const route of routes) loads.push(await loadPage(page, watch, server.url, route, profile))
        await context.close()
        return loads
      }),
    )
    return perProfile.flat()
  } finally {
    await browser.close()
    await server.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
