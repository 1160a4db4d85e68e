/**
 * safety.md B12, T22: partners learn nothing personal. A player signs in inside the wallet's frame on a partner's
 * page, then uses the wallet, the 2D board (a bet) and the 3D board in frame mode, while the partner page records
 * every message its frames post. Each one is a documented frame message, the titles are the fixed screen titles,
 * and none carries the player's name, user name, phone number or balance.
 */
import type { Clock } from '@shwe/domain'
import en from '@shwe/i18n/locales/en/embed.json' with { type: 'json' }
import type { FrameLocator, Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { apiData, callApi, usePartnerProductAndBrowser } from './harness.ts'

/** Monday 2026-11-30, 10:30 in Yangon: the morning 2D draw is open. */
const MONDAY_MORNING = Date.parse('2026-11-30T04:00:00Z')
const startedAt = Date.now()
const clock: Clock = { now: () => new Date(MONDAY_MORNING + (Date.now() - startedAt)) }

// The desktop browser, which keeps no storage for another site's frame (the headless shell does).
const run = usePartnerProductAndBrowser({ clock }, { desktop: true })

interface Posted {
  origin: string
  data: unknown
}

/** The element's frame on a partner page that shows that one element (`/element/<name>.html`). */
async function openElement(page: Page, name: string): Promise<FrameLocator> {
  await page.goto(`${run.partner.url}/element/${name}.html`)
  const frame = page.frameLocator(`shwe-${name} iframe`)
  await frame.locator(`shwe-${name}`).waitFor({ timeout: 30_000 })
  return frame
}

/** Signs the demo player in through the element's login dialog, once it is open. */
async function signIn(element: ReturnType<FrameLocator['locator']>): Promise<void> {
  const login = element.getByRole('dialog')
  await login.locator('input[autocomplete="username"]').fill('demo')
  await login.locator('input[type="password"]').fill('demo1234')
  await login.locator('button[type="submit"]').click()
  await login.waitFor({ state: 'detached' })
}

const TITLES = new Set([
  en.frame.default,
  ...Object.values(en.frame.screens).flatMap((screens) =>
    Object.values(screens).map((screen) => en.frame.title.replace('{{screen}}', screen)),
  ),
])

it('posts only the documented messages, with fixed titles and nothing personal, while a player plays', async () => {
  const context = await run.browser.newContext({ viewport: { width: 1024, height: 900 } })
  const partnerOrigin = new URL(run.partner.url).origin
  // Every message any frame posts to the partner's page, recorded before the page's own scripts run.
  await context.addInitScript((origin) => {
    if (location.origin !== origin || window.top !== window) return
    const posted: { origin: string; data: unknown }[] = []
    ;(window as unknown as { __posted: typeof posted }).__posted = posted
    window.addEventListener('message', (event) => posted.push({ origin: event.origin, data: event.data }))
  }, partnerOrigin)
  const page = await context.newPage()
  const all: Posted[] = []
  const collect = async () => {
    all.push(...(await page.evaluate(() => (window as unknown as { __posted: Posted[] }).__posted)))
  }

  // The wallet: sign in through its own dialog, see the balance, move to another screen.
  const wallet = (await openElement(page, 'wallet')).locator('shwe-wallet')
  await wallet.getByRole('button', { name: 'Login' }).first().click()
  await signIn(wallet)
  await wallet.getByText('Main wallet').first().waitFor()
  await wallet.getByRole('link', { name: 'Deposit' }).first().click()
  await wallet.getByRole('heading', { name: 'Deposit', level: 1 }).waitFor()
  await collect()
  // The 2D board: a bet of 100 Ks, signing in on Confirm (this browser keeps no third-party frame's storage, so
  // each page's frame starts signed out).
  const board = (await openElement(page, '2d-board')).locator('shwe-2d-board')
  await board.getByRole('link', { name: 'Bet', exact: true }).click()
  await board.getByRole('button', { name: /^47, \d+% taken$/ }).click()
  await board.getByRole('button', { name: 'Bet', exact: true }).click()
  await board.getByRole('heading', { name: 'Confirm 2D bet', level: 1 }).waitFor()
  const confirm = board.getByRole('button', { name: 'Confirm', exact: true })
  await confirm.click()
  await signIn(board)
  await board.getByText('Game balance:').waitFor()
  await confirm.click()
  await board.getByRole('heading', { name: '2D Live', level: 1 }).waitFor({ timeout: 15_000 })
  await collect()

  // The 3D board: its entry, signed in, then its history.
  const threeD = (await openElement(page, '3d-board')).locator('shwe-3d-board')
  await threeD.getByRole('heading', { name: '3D Bet', level: 1 }).waitFor()
  await threeD.getByRole('button', { name: 'Login' }).first().click()
  await signIn(threeD)
  await threeD
    .getByRole('link', { name: /history/i })
    .first()
    .click()
  await threeD.getByRole('heading', { name: '3D Bet History', level: 1 }).waitFor()
  await page.waitForTimeout(300)
  await collect()

  // What the player is, as the API knows it after the bet.
  const token = (
    await callApi<{ data: { token: string } }>(run.product.url, 'POST', '/login', {
      body: { user_name: 'demo', password: 'demo1234' },
    })
  ).body.data.token
  const user = await apiData<Record<string, unknown>>(run.product.url, '/user', token)
  const amounts = [user.balance, user.main_balance, user.game_balance].flatMap((value) => {
    const kyat = Math.trunc(Number(value))
    return [String(value), String(kyat), kyat.toLocaleString('en-US')]
  })
  const personal = [user.name, user.user_name, user.phone, ...amounts]
    .filter((value): value is string => typeof value === 'string' && value.length >= 3)
    .map((value) => value.toLowerCase())

  const fromShwe = all.filter((message) => message.origin === new URL(run.product.url).origin)
  expect(fromShwe.length).toBeGreaterThan(10)
  const types = new Set(fromShwe.map((message) => (message.data as { type: string }).type))
  expect(
    [...types].every((type) => ['title', 'height', 'reveal', 'navigate', 'language', 'auth'].includes(type)),
  ).toBe(true)
  expect(types).toContain('title')
  expect(types).toContain('auth')
  for (const message of fromShwe) {
    const data = message.data as Record<string, unknown>
    expect(data.channel).toBe('shwe-frame')
    if (data.type === 'title') expect(TITLES).toContain(data.title)
    const text = JSON.stringify(data).toLowerCase()
    for (const value of personal) expect(text, `${value} in ${text}`).not.toContain(value)
  }
  const titles = fromShwe.flatMap((message) => {
    const data = message.data as { type: string; title?: string }
    return data.type === 'title' ? [data.title] : []
  })
  expect(titles).toEqual(
    expect.arrayContaining([
      'Shwe: Wallet',
      'Shwe: Deposit',
      'Shwe: 2D Live',
      'Shwe: 2D bet',
      'Shwe: 3D Bet',
    ]),
  )
  await context.close()
}, 180_000)
