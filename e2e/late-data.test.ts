/**
 * No late jumps: every route of the site's table, signed in, at phone (390 px) and desktop (1280 px) widths, with
 * every API answer held back 2 seconds, as on a slow mobile network. The page paints its placeholders first and
 * the data replaces them in place: the layout shift the browser measures over the whole visit stays at or below
 * 0.02. The answers are held back by a proxy in front of the product (`slow-api.ts`), so the browser loads
 * everything else as a player's would, cache included. Each width's routes are shared among a few tabs, since the
 * wait is the server's, not the browser's work.
 */
import { tableRoutes } from '@shwe/session'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VIEWPORTS } from './a11y.ts'
import { hydrated, registerPlayer, useProductAndBrowser } from './harness.ts'
import { type SlowApi, startSlowApi } from './slow-api.ts'

const run = useProductAndBrowser()

const API_DELAY_MS = 2_000
const MAX_SHIFT = 0.02
const TABS_PER_WIDTH = 3

let token = ''
let slow: SlowApi | undefined

beforeAll(async () => {
  ;({ token } = await registerPlayer(run.product.url, 'Slow Network Player'))
  slow = await startSlowApi(run.product.url, API_DELAY_MS)
})

afterAll(async () => {
  await slow?.close()
})

/** Opens `route` and resolves to the layout shift of the visit, once the late data has come and been drawn. */
async function shiftOf(page: Page, route: string): Promise<number> {
  // A tab's first page comes with nothing cached, while the other tabs start too: room for a busy machine.
  await page.goto(new URL(route, slow?.url).href, { timeout: 60_000 })
  await hydrated(page)
  // The held-back answers arrive after 2 s; the live 2D stream stays open, so quiet is enough.
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {})
  await page.waitForTimeout(500)
  return page.evaluate(() => (window as unknown as { __shift: number }).__shift)
}

/**
 * A tab signed in as the test's player that adds up the layout shifts of each visit. Each tab has a browser profile
 * of its own: Chromium opens at most six connections to a site per profile, and tabs that share one would wait for
 * each other's held-back answers and open live streams rather than for the server.
 */
async function slowNetworkTab(viewport: { width: number; height: number }): Promise<Page> {
  const context = await run.browser.newContext({ viewport })
  await context.addInitScript((value) => {
    localStorage.setItem('token', value)
    // The home's advertisement opens over the page on a first visit; it is not a shift of the page.
    sessionStorage.setItem('ads_popup_shown', '1')
    const state = window as unknown as { __shift: number }
    state.__shift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) state.__shift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  }, token)
  return context.newPage()
}

describe.concurrent('with every API answer 2 seconds late', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`no route of the table shifts its layout by more than ${MAX_SHIFT} at ${name} width`, async () => {
      const shifts: [string, number][] = []
      const queue = [...tableRoutes()]
      await Promise.all(
        Array.from({ length: TABS_PER_WIDTH }, async () => {
          const page = await slowNetworkTab(viewport)
          for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
            shifts.push([route, await shiftOf(page, route)])
          }
          await page.context().close()
        }),
      )
      const table = shifts
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([route, shift]) => `${shift.toFixed(4).padStart(8)}  ${route}`)
      console.log(
        `Layout shift with the API ${API_DELAY_MS} ms late, ${name} ${viewport.width} px:\n${table.join('\n')}`,
      )
      expect(shifts.length).toBe(tableRoutes().length)
      expect(shifts.filter(([, shift]) => shift > MAX_SHIFT)).toEqual([])
    }, 180_000) // Every route waits 2 s for its data, a few at a time: room for a machine under load.
  }
})
