/**
 * The digit game in Chromium on the built product: ten rounds played through the page, whose bets carry no
 * rolled number or outcome; the seed rotated; every one of the ten rolls recomputed in the page from the
 * revealed seed and marked verified; the balance moved exactly by the ten rounds' results.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectAccessible } from './a11y.ts'
import { demoContext, hydrated, scriptsLoaded, signInAsDemo, useProductAndBrowser } from './harness.ts'

const run = useProductAndBrowser()

const signedIn = () => demoContext(run)

async function gameBalance(token: string): Promise<number> {
  const reply = await fetch(`${run.product.url}/api/user`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  })
  return Number(((await reply.json()) as { data: { balance: string } }).data.balance)
}

/** Picks `pick` (a digit or a side) and rolls at once, then waits for the round's message. */
async function playRound(page: Page, pick: string) {
  await page.getByRole('button', { name: pick, exact: true }).click()
  await page.getByRole('button', { name: 'Roll', exact: true }).click()
  await page.getByText(/^You (won!|lost\.) The number was \d\.$/).waitFor()
}

describe('the digit game', () => {
  it('plays ten rounds that send only the bet, and verifies all ten in the page after the seed rotates', async () => {
    const { context, token } = await signedIn()
    const before = await gameBalance(token)
    const page = await context.newPage()
    const bodies: unknown[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/digitbet') {
        bodies.push(request.postDataJSON())
      }
    })
    await page.goto(`${run.product.url}/digitbet`)
    await hydrated(page)
    await page.getByText(/^[0-9a-f]{64}$/).waitFor()
    await expectAccessible(page, { label: '/digitbet signed in' })

    const picks = ['3', 'Small (0-4)', '7', 'Big (5-9)', '0', '9', 'Small (0-4)', '5', 'Big (5-9)', '1']
    for (const pick of picks) {
      await playRound(page, pick)
      // The message of one round is gone before the next is played.
      await page.getByRole('button', { name: 'Roll', exact: true }).waitFor()
    }
    expect(bodies).toHaveLength(10)
    for (const body of bodies) {
      expect(Object.keys(body as object).sort()).toEqual(['bet_amount', 'bet_type', 'digit', 'multiplier'])
    }

    const history = page.getByRole('table').filter({ hasText: 'Rolled' })
    await expect.poll(() => history.getByRole('row').count()).toBe(11)
    const wins = (await history.getByRole('row').allTextContents()).slice(1)
    expect(wins).toHaveLength(10)

    // The server's own record of the ten rounds: the balance moved by their profits, no more and no less.
    const rows = (await (
      await fetch(`${run.product.url}/api/digitbet/history`, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      })
    ).json()) as { data: { profit: number }[] }
    const profit = rows.data.slice(0, 10).reduce((sum, row) => sum + row.profit, 0)
    expect(await gameBalance(token)).toBeCloseTo(before + profit, 2)

    await page.getByRole('button', { name: 'Rotate seed' }).click()
    await page.getByRole('heading', { name: 'Last revealed server seed' }).waitFor()
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.getByText('10 verified, 0 not verified.').waitFor()
    expect(await history.getByText('✓ Verified').count()).toBe(10)
    await context.close()
  })
})

describe('the digit game on a partner page', () => {
  it('signs a visitor in through its own dialog and plays a round without leaving the page', async () => {
    const context = await run.browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const scripts = scriptsLoaded(page)
    const address = `${run.product.url}/examples/partner-digit.html`
    await page.goto(address)
    const game = page.locator('shwe-digit-game')
    await game.getByRole('button', { name: '7', exact: true }).click()
    await game.getByRole('button', { name: 'Roll', exact: true }).click()
    await signInAsDemo(game)
    await game.getByRole('button', { name: '7', exact: true }).click()
    await game.getByRole('button', { name: 'Roll', exact: true }).click()
    await game.getByText(/^You (won!|lost\.) The number was \d\.$/).waitFor()
    expect(page.url()).toBe(address)
    expect(scripts.filter((path) => !/^\/widgets\/(digit-game|chunks\/[\w.-]+)\.js$/.test(path))).toEqual([])
    await context.close()
  })
})
