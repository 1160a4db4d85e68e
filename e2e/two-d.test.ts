import type { Clock } from '@shwe/domain'
import type { BrowserContext } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectAccessible } from './a11y.ts'
import {
  apiPathsAskedBy,
  demoContext,
  hydrated,
  openHydrated,
  runAdmin,
  useProductAndBrowser,
} from './harness.ts'

/** Monday 2026-11-30, 10:30 in Yangon (04:00 UTC), moving on in real time from the start of the run. */
const MONDAY_MORNING = Date.parse('2026-11-30T04:00:00Z')
/** The morning cut-off of that day, 11:51 in Yangon. */
const MORNING_CUTOFF = Date.parse('2026-11-30T05:21:00Z')
const startedAt = Date.now()
/** How far the server clock was moved on by a test. */
let jumpedMs = 0
const clock: Clock = { now: () => new Date(MONDAY_MORNING + jumpedMs + (Date.now() - startedAt)) }

// Sessions outlive the jump past the cut-off (over an hour without a request).
const run = useProductAndBrowser({ clock, config: { tokenIdleMinutes: 240 } })

/** `npm run admin -- <args>` against the running product, as the operator types it. */
const admin = (...args: string[]) => runAdmin(run.product, ...args)

/** Seconds a countdown `HH:MM:SS` shows. */
const secondsOf = (text: string | null) => {
  const [h, m, s] = (text ?? '').split(':').map(Number)
  return (h ?? Number.NaN) * 3600 + (m ?? Number.NaN) * 60 + (s ?? Number.NaN)
}

const signedIn = ({ deviceClockAheadMs }: { deviceClockAheadMs?: number } = {}) =>
  demoContext(run, {
    ...(deviceClockAheadMs === undefined
      ? {}
      : { deviceClock: () => clock.now().getTime() + deviceClockAheadMs }),
  })

const open = (context: BrowserContext, route: string) => openHydrated(context, `${run.product.url}${route}`)

describe('2D live', () => {
  it('shows the live number from the stream and counts down to the cut-off on the server clock', async () => {
    const { context } = await signedIn()
    const page = await context.newPage()
    const asked = apiPathsAskedBy(page)
    await page.goto(`${run.product.url}/2d`)
    await hydrated(page)
    const live = page.getByLabel(/^Live 2D number: /)
    await expect.poll(() => live.getAttribute('aria-label'), { timeout: 15_000 }).toMatch(/: \d\d$/)
    // 10:30 on the server, cut-off 11:51: about 81 minutes left, whatever the browser's own clock says.
    const timer = page.getByRole('timer')
    await expect.poll(() => timer.textContent(), { timeout: 10_000 }).toMatch(/^01:(2[01]|1\d):\d\d$/)
    // The page carried the live board and the draw info: the browser only opens the stream.
    expect(asked.filter((path) => ['/api/2d/live', '/api/twod/draw-info'].includes(path))).toEqual([])
    expect(asked).toContain('/api/2d/live/stream')
    await expectAccessible(page, { label: '/2d signed in' })
    await page.getByRole('button', { name: 'History' }).click()
    await page.getByRole('link', { name: 'Morning slips' }).click()
    await page.waitForURL(`${run.product.url}/morning-bet-slip`)
    await page.getByRole('heading', { name: 'Morning Slips', level: 1 }).waitFor()
    await context.close()
  })

  it('counts down to the right second on a device whose clock is 10 minutes fast', async () => {
    const { context } = await signedIn({ deviceClockAheadMs: 10 * 60_000 })
    const page = await open(context, '/2d')
    expect((await page.evaluate(() => Date.now())) - clock.now().getTime()).toBeGreaterThan(9 * 60_000)
    const timer = page.getByRole('timer')
    await expect.poll(() => timer.textContent(), { timeout: 10_000 }).toMatch(/^\d\d:\d\d:\d\d$/)
    const expected = (MORNING_CUTOFF - clock.now().getTime()) / 1000
    // A board on the device's clock would show ten minutes less.
    expect(Math.abs(secondsOf(await timer.textContent()) - expected)).toBeLessThan(5)
    await context.close()
  })

  it('reads the live board every 2 seconds while the stream is down', async () => {
    const { context } = await signedIn()
    const page = await context.newPage()
    await page.route('**/api/2d/live/stream', (route) => route.abort())
    let polls = 0
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/2d/live') polls += 1
    })
    await page.goto(`${run.product.url}/2d`)
    await hydrated(page)
    const live = page.getByLabel(/^Live 2D number: /)
    await expect.poll(() => live.getAttribute('aria-label'), { timeout: 15_000 }).toMatch(/: \d\d$/)
    await expect.poll(() => polls, { timeout: 10_000 }).toBeGreaterThanOrEqual(3)
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

describe('numbers the operator closed', () => {
  it('are disabled on the grid, one by one and by head', async () => {
    await admin('close-number', '2d', '33')
    await admin('close-head', '9')
    try {
      const { context } = await signedIn()
      const page = await open(context, '/2d/bet')
      for (const num of ['33', '90', '95', '99']) {
        const cell = page.getByRole('button', { name: `${num}, closed` })
        await cell.waitFor()
        expect(await cell.isDisabled()).toBe(true)
      }
      expect(await page.getByRole('button', { name: /^34, \d+% taken$/ }).isDisabled()).toBe(false)
      await context.close()
    } finally {
      await admin('open-number', '2d', '33')
      await admin('open-head', '9')
    }
  })
})

describe('after the cut-off', () => {
  it('refuses a bet confirmed after 11:51 and moves no money, then settles the morning slips by the 12:01 number', async () => {
    const { context, token } = await signedIn()
    const before = await balance(token)
    const page = await open(context, '/2d/bet')
    await page.getByRole('button', { name: /^58, \d+% taken$/ }).click()
    await page.getByRole('button', { name: 'Bet', exact: true }).click()
    await page.waitForURL(`${run.product.url}/2d/confirm`)
    await hydrated(page)
    await page.getByText('Total:').waitFor()

    // The player waited on the confirmation screen until 11:52.
    jumpedMs += MORNING_CUTOFF + 60_000 - clock.now().getTime()
    await page.getByRole('button', { name: 'Confirm', exact: true }).click()
    await page.getByText('2D betting is closed at this time. Welcome back next time!').waitFor()
    expect(page.url()).toBe(`${run.product.url}/2d/confirm`)
    expect(await balance(token)).toBe(before)

    // At 12:01 the feed's morning number is final, and the slip bet earlier on this page settles by it.
    jumpedMs += MORNING_CUTOFF + 11 * 60_000 - clock.now().getTime()
    let winning = ''
    await expect
      .poll(
        async () => {
          const live = (await (await fetch(`${run.product.url}/api/2d/live`)).json()) as {
            result: { open_time: string; twod: string }[]
          }
          winning = live.result.find((row) => row.open_time.startsWith('12:01'))?.twod ?? ''
          return winning
        },
        { timeout: 15_000 },
      )
      .toMatch(/^\d\d$/)
    const stakes: Record<string, number> = { '47': 100, '12': 500, '21': 500 }
    await expect.poll(() => balance(token), { timeout: 15_000 }).toBe(before + 80 * (stakes[winning] ?? 0))
    const slips = await open(context, '/morning-bet-slip')
    const slip = slips.getByRole('button', { name: /1,100\.00/ }).first()
    await expect.poll(() => slip.textContent()).toContain('Completed')
    await slip.click()
    const rows = slips.getByRole('table', { name: 'Bet numbers' }).getByRole('row')
    for (const num of Object.keys(stakes)) {
      expect(await rows.filter({ hasText: new RegExp(`^${num}`) }).textContent()).toContain(
        num === winning ? 'Won' : 'Lost',
      )
    }
    await context.close()
  })
})

async function balance(token: string): Promise<number> {
  const reply = await fetch(`${run.product.url}/api/user`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  })
  return Number(((await reply.json()) as { data: { balance: string } }).data.balance)
}
