import { ERROR_STATUS, SUCCESS_STATUS } from '@shwe/contract'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { SHAN_PRODUCT_CODE } from '../catalogue/demo-catalogue.ts'
import { playerAccounts } from '../ledger.ts'
import { ledgerEntries, ledgerTransactions } from '../schema.ts'
import { addUser, testDatabases } from '../test-db.ts'
import { gameRounds, launchTickets } from './schema.ts'
import { SESSION_IDLE_MS, TICKET_TTL_MS } from './sessions.ts'
import { type GamesApp, ORIGIN, useGamesApp } from './test-kit.ts'

const SLOT = { game_code: 'gr-golden-pagoda-fortune', product_code: 1001, game_type: 'SLOT' }
const LIVE = { game_code: 'ml-mandalay-baccarat', product_code: 1005, game_type: 'LIVE_CASINO' }
const SHAN = { product_code: SHAN_PRODUCT_CODE, game_type: 'Shan' }
const KYAT = 100n

interface RoundReply {
  status: string
  message: string
  data: Record<string, unknown> & { round_id: number; stake: string; win: string; balance: string }
}

describe.each(testDatabases)('game launch and demo play on $name', (database) => {
  let t: GamesApp
  let token: string
  let playerId: number
  let poorToken: string
  let poorId: number

  useGamesApp(database, '2026-11-22T10:00:00Z', {}, async (opened) => {
    t = opened
    ;({ id: playerId, token } = await t.player('P20000001', 1_000_000n * KYAT))
    ;({ id: poorId, token: poorToken } = await t.player('P20000002', 50n * KYAT))
  })

  describe('POST /api/seamless/launch-game', () => {
    it('answers 401 without a token', async () => {
      const res = await t.post('/api/seamless/launch-game', SLOT)
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({ message: 'Unauthenticated.' })
      expect((await t.post('/api/shankomee/launch-game', SHAN)).status).toBe(401)
    })

    it('names invalid fields with 422', async () => {
      const res = await t.post(
        '/api/seamless/launch-game',
        { product_code: 'x1', game_type: 7 },
        t.bearer(token),
      )
      expect(res.status).toBe(422)
      expect(await res.json()).toEqual({
        message: 'The game code field is required. (and 2 more errors)',
        errors: {
          game_code: ['The game code field is required.'],
          product_code: ['The product code field must be an integer.'],
          game_type: ['The game type field must be a string.'],
        },
      })
      const malformed = await t.post('/api/seamless/launch-game', '{"game_code":', t.bearer(token))
      expect(malformed.status).toBe(422)
      const tooLong = await t.post(
        '/api/seamless/launch-game',
        { ...SLOT, game_code: 'x'.repeat(65) },
        t.bearer(token),
      )
      expect(tooLong.status).toBe(422)
    })

    it('answers an unknown or inactive game with HTTP 404 and code 404', async () => {
      for (const body of [
        { ...SLOT, game_code: 'no-such-game' },
        { ...SLOT, product_code: 1002 },
        { ...SLOT, game_type: 'LIVE_CASINO' },
        { ...SLOT, game_code: 'gr-golden\u0000' },
      ]) {
        const res = await t.post('/api/seamless/launch-game', body, t.bearer(token))
        expect(res.status).toBe(404)
        expect(await res.json()).toEqual({ code: 404, message: 'Game not found.' })
      }
      await t.handle.db.execute(sql`update games set is_active = false where game_code = 'gr-lucky-owl'`)
      const inactive = await t.post(
        '/api/seamless/launch-game',
        { ...SLOT, game_code: 'gr-lucky-owl' },
        t.bearer(token),
      )
      expect(inactive.status).toBe(404)
      await t.handle.db.execute(sql`update games set is_active = true where game_code = 'gr-lucky-owl'`)
    })

    it('answers a URL to a one-time ticket that carries no user name, balance or token', async () => {
      const res = await t.post(
        '/api/seamless/launch-game',
        { ...SLOT, product_code: '1001', game_type: 'slot' },
        t.bearer(token),
      )
      expect(res.status).toBe(200)
      const reply = (await res.json()) as { code: number; message: string; url: string }
      expect(reply).toEqual({
        code: 200,
        message: 'Game launched successfully',
        url: expect.stringMatching(new RegExp(`^${ORIGIN}/play/[A-Za-z0-9_-]{43}\\?lang=en$`)),
      })
      for (const secret of ['P20000001', token, '1000000', 'balance', 'user'])
        expect(reply.url).not.toContain(secret)
      // Only the hash is kept.
      const ticket = new URL(reply.url).pathname.split('/').pop() ?? ''
      const stored = await t.handle.db.select().from(launchTickets)
      expect(stored.some((row) => row.ticketHash.includes(ticket))).toBe(false)
    })

    it('answers every Mandalay Live game with a one-time launch address, never the raw page', async () => {
      const res = await t.post('/api/seamless/launch-game', LIVE, t.bearer(token))
      expect(res.status).toBe(200)
      const reply = (await res.json()) as { code: number; message: string; content_url: string }
      expect(Object.keys(reply).sort()).toEqual(['code', 'content_url', 'message'])
      expect(reply.code).toBe(200)
      expect(reply.content_url).toMatch(new RegExp(`^${ORIGIN}/launch/[A-Za-z0-9_-]{43}\\?lang=en$`))
      for (const secret of ['P20000001', token, '1000000', '<'])
        expect(JSON.stringify(reply)).not.toContain(secret)

      const page = await t.request(new URL(reply.content_url).pathname)
      const html = await page.text()
      expect(html).toMatch(/^<!doctype html>/)
      expect(html).not.toContain('<script')
      const link = /href="([^"]+)"/.exec(html)?.[1] ?? ''
      expect(link).toMatch(new RegExp(`^${ORIGIN}/play/[A-Za-z0-9_-]{43}\\?lang=en$`))
      expect(html).toContain(`<meta http-equiv="refresh" content="0;url=${link}">`)
      const game = await t.open(link)
      expect(game.res.status).toBe(200)
      expect(game.html).toContain('Mandalay Baccarat')
    })
  })

  describe('the player’s language', () => {
    const burmese = { 'Accept-Language': 'my-MM,my;q=0.9,en;q=0.5' }

    it('opens the game in the language the launch asked for', async () => {
      const res = await t.post('/api/seamless/launch-game', SLOT, { ...t.bearer(token), ...burmese })
      const { url } = (await res.json()) as { url: string }
      expect(url).toMatch(/\?lang=mm$/)
      const { html } = await t.open(url)
      expect(html).toContain('<html lang="my">')
      expect(html).toContain('>လှည့်မည်</button>')
      expect(html).toContain('လက်ကျန်ငွေ')
      expect(html).toContain('title="သရဖူ"')
      expect(html).not.toContain('>Spin</button>')
    })

    it('serves the launch page, the Shan table and dead links in that language too', async () => {
      const live = await t.post('/api/seamless/launch-game', LIVE, {
        ...t.bearer(token),
        'Accept-Language': 'th',
      })
      const { content_url: address } = (await live.json()) as { content_url: string }
      expect(address).toMatch(/\?lang=th$/)
      const { html: content } = await t.open(address)
      expect(content).toContain('<html lang="th">')
      expect(content).toContain('ดำเนินการต่อ')

      const shan = await t.post('/api/shankomee/launch-game', SHAN, {
        ...t.bearer(token),
        'Accept-Language': 'zh-CN',
      })
      const { url } = (await shan.json()) as { url: string }
      const table = await t.open(url)
      expect(table.html).toContain('<html lang="zh-Hans">')
      expect(table.html).toContain('>发牌</button>')
      const again = await t.open(url)
      expect(again.res.status).toBe(410)
      expect(again.html).toContain('链接已失效')
      expect((await t.open(`${ORIGIN}/play/unknown-ticket?lang=mm`)).html).toContain('ဂိမ်း ရှာမတွေ့ပါ')
    })

    it('falls back to English for a language it does not have', async () => {
      const res = await t.post('/api/seamless/launch-game', SLOT, {
        ...t.bearer(token),
        'Accept-Language': 'fr',
      })
      const { url } = (await res.json()) as { url: string }
      expect(url).toMatch(/\?lang=en$/)
      const page = await t.open(url.replace('lang=en', 'lang=xx'))
      expect(page.html).toContain('<html lang="en">')
      expect(page.html).toContain('>Spin</button>')
    })
  })

  describe('GET /play/<ticket>', () => {
    it('opens the game once, with a strict page policy, and refuses the same link afterwards', async () => {
      const url = await t.launch(token, SLOT)
      const first = await t.open(url)
      expect(first.res.status).toBe(200)
      expect(first.session).toMatch(/^[A-Za-z0-9_-]{43}$/)
      const headers = first.res.headers
      const csp = headers.get('content-security-policy') ?? ''
      const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1]
      expect(nonce).toBeTruthy()
      expect(csp).toContain("default-src 'none'")
      expect(csp).toContain("frame-ancestors 'self'")
      expect(headers.get('referrer-policy')).toBe('no-referrer')
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN')
      expect(headers.get('cache-control')).toBe('no-store')
      expect(first.html).toContain(`<script nonce="${nonce}">`)
      expect(first.html).not.toMatch(/\son[a-z]+=/i)
      expect(first.html).toContain('Golden Pagoda Fortune')
      expect(first.html).toContain('1000000.00')

      const again = await t.open(url)
      expect(again.res.status).toBe(410)
      expect(again.session).toBeNull()
      expect(again.res.headers.get('content-type')).toMatch(/^text\/html/)
    })

    it('lets exactly one of two simultaneous visits through', async () => {
      const url = await t.launch(token, SLOT)
      const visits = await Promise.all([t.open(url), t.open(url)])
      expect(visits.map((v) => v.res.status).sort()).toEqual([200, 410])
    })

    it('refuses an expired ticket with 410 and an unknown one with 404', async () => {
      const url = await t.launch(token, SLOT)
      t.clock.advance(TICKET_TTL_MS + 1000)
      try {
        expect((await t.open(url)).res.status).toBe(410)
      } finally {
        t.clock.advance(-(TICKET_TTL_MS + 1000))
      }
      expect((await t.open(`${ORIGIN}/play/${'A'.repeat(43)}`)).res.status).toBe(404)
      expect((await t.open(`${ORIGIN}/play/not-a-ticket`)).res.status).toBe(404)
    })
  })

  describe('player care', () => {
    it('refuses spins and deals during a cool-off, with the reason, and moves no money', async () => {
      const id = await addUser(t.handle, { userName: 'P20000009', game: 10_000n * KYAT })
      const careful = await t.login('P20000009')
      const slot = await t.playSession(careful, SLOT)
      const shan = await t.playSession(careful, SHAN, '/api/shankomee/launch-game')
      const coolOff = await t.post('/api/cool-off', { period: '24h' }, t.bearer(careful))
      expect(coolOff.status).toBe(200)
      for (const [kind, session] of [
        ['spin', slot],
        ['deal', shan],
      ] as const) {
        const res = await t.playRound(kind, session, { stake: 1000 })
        expect(res.status, kind).toBe(403)
        expect(((await res.json()) as { message: string }).message).toMatch(/^You are on a cool-off until /)
      }
      expect((await playerAccounts(t.handle.db, id)).game.balance).toBe(10_000n * KYAT)
    })
  })

  describe('POST /play/api/spin', () => {
    it('settles a spin through the ledger: game balance moves by win − stake, total money unchanged', async () => {
      const session = await t.playSession(token, SLOT)
      const total = await t.totalMoney()
      for (let i = 0; i < 5; i++) {
        const before = (await playerAccounts(t.handle.db, playerId)).game.balance
        const res = await t.playRound('spin', session, { stake: 1000 })
        expect(res.status).toBe(200)
        const body = (await res.json()) as RoundReply
        expect(body.status).toBe(SUCCESS_STATUS)
        const { data } = body
        expect(data.stake).toBe('1000.00')
        expect(data.reels).toHaveLength(3)
        const after = (await playerAccounts(t.handle.db, playerId)).game.balance
        const stake = 1000n * KYAT
        const win = BigInt(data.win.replace('.', ''))
        expect(win).toBe(stake * BigInt(data.multiplier as number))
        expect(after - before).toBe(win - stake)
        expect(data.balance).toBe(`${after / 100n}.${String(after % 100n).padStart(2, '0')}`)

        const [round] = await t.handle.db.select().from(gameRounds).where(eq(gameRounds.id, data.round_id))
        expect(round).toMatchObject({
          userId: playerId,
          gameCode: SLOT.game_code,
          gameName: 'Golden Pagoda Fortune',
          productCode: 1001,
          stake,
          payout: win,
          balanceAfter: after,
        })
        expect(round?.betTransactionId).toBeTruthy()
        expect(round?.winTransactionId ?? null).toEqual(win > 0n ? expect.any(Number) : null)
        const [bet] = await t.handle.db
          .select()
          .from(ledgerTransactions)
          .where(eq(ledgerTransactions.id, round?.betTransactionId ?? 0))
        expect(bet).toMatchObject({
          kind: 'slot_bet',
          userId: playerId,
          reference: `slot:${data.round_id}:bet`,
        })
      }
      expect(await t.totalMoney()).toBe(total)
    })

    it('refuses a stake above the game balance, moving nothing', async () => {
      const session = await t.playSession(poorToken, SLOT)
      const total = await t.totalMoney()
      const entries = await t.handle.db.$count(ledgerEntries)
      const res = await t.playRound('spin', session, { stake: 100 })
      expect(res.status).toBe(409)
      expect(await res.json()).toEqual({
        status: ERROR_STATUS,
        message: 'Insufficient balance.',
        data: { balance: '50.00' },
      })
      expect((await playerAccounts(t.handle.db, poorId)).game.balance).toBe(50n * KYAT)
      expect(await t.handle.db.$count(gameRounds, eq(gameRounds.userId, poorId))).toBe(0)
      expect(await t.handle.db.$count(ledgerEntries)).toBe(entries)
      expect(await t.totalMoney()).toBe(total)
    })

    it('plays a repeated request id once', async () => {
      const session = await t.playSession(token, SLOT)
      const before = (await playerAccounts(t.handle.db, playerId)).game.balance
      const body = { stake: 500, request_id: 'retry-0001' }
      const [a, b] = await Promise.all([
        t.playRound('spin', session, body),
        t.playRound('spin', session, body),
      ])
      const c = await t.playRound('spin', session, body)
      const replies = (await Promise.all([a, b, c].map((r) => r.json()))) as RoundReply[]
      expect([a.status, b.status, c.status]).toEqual([200, 200, 200])
      expect(new Set(replies.map((r) => r.data.round_id)).size).toBe(1)
      expect(replies[2]?.message).toBe('Round already played.')
      const after = (await playerAccounts(t.handle.db, playerId)).game.balance
      const win = BigInt(replies[0]?.data.win.replace('.', '') ?? '0')
      expect(after - before).toBe(win - 500n * KYAT)
      expect(await t.handle.db.$count(gameRounds, eq(gameRounds.requestId, 'retry-0001'))).toBe(1)
    })

    it('refuses bad stakes and bodies with 422', async () => {
      const session = await t.playSession(token, SLOT)
      for (const body of [{ stake: 123 }, { stake: '1000' }, {}, { stake: 1000, request_id: 'x' }]) {
        const res = await t.playRound('spin', session, body)
        expect(res.status).toBe(422)
        expect(Object.keys(((await res.json()) as { errors: object }).errors).length).toBeGreaterThan(0)
      }
    })

    it('needs a live play session: none, unknown or idle too long is 401', async () => {
      expect((await t.playRound('spin', null, { stake: 100 })).status).toBe(401)
      expect((await t.playRound('spin', 'B'.repeat(43), { stake: 100 })).status).toBe(401)
      // A bearer token is not a play session.
      expect((await t.playRound('spin', token, { stake: 100 })).status).toBe(401)
      const session = await t.playSession(token, SLOT)
      t.clock.advance(SESSION_IDLE_MS + 1000)
      try {
        const res = await t.playRound('spin', session, { stake: 100 })
        expect(res.status).toBe(401)
        expect(await res.json()).toMatchObject({ status: ERROR_STATUS })
      } finally {
        t.clock.advance(-(SESSION_IDLE_MS + 1000))
      }
    })
  })

  describe('Shan Koe Mee', () => {
    it('launches the Shan table by product code and game type', async () => {
      const res = await t.post('/api/shankomee/launch-game', SHAN, t.bearer(token))
      expect(res.status).toBe(200)
      const reply = (await res.json()) as { code: number; message: string; url: string }
      expect(reply).toEqual({
        code: 200,
        message: 'Game launched successfully',
        url: expect.stringContaining('/play/'),
      })
      const page = await t.open(reply.url)
      expect(page.res.status).toBe(200)
      expect(page.html).toContain('Shan Koe Mee')
      expect(page.html).toContain('id="play">Deal<')
    })

    it('refuses other products with code 404 and malformed bodies with 422', async () => {
      const other = await t.post(
        '/api/shankomee/launch-game',
        { product_code: 1001, game_type: 'SLOT' },
        t.bearer(token),
      )
      expect(other.status).toBe(404)
      expect(await other.json()).toEqual({ code: 404, message: 'Game not found.' })
      const wrongType = await t.post(
        '/api/shankomee/launch-game',
        { ...SHAN, game_type: 'Poker' },
        t.bearer(token),
      )
      expect(wrongType.status).toBe(404)
      const missing = await t.post('/api/shankomee/launch-game', {}, t.bearer(token))
      expect(missing.status).toBe(422)
      expect(Object.keys(((await missing.json()) as { errors: object }).errors).sort()).toEqual([
        'game_type',
        'product_code',
      ])
    })

    it('deals a hand settled through the ledger with the documented payouts', async () => {
      const session = await t.playSession(token, SHAN, '/api/shankomee/launch-game')
      const total = await t.totalMoney()
      for (let i = 0; i < 5; i++) {
        const before = (await playerAccounts(t.handle.db, playerId)).game.balance
        const res = await t.playRound('deal', session, { stake: 5000 })
        expect(res.status).toBe(200)
        const { data } = (await res.json()) as RoundReply
        const stake = 5000n * KYAT
        const expected = { win: (stake * 195n) / 100n, tie: stake, lose: 0n }[
          data.result as 'win' | 'tie' | 'lose'
        ]
        expect(BigInt(data.win.replace('.', ''))).toBe(expected)
        expect((data.player as { cards: string[] }).cards.length).toBeGreaterThanOrEqual(2)
        const after = (await playerAccounts(t.handle.db, playerId)).game.balance
        expect(after - before).toBe(expected - stake)
        const [round] = await t.handle.db.select().from(gameRounds).where(eq(gameRounds.id, data.round_id))
        expect(round).toMatchObject({
          gameName: 'Shan Koe Mee',
          productCode: SHAN_PRODUCT_CODE,
          stake,
          payout: expected,
        })
      }
      expect(await t.totalMoney()).toBe(total)
    })

    it('keeps each session to its own game', async () => {
      const slot = await t.playSession(token, SLOT)
      expect((await t.playRound('deal', slot, { stake: 100 })).status).toBe(409)
      const shan = await t.playSession(token, SHAN, '/api/shankomee/launch-game')
      expect((await t.playRound('spin', shan, { stake: 100 })).status).toBe(409)
    })
  })
})

describe('game links behind a TLS proxy', () => {
  const [database] = testDatabases
  let t: GamesApp
  let token: string
  // The proxy appends the client to X-Forwarded-For and says https; the host header a client may add is never used.
  const proxied = {
    'X-Forwarded-For': '198.51.100.7',
    'X-Forwarded-Proto': 'https',
    'X-Forwarded-Host': 'evil.example',
  }
  const secure = ORIGIN.replace(/^http:/, 'https:')

  if (!database) throw new Error('no test database')
  useGamesApp(database, '2026-11-22T10:00:00Z', { trustProxy: true }, async (opened) => {
    t = opened
    ;({ token } = await t.player('P20000009', 10_000n * KYAT))
  })

  it('points launch and image links at the scheme the browser used, on our own host, so an https page can open them', async () => {
    const launched = await t.post('/api/seamless/launch-game', SLOT, { ...t.bearer(token), ...proxied })
    expect(((await launched.json()) as { url: string }).url.startsWith(`${secure}/play/`)).toBe(true)
    const types = await t.request('/api/game_types', { headers: proxied })
    const [first] = ((await types.json()) as { data: { img: string }[] }).data
    expect(first?.img?.startsWith(`${secure}/`)).toBe(true)
    // Without the proxy's headers, the origin the request came to.
    const direct = await t.post('/api/seamless/launch-game', SLOT, t.bearer(token))
    expect(((await direct.json()) as { url: string }).url.startsWith(`${ORIGIN}/play/`)).toBe(true)
  })
})
