import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { COMPILE_HINT } from '../scripts/eager-compile.ts'
import { ARTIFACTS, demoContext, hydrated, useProductAndBrowser } from './harness.ts'

const run = useProductAndBrowser()

async function newPage(): Promise<Page> {
  const context = await run.browser.newContext({ viewport: { width: 1280, height: 900 } })
  return context.newPage()
}

const rows = (page: Page) => page.locator('li[data-highlighted]')

describe('/ranking', () => {
  it('shows the ten seeded winners with the top three highlighted', async () => {
    const page = await newPage()
    await page.goto(`${run.product.url}/ranking`)
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(10)
    expect(await page.getByRole('heading', { name: 'Winner of the Month' }).isVisible()).toBe(true)
    const highlighted = await rows(page).evaluateAll((items) =>
      items.map((i) => i.getAttribute('data-highlighted')),
    )
    expect(highlighted).toEqual(['true', 'true', 'true', ...Array(7).fill('false')])
    const first = (await rows(page).first().textContent()) ?? ''
    expect(first).toMatch(/^1\w{3}\*{4}\w{2}[\d,]+ MMK$/)
    const amounts = await rows(page).evaluateAll((items) =>
      items.map((i) => Number((i.lastElementChild?.textContent ?? '').replace(/[^\d.]/g, ''))),
    )
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a))
    await page.context().close()
  })

  it('switches to Burmese and keeps it after a reload', async () => {
    const page = await newPage()
    await page.goto(`${run.product.url}/ranking`)
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(10)
    await page.getByRole('button', { name: /^Language/ }).click()
    await page.getByRole('menuitemradio', { name: 'မြန်မာ' }).click()
    await page.getByRole('heading', { name: 'လ၏ ဆုရှင်များ' }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('lan'))).toBe('mm')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('my')
    // The choice is in the cookie too: the server sends the page in Burmese, so it paints in Burmese first.
    const served = await (await page.request.get(`${run.product.url}/ranking`)).text()
    expect(served).toContain('<html lang="my">')
    expect(served).toContain('<title>လ၏ ဆုရှင်များ · Shwe</title>')
    expect(served).not.toContain('Winner of the Month')
    await page.reload()
    await page.getByRole('heading', { name: 'လ၏ ဆုရှင်များ' }).waitFor()
    expect(await page.getByRole('heading', { name: 'Winner of the Month' }).count()).toBe(0)
    // And back: English pages again.
    await page.getByRole('button', { name: /^ဘာသာစကား/ }).click()
    await page.getByRole('menuitemradio', { name: 'English' }).click()
    await page.getByRole('heading', { name: 'Winner of the Month' }).waitFor()
    expect(await (await page.request.get(`${run.product.url}/ranking`)).text()).toContain('<html lang="en">')
    await page.context().close()
  })

  it('paints styled before hydration and does not shift when the island hydrates', async () => {
    const context = await run.browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.addInitScript(() => {
      type Shift = PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
      }
      const w = window as unknown as { __cls: number; __shifted: string[] }
      w.__cls = 0
      w.__shifted = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue
          w.__cls += entry.value
          for (const source of entry.sources ?? []) {
            const node = source.node as Element | undefined
            const { previousRect: a, currentRect: b } = source
            w.__shifted.push(
              `${node?.nodeName ?? '?'}.${node?.className ?? ''} ${entry.value.toFixed(4)} at ${Math.round(entry.startTime)}ms: ` +
                `${a.x},${a.y} ${a.width}x${a.height} → ${b.x},${b.y} ${b.width}x${b.height}`,
            )
          }
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    const page = await context.newPage()
    // Hold the island scripts back so the server-rendered page can be seen on its own.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_astro/*.js', async (route) => {
      await held
      await route.continue()
    })
    await page.goto(`${run.product.url}/ranking`, { waitUntil: 'domcontentloaded' })
    const title = page.getByRole('heading', { name: 'Winner of the Month' })
    await title.waitFor()
    expect(await title.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(245, 197, 66)')
    const boxBefore = await title.boundingBox()
    const listBefore = await page.getByRole('list', { name: 'Today' }).boundingBox()
    await page.screenshot({ path: join(ARTIFACTS, 'ranking-before-hydration.png') })

    release()
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(10)
    await page.waitForTimeout(300)
    await page.screenshot({ path: join(ARTIFACTS, 'ranking-after-hydration.png') })
    expect(await title.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(245, 197, 66)')
    expect(await title.boundingBox()).toEqual(boxBefore)
    expect(await page.getByRole('list', { name: 'Today' }).boundingBox()).toEqual(listBefore)
    const { cls, shifted } = await page.evaluate(() => {
      const w = window as unknown as { __cls: number; __shifted: string[] }
      return { cls: w.__cls, shifted: w.__shifted }
    })
    // Names what moved, so a failure says where to look.
    console.log(`/ranking cumulative layout shift: ${cls.toFixed(4)} ${shifted.join(', ')}`)
    expect(cls).toBeLessThanOrEqual(0.02)
    await context.close()
  })
})

describe('errors', () => {
  it('shows the error page for an unknown route', async () => {
    const page = await newPage()
    const response = await page.goto(`${run.product.url}/no-such-page`)
    expect(response?.status()).toBe(404)
    expect(await page.getByRole('heading', { name: 'Unexpected Application Error!' }).isVisible()).toBe(true)
    // Its islands hydrate with their texts: the top bar and the footer read as written, not as keys.
    await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null)
    expect(await page.locator('footer').textContent()).toContain('Copyright © 2019 Shwe')
    expect(await page.getByRole('button', { name: 'Login' }).first().isVisible()).toBe(true)
    await page.context().close()
  })
})

describe('examples', () => {
  it('renders the affiliate leaderboard inside a shadow root with its styles', async () => {
    const page = await newPage()
    await page.goto(`${run.product.url}/examples/affiliate-leaderboard.html`)
    const element = page.locator('shwe-leaderboard')
    await expect.poll(() => element.locator('li[data-highlighted]').count(), { timeout: 15_000 }).toBe(10)
    const inside = await element.evaluate((el) => {
      const root = el.shadowRoot
      const title = root?.querySelector('h2')
      return {
        isOpen: root?.mode,
        rowsInLightDom: el.querySelectorAll('li').length,
        styleTags: root?.querySelectorAll('style').length ?? 0,
        stylesInHead: document.head.querySelectorAll('style[data-styled]').length,
        titleColor: title ? getComputedStyle(title).color : null,
        titleText: title?.textContent,
      }
    })
    expect(inside).toEqual({
      isOpen: 'open',
      rowsInLightDom: 0,
      styleTags: 1,
      stylesInHead: 0,
      titleColor: 'rgb(245, 197, 66)',
      titleText: 'Winner of the Month',
    })
    // The page's own serif font does not leak in; the widget's stack does.
    const family = await element.evaluate(
      (el) => getComputedStyle(el.shadowRoot?.querySelector('section') as Element).fontFamily,
    )
    expect(family).toContain('Shwe Noto Sans Myanmar')
    await page.context().close()
  })

  it('shares one session between two elements on a page', async () => {
    const page = await newPage()
    await page.goto(`${run.product.url}/examples/partner-shared-session.html`)
    const first = page.locator('#first')
    const second = page.locator('#second')
    await first.getByRole('button', { name: 'Login' }).click()
    await first.getByLabel('Username').fill('demo')
    await first.getByLabel('Password', { exact: true }).fill('demo1234')
    await first.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Login' }).click()
    await expect
      .poll(() => second.getByLabel('Game balance').textContent(), { timeout: 15_000 })
      .toBe('150,000 Ks')
    expect(await first.getByLabel('Game balance').textContent()).toBe('150,000 Ks')
    expect(await second.getByRole('button', { name: 'Login' }).count()).toBe(0)
    await page.locator('shwe-account').getByText('demo', { exact: true }).waitFor()

    // A link to an area the page does not show is the partner's to handle.
    await first.getByRole('button', { name: 'Open menu' }).click()
    await first.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: '2D' }).click()
    await expect.poll(() => page.locator('#last-route').textContent()).toBe('/2d')
    expect(page.url()).toBe(`${run.product.url}/examples/partner-shared-session.html`)
    await page.keyboard.press('Escape')

    await second.getByRole('button', { name: 'Open menu' }).click()
    await second.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click()
    await first.getByRole('button', { name: 'Login' }).waitFor()
    await page.context().close()
  })

  it('loads element bundles with CORS headers for partner origins', async () => {
    const response = await fetch(`${run.product.url}/widgets/leaderboard.js`, {
      headers: { Origin: 'https://partner.example' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('content-type')).toMatch(/javascript/)
  })
})

describe('layout', () => {
  it('has the footer: copyright 2019, browser advice and ten provider logos, each in its own colour', async () => {
    const page = await newPage()
    await page.goto(`${run.product.url}/ranking`)
    const footer = page.locator('footer')
    expect(await footer.textContent()).toContain('Copyright © 2019 Shwe')
    expect(await footer.textContent()).toContain(
      'Chrome 72.0 or higher at a resolution of 1280x1024 or higher',
    )
    const logos = footer.getByRole('list', { name: 'Game providers' }).getByRole('listitem')
    expect(await logos.count()).toBe(10)
    const drawn = await logos.evaluateAll((items) =>
      items.map((item) => {
        const style = getComputedStyle(item)
        const rect = item.getBoundingClientRect()
        return { border: style.borderTopColor, width: rect.width, height: rect.height }
      }),
    )
    expect(drawn.every(({ width, height }) => width === 112 && height === 40)).toBe(true)
    expect(new Set(drawn.map(({ border }) => border)).size).toBe(10)
    await page.context().close()
  })
})

describe('scripts', () => {
  it('ask to be compiled as they load, on the site and in the elements a partner page loads', async () => {
    const page = await newPage()
    const scripts: Promise<string>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text())
    })
    await page.goto(`${run.product.url}/3d`)
    await page.waitForLoadState('networkidle')
    await page.goto(`${run.product.url}/examples/affiliate-leaderboard.html`)
    await page.waitForLoadState('networkidle')
    const texts = await Promise.all(scripts)
    expect(texts.length).toBeGreaterThan(5)
    for (const text of texts) expect(text.split('\n', 1)[0]).toBe(COMPILE_HINT)
    await page.context().close()
  })

  it('name a 32-pixel PNG as the tab icon, which the page decodes without an SVG document of its own', async () => {
    const page = await newPage()
    const icons: string[] = []
    page.on('request', (request) => {
      if (/icon/.test(request.url())) icons.push(new URL(request.url()).pathname)
    })
    await page.goto(`${run.product.url}/wallet`)
    const link = page.locator('link[rel="icon"]')
    expect(await link.getAttribute('type')).toBe('image/png')
    const response = await page.request.get(new URL((await link.getAttribute('href')) ?? '', page.url()).href)
    expect(response.headers()['content-type']).toBe('image/png')
    const png = await response.body()
    // The PNG signature, then the header chunk's width and height.
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([32, 32])
    await page.waitForLoadState('networkidle')
    expect(icons.filter((path) => path.endsWith('.svg'))).toEqual([])
    await page.context().close()
  })
})

describe('a signed-in player’s page before it hydrates', () => {
  /** The wallet history's sign-in prompt, its scripts held back so the page stays as the server sent it. */
  async function promptBeforeHydration(context: BrowserContext) {
    const page = await context.newPage()
    await page.route('**/_astro/**/*.js', (route) => route.abort())
    await page.goto(`${run.product.url}/wallet-history`)
    const prompt = page.getByText('Log in to see your wallet history.')
    await prompt.waitFor({ state: 'attached' })
    const visible = await prompt.isVisible()
    await context.close()
    return visible
  }

  it('shows no “Log in to see…” prompt, which the page was rendered with, to a signed-in player', async () => {
    const { context } = await demoContext(run)
    expect(await promptBeforeHydration(context)).toBe(false)
  })

  it('shows it to a visitor', async () => {
    expect(await promptBeforeHydration(await run.browser.newContext())).toBe(true)
  })
})

describe('the pages in their player’s form', () => {
  /** `path` as the server sends it and the browser paints it, its scripts held back (and no service worker). */
  async function beforeHydration(context: BrowserContext, path: string): Promise<Page> {
    const page = await context.newPage()
    await page.route('**/_astro/**/*.js', (route) => route.abort())
    await page.goto(`${run.product.url}${path}`)
    return page
  }

  it('come to a browser where a player signed in: the screen paints with the page, no sign-in prompt in it', async () => {
    const { context } = await demoContext(run)
    // Any page of the site writes the signed-in cookie once the player's session is known.
    const first = await context.newPage()
    await first.goto(`${run.product.url}/ranking`)
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'signed_in')?.value)
      .toBe('1')
    const limits = await beforeHydration(context, '/information?tab=limits')
    expect(await limits.getByRole('heading', { name: 'Play safe' }).isVisible()).toBe(true)
    expect(await limits.getByText('Daily deposit limit (Ks)').isVisible()).toBe(true)
    const history = await beforeHydration(context, '/wallet-history')
    expect(await history.locator('[data-sign-in-prompt]').count()).toBe(0)
    expect(await history.getByRole('button', { name: 'Login' }).count()).toBe(0)
    await context.close()
  })

  it('turn into the visitor’s screen when the cookie outlived the session', async () => {
    const context = await run.browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.addCookies([{ name: 'signed_in', value: '1', url: run.product.url }])
    const page = await context.newPage()
    await page.goto(`${run.product.url}/wallet-history`)
    await page.getByText('Log in to see your wallet history.').waitFor()
    // The stale cookie is dropped: the next page comes in the visitor's form.
    expect((await context.cookies()).some((c) => c.name === 'signed_in')).toBe(false)
    await context.close()
  })
})

describe('a signed-in player’s first answers', () => {
  /** Each page's API calls as a player, by path under /api, in the order the browser made them. */
  async function apiCalls(path: string): Promise<{ calls: string[]; unused: number; page: Page }> {
    const { context } = await demoContext(run)
    await context.addCookies([{ name: 'signed_in', value: '1', url: run.product.url }])
    const page = await context.newPage()
    const calls: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.startsWith('/api/') && request.method() === 'GET')
        calls.push(`${url.pathname.slice(4)}${url.search}`)
    })
    await page.goto(`${run.product.url}${path}`)
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    const unused = await page.evaluate(
      () =>
        (window as unknown as Record<symbol, Map<string, unknown>>)[Symbol.for('shwe.early-requests')]?.size,
    )
    return { calls, unused: unused ?? -1, page }
  }

  it('are asked for by the page’s head while its scripts load, once, and taken by its islands', async () => {
    const expected: Record<string, string[]> = {
      '/wallet': ['/user', '/reality-check'],
      '/information?tab=profile': ['/user', '/reality-check'],
      '/information?tab=transfer': ['/user', '/reality-check', '/agent-payment-type'],
      '/information?tab=logs': ['/user', '/reality-check', '/depositlogfinicial'],
      '/3d/history': ['/user', '/reality-check', '/threed-bet/history?page=1&limit=20'],
    }
    for (const [path, early] of Object.entries(expected)) {
      const { calls, unused, page } = await apiCalls(path)
      // Asked for first, in the head's order, and not again by the islands; none left unused.
      expect(calls.slice(0, early.length), path).toEqual(early)
      for (const call of early)
        expect(
          calls.filter((made) => made === call),
          `${path}: ${call}`,
        ).toHaveLength(1)
      expect(unused, path).toBe(0)
      await page.context().close()
    }
  })

  it('are not asked for in a visitor’s browser', async () => {
    const page = await newPage()
    const calls: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url())
    })
    await page.goto(`${run.product.url}/information?tab=logs`)
    await hydrated(page)
    expect(calls.filter((call) => /\/(user|reality-check|depositlogfinicial)$/.test(call))).toEqual([])
    expect(await page.evaluate(() => Symbol.for('shwe.early-requests') in window)).toBe(false)
    await page.context().close()
  })
})

describe('an island’s modules', () => {
  it('are listed on it and asked for all at once after the first paint, each answering', async () => {
    const page = await newPage()
    // A page as built, and one the server renders with its data.
    for (const path of ['/wallet', '/3d']) {
      const response = await page.goto(`${run.product.url}${path}`)
      const html = (await response?.text()) ?? ''
      const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)].map((match) => match[0])
      const listed = islands.flatMap(
        (tag) => /data-module-preload="([^"]*)"/.exec(tag)?.[1]?.split(' ') ?? [],
      )
      // Each island's own module and more: the ones it imports too.
      for (const tag of islands) expect(listed, path).toContain(/component-url="([^"]+)"/.exec(tag)?.[1])
      expect(listed.length, path).toBeGreaterThan(islands.length + 3)
      expect(new Set(listed).size, `${path}: listed once`).toBe(listed.length)
      await hydrated(page)
      const preloaded = await page.evaluate(() =>
        [...document.head.querySelectorAll('link[rel="modulepreload"]')].map(
          (link) => new URL((link as HTMLLinkElement).href).pathname,
        ),
      )
      for (const url of listed) expect(preloaded, `${path}: ${url}`).toContain(url)
      const fetched = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
      )
      for (const url of listed) expect(fetched, `${path}: ${url}`).toContain(url)
    }
    await page.context().close()
  })
})
