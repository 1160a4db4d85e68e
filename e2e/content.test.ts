/**
 * Promotions and content pages in Chromium on the built product: a promotion's details in a dialog, the contact
 * hotline copied, ads videos that play only while visible, and the about page in Burmese.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { hydrated, useProductAndBrowser } from './harness.ts'

const run = useProductAndBrowser()

async function open(route: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await run.browser.newContext({ viewport })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: run.product.url })
  const page = await context.newPage()
  await page.goto(`${run.product.url}${route}`)
  await hydrated(page)
  return page
}

describe('promotions', () => {
  it("opens a promotion's details and closes them again, also from the spec's /Promotion link", async () => {
    const page = await open('/Promotion?tab=Promotion')
    expect(page.url()).toBe(`${run.product.url}/promotion?tab=Promotion`)
    await page
      .getByRole('button', { name: /Learn More/ })
      .first()
      .click()
    const dialog = page.getByRole('dialog', { name: 'First Deposit Bonus' })
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain('100,000 Ks')
    await dialog.getByRole('button', { name: 'Close' }).last().click()
    await dialog.waitFor({ state: 'hidden' })
    await page.context().close()
  })
})

describe('contact', () => {
  it('copies the hotline number', async () => {
    const page = await open('/contact')
    await page.getByRole('button', { name: 'Copy number' }).click()
    await page.getByText('Copied to clipboard', { exact: true }).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('959400000001')
    await page.context().close()
  })
})

describe('videos', () => {
  it('plays an ads video only while it is on screen', async () => {
    const page = await open('/ads-video', { width: 390, height: 700 })
    const videos = page.locator('main video')
    await expect.poll(() => videos.count(), { timeout: 15_000 }).toBe(3)
    const playing = () => videos.evaluateAll((list) => list.map((v) => !(v as HTMLVideoElement).paused))
    await expect.poll(playing, { timeout: 15_000 }).toEqual([true, false, false])
    await videos.nth(2).scrollIntoViewIfNeeded()
    await expect.poll(playing, { timeout: 15_000 }).toEqual([false, false, true])
    await page.context().close()
  })
})

describe('about', () => {
  it('reads in Burmese when the player chose it', async () => {
    const context = await run.browser.newContext({ viewport: { width: 390, height: 844 } })
    await context.addInitScript(() => localStorage.setItem('lan', 'mm'))
    const page = await context.newPage()
    await page.goto(`${run.product.url}/about`)
    await expect
      .poll(() => page.locator('main h1').textContent(), { timeout: 15_000 })
      .toMatch(/[\u1000-\u109f]/)
    await context.close()
  })
})
