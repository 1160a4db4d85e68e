import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'
import { REPO_ROOT, type StartOptions, startServer } from '../packages/server/src/main.ts'
import { TEST_SCRYPT_LOG_N } from '../packages/server/src/test-db.ts'
import { type PartnerSite, startPartnerSite } from '../scripts/partner-site.ts'
import { CHROMIUM_FLAGS, chromiumPath, POLL_MS, testBrowserPath } from './chromium.ts'
import { prefillDataDir } from './seeded-data.ts'

export { CHROMIUM_FLAGS, chromiumPath }

/** Screenshots and traces a run leaves behind. */
export const ARTIFACTS = join(REPO_ROOT, '.test-results', 'e2e')

/**
 * Chromium as the tests use it. Its pages run without the site's service worker unless a context asks for one
 * (`serviceWorkers: 'allow'`, as e2e/installable.test.ts does): otherwise every fresh context would fetch the
 * whole precache after its first page, which makes every other test slower and measures nothing.
 */
export async function launchBrowser({ desktop = false }: BrowserChoice = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: desktop ? chromiumPath() : testBrowserPath(),
    args: ['--headless', ...CHROMIUM_FLAGS],
  })
  const newContext = browser.newContext.bind(browser)
  const newPage = browser.newPage.bind(browser)
  browser.newContext = (options = {}) => newContext({ serviceWorkers: 'block', ...options })
  browser.newPage = (options = {}) => newPage({ serviceWorkers: 'block', ...options })
  return browser
}

/** Which Chromium a test file drives. */
export interface BrowserChoice {
  /**
   * The whole browser rather than its headless shell, for what only the desktop browser does: show notifications,
   * and keep no storage for a frame of another site.
   */
  desktop?: boolean
}

/**
 * One product and one browser for a whole test file, started before its tests and closed after them.
 * Read `product` and `browser` inside tests (they exist once `beforeAll` has run).
 */
export function useProductAndBrowser(
  options: ProductOptions = {},
  browserChoice: BrowserChoice = {},
): {
  readonly product: Awaited<ReturnType<typeof startProduct>>
  readonly browser: Browser
} {
  let product: Awaited<ReturnType<typeof startProduct>> | undefined
  let browser: Browser | undefined
  beforeAll(async () => {
    product = await startProduct(options)
    browser = await launchBrowser(browserChoice)
  })
  afterAll(async () => {
    await browser?.close()
    await product?.close()
  })
  return {
    get product() {
      if (!product) throw new Error('The product starts in beforeAll')
      return product
    },
    get browser() {
      if (!browser) throw new Error('The browser starts in beforeAll')
      return browser
    },
  }
}

/**
 * As `useProductAndBrowser`, with the examples' partner site on another origin beside the product, allowed to
 * frame its `/embed/*` pages (`PARTNER_ORIGINS`).
 */
export function usePartnerProductAndBrowser(
  options: ProductOptions = {},
  browserChoice: BrowserChoice = {},
): {
  readonly product: Awaited<ReturnType<typeof startProduct>>
  readonly partner: PartnerSite
  readonly browser: Browser
} {
  let partner: PartnerSite | undefined
  let productUrl = ''
  const partnerOrigins = () => [new URL((partner as PartnerSite).url).origin]
  beforeAll(async () => {
    partner = await startPartnerSite({ productUrl: () => productUrl })
  })
  const run = useProductAndBrowser(
    {
      ...options,
      get config() {
        return { partnerOrigins: partnerOrigins(), ...options.config }
      },
    },
    browserChoice,
  )
  beforeAll(() => {
    productUrl = run.product.url
  })
  afterAll(async () => {
    await partner?.close()
  })
  return {
    get product() {
      return run.product
    },
    get partner() {
      if (!partner) throw new Error('The partner site starts in beforeAll')
      return partner
    },
    get browser() {
      return run.browser
    },
  }
}

/** What a test may choose about the product it starts: its clock, its live 2D feed, its settings. */
export type ProductOptions = Pick<StartOptions, 'clock' | 'liveFeed' | 'config'>

/**
 * The built product on a free port with a fresh data directory, seeded as on a first start. Without
 * options it runs on the system clock with a randomly seeded live simulator, as `npm start` does.
 */
export async function startProduct(
  options: ProductOptions = {},
): Promise<{ url: string; dataDir: string; close: () => Promise<void> }> {
  if (!existsSync(join(REPO_ROOT, 'dist', 'site', 'index.html'))) {
    throw new Error('Build the product first: npm run build')
  }
  mkdirSync(ARTIFACTS, { recursive: true })
  const dataDir = mkdtempSync(join(tmpdir(), 'shwe-e2e-'))
  // Every browser test's players register from this machine's one address: room for all of them, unless a test
  // sets its own allowance. Passwords are hashed at the server tests' cost: a sign-in at the production cost takes
  // 0.6 s of a processor, which the browser tests would spend on hashing rather than on pages.
  const config = { registerMaxPerAddress: 1_000, scryptLogN: TEST_SCRYPT_LOG_N, ...options.config }
  // The run's seeded template holds what this product would seed itself on the system clock.
  const seedsAsTemplate = !options.clock && config.scryptLogN === TEST_SCRYPT_LOG_N
  prefillDataDir(dataDir, inject(seedsAsTemplate ? 'seededDataDir' : 'migratedDataDir'))
  const server = await startServer({ ...options, config, port: 0, host: '127.0.0.1', dataDir, log: false })
  return {
    url: server.url,
    dataDir,
    close: async () => {
      await server.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Presses the demo game's play button and waits until the round's message shows and the button is back. */
export async function playOnce(page: Page) {
  await page.locator('#play').click()
  await page.waitForFunction(
    () =>
      (document.querySelector('#message')?.textContent ?? '').trim() !== '' &&
      !document.querySelector<HTMLButtonElement>('#play')?.disabled,
    undefined,
    { polling: POLL_MS },
  )
}

/** Resolves once every island of the page has hydrated. */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, {
    polling: POLL_MS,
  })

/** Opens `url` in a new page of `context` and resolves once the page's islands have hydrated. */
export async function openHydrated(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage()
  await page.goto(url)
  await hydrated(page)
  return page
}

/**
 * The paths under `/api/` that `page` requests from now on, in order. Call it before `goto`, to see what a page
 * asks for while it loads and hydrates.
 */
export function apiPathsAskedBy(page: Page): string[] {
  const asked: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/api/')) asked.push(pathname)
  })
  return asked
}

/** `npm run admin -- <args>` against a running product, as the operator types it; resolves to what it printed. */
export async function runAdmin(
  product: { url: string; dataDir: string },
  ...args: string[]
): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['packages/server/src/cli.ts', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, SHWE_URL: product.url, DATA_DIR: product.dataDir },
  })
  return stdout
}

/** What `callApi` answers: the status and the JSON body. */
export interface ApiReply<T = unknown> {
  status: number
  body: T
}

/**
 * Calls the product's API at `url` (the product's address) as a client would: JSON in and out, with the bearer
 * `token` when given. For setting up and checking what a page did, outside the browser.
 */
export async function callApi<T = unknown>(
  url: string,
  method: string,
  path: string,
  { token, body }: { token?: string | undefined; body?: unknown } = {},
): Promise<ApiReply<T>> {
  const reply = await fetch(`${url}/api${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: reply.status, body: (await reply.json()) as T }
}

/** The `data` of a signed-in GET of the product's API. */
export const apiData = async <T>(url: string, path: string, token: string): Promise<T> =>
  (await callApi<{ data: T }>(url, 'GET', path, { token })).body.data

/** Registers a new player through the API of the product at `url`, as the register form does. */
export async function registerPlayer(
  url: string,
  name: string,
): Promise<{ token: string; userName: string }> {
  const reply = await callApi<{ data: { token: string; user: { user_name: string } } }>(
    url,
    'POST',
    '/register',
    {
      body: {
        name,
        phone: `09${String(Date.now()).slice(-8)}`,
        password: 'secret123',
        password_confirmation: 'secret123',
        referral_code: 'SHWE2026',
      },
    },
  )
  if (reply.status !== 200) throw new Error(`Registering ${name} answered ${reply.status}`)
  return { token: reply.body.data.token, userName: reply.body.data.user.user_name }
}

/** Logs the demo player in through the API of the product at `url`, as the login form does. */
export const demoLogin = async (url: string) =>
  (
    await callApi<{ data: { token: string; user: unknown } }>(url, 'POST', '/login', {
      body: { user_name: 'demo', password: 'demo1234' },
    })
  ).body.data

/**
 * A desktop browser context signed in as the demo player the way the site keeps a session (only the token is
 * stored), with the home page's popup ad already seen. `deviceClock`, read once logged in, starts the
 * browser's own clock there (ms since the epoch).
 */
export async function demoContext(
  run: { product: { url: string }; browser: Browser },
  { deviceClock }: { deviceClock?: () => number } = {},
): Promise<{ context: BrowserContext; token: string }> {
  const { token } = await demoLogin(run.product.url)
  const context = await run.browser.newContext({ viewport: { width: 1280, height: 900 } })
  if (deviceClock) await context.clock.install({ time: deviceClock() })
  await context.addInitScript((token) => {
    localStorage.setItem('token', token)
    sessionStorage.setItem('ads_popup_shown', '1')
  }, token)
  return { context, token }
}

/** True when the element of `locator` has the focus inside its shadow root. */
export const hasFocus = (locator: Locator) =>
  locator.evaluate((element) => (element.getRootNode() as ShadowRoot).activeElement === element)

/** The paths of the scripts `page` loads from now on, filled as they load. */
export function scriptsLoaded(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  return scripts
}

/** Signs the demo player in through the login dialog open in `element`, and waits until the dialog is gone. */
export async function signInAsDemo(element: Locator) {
  const login = element.getByRole('dialog', { name: 'Login' })
  await login.getByLabel('Username').fill('demo')
  await login.getByLabel('Password', { exact: true }).fill('demo1234')
  await login.getByRole('button', { name: 'Login' }).click()
  await login.waitFor({ state: 'detached' })
}

/** Opens the 2D board's morning slips from its History dialog, as a player does, and waits for their screen. */
export async function openMorningSlips(board: Locator) {
  await board.getByRole('button', { name: 'History' }).click()
  await board.getByRole('dialog', { name: 'Bet slips' }).getByRole('link', { name: 'Morning slips' }).click()
  await board.getByRole('heading', { name: 'Morning Slips', level: 1 }).waitFor()
}
