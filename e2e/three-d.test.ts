import { LOTTERY_BET_PLACED, type ThreeDSlip } from '@shwe/contract'
import type { Clock } from '@shwe/domain'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectAccessible } from './a11y.ts'
import {
  apiData,
  apiPathsAskedBy,
  demoContext,
  hydrated,
  openHydrated,
  runAdmin,
  useProductAndBrowser,
} from './harness.ts'

/** Monday 2026-11-30, 10:00 in Yangon, moving on in real time from the start of the run. */
const MONDAY_MORNING = Date.parse('2026-11-30T10:00:00+06:30')
/** The open draw, its cut-off and its result. */
const DRAW = '2026-12-01'
const CUTOFF = Date.parse(`${DRAW}T12:00:00+06:30`)
const RESULT = Date.parse(`${DRAW}T14:30:00+06:30`)
const startedAt = Date.now()
/** How far the server clock was moved on by a test. */
let jumpedMs = 0
const clock: Clock = { now: () => new Date(MONDAY_MORNING + jumpedMs + (Date.now() - startedAt)) }
/** Moves the server clock to `at` (ms since the epoch), from where it goes on in real time. */
const jumpTo = (at: number) => {
  jumpedMs += at - clock.now().getTime()
}

// Sessions outlive the jumps to the cut-off and past the result (more than a day without a request).
const run = useProductAndBrowser({ clock, config: { tokenIdleMinutes: 24 * 60 * 30 } })

/** `npm run admin -- <args>` against the running product, as the operator types it. */
const admin = (...args: string[]) => runAdmin(run.product, ...args)

const signedIn = ({ deviceClock }: { deviceClock?: number } = {}) =>
  demoContext(run, deviceClock === undefined ? {} : { deviceClock: () => deviceClock })

const open = (context: BrowserContext, route: string) => openHydrated(context, `${run.product.url}${route}`)

const api = <T>(path: string, token: string) => apiData<T>(run.product.url, path, token)

/** The game balance in kyat, as `GET /api/user` tells it. */
const balance = async (token: string) => Number((await api<{ balance: string }>('/user', token)).balance)

/** The player's slips for the open draw, newest first. */
const slipsOfDraw = async (token: string) =>
  (await api<{ slips: ThreeDSlip[] }>('/threed-bet/history?limit=50', token)).slips.filter(
    (slip) => slip.draw_session === DRAW,
  )

/** Types a number into the entry field and presses Add. */
async function typeNumber(page: Page, text: string) {
  await page.getByRole('textbox', { name: '3-digit number' }).fill(text)
  await page.getByRole('button', { name: 'Add', exact: true }).click()
}

/** The numbers the player bets on, with the amount each line will carry once group 3 is at 5 Ks. */
const STAKES: Record<string, number> = {
  '123': 10,
  '507': 10,
  ...Object.fromEntries(['132', '213', '231', '312', '321'].map((num) => [num, 10])),
  ...Object.fromEntries(Array.from({ length: 20 }, (_, n) => [String(n).padStart(3, '0'), 5])),
  ...Object.fromEntries(['456', '465', '546', '564', '645', '654'].map((num) => [num, 100])),
}
const TOTAL = Object.values(STAKES).reduce((sum, amount) => sum + amount, 0)
/** The result the operator enters: the typed 123, so its five other arrangements win the permutation prize. */
const WINNING = '123'
const PERMUTATIONS_OF_WINNING = ['132', '213', '231', '312', '321']
/** 500× the exact number, 10× each other arrangement (the server's default odds). */
const PRIZE = 500 * 10 + 10 * 10 * PERMUTATIONS_OF_WINNING.length

let balanceAfterBet = 0

describe('3D entry', () => {
  it('says why a typed number cannot be added: letters, two digits, a number already selected', async () => {
    const { context } = await signedIn()
    const page = await context.newPage()
    const asked = apiPathsAskedBy(page)
    await page.goto(`${run.product.url}/3d`)
    await hydrated(page)
    // The page carried the draw card's answer: hydration does not ask for it again.
    await page.getByRole('timer').first().waitFor()
    expect(asked).not.toContain('/api/threed/draw-info')
    expect(asked).not.toContain('/api/threed/numbers')
    // The prizes, the entry's largest text, are in the page as served, in the board's odds.
    const served = await (await fetch(`${run.product.url}/3d`)).text()
    expect(served).toContain('Exact number pays 500×, another arrangement 10×.')
    const field = page.getByRole('textbox', { name: '3-digit number' })
    await typeNumber(page, 'abc')
    await page.getByText('Please enter a valid 3-digit number (000-999)').waitFor()
    expect(await field.getAttribute('aria-invalid')).toBe('true')
    await typeNumber(page, '12')
    await page.getByText('Please enter a valid 3-digit number (000-999)').waitFor()
    await typeNumber(page, '468')
    await page.getByText('Numbers: 1').first().waitFor()
    expect(await field.inputValue()).toBe('')
    await typeNumber(page, '468')
    await page.getByText('This number is already selected').waitFor()
    await page.getByText('Numbers: 1').first().waitFor()
    await context.close()
  })
})

describe('3D bet', () => {
  it('bets by typing, a quick tool and the permutation tool, confirms once, and finds the slip in the history', async () => {
    const { context, token } = await signedIn()
    const before = await balance(token)
    const page = await open(context, '/3d')
    await page.getByRole('timer').waitFor()
    await expectAccessible(page, { label: '/3d signed in' })

    // 123 typed, then its five other arrangements; 507 typed; the first 20 numbers from a quick tool.
    await typeNumber(page, '123')
    await page.getByText('Numbers: 1').first().waitFor()
    await page.getByRole('button', { name: 'Permutation (R)' }).click()
    await page.getByText('Numbers: 6').first().waitFor()
    expect(
      await page.getByRole('list', { name: 'Permutations' }).getByRole('listitem').allTextContents(),
    ).toEqual(PERMUTATIONS_OF_WINNING)
    await typeNumber(page, '507')
    await page.getByRole('button', { name: 'First 20 numbers' }).click()
    await page.getByText('Numbers: 27').first().waitFor()
    // A line from a chat: 456 and its five other arrangements at 100 Ks each.
    await page.getByRole('textbox', { name: 'Slip text' }).fill('456R 100')
    await page.getByRole('button', { name: 'Add slip' }).click()
    await page.getByText('Numbers: 33').first().waitFor()
    await page.getByRole('spinbutton', { name: 'Amount per number (Ks)' }).fill('10')
    await page.getByText('Total: 870 Ks').waitFor()
    await page.getByRole('button', { name: 'Submit' }).click()

    // The confirmation: the groups as added (the pasted line's number, then its arrangements), the tool's
    // group changed to 5 Ks a number.
    await page.waitForURL(`${run.product.url}/3d/confirm`)
    await hydrated(page)
    const title = page.getByRole('heading', { name: '3D Bet Confirmation', level: 1 })
    await title.waitFor()
    const groups = page.getByRole('heading', { level: 3 })
    expect(await groups.allTextContents()).toEqual([
      'Group 1',
      'Group 2 · permutation',
      'Group 3',
      'Group 4',
      'Group 5 · permutation',
    ])
    expect(await page.getByRole('list', { name: 'Group 1' }).getByRole('listitem').allTextContents()).toEqual(
      ['123', '507'],
    )
    await expectAccessible(page, { label: '/3d/confirm with a draft' })
    await page.getByRole('button', { name: 'Edit the amount per digit of group 3' }).click()
    await page.getByRole('spinbutton', { name: 'Amount per digit of group 3 (Ks)' }).fill('5')
    await page.getByRole('button', { name: 'Save the amount of group 3' }).click()
    const total = page.getByText('Total Bet Amount').locator('..')
    await expect.poll(() => total.textContent()).toContain(TOTAL.toLocaleString('en-US'))

    // A double click places one slip and moves the money once; two seconds later, the entry screen.
    await page.getByRole('button', { name: 'Confirm Bet' }).dblclick()
    await page.getByText(LOTTERY_BET_PLACED).first().waitFor()
    const placedAt = Date.now()
    await page.waitForURL(`${run.product.url}/3d`, { timeout: 10_000 })
    expect(Date.now() - placedAt).toBeGreaterThan(1_500)
    await expect.poll(() => balance(token)).toBe(before - TOTAL)
    balanceAfterBet = before - TOTAL
    const slips = await slipsOfDraw(token)
    expect(slips).toHaveLength(1)
    expect(Number(slips[0]?.total_bet_amount)).toBe(TOTAL)
    const lines = Object.fromEntries(
      (slips[0]?.three_d_bets ?? []).map((line) => [line.bet_number, Number(line.bet_amount)]),
    )
    expect(lines).toEqual(STAKES)

    // The history: the slip first, and its lines with the permutations marked.
    await hydrated(page)
    await page.getByRole('link', { name: 'Bet history' }).click()
    await page.waitForURL(`${run.product.url}/3d/history`)
    const row = page.getByRole('list', { name: 'Your slips' }).getByRole('button').first()
    await expect.poll(() => row.textContent()).toContain(`${TOTAL.toLocaleString('en-US')}.00`)
    await expectAccessible(page, { label: '/3d/history signed in' })
    await row.click()
    const table = page.getByRole('table', { name: 'Bet numbers' })
    expect(await table.getByRole('row').count()).toBe(1 + Object.keys(STAKES).length)
    expect(await table.getByRole('row', { name: /^123 / }).textContent()).toMatch(
      /^12310\.00 KyatsStraight–Waiting for the result$/,
    )
    for (const num of PERMUTATIONS_OF_WINNING) {
      expect(await table.getByRole('row', { name: new RegExp(`^${num} `) }).textContent()).toContain(
        'Permutation',
      )
    }
    expect(await table.getByRole('row', { name: /^015 / }).textContent()).toMatch(/^0155\.00 KyatsStraight/)
    expect(await table.getByRole('row', { name: /^654 / }).textContent()).toMatch(
      /^654100\.00 KyatsPermutation/,
    )
    await context.close()
  })
})

describe('after the cut-off', () => {
  it('refuses a bet confirmed after 12:00 on the draw day and moves no money', async () => {
    const { context, token } = await signedIn()
    const before = await balance(token)
    const page = await open(context, '/3d')
    await typeNumber(page, '777')
    await page.getByRole('spinbutton', { name: 'Amount per number (Ks)' }).fill('50')
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.waitForURL(`${run.product.url}/3d/confirm`)
    await hydrated(page)
    await page.getByText('Total Bet Amount').waitFor()

    // The player waited on the confirmation screen until just after the cut-off.
    jumpTo(CUTOFF + 30_000)
    await page.getByRole('button', { name: 'Confirm Bet' }).click()
    const refusal = page.getByRole('alert')
    await refusal.waitFor()
    expect(await refusal.textContent()).toBe(
      '3D betting is closed until this draw’s result is out. Welcome back after 14:30!',
    )
    expect(page.url()).toBe(`${run.product.url}/3d/confirm`)
    expect(await balance(token)).toBe(before)
    expect(await slipsOfDraw(token)).toHaveLength(1)
    await context.close()
  })

  it('settles the slip by the result the operator enters: won and lost lines, the prize paid, the winner listed', async () => {
    jumpTo(RESULT + 60_000)
    await admin('threed-result', DRAW, WINNING)
    // A device clock on the server's time, so "today" on the winners screen is the draw day.
    const { context, token } = await signedIn({ deviceClock: clock.now().getTime() })
    await expect.poll(() => balance(token)).toBe(balanceAfterBet + PRIZE)

    const history = await open(context, '/3d/history')
    const row = history.getByRole('list', { name: 'Your slips' }).getByRole('button').first()
    await expect.poll(() => row.textContent()).toContain('Completed')
    await row.click()
    const table = history.getByRole('table', { name: 'Bet numbers' })
    expect(await table.getByRole('row', { name: /^123 / }).textContent()).toMatch(/5,000\.00 KyatsWon$/)
    for (const num of PERMUTATIONS_OF_WINNING) {
      expect(await table.getByRole('row', { name: new RegExp(`^${num} `) }).textContent()).toMatch(
        /Permutation100\.00 KyatsWon$/,
      )
    }
    for (const num of ['507', '000', '012', '019', '456', '654']) {
      expect(await table.getByRole('row', { name: new RegExp(`^${num} `) }).textContent()).toMatch(/Lost$/)
    }

    const winners = await open(context, '/3d/winner')
    await winners.getByRole('combobox', { name: 'Draw' }).selectOption(DRAW)
    const card = winners.getByRole('list', { name: 'Results' }).getByRole('listitem').first()
    await card.getByRole('heading', { name: /^3D draw · Dec 1, 2026$/ }).waitFor()
    expect(await card.getByRole('definition').first().textContent()).toBe(WINNING)
    const list = card.getByRole('list').last()
    const entries = await list.getByRole('listitem').allTextContents()
    expect(entries).toHaveLength(1 + PERMUTATIONS_OF_WINNING.length)
    // The name arrives masked: the demo player's user name never shows.
    for (const entry of entries) {
      expect(entry).toMatch(/^d\*\*\*\*/)
      expect(entry).not.toContain('demo')
    }
    expect(entries[0]).toContain('5,000.00')
    await context.close()
  })
})
