/**
 * The 2D board in Chromium on the built product, on a server clock set to a Monday morning in Yangon while the
 * browser keeps the machine's own time: the live number arriving through the stream, the countdown to the
 * cut-off from the server's clock, betting through the grid and a pasted slip, and the slip afterwards.
 */
import type { Clock } from '@shwe/domain'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectAccessible } from './a11y.ts'
import { useProductAndBrowser } from './harness.ts'

/** Monday 2026-11-30, 10:30 in Yangon (04:00 UTC), moving on in real time from the start of the run. */
const MONDAY_MORNING = Date.parse('2026-11-30T04:00:00Z')
const startedAt = Date.now()
const clock: Clock = { now: () => new Date(MONDAY_MORNING + (Date.now() - startedAt)) }

const run = useProductAndBrowser({ clock })

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0)

async function signedIn(): Promise<{ context: BrowserContext; token: string }> {
  const reply = await fetch(`${run.product.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ user_name: 'demo', password: 'demo1234' }),
  })
  const { data } = (await reply.json()) as { data: { token: string } }
  const context = await run.browser.newContext({ viewport: { width: 1280, height: 900 } })
  await context.addInitScript((token) => {
    localStorage.setItem('token', token)
    sessionStorage.setItem('ads_popup_shown', '1')
  }, data.token)
  return { context, token: data.token }
}

async function open(context: BrowserContext, route: string): Promise<Page> {
  const page = await context.newPage()
  await page.goto(`${run.product.url}${route}`)
  await hydrated(page)
  return page
}

describe('2D live', () => {
  it('shows the live number from the stream and counts down to the cut-off on the server clock', async () => {
    const { context } = await signedIn()
    const page = await open(context, '/2d')
    const live = page.getByLabel(/^Live 2D number: /)
    await expect.poll(() => live.getAttribute('aria-label'), { timeout: 15_000 }).toMatch(/: \d\d$/)
    // 10:30 on the server, cut-off 11:51: about 81 minutes left, whatever the browser's own clock says.
    const timer = page.getByRole('timer')
    await expect.poll(() => timer.textContent(), { timeout: 10_000 }).toMatch(/^01:(2[01]|1\d):\d\d$/)
    await expectAccessible(page, { label: '/2d signed in' })
    await page.getByRole('button', { name: 'History' }).click()
    await page.getByRole('link', { name: 'Morning slips' }).click()
    await page.waitForURL(`${run.product.url}/morning-bet-slip`)
    await page.getByRole('heading', { name: 'Morning Slips', level: 1 }).waitFor()
    await context.close()
  })
})

describe('2D bet', () => {
  it('bets through the grid and a pasted slip, confirms once, and finds the slip among the morning slips', async () => {
    const { context, token } = await signedIn()
    const before = await balance(token)
    const page = await open(context, '/2d/bet')
    await page.getByRole('button', { name: /^47, \d+% taken$/ }).click()
    expect(await page.getByRole('button', { name: /^47, / }).getAttribute('aria-pressed')).toBe('true')
    await page.getByLabel('Slip text').fill('12R 500\nnot a bet')
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    await page.getByText('Lines not added (1):').waitFor()
    await page.getByRole('button', { name: 'Bet', exact: true }).click()
    await page.waitForURL(`${run.product.url}/2d/confirm`)
    await hydrated(page)
    await page.getByText('Total:').waitFor()
    await expectAccessible(page, { label: '/2d/confirm with a draft' })
    await page.getByRole('button', { name: 'Confirm', exact: true }).dblclick()
    await page.waitForURL(`${run.product.url}/2d`, { timeout: 10_000 })
    // 47 at the default 100 Ks, 12 and 21 at 500 Ks each; a double click paid once.
    await expect.poll(() => balance(token)).toBe(before - 1100)
    await hydrated(page)
    await page.getByRole('button', { name: 'History' }).click()
    await page.getByRole('link', { name: 'Morning slips' }).click()
    await page.waitForURL(`${run.product.url}/morning-bet-slip`)
    await page.getByText('1,100.00').first().waitFor()
    await context.close()
  })
})

async function balance(token: string): Promise<number> {
  const reply = await fetch(`${run.product.url}/api/user`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  })
  return Number(((await reply.json()) as { data: { balance: string } }).data.balance)
}
