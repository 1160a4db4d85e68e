import { createHash } from 'node:crypto'
import type { DigitBetReply, DigitFairnessReply } from '@shwe/contract'
import { commitment, DIGIT_ODDS, fixedClock, newServerSeed, rollDigit, verifyRolls } from '@shwe/domain'
import { asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AuthEnv, requireAuth } from '../auth.ts'
import { resolveConfig } from '../config.ts'
import type { DatabaseHandle } from '../db.ts'
import { playerAccounts } from '../ledger.ts'
import { auditLedger } from '../ledger-audit.ts'
import { createSimulatorFeed } from '../live/simulator.ts'
import type { ApiDeps } from '../routes.ts'
import { ledgerEntries, ledgerTransactions } from '../schema.ts'
import {
  addUser,
  auditAndClose,
  CLEAN_LEDGER,
  captureLogger,
  TEST_SCRYPT_LOG_N,
  testDatabases,
} from '../test-db.ts'
import { type jsonClient, openTestApp } from '../test-http.ts'
import { mountDigitGame } from './routes.ts'
import { digitBets, digitSeeds } from './schema.ts'

const KYAT = 100n

describe.each(testDatabases)('digit game on $name', (database) => {
  let handle: DatabaseHandle
  let client: ReturnType<typeof jsonClient>
  const clock = fixedClock('2026-11-22T04:11:03Z')
  let serial = 0

  /** A fresh player with `game` kyat in the game wallet, signed in. */
  const player = async (game: bigint) => {
    serial++
    const userName = `D${String(serial).padStart(7, '0')}`
    const id = await addUser(handle, { userName, game: game * KYAT })
    return { id, token: await client.login(userName) }
  }
  const bet = (token: string, body: unknown, headers?: Record<string, string>) =>
    client.post('/digitbet', body, token, headers)
  const gameBalance = async (userId: number) => (await playerAccounts(handle.db, userId)).game.balance
  const betsOf = (userId: number) =>
    handle.db.select().from(digitBets).where(eq(digitBets.userId, userId)).orderBy(asc(digitBets.id))
  const fairness = async (token: string) => {
    const res = await client.get('/digitbet/fairness', token)
    expect(res.status).toBe(200)
    return res.body.data
  }
  const rotate = async (token: string, body: unknown = {}) => {
    const res = await client.post('/digitbet/fairness/rotate', body, token)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.data
  }
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

  beforeAll(async () => {
    ;({ handle, client } = await openTestApp(database, clock))
  })

  afterAll(async () => {
    // Whatever the tests did, no money was created or lost.
    expect(await auditAndClose(handle)).toMatchObject(CLEAN_LEDGER)
  })

  it('answers 401 without a token', async () => {
    const body = { bet_type: 'small', bet_amount: 1, multiplier: 1 }
    expect((await client.post('/digitbet', body)).status).toBe(401)
    expect((await client.get('/digitbet/history')).status).toBe(401)
    expect((await client.get('/digitbet/fairness')).status).toBe(401)
    expect((await client.post('/digitbet/fairness/rotate', {})).status).toBe(401)
  })

  describe('POST /api/digitbet', () => {
    it('settles a bet and answers in the contract shape', async () => {
      const p = await player(1_000n)
      const res = await bet(p.token, { bet_type: 'big', digit: null, bet_amount: 10, multiplier: 5 })
      expect(res.status).toBe(200)
      const [row] = await betsOf(p.id)
      if (!row) throw new Error('no bet stored')
      const won = row.rolledNumber >= 5
      const published = (await client.get('/digitbet/fairness', p.token)).body.data.commitment
      expect(res.body).toEqual({
        success: true,
        message: 'Bet placed and settled successfully!',
        data: {
          balance: won ? '1045.00' : '950.00',
          history: [
            {
              timestamp: '2026-11-22 10:41:03',
              betType: 'big',
              digit: null,
              rolledNumber: row.rolledNumber,
              outcome: won ? 'win' : 'lose',
              bet_amount: 10,
              multiplier: '5.00',
              win_amount: won ? 95 : 0,
              profit: won ? 45 : -50,
              nonce: 0,
              commitment: published,
            },
          ],
        },
      })
      expect(row).toMatchObject({ betAmount: 1_000n, multiplier: 5, stake: 5_000n, nonce: 0, digit: null })
    })

    it('T13-0: a claimed win, roll and payout from the client change nothing; the server roll decides', async () => {
      const p = await player(10_000n)
      const published = await fairness(p.token)
      const claim = {
        bet_type: 'digit',
        digit: 7,
        rolled_number: 7,
        outcome: 'win',
        win_amount: 1_000_000_000,
        profit: 999_999_999,
        bet_amount: 1,
        multiplier: 1,
      }
      const rolls: { nonce: number; digit: number }[] = []
      for (let i = 0; i < 200; i++) {
        const res = await bet(p.token, claim)
        expect(res.status).toBe(200)
        const [latest] = res.body.data.history
        expect(latest.outcome).toBe(latest.rolledNumber === 7 ? 'win' : 'lose')
        expect(latest.win_amount).toBe(latest.rolledNumber === 7 ? 9 : 0)
        rolls.push({ nonce: latest.nonce, digit: latest.rolledNumber })
      }
      const wins = rolls.filter((r) => r.digit === 7).length
      expect(wins).toBeLessThan(200)
      // 200 fair rolls give 2 to 45 sevens but for a chance below 1 in 10 million.
      expect(wins).toBeGreaterThanOrEqual(2)
      expect(wins).toBeLessThanOrEqual(45)
      expect(await gameBalance(p.id)).toBe(10_000n * KYAT - 200n * KYAT + BigInt(wins) * 9n * KYAT)

      const { revealed } = await rotate(p.token)
      expect(revealed.commitment).toBe(published.commitment)
      expect(
        await verifyRolls(revealed.server_seed, published.commitment, published.client_seed, rolls),
      ).toBe(true)
    })

    it('T13(c): every stored roll recomputes from the revealed seed, which matches the commitment published first', async () => {
      const p = await player(1_000_000n)
      const published = await fairness(p.token)
      expect(published).toEqual({
        commitment: expect.stringMatching(/^[0-9a-f]{64}$/),
        client_seed: expect.any(String),
        next_nonce: 0,
        previous: null,
        paytable: { digit: '9', small: '1.9', big: '1.9' },
      })
      const types = [{ bet_type: 'digit', digit: 3 }, { bet_type: 'small', digit: null }, { bet_type: 'big' }]
      const multipliers = [1, 5, 10, 20, 50, 100]
      for (let i = 0; i < 300; i++) {
        const body = { ...types[i % 3], bet_amount: (i % 7) + 0.25, multiplier: multipliers[i % 6] }
        expect((await bet(p.token, body)).status).toBe(200)
      }
      expect((await fairness(p.token)).next_nonce).toBe(300)

      const { revealed, next } = await rotate(p.token)
      expect(revealed).toEqual({
        server_seed: expect.stringMatching(/^[0-9a-f]{64}$/),
        commitment: published.commitment,
        client_seed: published.client_seed,
        last_nonce: 299,
      })
      expect(sha256(revealed.server_seed)).toBe(published.commitment)
      expect(next.commitment).not.toBe(published.commitment)

      const stored = await betsOf(p.id)
      expect(stored.map((row) => row.nonce)).toEqual(Array.from({ length: 300 }, (_, i) => i))
      expect(new Set(stored.map((row) => row.seedId)).size).toBe(1)
      const rolls = stored.map((row) => ({ nonce: row.nonce, digit: row.rolledNumber }))
      expect(await verifyRolls(revealed.server_seed, published.commitment, revealed.client_seed, rolls)).toBe(
        true,
      )
      // The check has teeth: one changed roll fails it.
      const tampered = rolls.map((r, i) => (i === 150 ? { ...r, digit: (r.digit + 1) % 10 } : r))
      expect(
        await verifyRolls(revealed.server_seed, published.commitment, revealed.client_seed, tampered),
      ).toBe(false)
      // Every digit turns up: a stuck or constant roll would not.
      expect(new Set(rolls.map((r) => r.digit)).size).toBe(10)

      // The revealed seed is retired: later bets roll under the new one, from nonce 0.
      const after = await fairness(p.token)
      expect(after).toMatchObject({ commitment: next.commitment, next_nonce: 0 })
      expect(after.previous).toEqual({
        server_seed: revealed.server_seed,
        commitment: published.commitment,
        client_seed: published.client_seed,
        revealed_at: clock.now().toISOString(),
      })
      expect((await bet(p.token, { bet_type: 'small', bet_amount: 1, multiplier: 1 })).status).toBe(200)
      const latest = (await betsOf(p.id)).at(-1)
      expect(latest?.seedId).not.toBe(stored[0]?.seedId)
      expect(latest?.nonce).toBe(0)

      // The history endpoint lists the last 50, newest first.
      const history = await client.get('/digitbet/history', p.token)
      expect(history.status).toBe(200)
      expect(history.body.success).toBe(true)
      expect(history.body.message).toBe('Bet history retrieved successfully.')
      expect(history.body.data).toHaveLength(50)
      expect(history.body.data.slice(0, 3).map((r: { nonce: number }) => r.nonce)).toEqual([0, 299, 298])
    })

    it('rolls the same digits under the same seed and nonces, whatever the stakes and picks', async () => {
      const a = await player(1_000_000n)
      const b = await player(1_000_000n)
      const serverSeed = newServerSeed()
      const shared = { serverSeed, commitment: await commitment(serverSeed), clientSeed: 'same-seed' }
      await handle.db.insert(digitSeeds).values([
        { ...shared, userId: a.id },
        { ...shared, userId: b.id },
      ])
      for (let i = 0; i < 30; i++) {
        await bet(a.token, { bet_type: 'small', bet_amount: 1, multiplier: 1 })
        await bet(b.token, { bet_type: 'digit', digit: i % 10, bet_amount: 300, multiplier: 100 })
      }
      const rollsA = (await betsOf(a.id)).map((row) => row.rolledNumber)
      const rollsB = (await betsOf(b.id)).map((row) => row.rolledNumber)
      expect(rollsA).toHaveLength(30)
      expect(rollsB).toEqual(rollsA)
      const recomputed = await Promise.all(
        rollsA.map((_, nonce) => rollDigit(serverSeed, 'same-seed', nonce)),
      )
      expect(rollsA).toEqual(recomputed)
    })
  })

  describe('money', () => {
    it('moves stake and win through the ledger, bet by bet', async () => {
      const p = await player(100_000n)
      const before = await auditLedger(handle.db)
      let balance = await gameBalance(p.id)
      for (let i = 0; i < 20; i++) {
        const stake = BigInt(i + 1) * 150n * 5n
        const res = await bet(p.token, {
          bet_type: i % 2 ? 'big' : 'small',
          bet_amount: (i + 1) * 1.5,
          multiplier: 5,
        })
        expect(res.status).toBe(200)
        const row = (await betsOf(p.id)).at(-1)
        if (!row) throw new Error('no bet stored')
        expect(row.stake).toBe(stake)
        expect(row.winAmount).toBe(row.outcome === 'win' ? (stake * 19n) / 10n : 0n)
        balance = balance - stake + row.winAmount
        expect(await gameBalance(p.id)).toBe(balance)
        expect(res.body.data.balance).toBe(`${balance / 100n}.${String(balance % 100n).padStart(2, '0')}`)

        const postings = await handle.db
          .select({
            kind: ledgerTransactions.kind,
            reference: ledgerTransactions.reference,
            amount: ledgerEntries.amount,
          })
          .from(ledgerTransactions)
          .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
          .where(eq(ledgerEntries.accountId, (await playerAccounts(handle.db, p.id)).game.id))
        const own = postings.filter((posting) => posting.reference?.startsWith(`digit:${row.id}:`))
        expect(own).toEqual(
          row.outcome === 'win'
            ? [
                { kind: 'digit_bet', reference: `digit:${row.id}:bet`, amount: -stake },
                { kind: 'digit_win', reference: `digit:${row.id}:win`, amount: row.winAmount },
              ]
            : [{ kind: 'digit_bet', reference: `digit:${row.id}:bet`, amount: -stake }],
        )
      }
      const after = await auditLedger(handle.db)
      expect(after.total).toBe(before.total)
      expect(after).toMatchObject({
        mismatchedAccounts: [],
        unbalancedTransactions: [],
        negativeUserAccounts: [],
      })
    })

    it('refuses a stake above the game balance and moves nothing', async () => {
      const p = await player(50n)
      const res = await bet(p.token, { bet_type: 'digit', digit: 1, bet_amount: 10, multiplier: 10 })
      expect(res.status).toBe(400)
      expect(res.body).toEqual({
        success: false,
        message: 'Insufficient balance. Please deposit funds to play.',
      })
      expect(await gameBalance(p.id)).toBe(50n * KYAT)
      expect(await betsOf(p.id)).toEqual([])
      // Not even a nonce was used up.
      expect((await fairness(p.token)).next_nonce).toBe(0)
      expect(
        (await bet(p.token, { bet_type: 'digit', digit: 1, bet_amount: 10, multiplier: 5 })).status,
      ).toBe(200)
      expect((await betsOf(p.id)).map((row) => row.nonce)).toEqual([0])
    })

    it('plays an Idempotency-Key repeated concurrently 5× once, with identical replies', async () => {
      const p = await player(1_000n)
      const headers = { 'Idempotency-Key': 'digit-bet-1' }
      const body = { bet_type: 'small', bet_amount: 20, multiplier: 5 }
      const replies = await Promise.all(Array.from({ length: 5 }, () => bet(p.token, body, headers)))
      for (const reply of replies) {
        expect(reply.status).toBe(200)
        expect(reply.body).toEqual(replies[0]?.body)
      }
      const rows = await betsOf(p.id)
      expect(rows).toHaveLength(1)
      expect(await gameBalance(p.id)).toBe(1_000n * KYAT - 10_000n + (rows[0]?.winAmount ?? 0n))

      const reused = await bet(p.token, { ...body, multiplier: 1 }, headers)
      expect(reused.status).toBe(422)
      expect(reused.body).toEqual({
        success: false,
        message: 'Validation failed',
        errors: { 'Idempotency-Key': ['This Idempotency-Key was already used with a different request.'] },
      })
      expect(await betsOf(p.id)).toHaveLength(1)
    })
  })

  describe('concurrency', () => {
    it('concurrent first bets share one seed and take distinct nonces; the balance caps how many play', async () => {
      const p = await player(300n)
      const replies = await Promise.all(
        Array.from({ length: 10 }, () =>
          bet(p.token, { bet_type: 'digit', digit: 4, bet_amount: 100, multiplier: 1 }),
        ),
      )
      const rows = await betsOf(p.id)
      // Wins (9×) can fund more bets than the opening 300 Ks, so count rather than assume three.
      expect(replies.filter((r) => r.status === 200)).toHaveLength(rows.length)
      expect(replies.filter((r) => r.status === 400)).toHaveLength(10 - rows.length)
      expect(rows.length).toBeGreaterThanOrEqual(3)
      expect(new Set(rows.map((row) => row.seedId)).size).toBe(1)
      expect(rows.map((row) => row.nonce).sort((a, b) => a - b)).toEqual(rows.map((_, i) => i))
      const won = rows.reduce((sum, row) => sum + row.winAmount, 0n)
      expect(await gameBalance(p.id)).toBe(300n * KYAT - BigInt(rows.length) * 100n * KYAT + won)
    })

    it('bets racing a rotation never roll under a seed after it is revealed', async () => {
      const p = await player(100_000n)
      const body = { bet_type: 'big', bet_amount: 1, multiplier: 1 }
      const racing = await Promise.all([
        ...Array.from({ length: 8 }, () => bet(p.token, body)),
        client.post('/digitbet/fairness/rotate', {}, p.token),
        ...Array.from({ length: 8 }, () => bet(p.token, body)),
      ])
      expect(racing.map((r) => r.status)).toEqual(Array(17).fill(200))
      const { revealed } = racing[8]?.body.data ?? {}
      const seeds = await handle.db.select().from(digitSeeds).where(eq(digitSeeds.userId, p.id))
      const old = seeds.find((seed) => seed.commitment === revealed.commitment)
      const rows = await betsOf(p.id)
      const underOld = rows.filter((row) => row.seedId === old?.id)
      expect(underOld.map((row) => row.nonce).sort((a, b) => a - b)).toEqual(underOld.map((_, i) => i))
      expect(revealed.last_nonce).toBe(underOld.length > 0 ? underOld.length - 1 : null)
      for (const seed of seeds) {
        const own = rows.filter((row) => row.seedId === seed.id)
        const rolls = own.map((row) => ({ nonce: row.nonce, digit: row.rolledNumber }))
        expect(await verifyRolls(seed.serverSeed, seed.commitment, seed.clientSeed, rolls)).toBe(true)
      }
      expect(rows).toHaveLength(16)
    })
  })

  describe('validation', () => {
    let p: Awaited<ReturnType<typeof player>>
    beforeAll(async () => {
      p = await player(1_000n)
    })

    it.each([
      [
        { bet_type: 'odd', bet_amount: 1, multiplier: 1 },
        { bet_type: ['The selected bet type is invalid.'] },
      ],
      [{ bet_amount: 1, multiplier: 1 }, { bet_type: ['The bet type field is required.'] }],
      [
        { bet_type: 'digit', bet_amount: 1, multiplier: 1 },
        { digit: ['The digit field is required when bet type is digit.'] },
      ],
      [
        { bet_type: 'digit', digit: 10, bet_amount: 1, multiplier: 1 },
        { digit: ['The digit field must be a whole number from 0 to 9.'] },
      ],
      [
        { bet_type: 'digit', digit: 2.5, bet_amount: 1, multiplier: 1 },
        { digit: ['The digit field must be a whole number from 0 to 9.'] },
      ],
      [
        { bet_type: 'small', digit: 3, bet_amount: 1, multiplier: 1 },
        { digit: ['The digit field must be empty unless bet type is digit.'] },
      ],
      [
        { bet_type: 'big', bet_amount: 1, multiplier: 3 },
        { multiplier: ['The multiplier field must be one of 1, 5, 10, 20, 50, 100.'] },
      ],
      [{ bet_type: 'big', bet_amount: 1 }, { multiplier: ['The multiplier field is required.'] }],
      [
        { bet_type: 'big', bet_amount: 0, multiplier: 1 },
        { bet_amount: ['The bet amount field must be greater than 0.'] },
      ],
      [
        { bet_type: 'big', bet_amount: -5, multiplier: 1 },
        { bet_amount: ['The bet amount field must be greater than 0.'] },
      ],
      [
        { bet_type: 'big', bet_amount: 1.234, multiplier: 1 },
        { bet_amount: ['The bet amount field must be a number with at most 2 decimal places.'] },
      ],
      [{ bet_type: 'big', multiplier: 1 }, { bet_amount: ['The bet amount field is required.'] }],
      ['{"bet_type":', { body: ['The request body must be valid JSON.'] }],
      [
        { bet_type: 'digit', digit: 'x', bet_amount: 'lots', multiplier: 7 },
        {
          digit: ['The digit field must be a whole number from 0 to 9.'],
          bet_amount: ['The bet amount field must be a number with at most 2 decimal places.'],
          multiplier: ['The multiplier field must be one of 1, 5, 10, 20, 50, 100.'],
        },
      ],
    ])('answers 422 in the contract shape for %j', async (body, errors) => {
      const res = await bet(p.token, body)
      expect(res.status).toBe(422)
      expect(res.body).toEqual({ success: false, message: 'Validation failed', errors })
    })

    it('changed nothing while refusing', async () => {
      expect(await betsOf(p.id)).toEqual([])
      expect(await gameBalance(p.id)).toBe(1_000n * KYAT)
    })

    it('ignores unknown fields and accepts digits and amounts sent as strings', async () => {
      const res = await bet(p.token, {
        bet_type: 'digit',
        digit: '0',
        bet_amount: '2.50',
        multiplier: '20',
        client_seed: 'not-used',
        user_id: 1,
        stake: 1,
      })
      expect(res.status).toBe(200)
      const [row] = await betsOf(p.id)
      expect(row).toMatchObject({ digit: 0, betAmount: 250n, multiplier: 20, stake: 5_000n })
      expect(row?.clientSeed).not.toBe('not-used')
    })
  })

  describe('fairness', () => {
    it('publishes one commitment until rotation and never the server seed', async () => {
      const p = await player(0n)
      const first = await fairness(p.token)
      expect(await fairness(p.token)).toEqual(first)
      expect(JSON.stringify(first)).not.toMatch(/server_seed/)
      const [seed] = await handle.db.select().from(digitSeeds).where(eq(digitSeeds.userId, p.id))
      expect(seed?.commitment).toBe(first.commitment)
      expect(JSON.stringify(first)).not.toContain(seed?.serverSeed)
    })

    it('publishes the paytable the server pays by', async () => {
      const p = await player(0n)
      expect((await fairness(p.token)).paytable).toEqual({ digit: '9', small: '1.9', big: '1.9' })
    })

    it('rotates to the client seed the player chose, and reveals a seed never used with last_nonce null', async () => {
      const p = await player(100n)
      const { revealed, next } = await rotate(p.token, { client_seed: 'my lucky seed #7' })
      expect(revealed.last_nonce).toBeNull()
      expect(sha256(revealed.server_seed)).toBe(revealed.commitment)
      expect(next.client_seed).toBe('my lucky seed #7')
      expect((await bet(p.token, { bet_type: 'small', bet_amount: 1, multiplier: 1 })).status).toBe(200)
      const [row] = await betsOf(p.id)
      expect(row?.clientSeed).toBe('my lucky seed #7')
      const again = await rotate(p.token)
      expect(again.revealed).toMatchObject({
        client_seed: 'my lucky seed #7',
        commitment: next.commitment,
        last_nonce: 0,
      })
      expect(await rollDigit(again.revealed.server_seed, 'my lucky seed #7', 0)).toBe(row?.rolledNumber)
      expect(again.next.client_seed).toMatch(/^[0-9a-f]{16}$/)
    })

    it.each([[''], ['x'.repeat(65)], ['မင်္ဂလာ'], [42], ['tab\there']])(
      'refuses the client seed %j with 422',
      async (clientSeed) => {
        const p = await player(0n)
        const before = await fairness(p.token)
        const res = await client.post('/digitbet/fairness/rotate', { client_seed: clientSeed }, p.token)
        expect(res.status).toBe(422)
        expect(res.body).toEqual({
          success: false,
          message: 'Validation failed',
          errors: { client_seed: ['The client seed field must be 1 to 64 printable ASCII characters.'] },
        })
        expect(await fairness(p.token)).toEqual(before)
      },
    )
  })

  describe('paytable', () => {
    const deps = (): ApiDeps => {
      const config = resolveConfig({ scryptLogN: TEST_SCRYPT_LOG_N })
      return {
        db: handle.db,
        clock,
        config,
        auth: requireAuth({ db: handle.db, clock, config }),
        logger: captureLogger(),
        liveFeed: createSimulatorFeed({ clock }),
      }
    }

    it('refuses to mount with a paytable that returns 100% or more', () => {
      expect(() => mountDigitGame(new Hono<AuthEnv>(), deps(), { ...DIGIT_ODDS, digit: '10' })).toThrow(
        /return to player/,
      )
    })

    it('publishes the configured odds with the fairness reply', async () => {
      const api = new Hono<AuthEnv>()
      const base = deps()
      mountDigitGame(api, {
        ...base,
        config: { ...base.config, digitOdds: { digit: '8.5', small: '1.8', big: '1.85' } },
      })
      const p = await player(0n)
      const res = await api.request('/digitbet/fairness', { headers: { Authorization: `Bearer ${p.token}` } })
      expect(((await res.json()) as DigitFairnessReply).data.paytable).toEqual({
        digit: '8.5',
        small: '1.8',
        big: '1.85',
      })
    })

    it('pays by an override that passes the check', async () => {
      const api = new Hono<AuthEnv>()
      mountDigitGame(api, deps(), { ...DIGIT_ODDS, digit: '8' })
      const p = await player(100n)
      const serverSeed = newServerSeed()
      await handle.db
        .insert(digitSeeds)
        .values({ userId: p.id, serverSeed, commitment: await commitment(serverSeed), clientSeed: 'known' })
      const digit = await rollDigit(serverSeed, 'known', 0)
      const res = await api.request('/digitbet', {
        method: 'POST',
        headers: { Authorization: `Bearer ${p.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ bet_type: 'digit', digit, bet_amount: 10, multiplier: 1 }),
      })
      expect(res.status).toBe(200)
      expect(((await res.json()) as DigitBetReply).data).toMatchObject({
        balance: '170.00',
        history: [{ outcome: 'win', win_amount: 80, profit: 70 }],
      })
    })
  })
})
