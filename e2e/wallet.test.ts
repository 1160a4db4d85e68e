import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { callApi, hydrated, openHydrated, runAdmin, useProductAndBrowser } from './harness.ts'

const run = useProductAndBrowser()

const DESKTOP = { width: 1280, height: 900 }
const PASSWORD = 'secret123'

/** `npm run admin -- <args>` against the running product, as the operator types it. */
const admin = (...args: string[]) => runAdmin(run.product, ...args)

let players = 0

/** A player registered a moment ago through the API, with a browser context that holds their session. */
async function newPlayer(options: { timezoneId?: string } = {}) {
  players += 1
  const phone = `09${String(Date.now()).slice(-7)}${players}`
  const reply = await api('POST', '/register', undefined, {
    name: `Wallet Player ${players}`,
    phone,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    referral_code: 'SHWE2026',
  })
  const { token, user } = reply.data as { token: string; user: { user_name: string } }
  const context = await run.browser.newContext({ viewport: DESKTOP, timezoneId: options.timezoneId })
  // Only the token: the profile (with balances the operator may have credited since) is read on load.
  await context.addInitScript(
    ({ token }) => {
      localStorage.setItem('token', token)
      sessionStorage.setItem('ads_popup_shown', '1')
    },
    { token },
  )
  return { context, token, userName: user.user_name }
}

const api = async (method: 'GET' | 'POST', path: string, token?: string, body?: unknown) =>
  (await callApi<{ data: unknown; message?: string }>(run.product.url, method, path, { token, body })).body

const balances = async (token: string) => {
  const { data } = await api('GET', '/user', token)
  const user = data as { balance: string; main_balance: string }
  return { game: Number(user.balance), main: Number(user.main_balance) }
}

const open = (context: BrowserContext, route: string) => openHydrated(context, `${run.product.url}${route}`)

const topBalance = (page: Page) => page.locator('header.top').getByRole('button', { name: /^Game balance/ })
const card = (page: Page) => page.getByRole('region', { name: 'My wallet' })
const cardRow = (page: Page, name: string) =>
  card(page).locator('dl > div').filter({ hasText: name }).locator('dd')

describe('exchange', () => {
  it('moves money both ways, and the top bar, the wallet card and the dialog show it at once', async () => {
    const { context, token, userName } = await newPlayer()
    await admin('credit', userName, '50000', 'main')
    const page = await open(context, '/wallet')
    await expect.poll(() => cardRow(page, 'Main wallet').textContent(), { timeout: 10_000 }).toBe('50,000 Ks')
    expect(await cardRow(page, 'Game wallet').textContent()).toBe('0 Ks')
    expect(await topBalance(page).textContent()).toBe('0 Ks')

    await card(page).getByRole('button', { name: 'Exchange' }).click()
    let dialog = page.getByRole('dialog', { name: 'Exchange Balance' })
    await dialog.getByRole('spinbutton', { name: /Amount/ }).fill('12000')
    await dialog.getByRole('button', { name: 'Exchange' }).click()
    await page.getByText('Exchange successful.').waitFor()
    await dialog.waitFor({ state: 'hidden' })
    // No poll in between: the balances moved because the exchange read them again.
    expect(await topBalance(page).textContent()).toBe('12,000 Ks')
    expect(await cardRow(page, 'Main wallet').textContent()).toBe('38,000 Ks')
    expect(await cardRow(page, 'Game wallet').textContent()).toBe('12,000 Ks')

    await topBalance(page).click()
    dialog = page.getByRole('dialog', { name: 'Exchange Balance' })
    await dialog.getByRole('button', { name: 'Game → Main' }).click()
    await dialog.getByRole('spinbutton', { name: /Amount/ }).fill('2000.50')
    await dialog.getByRole('button', { name: 'Exchange' }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect(await topBalance(page).textContent()).toBe('9,999.50 Ks')
    expect(await cardRow(page, 'Main wallet').textContent()).toBe('40,000.50 Ks')
    expect(await balances(token)).toEqual({ main: 40000.5, game: 9999.5 })
    await context.close()
  })

  it('moves money once for a double click on Exchange', async () => {
    const { context, token, userName } = await newPlayer()
    await admin('credit', userName, '10000', 'main')
    const page = await open(context, '/information?tab=profile')
    await page.getByRole('button', { name: 'Exchange balance' }).click()
    const dialog = page.getByRole('dialog', { name: 'Exchange Balance' })
    await dialog.getByRole('spinbutton', { name: /Amount/ }).fill('1000')
    await dialog.getByRole('button', { name: 'Exchange' }).dblclick()
    await dialog.waitFor({ state: 'hidden' })
    const log = (await api('GET', '/exchange-transactions-log', token)).data as { data: unknown[] }
    expect(log.data).toHaveLength(1)
    expect(await balances(token)).toEqual({ main: 9000, game: 1000 })
    await context.close()
  })

  it('refuses more than the balance in the form and sends nothing', async () => {
    const { context, token } = await newPlayer()
    const page = await open(context, '/wallet/internal-transfer')
    await page.getByText('0 Ks').first().waitFor()
    await page.getByRole('spinbutton', { name: 'Amount' }).fill('100')
    await page.getByRole('button', { name: 'Transfer' }).click()
    await page.getByText('The amount is more than your main balance.').waitFor()
    const log = (await api('GET', '/exchange-transactions-log', token)).data as { data: unknown[] }
    expect(log.data).toHaveLength(0)
    await context.close()
  })
})

describe('the transfer screen', () => {
  it('sends a signed-out visitor to /login and back, then transfers with the spec texts', async () => {
    const { context, token, userName } = await newPlayer()
    await admin('credit', userName, '5000', 'main')
    const anonymous = await run.browser.newContext({ viewport: DESKTOP })
    const page = await open(anonymous, '/wallet/internal-transfer')
    await page.waitForURL(`${run.product.url}/login?next=%2Fwallet%2Finternal-transfer`)
    await hydrated(page)
    const form = page.locator('main')
    await form.getByLabel('Username').fill(userName)
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await form.getByRole('button', { name: 'Login' }).click()
    await page.waitForURL(`${run.product.url}/wallet/internal-transfer`)
    await hydrated(page)
    await page.getByRole('spinbutton', { name: 'Amount' }).fill('1500')
    await page.getByRole('button', { name: 'Transfer' }).click()
    await page.getByText('Transfer successful.').waitFor()
    expect(await balances(token)).toEqual({ main: 3500, game: 1500 })
    await page.getByRole('link', { name: 'Transfer log' }).click()
    await page.waitForURL(`${run.product.url}/transactions`)
    await anonymous.close()
    await context.close()
  })
})

/** A 1×1 PNG, as a phone's screenshot of a receipt would be (smaller). */
const RECEIPT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

const logRow = (page: Page, amount: string) => page.getByRole('row').filter({ hasText: amount })

describe('deposit', () => {
  it('sends a request with its receipt, shows it pending, and as Success once the operator approves it', async () => {
    const { context, token } = await newPlayer()
    const page = await open(context, '/top-up/bank')
    await page.getByText('Transfer the amount to this account').waitFor()
    await page.getByLabel('Amount', { exact: true }).fill('25000')
    await page.getByLabel('Transaction ID (last 6 digits)').fill('123456')
    await page
      .getByLabel('Receipt picture (optional)')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT_PNG })
    await page.getByRole('button', { name: 'Deposit', exact: true }).click()
    await page.getByText('Deposit successfully').waitFor()
    await page.waitForURL(`${run.product.url}/information?tab=logs&type=deposit`)
    await expect.poll(() => logRow(page, '25,000').textContent()).toContain('Pending')

    const [request] = (await api('GET', '/depositlogfinicial', token)).data as { id: number }[]
    const listed = await admin('deposits')
    expect(listed).toMatch(new RegExp(`${request?.id}[\\s\\S]*receipt`, 'i'))
    await admin('approve-deposit', String(request?.id))
    await page.reload()
    await hydrated(page)
    await expect.poll(() => logRow(page, '25,000').textContent()).toContain('Success')
    expect(await balances(token)).toEqual({ main: 25000, game: 0 })
    await context.close()
  })

  it('refuses a receipt that is not a picture in the form', async () => {
    const { context, token } = await newPlayer()
    const page = await open(context, '/top-up/bank')
    await page.getByText('Transfer the amount to this account').waitFor()
    await page
      .getByLabel('Receipt picture (optional)')
      .setInputFiles({ name: 'receipt.png', mimeType: 'text/plain', buffer: Buffer.from('not a picture') })
    await page.getByText('The receipt must be a PNG, JPEG or WebP picture.').waitFor()
    expect((await api('GET', '/depositlogfinicial', token)).data).toEqual([])
    await context.close()
  })
})

describe('withdraw', () => {
  async function requestWithdrawal(page: Page, password: string) {
    await page.getByRole('radiogroup').getByRole('radio').first().check()
    await page.getByLabel('Account name').fill('Daw Aye')
    await page.getByLabel('Account number').fill('09123456789')
    await page.getByLabel('Amount', { exact: true }).fill('12000')
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click()
  }

  it('holds the amount at once, and the operator rejecting it gives it back', async () => {
    const { context, token, userName } = await newPlayer()
    await admin('credit', userName, '30000', 'game')
    const page = await open(context, '/with-draw')
    await expect.poll(() => topBalance(page).textContent(), { timeout: 10_000 }).toBe('30,000 Ks')
    await requestWithdrawal(page, PASSWORD)
    await page.getByText('Withdraw Success').waitFor()
    await page.waitForURL(`${run.product.url}/information?tab=logs&type=withdraw`)
    expect(await topBalance(page).textContent()).toBe('18,000 Ks')
    expect(await balances(token)).toEqual({ main: 0, game: 18000 })
    await expect.poll(() => logRow(page, '12,000').textContent()).toContain('Pending')

    const [request] = (await api('GET', '/withdrawlogfinicial', token)).data as { id: number }[]
    await admin('reject-withdrawal', String(request?.id))
    expect(await balances(token)).toEqual({ main: 0, game: 30000 })
    await page.reload()
    await hydrated(page)
    await expect.poll(() => logRow(page, '12,000').textContent()).toContain('Failed')
    await expect.poll(() => topBalance(page).textContent(), { timeout: 10_000 }).toBe('30,000 Ks')
    await context.close()
  })

  it("shows the server's refusal of a wrong password under it and holds nothing", async () => {
    const { context, token, userName } = await newPlayer()
    await admin('credit', userName, '30000', 'game')
    const page = await open(context, '/with-draw')
    await expect.poll(() => topBalance(page).textContent(), { timeout: 10_000 }).toBe('30,000 Ks')
    await requestWithdrawal(page, 'wrong-password')
    const password = page.getByLabel('Password', { exact: true })
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true')
    const errorId = ((await password.getAttribute('aria-describedby')) ?? '').split(' ')[0] ?? ''
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toMatch(/password/i)
    expect(await balances(token)).toEqual({ main: 0, game: 30000 })
    expect((await api('GET', '/withdrawlogfinicial', token)).data).toEqual([])
    await context.close()
  })
})

describe('dates', () => {
  it('shows Yangon dates on a device whose clock is in UTC', async () => {
    const { context, token } = await newPlayer({ timezoneId: 'UTC' })
    await api('POST', '/depositfinicial', token, {
      agent_payment_type_id: ((await api('GET', '/agent-payment-type', token)).data as { id: number }[])[0]
        ?.id,
      amount: 5000,
      refrence_no: '654321',
    })
    const page = await open(context, '/wallet-history')
    const time = page.locator('time').first()
    await time.waitFor()
    const iso = (await time.getAttribute('datetime')) ?? ''
    const yangon = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Yangon',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    }).format(new Date(iso))
    expect(await time.textContent()).toContain(yangon)
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('UTC')
    await context.close()
  })
})
