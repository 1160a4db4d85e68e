/**
 * The catalogue in Chromium on the built product: the popup ad once per browser session, a provider's games with
 * search and Load More, launching a game that answers with an address and one that answers with a page, playing a
 * round of each and finding them in the game log, and the Shan launcher opening its tab.
 */
import type { BrowserContext } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { apiPathsAskedBy, demoLogin, hydrated, playOnce, useProductAndBrowser } from './harness.ts'

const run = useProductAndBrowser()

/** A browser context signed in as the demo player, the way the site keeps a session (token and profile). */
async function signedIn(
  options: { popupSeen?: boolean } = {},
): Promise<{ context: BrowserContext; token: string }> {
  const data = await demoLogin(run.product.url)
  const context = await run.browser.newContext({ viewport: { width: 1280, height: 900 } })
  await context.addInitScript(
    ({ token, user, popupSeen }) => {
      localStorage.setItem('token', token)
      localStorage.setItem('user', JSON.stringify(user))
      if (popupSeen) sessionStorage.setItem('ads_popup_shown', '1')
    },
    { token: data.token, user: data.user, popupSeen: options.popupSeen ?? true },
  )
  return { context, token: data.token }
}

async function gameLog(token: string) {
  const reply = await fetch(`${run.product.url}/api/player/game-logs?type=today`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  })
  return ((await reply.json()) as { data: { game_name: string; spin_count: number }[] }).data
}

describe('home', () => {
  it('shows the popup ad once per browser session', async () => {
    const { context } = await signedIn({ popupSeen: false })
    const page = await context.newPage()
    await page.goto(`${run.product.url}/`)
    await page.waitForURL(`${run.product.url}/?type=all`)
    const ad = page.getByRole('dialog', { name: 'Advertisement' })
    await ad.waitFor()
    await page.keyboard.press('Escape')
    await ad.waitFor({ state: 'hidden' })
    await page.reload()
    await hydrated(page)
    await page.getByRole('heading', { name: 'All Games', level: 1 }).waitFor()
    await page.waitForTimeout(500)
    expect(await ad.isVisible()).toBe(false)
    await context.close()
  })

  it('shows the first banner before any script runs and keeps it in the same frame through hydration', async () => {
    const context = await run.browser.newContext({ viewport: { width: 412, height: 823 } })
    await context.addInitScript(() => {
      sessionStorage.setItem('ads_popup_shown', '1')
      // The frame as the parser inserts it, and whether it is ever taken out again.
      const seen = { frame: null as Element | null, removed: false }
      Object.assign(window, { seen })
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof Element && !seen.frame)
              seen.frame = node.closest('[data-first-banner]') ?? node.querySelector('[data-first-banner]')
          }
          for (const node of record.removedNodes) {
            if (node instanceof Element && seen.frame && (node === seen.frame || node.contains(seen.frame)))
              seen.removed = true
          }
        }
      }).observe(document, { childList: true, subtree: true })
    })
    const page = await context.newPage()
    const asked = apiPathsAskedBy(page)
    await page.goto(`${run.product.url}/`)
    const banner = page.getByRole('img', { name: 'Banner 1 of 4' })
    await banner.waitFor()
    await hydrated(page)
    const frame = await page.evaluate(() => {
      const { seen } = window as unknown as { seen: { frame: HTMLElement | null; removed: boolean } }
      const current = document.querySelector<HTMLElement>('[data-first-banner]')
      const image = current?.querySelector('img')
      const box = (element: Element | null | undefined) => JSON.stringify(element?.getBoundingClientRect())
      return {
        isSame: seen.frame !== null && seen.frame === current && !seen.removed,
        marker: current?.getAttribute('data-first-banner'),
        background: current ? getComputedStyle(current).backgroundImage : '',
        image: image?.src,
        isOnTop: box(image) === box(current),
      }
    })
    expect(frame).toEqual({
      isSame: true,
      marker: 'painted',
      background: `url("${frame.image}")`,
      image: expect.stringMatching(/\/media\/banners\/[a-z0-9-]+\.svg$/),
      isOnTop: true,
    })
    // The page carried the banners and the game types: hydration asked for neither.
    expect(asked.filter((path) => ['/api/banner', '/api/game_types'].includes(path))).toEqual([])
    await context.close()
  })

  it("finds a provider's games, searches them and loads more, in place", async () => {
    const { context } = await signedIn()
    const page = await context.newPage()
    await page.goto(`${run.product.url}/?type=all`)
    await hydrated(page)
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    await page.getByRole('link', { name: 'Show the games of Golden Reels' }).first().click()
    await page.waitForURL(/\?type=1&provider=\d+$/)
    const games = page.locator('main').getByRole('button', { name: /^Play / })
    await expect.poll(() => games.count(), { timeout: 15_000 }).toBe(20)
    await page.getByRole('button', { name: 'Load More' }).click()
    await expect.poll(() => games.count(), { timeout: 15_000 }).toBeGreaterThan(20)
    const all = await games.count()
    await page.getByRole('searchbox', { name: 'Search games by name' }).fill('LOTUS')
    await expect.poll(() => games.count()).toBeLessThan(all)
    const names = await games.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))
    expect(names.length).toBeGreaterThan(0)
    for (const name of names) expect(name.toLowerCase()).toContain('lotus')
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true)
    await context.close()
  })
})

describe('launching', () => {
  it('opens a slot by its address and a live game by its page, plays a round of each, and both are in the log', async () => {
    const { context, token } = await signedIn()
    const page = await context.newPage()
    const before = await gameLog(token)

    await page.goto(`${run.product.url}/?type=all`)
    await hydrated(page)
    await page.getByRole('link', { name: 'Show the games of Golden Reels' }).first().click()
    await page.getByRole('button', { name: 'Play Golden Pagoda Fortune' }).click()
    await page.locator('#play').waitFor({ timeout: 15_000 })
    expect(page.url()).not.toContain(token)
    await playOnce(page)

    await page.goto(`${run.product.url}/?type=all`)
    await hydrated(page)
    await page.getByRole('link', { name: 'Show the games of Mandalay Live' }).first().click()
    const popup = page.waitForEvent('popup')
    await page
      .getByRole('button', { name: /^Play / })
      .first()
      .click()
    const live = await popup
    await live.locator('#play').waitFor({ timeout: 15_000 })
    expect(await live.evaluate(() => window.opener)).toBeNull()
    await playOnce(live)

    const after = await gameLog(token)
    const rounds = (log: { spin_count: number }[]) => log.reduce((sum, row) => sum + row.spin_count, 0)
    expect(rounds(after) - rounds(before)).toBe(2)

    // The player finds both rounds in the game log.
    await page.goto(`${run.product.url}/information?tab=logs&type=game_logs`)
    await hydrated(page)
    const table = page.locator('main table')
    await table.getByText('Golden Pagoda Fortune').waitFor()
    expect(await table.locator('tbody tr').count()).toBe(after.length)
    await context.close()
  })

  it('opens Shan in a new tab from /shan', async () => {
    const { context } = await signedIn()
    const page = await context.newPage()
    await page.goto(`${run.product.url}/shan`)
    await hydrated(page)
    await page.getByText('100200').waitFor()
    const popup = page.waitForEvent('popup')
    await page.getByRole('button', { name: 'Launch game' }).click()
    const shan = await popup
    await shan.locator('#play').waitFor({ timeout: 15_000 })
    await page.getByText('Game launched successfully!').waitFor()
    await context.close()
  })
})
