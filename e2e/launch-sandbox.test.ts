/**
 * T18 in Chromium on the built product: a game that launches by an HTML page opens in a new tab whose documents
 * (the one-time launch page and the game it leads to) run in an opaque origin, so nothing in them reaches the
 * player's session on the site; the game still plays there, and the launch address works once.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { apiData, demoLogin, hydrated, playOnce, useProductAndBrowser } from './harness.ts'

const run = useProductAndBrowser()

const SANDBOX = 'sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox'

/** What a script running in a document can learn of the player's session there. */
interface Probe {
  path: string
  origin: string
  /** The `token` in this document's storage, or the error reading it threw. */
  storage: string
}

/** A browser context signed in as the demo player on the site's pages, the way the site keeps a session. */
async function signedIn(): Promise<{ context: BrowserContext; token: string; probes: Probe[] }> {
  const data = await demoLogin(run.product.url)
  const context = await run.browser.newContext({ viewport: { width: 1280, height: 900 } })
  // Every document of the context, the provider's included, reports what its storage gives a script, before any
  // of its own scripts (or its meta refresh) runs.
  const probes: Probe[] = []
  await context.exposeBinding('reportProbe', (_source, probe: Probe) => void probes.push(probe))
  await context.addInitScript(
    ({ token, user }) => {
      const report = (window as unknown as { reportProbe: (probe: Probe) => void }).reportProbe
      let storage: string
      try {
        storage = String(localStorage.getItem('token'))
      } catch (error) {
        storage = (error as Error).name
      }
      void report({ path: location.pathname, origin: self.origin, storage })
      if (storage === 'SecurityError' || location.pathname.startsWith('/launch/')) return
      localStorage.setItem('token', token)
      localStorage.setItem('user', JSON.stringify(user))
      sessionStorage.setItem('ads_popup_shown', '1')
    },
    { token: data.token, user: data.user },
  )
  return { context, token: data.token, probes }
}

/** What a script in `page` gets when it asks the API for the player. */
const askForPlayer = (page: Page) =>
  page.evaluate(async () => {
    try {
      const reply = await fetch('/api/user', { headers: { Accept: 'application/json' } })
      return { status: reply.status, body: await reply.text() }
    } catch (error) {
      return { status: 0, body: (error as Error).name }
    }
  })

const roundsOf = (log: { spin_count: number }[]) => log.reduce((sum, row) => sum + row.spin_count, 0)

describe('provider games in a sandbox', () => {
  it('a game launched by an HTML page opens in a sandboxed tab that reaches nothing of the player, plays, and its address works once', async () => {
    const { context, token, probes } = await signedIn()
    const page = await context.newPage()
    const before = await apiData<{ spin_count: number }[]>(
      run.product.url,
      '/player/game-logs?type=today',
      token,
    )
    const launchPages: { url: string; status: number; headers: Record<string, string> }[] = []
    context.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/launch/'))
        launchPages.push({ url: response.url(), status: response.status(), headers: response.headers() })
    })

    await page.goto(`${run.product.url}/?type=all`)
    await hydrated(page)
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token)
    await page.getByRole('link', { name: 'Show the games of Mandalay Live' }).first().click()
    const launched = page.waitForResponse((r) => r.url().endsWith('/api/seamless/launch-game'))
    const popup = page.waitForEvent('popup')
    await page
      .getByRole('button', { name: /^Play / })
      .first()
      .click()
    const reply = (await (await launched).json()) as Record<string, unknown>
    expect(Object.keys(reply).sort()).toEqual(['code', 'content_url', 'message'])
    const address = String(reply.content_url)
    expect(address).toMatch(new RegExp(`^${run.product.url}/launch/[A-Za-z0-9_-]{43}\\?lang=en$`))

    const game = await popup
    await game.locator('#play').waitFor({ timeout: 15_000 })
    expect(new URL(game.url()).pathname).toMatch(/^\/play\//)
    expect(await game.evaluate(() => window.opener)).toBeNull()

    // The launch page came from the server once, sandboxed, and neither it nor the game saw the token.
    expect(launchPages).toEqual([{ url: address, status: 200, headers: expect.any(Object) }])
    expect(launchPages[0]?.headers['content-security-policy']).toBe(SANDBOX)
    const provider = probes.filter((probe) => /^\/(launch|play)\//.test(probe.path))
    expect(provider.map((probe) => probe.path.split('/')[1])).toEqual(['launch', 'play'])
    for (const probe of provider) expect(probe).toMatchObject({ origin: 'null', storage: 'SecurityError' })
    expect(await game.evaluate(() => self.origin)).toBe('null')
    expect(
      await game.evaluate(() => {
        try {
          return String(window.localStorage.getItem('token'))
        } catch (error) {
          return (error as Error).name
        }
      }),
    ).toBe('SecurityError')
    // The game's request for the player goes out with no credential of the player's, and reads nothing.
    const sent: Record<string, string>[] = []
    game.on('request', async (request) => {
      if (new URL(request.url()).pathname === '/api/user') sent.push(await request.allHeaders())
    })
    const asked = await askForPlayer(game)
    expect(asked.body).not.toContain('demo')
    expect(asked.body).not.toContain('balance')
    await expect.poll(() => sent.length).toBe(1)
    expect(sent[0]).not.toHaveProperty('authorization')
    expect(sent[0]).not.toHaveProperty('cookie')
    // The same request from the site's own page shows what was kept out: it has the player by the token.
    const ownPage = await page.evaluate(async (bearer) => {
      const reply = await fetch('/api/user', {
        headers: { Accept: 'application/json', Authorization: `Bearer ${bearer}` },
      })
      return reply.status
    }, token)
    expect(ownPage).toBe(200)

    // The game still plays in its sandbox: the round reaches the ledger and the page shows its outcome.
    await playOnce(game)
    expect(await game.locator('#message').textContent()).toMatch(/^(You win .+ Ks!|No win this time\.)$/)
    const after = await apiData<{ spin_count: number }[]>(
      run.product.url,
      '/player/game-logs?type=today',
      token,
    )
    expect(roundsOf(after) - roundsOf(before)).toBe(1)

    // The same launch address a second time shows nothing of the game.
    const again = await context.newPage()
    const second = await again.goto(address)
    expect(second?.status()).toBe(410)
    expect(second?.headers()['content-security-policy']).toBe(SANDBOX)
    // Long enough for a refresh to the game to have happened, had the page held one.
    await again.waitForTimeout(500)
    expect(new URL(again.url()).pathname).toBe(new URL(address).pathname)
    expect(await again.locator('#play').count()).toBe(0)
    const text = (await again.locator('body').textContent()) ?? ''
    expect(text).toContain('Link expired')
    expect(text).not.toMatch(/Mandalay|Opening the game/)
    expect(await again.content()).not.toContain('/play/')
    await context.close()
  })

  it('leaves the Shan launcher working: its table opens in the tab the press opened, sandboxed, and deals', async () => {
    const { context, token } = await signedIn()
    const page = await context.newPage()
    const before = await apiData<{ spin_count: number }[]>(
      run.product.url,
      '/player/game-logs?type=today',
      token,
    )
    await page.goto(`${run.product.url}/shan`)
    await hydrated(page)
    const popup = page.waitForEvent('popup')
    await page.getByRole('button', { name: 'Launch game' }).click()
    const table = await popup
    await table.locator('#play').waitFor({ timeout: 15_000 })
    await page.getByText('Game launched successfully!').waitFor()
    expect(await table.evaluate(() => [self.origin, window.opener])).toEqual(['null', null])
    await playOnce(table)
    expect(await table.locator('#banker-points').textContent()).toMatch(/\d/)
    const after = await apiData<{ spin_count: number }[]>(
      run.product.url,
      '/player/game-logs?type=today',
      token,
    )
    expect(roundsOf(after) - roundsOf(before)).toBe(1)
    await context.close()
  })
})
