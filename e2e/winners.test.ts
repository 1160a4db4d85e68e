import { randomUUID } from 'node:crypto'
import type { Clock } from '@shwe/domain'
import type { BrowserContext } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { NOT_A_PLAYER } from '../packages/server/src/auth.ts'
import { createSimulatorFeed } from '../packages/server/src/live/simulator.ts'
import { expectAccessible } from './a11y.ts'
import { demoLogin, hydrated, openHydrated, runAdmin, useProductAndBrowser } from './harness.ts'

/** Monday 2026-11-30, 10:00 in Yangon, moving on in real time from the start of the run. */
const MONDAY_MORNING = Date.parse('2026-11-30T10:00:00+06:30')
const DATE = '2026-11-30'
/** Just after that day's morning result (12:01). */
const AFTER_MORNING_RESULT = Date.parse(`${DATE}T12:02:00+06:30`)
const startedAt = Date.now()
let jumpedMs = 0
const clock: Clock = { now: () => new Date(MONDAY_MORNING + jumpedMs + (Date.now() - startedAt)) }

// The feed is down: without it no 12:01 number becomes final by itself, and the operator's entry is the result.
const feed = createSimulatorFeed({ clock, seed: 'e2e-winners' })
const downFeed = { ...feed, start() {} }

// Sessions outlive the jump past the morning result.
const run = useProductAndBrowser({ clock, liveFeed: downFeed, config: { tokenIdleMinutes: 24 * 60 } })

/** `npm run admin -- <args>` against the running product, as the operator types it. */
const admin = (...args: string[]) => runAdmin(run.product, ...args)

const demoToken = async () => (await demoLogin(run.product.url)).token

/** A browser whose clock reads the server's, so "today" on the winners screens is the server's day. */
async function browserContext(token?: string): Promise<BrowserContext> {
  const context = await run.browser.newContext({ viewport: { width: 1280, height: 900 } })
  await context.clock.install({ time: clock.now().getTime() })
  await context.addInitScript((value) => {
    if (value) localStorage.setItem('token', value)
    sessionStorage.setItem('ads_popup_shown', '1')
  }, token ?? '')
  return context
}

const open = (context: BrowserContext, route: string) => openHydrated(context, `${run.product.url}${route}`)

describe('2D daily winners', () => {
  it("lists the player's winning slip on its session's card, masked, with amounts to the pya", async () => {
    const token = await demoToken()
    const placed = await fetch(`${run.product.url}/api/twod-bet`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Authorization: `Bearer ${token}`,
        'Idempotency-Key': randomUUID(),
      },
      body: JSON.stringify({
        totalAmount: 600,
        amounts: [
          { num: '47', amount: 500 },
          { num: '58', amount: 100 },
        ],
      }),
    })
    expect(placed.status, await placed.clone().text()).toBe(200)

    jumpedMs += AFTER_MORNING_RESULT - clock.now().getTime()
    await admin('twod-result', DATE, 'morning', '47')

    const context = await browserContext(token)
    const page = await open(context, '/2d/daily-winner')
    const cards = page
      .getByRole('list', { name: 'Results' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { level: 2 }),
      })
    // All sessions of today: the morning's card only, as the evening has no result yet.
    await cards.first().waitFor()
    expect(await cards.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Morning · Nov 30, 2026',
    ])
    const morning = cards.first()
    expect(await morning.getByRole('definition').first().textContent()).toBe('47')
    const demo = morning.getByRole('listitem').filter({ hasText: /^d\*\*\*\*/ })
    expect(await demo.count()).toBe(1)
    const text = await demo.textContent()
    // "demo" masked, a bet of 500 Ks and 80× of it, both with two decimals; the losing 58 is not listed.
    expect(text).toBe('d****Bet500.00 KsWin40,000.00 Ks')
    expect(await morning.textContent()).not.toContain('demo')
    await expectAccessible(page, { label: '/2d/daily-winner signed in' })

    // The session select: the morning on its own, then the evening, which has no winners data yet.
    const session = page.getByRole('combobox', { name: 'Session' })
    await session.selectOption({ label: 'Morning' })
    await expect.poll(() => demo.textContent()).toBe('d****Bet500.00 KsWin40,000.00 Ks')
    await session.selectOption({ label: 'Evening' })
    await page.getByText('No winners data available for the selected date and session').waitFor()
    expect(await cards.count()).toBe(0)
    await context.close()
  })
})

describe('3D winners', () => {
  it('passes the accessibility checks signed in', async () => {
    const context = await browserContext(await demoToken())
    const page = await open(context, '/3d/winner')
    // No draw today: the 1st of the month, settled when the product was seeded.
    await page.getByRole('combobox', { name: 'Draw' }).selectOption('2026-11-01')
    const card = page.getByRole('list', { name: 'Results' }).getByRole('listitem').first()
    await card.getByRole('heading', { name: '3D draw · Nov 1, 2026' }).waitFor()
    await expectAccessible(page, { label: '/3d/winner signed in' })
    await context.close()
  })
})

describe('who may see the winners', () => {
  it('sends a signed-out visitor to /login, and back to the winners after', async () => {
    const context = await browserContext()
    const page = await context.newPage()
    await page.goto(`${run.product.url}/2d/daily-winner`)
    await page.waitForURL(`${run.product.url}/login?next=%2F2d%2Fdaily-winner`)
    await hydrated(page)
    const form = page.getByRole('main')
    await form.getByLabel('Username').fill('demo')
    await form.getByLabel('Password', { exact: true }).fill('demo1234')
    await form.getByRole('button', { name: 'Login' }).click()
    await page.waitForURL(`${run.product.url}/2d/daily-winner`)
    await page.getByRole('heading', { name: '2D Daily Winners', level: 1 }).waitFor()
    await context.close()
  })

  it('tells an account that is not a player why it sees no winners', async () => {
    // Only players can sign in on this product (agents have no password, and the login refuses other roles),
    // so no browser here can hold another account's token. The server's answer to one is its own 403 with this
    // text (packages/server/src/lottery/settlement.test.ts); the page gets exactly that answer.
    const context = await browserContext(await demoToken())
    await context.route('**/api/two-d-daily-winners*', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'Request was error.', message: NOT_A_PLAYER, data: null }),
      }),
    )
    const page = await open(context, '/2d/daily-winner')
    await page.getByText('Only players can view winners. Please log in with a player account.').waitFor()
    // Nothing to retry: another try gets the same answer.
    expect(await page.getByRole('button', { name: 'Try Again' }).count()).toBe(0)
    await context.close()
  })
})
