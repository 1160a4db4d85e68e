/**
 * The acceptance path of the reference server, end to end on the built product: a new player registers,
 * asks for a deposit, an operator approves it with the admin CLI, the player moves money to the game
 * balance, launches the demo slot in Chromium, spins, and finds the spin in the game log.
 */
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { REPO_ROOT } from '@shwe/server'
import { expect, it } from 'vitest'
import { callApi, playOnce, useProductAndBrowser } from './harness.ts'

const run = promisify(execFile)
const app = useProductAndBrowser()

/** Replies are read field by field and asserted on. */
// biome-ignore lint/suspicious/noExplicitAny: a test reads arbitrary reply fields.
type Json = any

const api = (method: string, path: string, body?: unknown, token?: string) =>
  callApi<Json>(app.product.url, method, path, { token, body })

const admin = (...args: string[]) =>
  run(process.execPath, [join(REPO_ROOT, 'packages/server/src/cli.ts'), ...args], {
    env: { ...process.env, SHWE_URL: app.product.url, DATA_DIR: app.product.dataDir, ADMIN_TOKEN: '' },
  })

it('answers every public content and catalogue call with seeded data', async () => {
  for (const path of [
    '/banner',
    '/banner_Text',
    '/promotion',
    '/contact',
    '/videoads',
    '/game_types',
    '/hot_game_lists',
    '/toptenwithdraw',
  ]) {
    const res = await api('GET', path)
    expect(res.status, path).toBe(200)
    expect(res.body.status, path).toBe('Request was successful.')
    expect(res.body.data.length, path).toBeGreaterThan(0)
  }
  expect((await api('GET', '/popup-ads-banner')).body.data).toHaveProperty('img_url')
})

it('takes a new player from registration to a spin in the game log', async () => {
  const registered = await api('POST', '/register', {
    name: 'Thura Aung',
    phone: '09777000111',
    password: 'thura-2026',
    password_confirmation: 'thura-2026',
    referral_code: 'SHWE2026',
  })
  expect(registered.status).toBe(200)
  const token: string = registered.body.data.token

  const banks = await api('GET', '/banks', undefined, token)
  const deposit = await api(
    'POST',
    '/depositfinicial',
    { agent_payment_type_id: banks.body.data[0].id, amount: 20_000, refrence_no: '004217' },
    token,
  )
  expect(deposit.status).toBe(200)

  const listed = await admin('deposits')
  expect(listed.stdout).toContain(`id=${deposit.body.data.id}`)
  const approved = await admin('approve-deposit', String(deposit.body.data.id))
  expect(approved.stdout).toContain('The deposit was approved.')
  expect((await api('GET', '/user', undefined, token)).body.data).toMatchObject({
    main_balance: '20000.00',
    balance: '0.00',
  })

  expect((await api('POST', '/exchange-main-to-game', { amount: 5_000 }, token)).status).toBe(200)
  expect((await api('GET', '/user', undefined, token)).body.data).toMatchObject({
    main_balance: '15000.00',
    balance: '5000.00',
  })

  // The first slot game whose launch answers with a URL.
  const types = (await api('GET', '/game_types')).body.data
  const slot = types.find((type: { id: number }) => type.id === 1)
  let url: string | undefined
  let launched: Record<string, unknown> = {}
  for (const provider of slot.providers) {
    const games = (await api('GET', `/game_lists/1/${provider.id}`)).body.data
    for (const game of games.slice(0, 3)) {
      const launch = await api(
        'POST',
        '/seamless/launch-game',
        { game_code: game.game_code, product_code: game.product_code, game_type: game.game_type },
        token,
      )
      expect(launch.body.code).toBe(200)
      if (launch.body.url) {
        url = launch.body.url
        launched = { game_code: game.game_code, product_code: game.product_code, game_type: game.game_type }
        break
      }
    }
    if (url) break
  }
  if (!url) throw new Error('no slot game launches with a URL')
  expect(url).not.toContain(token)
  expect(url).not.toMatch(/Pi\d{8}|balance|5000/)

  const page = await app.browser.newPage()
  try {
    await page.goto(url)
    await page.locator('#balance').waitFor()
    expect(await page.locator('#balance').textContent()).toBe('5,000.00')
    await playOnce(page)
  } finally {
    await page.close()
  }

  const log = await api('GET', '/player/game-logs?type=today', undefined, token)
  expect(log.status).toBe(200)
  expect(log.body.data).toHaveLength(1)
  expect(log.body.data[0].spin_count).toBe(1)
  const profile = (await api('GET', '/user', undefined, token)).body.data
  const stake = Number(log.body.data[0].turnover)
  expect(stake).toBeGreaterThan(0)
  expect(Number(profile.balance)).toBeCloseTo(5_000 + Number(log.body.data[0].win_loss), 2)

  // Launched from a Burmese session, the same game plays in Burmese, its messages included.
  const burmese = await fetch(`${app.product.url}/api/seamless/launch-game`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Accept-Language': 'my',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
    },
    body: JSON.stringify(launched),
  })
  const burmeseUrl: string = ((await burmese.json()) as { url: string }).url
  const burmesePage = await app.browser.newPage()
  try {
    await burmesePage.goto(burmeseUrl)
    expect(await burmesePage.locator('#play').textContent()).toBe('လှည့်မည်')
    await playOnce(burmesePage)
    expect(await burmesePage.locator('#message').textContent()).toMatch(/[\u1000-\u109f]/)
  } finally {
    await burmesePage.close()
  }
})
