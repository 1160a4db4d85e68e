/**
 * Play safe in Chromium, on a Monday morning in Yangon (the 2D morning draw open): a player sets a daily loss
 * limit on `/information?tab=limits`, is refused a bet past it with what is left, takes a cool-off after its
 * confirmation and can no longer bet or deposit, and can still withdraw. The reality check shows the session's
 * length and net position in the bar, and asks at the interval the player chose (the browser's clock is moved on).
 */
import type { Clock } from '@shwe/domain'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectAccessible } from './a11y.ts'
import { callApi, hydrated, runAdmin, useProductAndBrowser } from './harness.ts'

/** Monday 2026-11-30, 10:30 in Yangon, moving on in real time. */
const MONDAY_MORNING = Date.parse('2026-11-30T04:00:00Z')
const startedAt = Date.now()
/** How far the server's clock has been moved on, with the browser's, to reach a reality check. */
let movedOnMs = 0
const clock: Clock = { now: () => new Date(MONDAY_MORNING + movedOnMs + (Date.now() - startedAt)) }

const run = useProductAndBrowser({ clock })
const PASSWORD = 'secret123'

async function newPlayer(name: string) {
  const registered = await api('POST', '/register', undefined, {
    name,
    phone: `09${String(Date.now()).slice(-8)}`,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    referral_code: 'SHWE2026',
  })
  const { token, user } = registered.body.data as { token: string; user: { user_name: string } }
  await runAdmin(run.product, 'credit', user.user_name, '30000', 'game')
  return { token, userName: user.user_name }
}

/** Moves the server's and the browser's clocks on together, as time passes for a player. */
async function moveOn(page: Page, minutes: number) {
  movedOnMs += minutes * 60_000
  await page.clock.fastForward(minutes * 60_000)
}

const api = (method: 'GET' | 'POST', path: string, token: string | undefined, body?: unknown) =>
  callApi<{ data: unknown; message?: string }>(run.product.url, method, path, { token, body })

describe('Play safe', () => {
  it('sets a loss limit that refuses a bet past it, and a cool-off that stops bets and deposits, not withdrawals', async () => {
    const { token } = await newPlayer('Careful Player')

    const context = await run.browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.addInitScript((value) => localStorage.setItem('token', value), token)
    const page = await context.newPage()
    await page.goto(`${run.product.url}/information?tab=limits`)
    await hydrated(page)
    const daily = page.getByLabel('Daily loss limit (Ks)')
    await page.getByRole('heading', { name: 'Play safe', level: 1 }).waitFor()
    await expect.poll(() => page.getByRole('button', { name: 'Save limits' }).isEnabled()).toBe(true)
    await daily.fill('1000')
    await page.getByLabel('Reality check').selectOption('30')
    await page.getByRole('button', { name: 'Save limits' }).click()
    await page.getByText('Your limits are saved.').waitFor()
    await expectAccessible(page, { label: '/information?tab=limits signed in' })

    // Past the limit: refused with what is left; up to it: taken.
    expect(
      (await api('POST', '/twod-bet', token, { totalAmount: 600, amounts: [{ num: '12', amount: 600 }] }))
        .status,
    ).toBe(200)
    const past = await api('POST', '/twod-bet', token, {
      totalAmount: 500,
      amounts: [{ num: '13', amount: 500 }],
    })
    expect(past.status).toBe(403)
    expect(past.body.message).toBe('This bet would pass your daily loss limit: 400.00 Ks left.')

    // A reload shows the limit as saved.
    await page.reload()
    await hydrated(page)
    await expect.poll(() => page.getByLabel('Daily loss limit (Ks)').inputValue()).toBe('1000')

    // The cool-off, after its confirmation.
    await page.getByRole('button', { name: 'Cool-off for 24 hours' }).click()
    const dialog = page.getByRole('dialog', { name: 'Start a cool-off?' })
    await dialog.getByText(/You can still log in, see your balances and withdraw/).waitFor()
    await dialog.getByRole('button', { name: 'Yes, start now' }).click()
    await page.getByText('Your cool-off has started.').waitFor()
    await page.getByRole('status').filter({ hasText: 'You are on a cool-off until' }).waitFor()

    const bet = await api('POST', '/twod-bet', token, {
      totalAmount: 100,
      amounts: [{ num: '14', amount: 100 }],
    })
    expect(bet.status).toBe(403)
    expect(bet.body.message).toMatch(/^You are on a cool-off until /)
    const banks = (await api('GET', '/agent-payment-type', token)).body.data as { id: number }[]
    const deposit = await api('POST', '/depositfinicial', token, {
      agent_payment_type_id: banks[0]?.id,
      amount: 20_000,
      refrence_no: '004217',
    })
    expect(deposit.status).toBe(403)
    const types = (await api('GET', '/paymentTypefinicial', token)).body.data as { id: number }[]
    const withdraw = await api('POST', '/withdrawfinicial', token, {
      payment_type_id: types[0]?.id,
      account_name: 'Careful Player',
      account_number: '09250001111',
      amount: 10_000,
      password: PASSWORD,
    })
    expect(withdraw.status, JSON.stringify(withdraw.body)).toBe(200)
    await context.close()
  })
  it('shows the session and net position in the bar, and asks at the chosen interval until answered', async () => {
    const player = await newPlayer('Reality Player')
    expect((await api('POST', '/limits', player.token, { reality_check_minutes: 15 })).status).toBe(200)

    for (const width of [390, 1280]) {
      // Each sign-in is a session of its own, counted from zero.
      const signIn = await api('POST', '/login', undefined, {
        user_name: player.userName,
        password: PASSWORD,
      })
      const { token } = signIn.body.data as { token: string }
      const stake = { totalAmount: 500, amounts: [{ num: '27', amount: 500 }] }
      expect((await api('POST', '/twod-bet', token, stake)).status).toBe(200)
      const context = await run.browser.newContext({ viewport: { width, height: 800 } })
      await context.addInitScript((value) => localStorage.setItem('token', value), token)
      const page = await context.newPage()
      await page.clock.install()
      await page.goto(`${run.product.url}/2d`)
      await hydrated(page)
      const meter = page.getByRole('link', { name: /^This session/ }).filter({ hasText: '−500 Ks' })
      await meter.waitFor()
      expect(await page.getByRole('dialog').count()).toBe(0)

      await moveOn(page, 15)
      const dialog = page.getByRole('dialog', { name: 'Reality check' })
      await dialog.waitFor()
      await dialog.getByText('You have been signed in and playing for 15 min.').waitFor()
      await dialog.getByText('−500 Ks').waitFor()
      await expectAccessible(page, { label: `reality check at ${width} px` })
      await page.keyboard.press('Escape')
      await dialog.getByRole('button', { name: 'Continue playing' }).click()
      await dialog.waitFor({ state: 'hidden' })

      // Answered: the next page does not ask again; the next interval does, and Stop leads to Play safe.
      await page.reload()
      await hydrated(page)
      await meter.waitFor()
      await page.clock.runFor(2_000)
      expect(await page.getByRole('dialog').count()).toBe(0)
      await moveOn(page, 15)
      await page
        .getByRole('dialog', { name: 'Reality check' })
        .getByRole('button', { name: 'Stop and go to my account' })
        .click()
      await page.waitForURL(/\/information\?tab=limits$/)
      await page.getByRole('heading', { name: 'Play safe', level: 1 }).waitFor()
      await context.close()
    }
  })
})
