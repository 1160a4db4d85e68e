import { ERROR_STATUS, SUCCESS_STATUS } from '@shwe/contract'
import { fixedClock } from '@shwe/domain'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db.ts'
import { auditLedger } from '../ledger-audit.ts'
import { accounts, depositRequests, ledgerEntries } from '../schema.ts'
import { addAgentWithAccounts, addUser, auditAndClose, CLEAN_LEDGER, testDatabases } from '../test-db.ts'
import { type jsonClient, openTestApp } from '../test-http.ts'

const KYAT = 100n

describe.each(testDatabases)('wallet on $name', (database) => {
  let handle: DatabaseHandle
  const clock = fixedClock('2026-11-22T10:00:00Z')
  let client: ReturnType<typeof jsonClient>
  let fixtures: Awaited<ReturnType<typeof addAgentWithAccounts>>
  let serial = 0

  /** A fresh player with the given balances in kyat, signed in. */
  const player = async (main: bigint, game: bigint) => {
    serial++
    const userName = `W${String(serial).padStart(7, '0')}`
    const id = await addUser(handle, { userName, main: main * KYAT, game: game * KYAT })
    return { id, userName, token: await client.login(userName) }
  }
  const profile = async (token: string) => (await client.get('/user', token)).body.data

  beforeAll(async () => {
    ;({ handle, client } = await openTestApp(database, clock))
    fixtures = await addAgentWithAccounts(handle)
  })

  afterAll(async () => {
    // Whatever the tests did, no money was created or lost.
    expect(await auditAndClose(handle)).toMatchObject(CLEAN_LEDGER)
  })

  describe('exchange', () => {
    it('moves kyat from main to game and back, with the contract’s success envelope', async () => {
      const p = await player(5_000n, 0n)
      const res = await client.post('/exchange-main-to-game', { amount: 1500.5 }, p.token)
      expect(res.status).toBe(200)
      expect(res.body).toEqual({ status: SUCCESS_STATUS, message: 'successfully exchange balance', data: '' })
      expect(await profile(p.token)).toMatchObject({ main_balance: '3499.50', balance: '1500.50' })
      const back = await client.post('/exchange-game-to-main', { amount: '500' }, p.token)
      expect(back.status).toBe(200)
      expect(await profile(p.token)).toMatchObject({ main_balance: '3999.50', balance: '1000.50' })
    })

    it('refuses more than the balance with a 4xx error envelope and moves nothing', async () => {
      const p = await player(1_000n, 0n)
      const res = await client.post('/exchange-main-to-game', { amount: 1000.01 }, p.token)
      expect(res.status).toBe(400)
      expect(res.body).toEqual({
        status: ERROR_STATUS,
        message: 'You do not have enough balance to transfer',
        data: '',
      })
      expect(await profile(p.token)).toMatchObject({ main_balance: '1000.00', balance: '0.00' })
    })

    it.each([
      [{}, 'The amount field is required.'],
      [{ amount: null }, 'The amount field is required.'],
      [{ amount: 0 }, 'The amount field must be greater than 0.'],
      [{ amount: -5 }, 'The amount field must be greater than 0.'],
      [{ amount: '-0.5' }, 'The amount field must be greater than 0.'],
      [{ amount: 10.123 }, 'The amount field must be a number with at most 2 decimal places.'],
      [{ amount: 'ten' }, 'The amount field must be a number with at most 2 decimal places.'],
      [{ amount: 1e21 }, 'The amount field must be a number with at most 2 decimal places.'],
      [{ amount: '9999999999999' }, 'The amount field must not be greater than 1000000000000.'],
      [{ amount: true }, 'The amount field must be a number.'],
      [{ amount: [5] }, 'The amount field must be a number.'],
    ])('answers 422 for %j and changes nothing', async (body, message) => {
      const p = await player(1_000n, 0n)
      const res = await client.post('/exchange-main-to-game', body, p.token)
      expect(res.status).toBe(422)
      expect(res.body).toEqual({ message, errors: { amount: [message] } })
      expect(await profile(p.token)).toMatchObject({ main_balance: '1000.00', balance: '0.00' })
    })

    it('answers malformed JSON with 422, ignores unknown fields, and needs a token', async () => {
      const p = await player(1_000n, 0n)
      expect((await client.post('/exchange-main-to-game', '{"amount": 5', p.token)).status).toBe(422)
      expect((await client.post('/exchange-main-to-game', '[1]', p.token)).status).toBe(422)
      const extra = await client.post(
        '/exchange-main-to-game',
        { amount: 10, user_id: 1, balance: 1e9 },
        p.token,
      )
      expect(extra.status).toBe(200)
      expect(await profile(p.token)).toMatchObject({ main_balance: '990.00', balance: '10.00' })
      expect((await client.post('/exchange-main-to-game', { amount: 10 })).status).toBe(401)
    })

    it('lists exchanges newest first, 15 to a page, in the paginated shape', async () => {
      const p = await player(100_000n, 0n)
      for (let i = 1; i <= 17; i++) {
        const path = i % 2 === 0 ? '/exchange-game-to-main' : '/exchange-main-to-game'
        expect((await client.post(path, { amount: i === 1 ? 5000 : i }, p.token)).status).toBe(200)
      }
      const first = await client.get('/exchange-transactions-log', p.token)
      expect(first.status).toBe(200)
      expect(first.body.status).toBe(SUCCESS_STATUS)
      const page = first.body.data
      expect(page).toMatchObject({ current_page: 1, per_page: 15, total: 17, last_page: 2, from: 1, to: 15 })
      expect(page.data).toHaveLength(15)
      expect(page.data[0]).toMatchObject({ user_id: p.id, amount: '17.00', type: 'mainBalanceToGaming' })
      expect(page.data[1]).toMatchObject({ amount: '16.00', type: 'gameToMain' })
      expect(page.next_page_url).toMatch(/\/api\/exchange-transactions-log\?page=2$/)
      expect(page.links.map((l: { label: string }) => l.label)).toEqual([
        '&laquo; Previous',
        '1',
        '2',
        'Next &raquo;',
      ])
      const second = (await client.get('/exchange-transactions-log?page=2', p.token)).body.data
      expect(second.data.map((r: { amount: string }) => r.amount)).toEqual(['2.00', '5000.00'])
      expect((await client.get('/exchange-transactions-log?page=0', p.token)).status).toBe(422)
      expect((await client.get('/exchange-transactions-log?page=abc', p.token)).status).toBe(422)
      expect((await client.get('/exchange-transactions-log?page=9', p.token)).body.data.data).toEqual([])
    })

    it('filters exchanges by Yangon dates, and the page links keep the filter', async () => {
      const p = await player(100_000n, 0n)
      /** Exchanges `amount` kyat at `at`, signed in at that moment. */
      const exchangeAt = async (at: string, amount: number) => {
        clock.set(at)
        const token = await client.login(p.userName)
        expect((await client.post('/exchange-main-to-game', { amount }, token)).status).toBe(200)
      }
      try {
        await exchangeAt('2026-11-19T17:29:59Z', 1) // Yangon Thu 19th 23:59:59: before the range
        for (let i = 0; i < 15; i++) await exchangeAt('2026-11-19T17:30:00Z', 10 + i) // Fri 20th 00:00:00
        await exchangeAt('2026-11-21T17:29:59Z', 99) // Sat 21st 23:59:59: the range's last second
        await exchangeAt('2026-11-21T17:30:00Z', 2) // Sun 22nd 00:00:00: after it
        clock.set('2026-11-22T10:00:00Z')
        const token = await client.login(p.userName)
        const first = await client.get('/exchange-transactions-log?from=2026-11-20&to=2026-11-21', token)
        expect(first.status).toBe(200)
        const page = first.body.data
        expect(page).toMatchObject({ current_page: 1, total: 16, last_page: 2 })
        expect(page.data[0]).toMatchObject({ amount: '99.00' })
        expect(page.next_page_url).toMatch(
          /\/api\/exchange-transactions-log\?from=2026-11-20&to=2026-11-21&page=2$/,
        )
        expect(page.first_page_url).toMatch(/\?from=2026-11-20&to=2026-11-21&page=1$/)
        expect(page.links[2]).toMatchObject({ label: '2', url: page.next_page_url })
        const second = await client.get(
          '/exchange-transactions-log?from=2026-11-20&to=2026-11-21&page=2',
          token,
        )
        expect(second.body.data.data.map((r: { amount: string }) => r.amount)).toEqual(['10.00'])
        expect(second.body.data.prev_page_url).toMatch(/\?from=2026-11-20&to=2026-11-21&page=1$/)
        const all = await client.get('/exchange-transactions-log', token)
        expect(all.body.data.total).toBe(18)
        expect(all.body.data.next_page_url).toMatch(/\?page=2$/)
        const backwards = await client.get('/exchange-transactions-log?from=2026-11-21&to=2026-11-20', token)
        expect(backwards.status).toBe(422)
        expect(backwards.body.errors).toEqual({ to: ['The to field must be a date after or equal to from.'] })
        const half = await client.get('/exchange-transactions-log?to=2026-11-20', token)
        expect(half.body.errors).toEqual({ from: ['The from field is required when to is present.'] })
      } finally {
        clock.set('2026-11-22T10:00:00Z')
      }
    })
  })

  describe('payment methods', () => {
    it('lists payment types, the agent’s receiving accounts and the player’s own account', async () => {
      const p = await player(0n, 0n)
      const types = await client.get('/paymentTypefinicial', p.token)
      expect(types.body.data.map((t: { name: string }) => t.name)).toEqual([
        'KBZPay',
        'WavePay',
        'AYA Pay',
        'CB Pay',
        'KBZ Bank',
      ])
      expect(types.body.data[0]).toEqual({
        id: fixtures.paymentTypeIds[0],
        name: 'KBZPay',
        image: 'media/payments/kbzpay.svg',
        image_url: 'http://localhost/media/payments/kbzpay.svg',
      })
      const banks = await client.get('/banks', p.token)
      expect(banks.body.data).toHaveLength(5)
      expect(banks.body.data[1]).toEqual({
        id: fixtures.accountIds[1],
        account_name: 'U Agent',
        account_number: '09111001',
        payment_type_id: fixtures.paymentTypeIds[1],
        payment_type: 'WavePay',
        image: 'http://localhost/media/payments/wavepay.svg',
      })
      const agentTypes = await client.get('/agent-payment-type', p.token)
      expect(agentTypes.body.data[0]).toMatchObject({
        id: fixtures.accountIds[0],
        account_name: 'U Agent',
        account_no: '09111000',
        payment_type: { name: 'KBZPay' },
      })
      expect((await client.get('/user-payment', p.token)).body.data).toBeNull()
      for (const path of ['/banks', '/paymentTypefinicial', '/agent-payment-type', '/user-payment']) {
        expect((await client.get(path)).status).toBe(401)
      }
    })
  })

  describe('deposits', () => {
    it('records a waiting request, keeps the reference’s leading zeros and moves no money', async () => {
      const p = await player(0n, 0n)
      const before = await auditLedger(handle.db)
      const res = await client.post(
        '/depositfinicial',
        { agent_payment_type_id: fixtures.accountIds[0], amount: 25_000, refrence_no: '004321' },
        p.token,
      )
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({
        status: SUCCESS_STATUS,
        message: 'Deposit Request Success',
        data: { amount: '25000.00', refrence_no: '004321', status: 0 },
      })
      expect((await auditLedger(handle.db)).entries).toBe(before.entries)
      expect(await profile(p.token)).toMatchObject({ main_balance: '0.00', balance: '0.00' })
      const log = (await client.get('/depositlogfinicial', p.token)).body.data
      expect(log).toEqual([
        {
          id: res.body.data.id,
          payment_type: 'KBZPay',
          account_name: 'U Agent',
          account_number: '09111000',
          amount: '25000.00',
          status: 'Pending',
          datetime: '2026-11-22 16:30:00',
        },
      ])
      const paged = (await client.get('/transaction/deposit-requestlog', p.token)).body.data
      expect(paged).toMatchObject({ current_page: 1, total: 1 })
      expect(paged.data[0]).toMatchObject({ amount: '25000.00', refrence_no: '004321', status: 0 })
    })

    it.each([
      [{ amount: 999.99, refrence_no: '123456' }, 'amount', 'The amount field must be at least 1000.'],
      [{ amount: 5000, refrence_no: '12345' }, 'refrence_no', 'The refrence no field must be 6 digits.'],
      [{ amount: 5000, refrence_no: '12345a' }, 'refrence_no', 'The refrence no field must be 6 digits.'],
      [{ amount: 5000 }, 'refrence_no', 'The refrence no field is required.'],
    ])('refuses %j with a field error', async (body, field, message) => {
      const p = await player(0n, 0n)
      const res = await client.post(
        '/depositfinicial',
        { agent_payment_type_id: fixtures.accountIds[0], ...body },
        p.token,
      )
      expect(res.status).toBe(422)
      expect(res.body.errors[field]).toEqual([message])
      expect((await client.get('/depositlogfinicial', p.token)).body.data).toEqual([])
    })

    it('refuses a receiving account that does not exist', async () => {
      const p = await player(0n, 0n)
      const res = await client.post(
        '/depositfinicial',
        { agent_payment_type_id: 999_999, amount: 5000, refrence_no: '123456' },
        p.token,
      )
      expect(res.status).toBe(422)
      expect(res.body.errors).toEqual({
        agent_payment_type_id: ['The selected agent payment type id is invalid.'],
      })
    })
  })

  describe('withdrawals', () => {
    const request = (
      token: string,
      amount: number,
      extra: Record<string, unknown> = {},
      headers?: Record<string, string>,
    ) =>
      client.post(
        '/withdrawfinicial',
        {
          payment_type_id: fixtures.paymentTypeIds[1],
          account_name: 'Ko Ko',
          account_number: '09250001111',
          amount,
          password: 'secret123',
          ...extra,
        },
        token,
        headers,
      )

    it('holds the amount from the game balance at once and remembers the payout account', async () => {
      const p = await player(0n, 50_000n)
      const res = await request(p.token, 20_000)
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({
        message: 'Withdraw Request Success',
        data: { amount: '20000.00', status: 0 },
      })
      expect(await profile(p.token)).toMatchObject({ balance: '30000.00' })
      const log = (await client.get('/withdrawlogfinicial', p.token)).body.data
      expect(log[0]).toMatchObject({
        name: `Test ${p.userName}`,
        payment_type: 'WavePay',
        account_name: 'Ko Ko',
        account_number: '09250001111',
        amount: '20000.00',
        status: 'Pending',
      })
      const paged = (await client.get('/transaction/withdraw-requestlog', p.token)).body.data
      expect(paged.data[0]).toMatchObject({ amount: '20000.00', status: 0 })
      expect((await client.get('/user-payment', p.token)).body.data).toMatchObject({
        account_name: 'Ko Ko',
        account_no: '09250001111',
        payment_type: { name: 'WavePay' },
      })
    })

    it('refuses a wrong password, an unknown payment type, a small amount and more than the balance', async () => {
      const p = await player(0n, 30_000n)
      const wrong = await request(p.token, 20_000, { password: 'nope-nope' })
      expect(wrong.status).toBe(422)
      expect(wrong.body.errors).toEqual({ password: ['Your password is wrong!'] })
      const type = await request(p.token, 20_000, { payment_type_id: 424242 })
      expect(type.body.errors).toEqual({ payment_type_id: ['The selected payment type id is invalid.'] })
      const small = await request(p.token, 9_999)
      expect(small.body.errors).toEqual({ amount: ['The amount field must be at least 10000.'] })
      const digits = await request(p.token, 20_000, { account_number: '09-25' })
      expect(digits.body.errors).toEqual({
        account_number: ['The account number field must contain digits only.'],
      })
      const much = await request(p.token, 30_000.01)
      expect(much.status).toBe(400)
      expect(much.body).toEqual({ status: ERROR_STATUS, message: 'Insufficient Balance!', data: '' })
      expect(await profile(p.token)).toMatchObject({ balance: '30000.00' })
      expect((await client.get('/withdrawlogfinicial', p.token)).body.data).toEqual([])
    })

    it('T7: five concurrent requests of 80% of the balance: exactly one is held', async () => {
      const p = await player(0n, 50_000n)
      const replies = await Promise.all(Array.from({ length: 5 }, () => request(p.token, 40_000)))
      expect(replies.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400])
      expect(await profile(p.token)).toMatchObject({ balance: '10000.00' })
    })
  })

  describe('concurrency and retries', () => {
    it('T3: fifty concurrent exchanges of 1,000 against 10,000: exactly ten succeed', async () => {
      const p = await player(10_000n, 0n)
      const replies = await Promise.all(
        Array.from({ length: 50 }, () => client.post('/exchange-main-to-game', { amount: 1000 }, p.token)),
      )
      expect(replies.filter((r) => r.status === 200)).toHaveLength(10)
      expect(replies.filter((r) => r.status === 400)).toHaveLength(40)
      expect(await profile(p.token)).toMatchObject({ main_balance: '0.00', balance: '10000.00' })
      const [debits] = await handle.db
        .select({ n: sql<number>`count(*)::int` })
        .from(ledgerEntries)
        .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
        .where(
          sql`${accounts.userId} = ${p.id} and ${accounts.kind} = 'main' and ${ledgerEntries.amount} < 0`,
        )
      expect(debits?.n).toBe(10)
    })

    it('T2: ten concurrent repeats of one Idempotency-Key move money once and get identical replies', async () => {
      const p = await player(10_000n, 0n)
      const headers = { 'Idempotency-Key': 'exchange-7f3a' }
      const replies = await Promise.all(
        Array.from({ length: 10 }, () =>
          client.post('/exchange-main-to-game', { amount: 2500 }, p.token, headers),
        ),
      )
      for (const reply of replies) {
        expect(reply.status).toBe(200)
        expect(reply.body).toEqual(replies[0]?.body)
      }
      expect(await profile(p.token)).toMatchObject({ main_balance: '7500.00', balance: '2500.00' })
      const later = await client.post('/exchange-main-to-game', { amount: 2500 }, p.token, headers)
      expect(later.body).toEqual(replies[0]?.body)
      const other = await client.post('/exchange-main-to-game', { amount: 100 }, p.token, headers)
      expect(other.status).toBe(422)
      expect(other.body.errors).toEqual({
        'Idempotency-Key': ['This Idempotency-Key was already used with a different request.'],
      })
      expect(await profile(p.token)).toMatchObject({ main_balance: '7500.00', balance: '2500.00' })
    })

    it('remembers a refusal under its key, and keys belong to one player', async () => {
      const p = await player(100n, 0n)
      const q = await player(10_000n, 0n)
      const headers = { 'Idempotency-Key': 'shared-key-1' }
      const refused = await client.post('/exchange-main-to-game', { amount: 5000 }, p.token, headers)
      expect(refused.status).toBe(400)
      expect((await client.post('/exchange-main-to-game', { amount: 5000 }, p.token, headers)).status).toBe(
        400,
      )
      const own = await client.post('/exchange-main-to-game', { amount: 5000 }, q.token, headers)
      expect(own.status).toBe(200)
      expect(await profile(q.token)).toMatchObject({ main_balance: '5000.00' })
    })

    it('applies the key to deposits and withdrawals too', async () => {
      const p = await player(0n, 40_000n)
      const headers = { 'Idempotency-Key': 'withdraw-1' }
      const body = {
        payment_type_id: fixtures.paymentTypeIds[0],
        account_name: 'A',
        account_number: '1',
        amount: 10_000,
        password: 'secret123',
      }
      const replies = await Promise.all(
        [1, 2, 3].map(() => client.post('/withdrawfinicial', body, p.token, headers)),
      )
      expect(new Set(replies.map((r) => JSON.stringify(r.body))).size, JSON.stringify(replies)).toBe(1)
      expect(await profile(p.token)).toMatchObject({ balance: '30000.00' })
      const deposit = { agent_payment_type_id: fixtures.accountIds[0], amount: 5000, refrence_no: '000001' }
      await Promise.all(
        [1, 2].map(() => client.post('/depositfinicial', deposit, p.token, { 'Idempotency-Key': 'dep-1' })),
      )
      const rows = await handle.db.select().from(depositRequests).where(eq(depositRequests.userId, p.id))
      expect(rows).toHaveLength(1)
    })

    it('refuses a malformed key', async () => {
      const p = await player(1_000n, 0n)
      const res = await client.post('/exchange-main-to-game', { amount: 1 }, p.token, {
        'Idempotency-Key': 'has space',
      })
      expect(res.status).toBe(422)
      expect(await profile(p.token)).toMatchObject({ main_balance: '1000.00' })
    })
  })

  it('the database itself refuses to edit or delete ledger entries, and to take a user below zero', async () => {
    await expect(handle.db.execute(sql`update ledger_entries set amount = amount + 1`)).rejects.toThrow()
    await expect(handle.db.execute(sql`delete from ledger_entries`)).rejects.toThrow()
    await expect(handle.db.execute(sql`delete from ledger_transactions`)).rejects.toThrow()
    await expect(
      handle.db.execute(sql`update accounts set balance = -1 where user_id is not null`),
    ).rejects.toThrow()
    // Entries of one transaction that do not sum to zero are refused at commit.
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into ledger_transactions (kind) values ('forged')`)
        await tx.execute(
          sql`insert into ledger_entries (transaction_id, account_id, amount, balance_after) select max(id), (select min(id) from accounts), 100, 0 from ledger_transactions`,
        )
      }),
    ).rejects.toThrow()
  })
})
