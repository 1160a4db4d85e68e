import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { SHAN_PRODUCT_CODE } from '../catalogue/demo-catalogue.ts'
import { addUser, testDatabases } from '../test-db.ts'
import { corsPreflight } from '../test-http.ts'
import { launchTickets } from './schema.ts'
import { TICKET_TTL_MS } from './sessions.ts'
import { type GamesApp, ORIGIN, useGamesApp } from './test-kit.ts'

/**
 * Provider content never runs with the site's origin (safety.md T18): a content launch's HTML is served once
 * at `/launch/<ticket>` in a sandbox, and the demo game pages run in the same sandbox, playing their rounds
 * cross-origin by their play session alone.
 */

const LIVE = { game_code: 'ml-mandalay-baccarat', product_code: 1005, game_type: 'LIVE_CASINO' }
const SLOT = { game_code: 'gr-golden-pagoda-fortune', product_code: 1001, game_type: 'SLOT' }
const SANDBOX = 'sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox'
const KYAT = 100n

/** Every header a `/launch/` reply has, and nothing else. */
const LAUNCH_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': SANDBOX,
  'content-type': 'text/html; charset=utf-8',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
}

const headersOf = (res: Response) => Object.fromEntries(res.headers.entries())

describe.each(testDatabases)('provider content in a sandbox on $name', (database) => {
  let t: GamesApp
  let token: string
  let playerId: number

  useGamesApp(database, '2026-11-22T10:00:00Z', {}, async (opened) => {
    t = opened
    ;({ id: playerId, token } = await t.player('P30000001', 70_000n * KYAT))
  })

  /** Launches the content-launch game as `who` and returns the address the reply gives. */
  async function contentAddress(who = token, headers: Record<string, string> = {}): Promise<string> {
    const res = await t.post('/api/seamless/launch-game', LIVE, { ...t.bearer(who), ...headers })
    expect(res.status).toBe(200)
    const reply = (await res.json()) as { content_url?: string; content?: string; url?: string }
    expect(reply.content).toBeUndefined()
    expect(reply.url).toBeUndefined()
    if (!reply.content_url) throw new Error('no content_url')
    return reply.content_url
  }

  describe('GET /launch/<ticket>', () => {
    it('serves the launch page once, with exactly the sandbox headers, and nothing of it afterwards', async () => {
      const address = await contentAddress()
      const first = await t.open(address)
      expect(first.res.status).toBe(200)
      expect(headersOf(first.res)).toEqual(LAUNCH_HEADERS)
      expect(first.res.headers.get('content-security-policy')).not.toMatch(/allow-same-origin/)
      expect(first.html).toContain('Opening the game…')
      expect(first.html).toMatch(new RegExp(`href="${ORIGIN}/play/[A-Za-z0-9_-]{43}\\?lang=en"`))

      const again = await t.open(address)
      expect(again.res.status).toBe(410)
      expect(headersOf(again.res)).toEqual(LAUNCH_HEADERS)
      expect(again.html).toContain('Link expired')
      for (const part of ['/play/', 'refresh', 'Opening the game', 'Mandalay'])
        expect(again.html).not.toContain(part)
    })

    it('keeps no copy of the page once it was served', async () => {
      const address = await contentAddress()
      await t.open(address)
      const pages = await t.handle.db
        .select({ page: launchTickets.page })
        .from(launchTickets)
        .where(eq(launchTickets.kind, 'page'))
      expect(pages.length).toBeGreaterThan(0)
      const ticket = new URL(address).pathname.split('/').pop() ?? ''
      const stored = await t.handle.db.select().from(launchTickets)
      expect(stored.some((row) => row.ticketHash.includes(ticket) || row.page?.includes(ticket))).toBe(false)
      // Every page that was served is gone; only pages not yet opened are kept.
      const served = stored.filter((row) => row.kind === 'page' && row.usedAt !== null)
      expect(served.length).toBeGreaterThan(0)
      for (const row of served) expect(row.page).toBeNull()
    })

    it('lets exactly one of two simultaneous visits through', async () => {
      const address = await contentAddress()
      const visits = await Promise.all([t.open(address), t.open(address)])
      expect(visits.map((v) => v.res.status).sort()).toEqual([200, 410])
      expect(visits.filter((v) => v.html.includes('/play/'))).toHaveLength(1)
    })

    it('refuses an expired address with 410 and an unknown one with 404, with the same headers', async () => {
      const address = await contentAddress()
      t.clock.advance(TICKET_TTL_MS + 1000)
      try {
        const expired = await t.open(address)
        expect(expired.res.status).toBe(410)
        expect(headersOf(expired.res)).toEqual(LAUNCH_HEADERS)
        expect(expired.html).not.toContain('/play/')
      } finally {
        t.clock.advance(-(TICKET_TTL_MS + 1000))
      }
      for (const path of [`/launch/${'A'.repeat(43)}`, '/launch/not-a-ticket', '/launch/%3Cscript%3E']) {
        const unknown = await t.request(path)
        expect(unknown.status, path).toBe(404)
        expect(headersOf(unknown)).toEqual(LAUNCH_HEADERS)
        const html = await unknown.text()
        expect(html).toContain('Game not found')
        expect(html).not.toContain('<script')
      }
    })

    it('answers a dead address in the language of the launch', async () => {
      const address = await contentAddress(token, { 'Accept-Language': 'my' })
      expect(address).toMatch(/\?lang=mm$/)
      await t.open(address)
      const again = await t.open(address)
      expect(again.html).toContain('<html lang="my">')
      expect(again.html).toContain('လင့်ခ်')
    })

    it('opens only launch pages: a game ticket is not one, and a launch page is not a game', async () => {
      const game = await t.launch(token, SLOT)
      const asPage = await t.request(new URL(game).pathname.replace('/play/', '/launch/'))
      expect(asPage.status).toBe(404)
      const address = await contentAddress()
      const asGame = await t.open(address.replace('/launch/', '/play/'))
      expect(asGame.res.status).toBe(404)
      expect(asGame.session).toBeNull()
      // Neither try spent the other ticket.
      expect((await t.open(game)).res.status).toBe(200)
      expect((await t.open(address)).res.status).toBe(200)
    })

    it("is recorded against the player it was issued for, leads to that player's game, and dies with the account", async () => {
      const otherId = await addUser(t.handle, { userName: 'P30000002', game: 1_234n * KYAT })
      const other = await t.login('P30000002')
      const mine = await contentAddress()
      const theirs = await contentAddress(other)
      const rows = await t.handle.db
        .select({ userId: launchTickets.userId })
        .from(launchTickets)
        .where(eq(launchTickets.kind, 'page'))
      expect(rows.map((row) => row.userId)).toEqual(expect.arrayContaining([playerId, otherId]))

      // Each page opens its own player's game: the balance on it is that player's.
      const link = (html: string) => /href="([^"]+)"/.exec(html)?.[1] ?? ''
      const theirGame = await t.open(link((await t.open(theirs)).html))
      expect(theirGame.html).toContain('1234.00')
      expect(theirGame.html).not.toContain('70000.00')

      // An address of a disabled account serves nothing.
      await t.handle.db.execute(sql`update users set status = 0 where id = ${playerId}`)
      try {
        const dead = await t.open(mine)
        expect(dead.res.status).toBe(410)
        expect(dead.html).not.toContain('/play/')
      } finally {
        await t.handle.db.execute(sql`update users set status = 1 where id = ${playerId}`)
      }
    })
  })

  describe('the demo game pages', () => {
    it('run in the same sandbox, dead links included', async () => {
      const game = await t.open(await t.launch(token, SLOT))
      expect(game.res.status).toBe(200)
      const csp = game.res.headers.get('content-security-policy') ?? ''
      expect(csp.split('; ')[0]).toBe(SANDBOX)
      expect(csp).not.toMatch(/allow-same-origin/)
      const dead = await t.request(`/play/${'A'.repeat(43)}`)
      expect(dead.status).toBe(404)
      expect(dead.headers.get('content-security-policy')?.split('; ')[0]).toBe(SANDBOX)
      const shan = await t.post(
        '/api/shankomee/launch-game',
        { product_code: SHAN_PRODUCT_CODE, game_type: 'Shan' },
        t.bearer(token),
      )
      const table = await t.open(((await shan.json()) as { url: string }).url)
      expect(table.res.headers.get('content-security-policy')?.split('; ')[0]).toBe(SANDBOX)
    })

    it('let the opaque origin the pages run in play rounds, without credentials', async () => {
      const session = await t.playSession(token, SLOT)
      for (const path of ['/play/api/spin', '/play/api/deal']) {
        const preflight = await t.request(path, corsPreflight('null', 'POST', 'content-type,x-play-session'))
        expect(preflight.status, path).toBe(204)
        expect(preflight.headers.get('access-control-allow-origin')).toBe('null')
        expect(preflight.headers.get('access-control-allow-methods')).toBe('POST')
        expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase().split(',')).toEqual([
          'content-type',
          'x-play-session',
        ])
        expect(preflight.headers.get('access-control-allow-credentials')).toBeNull()
      }
      const spin = await t.post(
        '/play/api/spin',
        { stake: 100 },
        { Origin: 'null', 'X-Play-Session': session },
      )
      expect(spin.status).toBe(200)
      expect(spin.headers.get('access-control-allow-origin')).toBe('null')
      expect(spin.headers.get('access-control-allow-credentials')).toBeNull()
    })

    it('give no other origin and no other endpoint that access', async () => {
      const session = await t.playSession(token, SLOT)
      const elsewhere = await t.post(
        '/play/api/spin',
        { stake: 100 },
        { Origin: 'https://evil.example', 'X-Play-Session': session },
      )
      expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull()
      for (const path of ['/api/user', '/api/seamless/launch-game', '/launch/x', '/play/x']) {
        const preflight = await t.request(path, corsPreflight('null', 'POST'))
        expect(preflight.headers.get('access-control-allow-origin'), path).toBeNull()
      }
      // From the sandbox a request carries no token, so the player's data stays out of reach.
      const user = await t.request('/api/user', { headers: { Origin: 'null', Accept: 'application/json' } })
      expect(user.status).toBe(401)
      expect(user.headers.get('access-control-allow-origin')).toBeNull()
    })
  })
})
