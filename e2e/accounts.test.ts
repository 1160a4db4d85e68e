/**
 * Accounts in Chromium on the built product: sign-in from the dialog and from /login, register, a guest account
 * from creation to a changed password, the language across reloads, the sidebar and bottom bar at desktop and
 * phone sizes, a session the server ended, and the keyboard alone for sign-in, register and guest creation.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { hydrated, useProductAndBrowser } from './harness.ts'

const run = useProductAndBrowser()

const DESKTOP = { width: 1280, height: 900 }
const PHONE = { width: 390, height: 844 }

async function open(route: string, viewport = DESKTOP): Promise<{ page: Page; context: BrowserContext }> {
  const context = await run.browser.newContext({ viewport })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: run.product.url })
  // The home page's popup ad (once per browser session) is the catalogue's to test; here it would cover the page.
  await context.addInitScript(() => sessionStorage.setItem('ads_popup_shown', '1'))
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  ;(page as Page & { errors: string[] }).errors = errors
  await page.goto(`${run.product.url}${route}`)
  await hydrated(page)
  return { page, context }
}

const topBar = (page: Page) => page.locator('header.top')
const toast = (page: Page, text: string) => page.getByText(text, { exact: true })

async function signInThroughDialog(page: Page, userName: string, password: string) {
  await topBar(page).getByRole('button', { name: 'Login' }).click()
  const dialog = page.getByRole('dialog', { name: 'Login' })
  await dialog.getByLabel('Username').fill(userName)
  await dialog.getByLabel('Password', { exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'Login' }).click()
}

describe('signing in', () => {
  it('signs in from the dialog, lands on /?type=all with the toast and the game balance', async () => {
    const { page, context } = await open('/ranking')
    await signInThroughDialog(page, 'demo', 'demo1234')
    await page.waitForURL(`${run.product.url}/?type=all`)
    await toast(page, 'Logged In Successfully.').waitFor()
    await expect.poll(() => topBar(page).getByLabel('Game balance').textContent()).toMatch(/^[\d,]+ Ks$/)
    expect(await topBar(page).getByRole('button', { name: 'Login' }).count()).toBe(0)
    await context.close()
  })

  it('shows the refusal under the user name and changes nothing', async () => {
    const { page, context } = await open('/ranking')
    await signInThroughDialog(page, 'demo', 'wrong-password')
    const dialog = page.getByRole('dialog', { name: 'Login' })
    await dialog.getByText('* Credentials do not match!').waitFor()
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    expect(page.url()).toBe(`${run.product.url}/ranking`)
    await context.close()
  })

  it('returns to a same-site next path from /login, and ignores one that leaves the site', async () => {
    const first = await open('/login?next=/ranking')
    const form = first.page.locator('main')
    await form.getByLabel('Username').fill('demo')
    await form.getByLabel('Password', { exact: true }).fill('demo1234')
    await form.getByRole('button', { name: 'Login' }).click()
    await first.page.waitForURL(`${run.product.url}/ranking`)
    await toast(first.page, 'Logged In Successfully.').waitFor()
    await first.context.close()

    for (const next of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)']) {
      const { page, context } = await open(`/login?next=${encodeURIComponent(next)}`)
      const main = page.locator('main')
      await main.getByLabel('Username').fill('demo')
      await main.getByLabel('Password', { exact: true }).fill('demo1234')
      await main.getByRole('button', { name: 'Login' }).click()
      await page.waitForURL(`${run.product.url}/?type=all`)
      await context.close()
    }
  })
})

describe('new players', () => {
  it('registers with the referral code and lands signed in', async () => {
    const { page, context } = await open('/ranking')
    await topBar(page).getByRole('button', { name: 'Join Now' }).click()
    const dialog = page.getByRole('dialog', { name: 'Join Now' })
    const phone = `09${String(Date.now()).slice(-9)}`
    await dialog.getByLabel('Name').fill('Aung Aung')
    await dialog.getByLabel('Phone').fill(phone)
    await dialog.getByLabel('Password', { exact: true }).fill('secret12')
    await dialog.getByLabel('Confirm password').fill('secret12')
    await dialog.getByLabel('Referral code').fill('SHWE2026')
    await dialog.getByRole('button', { name: 'Register' }).click()
    await page.waitForURL(`${run.product.url}/?type=all`)
    await toast(page, 'Registerd Successfully').waitFor()
    await topBar(page).getByLabel('Game balance').waitFor()

    // The same phone again is refused under the phone field.
    await page.evaluate(() => localStorage.clear())
    await page.reload()
    await hydrated(page)
    await topBar(page).getByRole('button', { name: 'Join Now' }).click()
    const again = page.getByRole('dialog', { name: 'Join Now' })
    await again.getByLabel('Name').fill('Aung Aung')
    await again.getByLabel('Phone').fill(phone)
    await again.getByLabel('Password', { exact: true }).fill('secret12')
    await again.getByLabel('Confirm password').fill('secret12')
    await again.getByLabel('Referral code').fill('SHWE2026')
    await again.getByRole('button', { name: 'Register' }).click()
    await again.getByText('* The phone has already been taken.').waitFor()
    await context.close()
  })

  it('makes a guest: credentials shown and copied, sign out, sign back in, change the password, Burmese kept', async () => {
    const { page, context } = await open('/ranking')
    await topBar(page).getByRole('button', { name: 'Join Now' }).click()
    await page
      .getByRole('dialog', { name: 'Join Now' })
      .getByRole('button', { name: 'Play as Guest' })
      .click()
    const credentials = page.getByRole('dialog', { name: 'Account Created Successfully!' })
    await credentials.waitFor()
    const userName = (await credentials.locator('dd code').nth(0).textContent()) ?? ''
    const password = (await credentials.locator('dd code').nth(1).textContent()) ?? ''
    expect(userName).toMatch(/^P\d{8}$/)
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/)
    await credentials.getByRole('button', { name: 'Copy All' }).click()
    await toast(page, 'Credentials copied to clipboard!').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `Username: ${userName}\nPassword: ${password}`,
    )
    await credentials.getByRole('button', { name: 'Start Playing' }).click()
    await page.waitForURL(`${run.product.url}/?type=all`)
    await hydrated(page)

    // Sign out from the sidebar, then back in with the shown credentials.
    await topBar(page).getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click()
    await toast(page, 'Logout successfully.').waitFor()
    await signInThroughDialog(page, userName, password)
    await toast(page, 'Logged In Successfully.').waitFor()

    // Change the password on the profile tab; /information without a tab shows it.
    await page.goto(`${run.product.url}/information`)
    await hydrated(page)
    await page.waitForURL(`${run.product.url}/information?tab=profile`)
    const main = page.locator('main')
    await main.getByText(userName).waitFor()
    await main.getByLabel('Current password').fill('not-the-password')
    await main.getByLabel('New password', { exact: true }).fill('newpass99')
    await main.getByLabel('Confirm new password').fill('newpass99')
    await main.getByRole('button', { name: 'Change password' }).click()
    await main.getByText('* Old Password is incorrect').waitFor()
    await main.getByLabel('Current password').fill(password)
    await main.getByRole('button', { name: 'Change password' }).click()
    await toast(page, 'Password changed successfully').waitFor()

    // Burmese, kept across a reload, in every widget on the page.
    await topBar(page)
      .getByRole('button', { name: /^Language/ })
      .click()
    await page.getByRole('menuitemradio', { name: 'မြန်မာ' }).click()
    await main.getByRole('heading', { name: 'ကျွန်ုပ်၏ ပရိုဖိုင်' }).waitFor()
    await page.reload()
    await hydrated(page)
    await main.getByRole('heading', { name: 'ကျွန်ုပ်၏ ပရိုဖိုင်' }).waitFor()
    await page.locator('footer').getByText('မူပိုင်ခွင့် © 2019 Shwe', { exact: false }).waitFor()
    expect(await topBar(page).getByRole('button', { name: 'အကောင့်ဝင်ရန်' }).count()).toBe(0)

    // The new password works and the old one no longer does.
    const login = async (pass: string) =>
      (
        await fetch(`${run.product.url}/api/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ user_name: userName, password: pass }),
        })
      ).status
    expect(await login(password)).toBe(401)
    expect(await login('newpass99')).toBe(200)
    await context.close()
  })
})

describe('layout', () => {
  it('shows the sidebar button at every size and the bottom bar only on phones when signed in', async () => {
    const desktop = await open('/ranking', DESKTOP)
    await signInThroughDialog(desktop.page, 'demo', 'demo1234')
    await desktop.page.waitForURL(`${run.product.url}/?type=all`)
    await hydrated(desktop.page)
    expect(await desktop.page.getByRole('navigation', { name: 'Quick links' }).isVisible()).toBe(false)
    await topBar(desktop.page).getByRole('button', { name: 'Open menu' }).click()
    const menu = desktop.page.getByRole('navigation', { name: 'Main menu' })
    // The spec's ten entries, and Play safe.
    await expect.poll(() => menu.getByRole('link').count()).toBe(11)
    await desktop.context.close()

    const phone = await open('/ranking', PHONE)
    expect(await phone.page.getByRole('navigation', { name: 'Quick links' }).count()).toBe(0)
    await signInThroughDialog(phone.page, 'demo', 'demo1234')
    await phone.page.waitForURL(`${run.product.url}/?type=all`)
    await hydrated(phone.page)
    const bottom = phone.page.getByRole('navigation', { name: 'Quick links' })
    await bottom.waitFor()
    expect(await bottom.getByRole('link').allTextContents()).toEqual([
      'Home',
      'Ads',
      'Promotion',
      'Wallet',
      'Contact',
    ])
    const box = await bottom.boundingBox()
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(PHONE.height)
    await phone.context.close()
  })

  it('goes back and forward between screens reached from the sidebar, each shown again as it was', async () => {
    const { page, context } = await open('/information')
    await page.waitForURL(`${run.product.url}/information?tab=profile`)
    await page.locator('main').getByText('Log in to see your profile.').waitFor()
    await topBar(page).getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click()
    await page.waitForURL(`${run.product.url}/?type=all`)
    await page.getByRole('heading', { name: 'All Games', level: 1 }).waitFor()
    await page.goBack()
    await page.waitForURL(`${run.product.url}/information?tab=profile`)
    await page.getByRole('heading', { name: 'My Profile' }).waitFor()
    await page.goForward()
    await page.waitForURL(`${run.product.url}/?type=all`)
    await page.getByRole('heading', { name: 'All Games', level: 1 }).waitFor()
    await hydrated(page)

    // Within the home page, a screen of the same widget is a History API step: no page load in between.
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    await page.locator('main').getByRole('link', { name: 'Hot Games' }).click()
    await page.waitForURL(`${run.product.url}/?type=hot`)
    await page.getByRole('heading', { name: 'Hot Games', level: 1 }).waitFor()
    await page.goBack()
    await page.waitForURL(`${run.product.url}/?type=all`)
    await page.getByRole('heading', { name: 'All Games', level: 1 }).waitFor()
    await page.goForward()
    await page.getByRole('heading', { name: 'Hot Games', level: 1 }).waitFor()
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true)
    await page.reload()
    await hydrated(page)
    await page.getByRole('heading', { name: 'Hot Games', level: 1 }).waitFor()
    await context.close()
  })

  it('ends a session the server no longer accepts on the first 401, with a message', async () => {
    const { page, context } = await open('/ranking')
    await signInThroughDialog(page, 'demo', 'demo1234')
    await page.waitForURL(`${run.product.url}/?type=all`)
    await hydrated(page)
    const token = await page.evaluate(() => localStorage.getItem('token'))
    // Revoke the token behind the page's back, as an expiry or a sign-out elsewhere would.
    await fetch(`${run.product.url}/api/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    })
    await toast(page, 'Your session has ended. Please log in again.').waitFor({ timeout: 15_000 })
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    await page.getByRole('dialog', { name: 'Login' }).waitFor()
    expect(page.url()).toBe(`${run.product.url}/?type=all`)
    await context.close()
  })
})

describe('keyboard only', () => {
  it('signs in, registers a guest and closes dialogs with the keyboard alone', async () => {
    const { page, context } = await open('/ranking')
    const login = topBar(page).getByRole('button', { name: 'Login' })
    await login.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Login' })
    await dialog.waitFor()
    // Focus starts inside the dialog, on the user name.
    await expect
      .poll(() =>
        page.evaluate(() =>
          document.activeElement?.shadowRoot ? 'shadow' : document.activeElement?.getAttribute('name'),
        ),
      )
      .toBe('user_name')
    await page.keyboard.type('demo')
    await page.keyboard.press('Tab')
    await page.keyboard.type('demo1234')
    await page.keyboard.press('Enter')
    await page.waitForURL(`${run.product.url}/?type=all`)
    await hydrated(page)
    await topBar(page).getByLabel('Game balance').waitFor()
    await page.evaluate(() => localStorage.clear())
    await page.reload()
    await hydrated(page)

    // Guest creation: Join Now, tab to the guest button, Enter; Escape closes the credentials.
    await topBar(page).getByRole('button', { name: 'Join Now' }).focus()
    await page.keyboard.press('Enter')
    const register = page.getByRole('dialog', { name: 'Join Now' })
    await register.waitFor()
    for (let i = 0; i < 30; i++) {
      const name = await page.evaluate(() => document.activeElement?.textContent ?? '')
      if (name === 'Play as Guest') break
      await page.keyboard.press('Tab')
    }
    await page.keyboard.press('Enter')
    const credentials = page.getByRole('dialog', { name: 'Account Created Successfully!' })
    await credentials.waitFor()
    await page.keyboard.press('Escape')
    await credentials.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull()
    await context.close()
  })
})
