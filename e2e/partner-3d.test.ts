/**
 * The 3D board and the 3D winners on a partner's page (`/examples/partner-3d.html`), in Chromium on the built
 * product with the server clock on Monday 2026-11-30, 10:00 in Yangon (the 2026-12-01 draw open) and the
 * browser's clock on the same time: a signed-out visitor picks numbers, signs in through the element's own
 * login dialog, confirms, and finds the slip in the element's history, while the page's address stays the
 * partner's and only the two elements' code loads; the winners element works on its own.
 */
import { LOTTERY_BET_PLACED, type ThreeDSlip } from '@shwe/contract'
import type { Clock } from '@shwe/domain'
import type { BrowserContext } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectAccessible } from './a11y.ts'
import { apiData, hasFocus, scriptsLoaded, signInAsDemo, useProductAndBrowser } from './harness.ts'

/** Monday 2026-11-30, 10:00 in Yangon, moving on in real time from the start of the run. */
const MONDAY_MORNING = Date.parse('2026-11-30T10:00:00+06:30')
const startedAt = Date.now()
const clock: Clock = { now: () => new Date(MONDAY_MORNING + (Date.now() - startedAt)) }

const run = useProductAndBrowser({ clock })

const PAGE = '/examples/partner-3d.html'

const api = <T>(path: string, token: string) => apiData<T>(run.product.url, path, token)

/** A visitor's browser, its clock on the server's (a phone's clock is about right), nobody signed in. */
async function visitor(): Promise<BrowserContext> {
  const context = await run.browser.newContext({ viewport: { width: 1280, height: 900 } })
  await context.clock.install({ time: clock.now().getTime() })
  return context
}

describe('the 3D board on a partner page', () => {
  it('takes a signed-out visitor from picking numbers to a slip in the history without leaving the page', async () => {
    const context = await visitor()
    const page = await context.newPage()
    const scripts = scriptsLoaded(page)
    const partnerUrl = `${run.product.url}${PAGE}`
    await page.goto(partnerUrl)
    const board = page.locator('shwe-3d-board')
    const winners = page.locator('shwe-winners')

    // 123 and its arrangements at 20 Ks each.
    await board.getByRole('timer').waitFor()
    await board.getByRole('textbox', { name: '3-digit number' }).fill('123')
    await board.getByRole('button', { name: 'Add', exact: true }).click()
    await board.getByRole('button', { name: 'Permutation (R)' }).click()
    await board.getByText('Numbers: 6').first().waitFor()
    await board.getByRole('spinbutton', { name: 'Amount per number (Ks)' }).fill('20')
    await board.getByRole('button', { name: 'Submit' }).click()

    // Confirm while signed out: the element's login dialog, then Confirm Bet again.
    await expect
      .poll(() => hasFocus(board.getByRole('heading', { name: '3D Bet Confirmation', level: 1 })))
      .toBe(true)
    const confirm = board.getByRole('button', { name: 'Confirm Bet' })
    await confirm.click()
    await board.getByText('Please login to place bets').waitFor()
    await signInAsDemo(board)
    // One session for the page: the winners element is signed in too.
    await winners.getByRole('combobox', { name: 'Draw' }).waitFor()
    await expectAccessible(page, { label: `${PAGE} on the confirm screen` })
    await confirm.dblclick()
    await board.getByText(LOTTERY_BET_PLACED).first().waitFor()
    expect(page.url()).toBe(partnerUrl)

    // Back on the entry screen by itself; the slip in the element's own history.
    await board.getByRole('heading', { name: '3D Bet', level: 1 }).waitFor({ timeout: 5_000 })
    await board.getByRole('link', { name: 'Bet history' }).click()
    await expect
      .poll(() => hasFocus(board.getByRole('heading', { name: '3D Bet History', level: 1 })))
      .toBe(true)
    const slips = board.getByRole('list', { name: 'Your slips' }).getByRole('button')
    await slips.first().waitFor()
    expect(await slips.count()).toBe(1)
    await slips.first().click()
    const lines = board.getByRole('table', { name: 'Bet numbers' }).getByRole('row')
    expect(await lines.allTextContents()).toEqual([
      expect.stringContaining('Number'),
      expect.stringMatching(/^12320\.00 KyatsStraight/),
      ...['132', '213', '231', '312', '321'].map((num) =>
        expect.stringMatching(new RegExp(`^${num}20\\.00 KyatsPermutation`)),
      ),
    ])
    await expectAccessible(page, { label: `${PAGE} on the history screen` })
    // No menu here: the element's own way back to the entry screen.
    await board.getByRole('link', { name: 'Back to 3D' }).click()
    await board.getByRole('heading', { name: '3D Bet', level: 1 }).waitFor()
    expect(page.url()).toBe(partnerUrl)

    // Money moved once: one slip of 120 Ks, and the balance 120 Ks lower than the demo account's 150,000.
    const token = await page.evaluate(() => localStorage.getItem('token'))
    expect(token).toBeTruthy()
    const history = await api<{ slips: ThreeDSlip[] }>('/threed-bet/history', token as string)
    const mine = history.slips.filter((slip) => slip.draw_session === '2026-12-01')
    expect(mine.map((slip) => Number(slip.total_bet_amount))).toEqual([120])
    const user = await api<{ balance: string }>('/user', token as string)
    expect(Number(user.balance)).toBe(150_000 - 120)

    // Nothing but the two elements' own code: their entries and their chunks.
    expect(scripts).toContain('/widgets/3d-board.js')
    expect(scripts).toContain('/widgets/winners.js')
    expect(
      scripts.filter((path) => !/^\/widgets\/(3d-board|winners|chunks\/[\w.-]+)\.js$/.test(path)),
    ).toEqual([])
    await context.close()
  })
})

describe('the 3D winners on a partner page', () => {
  it('works on its own: signs the visitor in through its own dialog and lists a settled draw', async () => {
    const context = await visitor()
    const page = await context.newPage()
    // The board's code never arrives: the winners element needs none of it.
    await page.route('**/widgets/3d-board.js', (route) => route.abort())
    await page.goto(`${run.product.url}${PAGE}`)
    const winners = page.locator('shwe-winners')
    await winners.getByText('Log in to see the winners.').waitFor()
    await winners.getByRole('button', { name: 'Login' }).click()
    await signInAsDemo(winners)
    // The last settled draw of the seed: the 1st of the month.
    await winners.getByRole('combobox', { name: 'Draw' }).selectOption('2026-11-01')
    const card = winners.getByRole('list', { name: 'Results' }).getByRole('listitem').first()
    await card.getByRole('heading', { name: '3D draw · Nov 1, 2026' }).waitFor()
    expect(await card.getByRole('definition').first().textContent()).toMatch(/^\d{3}$/)
    expect(await page.locator('shwe-3d-board').evaluate((element) => element.shadowRoot)).toBeNull()
    expect(page.url()).toBe(`${run.product.url}${PAGE}`)
    await context.close()
  })
})
