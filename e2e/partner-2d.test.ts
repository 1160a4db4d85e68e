/**
 * The 2D board on a partner's page (`/examples/partner-2d.html`), in Chromium on the built product with the
 * server clock on a Monday morning in Yangon: a signed-out player watches the live number, bets on two numbers,
 * signs in through the element's own login dialog, confirms, and finds the slip among the morning slips, all
 * inside one element while the page's address stays the partner's.
 */
import { LOTTERY_BET_PLACED, type TwoDSlip } from '@shwe/contract'
import type { Clock } from '@shwe/domain'
import { describe, expect, it } from 'vitest'
import { expectAccessible } from './a11y.ts'
import {
  apiData,
  hasFocus,
  openMorningSlips,
  scriptsLoaded,
  signInAsDemo,
  useProductAndBrowser,
} from './harness.ts'

/** Monday 2026-11-30, 10:30 in Yangon (04:00 UTC), moving on in real time from the start of the run. */
const MONDAY_MORNING = Date.parse('2026-11-30T04:00:00Z')
const startedAt = Date.now()
const clock: Clock = { now: () => new Date(MONDAY_MORNING + (Date.now() - startedAt)) }

const run = useProductAndBrowser({ clock })

const PAGE = '/examples/partner-2d.html'

const api = <T>(path: string, token: string) => apiData<T>(run.product.url, path, token)

describe('the 2D board on a partner page', () => {
  it('takes a signed-out player from the live number to a confirmed slip without leaving the page', async () => {
    const context = await run.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const scripts = scriptsLoaded(page)
    const partnerUrl = `${run.product.url}${PAGE}`
    await page.goto(partnerUrl)
    const board = page.locator('shwe-2d-board')

    // The live screen: the number from the stream, then Bet.
    const live = board.getByLabel(/^Live 2D number: /)
    await expect.poll(() => live.getAttribute('aria-label'), { timeout: 15_000 }).toMatch(/: \d\d$/)
    await board.getByRole('link', { name: 'Bet', exact: true }).click()

    // The grid, its title focused as a new page's would be: two numbers at the default stake of 100 Ks.
    await expect.poll(() => hasFocus(board.getByRole('heading', { name: '2D bet', level: 1 }))).toBe(true)
    for (const num of ['47', '83']) {
      const cell = board.getByRole('button', { name: new RegExp(`^${num}, \\d+% taken$`) })
      await cell.click()
      expect(await cell.getAttribute('aria-pressed')).toBe('true')
    }
    await board.getByText('Numbers: 2').waitFor()
    await board.getByRole('button', { name: 'Bet', exact: true }).click()

    // Confirm while signed out: the element's login dialog, then Confirm again.
    await expect
      .poll(() => hasFocus(board.getByRole('heading', { name: 'Confirm 2D bet', level: 1 })))
      .toBe(true)
    expect(await board.getByRole('list', { name: 'Your numbers' }).getByRole('listitem').count()).toBe(2)
    const confirm = board.getByRole('button', { name: 'Confirm', exact: true })
    await confirm.click()
    await signInAsDemo(board)
    await board.getByText('Game balance:').waitFor()
    // The element's screens bring their own background: no light page behind light text.
    await expectAccessible(page, { label: `${PAGE} on the confirm screen` })
    await confirm.dblclick()
    await board.getByRole('status').filter({ hasText: LOTTERY_BET_PLACED }).first().waitFor()
    expect(page.url()).toBe(partnerUrl)

    // Back on the live screen by itself; the slip among the morning slips.
    await board.getByRole('heading', { name: '2D Live', level: 1 }).waitFor({ timeout: 5_000 })
    await openMorningSlips(board)
    const slips = board.getByRole('list', { name: 'Your slips' }).getByRole('button')
    await slips.first().waitFor()
    expect(await slips.count()).toBe(1)
    await slips.first().click()
    const lines = board.getByRole('table', { name: 'Bet numbers' })
    expect(await lines.getByRole('row').allTextContents()).toEqual([
      expect.stringContaining('Number'),
      expect.stringMatching(/^47100\.00 Ks/),
      expect.stringMatching(/^83100\.00 Ks/),
    ])
    // No menu and no Back button of the browser here: the element's own way back to the live result.
    await board.getByRole('link', { name: 'Back to 2D Live' }).click()
    await board.getByRole('heading', { name: '2D Live', level: 1 }).waitFor()
    expect(page.url()).toBe(partnerUrl)

    // Money moved once: one slip of 200 Ks, and the balance 200 Ks lower than the demo account's 150,000.
    const token = await page.evaluate(() => localStorage.getItem('token'))
    expect(token).toBeTruthy()
    const onServer = await api<TwoDSlip[]>('/twod-bet-slips', token as string)
    expect(onServer.map((slip) => Number(slip.total_bet_amount))).toEqual([200])
    expect(onServer[0]?.two_bets.map((line) => line.bet_number).sort()).toEqual(['47', '83'])
    const user = await api<{ balance: string }>('/user', token as string)
    expect(Number(user.balance)).toBe(150_000 - 200)

    // Nothing but the element's own code: its entry and its chunks.
    expect(scripts).toContain('/widgets/2d-board.js')
    expect(scripts.filter((path) => !/^\/widgets\/(chunks\/)?[\w.-]+\.js$/.test(path))).toEqual([])
    await context.close()
  })
})
