/**
 * Play safe in Chromium, on a Monday morning in Yangon (the 2D morning draw open): a player sets a daily loss
 * limit on `/information?tab=limits`, is refused a bet past it with what is left, takes a cool-off after its
 * confirmation and can no longer bet or deposit, and can still withdraw.
 */
import type { Clock } from '@shwe/domain'
import { describe, expect, it } from 'vitest'
import { expectAccessible } from './a11y.ts'
import { hydrated, runAdmin, useProductAndBrowser } from './harness.ts'

/** Monday 2026-11-30, 10:30 in Yangon, moving on in real time. */
const MONDAY_MORNING = Date.parse('2026-11-30T04:00:00Z')
const startedAt = Date.now()
const clock: Clock = { now: () => new Date(MONDAY_MORNING + (Date.now() - startedAt)) }

const run = useProductAndBrowser({ clock })
const PASSWORD = 'secret123'

async function api(method: 'GET' | 'POST', path: string, token: string | undefined, body?: unknown) {
  const reply = await fetch(`${run.product.url}/api${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: reply.status, body: (await reply.json()) as { data: unknown; message?: string } }
}

describe('Play safe', () => {
  it('sets a loss limit that refuses a bet past it, and a cool-off that stops bets and deposits, not withdrawals', async () => {
    const registered = await api('POST', '/register', undefined, {
      name: 'Careful Player',
      phone: `09${String(Date.now()).slice(-8)}`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      referral_code: 'SHWE2026',
    })
    const { token, user } = registered.body.data as { token: string; user: { user_name: string } }
    await runAdmin(run.product, 'credit', user.user_name, '30000', 'game')

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
})
