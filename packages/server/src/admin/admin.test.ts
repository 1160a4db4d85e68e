import { SUCCESS_STATUS } from '@shwe/contract'
import { fixedClock } from '@shwe/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../cli.ts'
import type { DatabaseHandle } from '../db.ts'
import { addAgentWithAccounts, addUser, auditAndClose, CLEAN_LEDGER, testDatabases } from '../test-db.ts'
import { type jsonClient, openTestApp, type testApp } from '../test-http.ts'
import { ensureAdminToken } from './token.ts'

describe.each(testDatabases)('admin on $name', (database) => {
  let handle: DatabaseHandle
  const clock = fixedClock('2026-11-22T10:00:00Z')
  let app: ReturnType<typeof testApp>
  let client: ReturnType<typeof jsonClient>
  let adminToken: string
  let fixtures: Awaited<ReturnType<typeof addAgentWithAccounts>>
  let serial = 0

  const admin = (method: 'GET' | 'POST', path: string, body?: unknown, token = adminToken) =>
    client.request(method, `/admin${path}`, { token, ...(body === undefined ? {} : { body }) })
  const player = async (game = 0n) => {
    serial++
    const userName = `A${String(serial).padStart(7, '0')}`
    await addUser(handle, { userName, game: game * 100n, agentId: fixtures.agentId })
    return { userName, token: await client.login(userName) }
  }
  const balances = async (token: string) => {
    const { balance, main_balance } = (await client.get('/user', token)).body.data
    return { game: balance, main: main_balance }
  }
  const deposit = async (token: string, amount: number) => {
    const res = await client.post(
      '/depositfinicial',
      { agent_payment_type_id: fixtures.accountIds[0], amount, refrence_no: '123456' },
      token,
    )
    expect(res.status).toBe(200)
    return res.body.data.id as number
  }
  const withdraw = async (token: string, amount: number) => {
    const res = await client.post(
      '/withdrawfinicial',
      {
        payment_type_id: fixtures.paymentTypeIds[0],
        account_name: 'K',
        account_number: '0912',
        amount,
        password: 'secret123',
      },
      token,
    )
    expect(res.status).toBe(200)
    return res.body.data.id as number
  }

  beforeAll(async () => {
    ;({ handle, app, client } = await openTestApp(database, clock))
    fixtures = await addAgentWithAccounts(handle, { float: 10_000_000n })
    const token = await ensureAdminToken(handle.db)
    if (!token) throw new Error('a fresh database gets an admin token')
    adminToken = token
  })

  afterAll(async () => {
    // Whatever the tests did, no money was created or lost.
    expect(await auditAndClose(handle)).toMatchObject(CLEAN_LEDGER)
  })

  it('generates the admin token once and refuses anything else, including a player token', async () => {
    expect(await ensureAdminToken(handle.db)).toBeNull()
    const p = await player()
    for (const token of [undefined, 'shwe_admin_wrong-token-value-000000', p.token]) {
      const res = await client.request('GET', '/admin/deposits', token ? { token } : {})
      expect(res.status).toBe(401)
    }
    expect((await admin('GET', '/deposits')).status).toBe(200)
  })

  it('approves a deposit exactly once, even when two approvals race, and audits it', async () => {
    const p = await player()
    const id = await deposit(p.token, 25_000)
    const listed = (await admin('GET', '/deposits')).body.data
    expect(listed[0]).toMatchObject({
      id,
      user_name: p.userName,
      amount: '25000.00',
      refrence_no: '123456',
      status: 0,
    })
    const replies = await Promise.all([
      admin('POST', `/deposits/${id}/approve`),
      admin('POST', `/deposits/${id}/approve`),
    ])
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409])
    const ok = replies.find((r) => r.status === 200)
    expect(ok?.body).toMatchObject({
      status: SUCCESS_STATUS,
      data: {
        actor: 'admin-api',
        action: 'deposit_approve',
        target: `deposit:${id}`,
        amount: '25000.00',
        before: { main: '0.00', game: '0.00' },
        after: { main: '25000.00', game: '0.00' },
      },
    })
    expect(replies.find((r) => r.status === 409)?.body.message).toBe('This request was already approved.')
    expect(await balances(p.token)).toEqual({ main: '25000.00', game: '0.00' })
    expect((await admin('POST', `/deposits/${id}/reject`)).status).toBe(409)
    expect((await client.get('/depositlogfinicial', p.token)).body.data[0].status).toBe('Success')
  })

  it('rejects a deposit without moving money, and answers 404 for an unknown one', async () => {
    const p = await player()
    const id = await deposit(p.token, 5_000)
    expect((await admin('POST', `/deposits/${id}/reject`)).status).toBe(200)
    expect(await balances(p.token)).toEqual({ main: '0.00', game: '0.00' })
    expect((await client.get('/depositlogfinicial', p.token)).body.data[0].status).toBe('Reject')
    expect((await admin('POST', '/deposits/999999/approve')).status).toBe(404)
    expect((await admin('POST', '/deposits/abc/approve')).status).toBe(422)
  })

  it('pays out an approved withdrawal and returns a rejected one, each once', async () => {
    const p = await player(100_000n)
    const first = await withdraw(p.token, 30_000)
    const second = await withdraw(p.token, 20_000)
    expect(await balances(p.token)).toEqual({ main: '0.00', game: '50000.00' })
    const approvals = await Promise.all([1, 2, 3].map(() => admin('POST', `/withdrawals/${first}/approve`)))
    expect(approvals.map((r) => r.status).sort()).toEqual([200, 409, 409])
    expect(await balances(p.token)).toEqual({ main: '0.00', game: '50000.00' })
    const rejections = await Promise.all([
      admin('POST', `/withdrawals/${second}/reject`),
      admin('POST', `/withdrawals/${second}/approve`),
    ])
    expect(rejections.map((r) => r.status).sort()).toEqual([200, 409])
    const decided = rejections.find((r) => r.status === 200)?.body.data.action
    expect(await balances(p.token)).toEqual({
      main: '0.00',
      game: decided === 'withdraw_reject' ? '70000.00' : '50000.00',
    })
  })

  it('credits a player for demos and lists the audit log', async () => {
    const p = await player()
    const res = await admin('POST', '/credit', { user_name: p.userName, amount: 1234.5, account: 'game' })
    expect(res.status).toBe(200)
    expect(await balances(p.token)).toEqual({ main: '0.00', game: '1234.50' })
    expect((await admin('POST', '/credit', { user_name: 'ghost', amount: 5 })).status).toBe(404)
    expect((await admin('POST', '/credit', { user_name: p.userName, amount: -5 })).status).toBe(422)
    const log = (await admin('GET', '/actions')).body.data
    expect(log[0]).toMatchObject({
      action: 'credit_game',
      amount: '1234.50',
      before: { game: '0.00' },
      after: { game: '1234.50' },
    })
  })

  it('does the same from the CLI, recording the CLI as the actor', async () => {
    const p = await player()
    const id = await deposit(p.token, 2_000)
    const lines: string[] = []
    const cli = (...args: string[]) =>
      runCli(args, {
        baseUrl: 'http://shwe.test',
        token: adminToken,
        actor: 'cli:operator',
        fetch: async (input, init) => app.fetch(new Request(input, init)),
        out: (line) => lines.push(line),
      })
    expect(await cli('deposits')).toBe(0)
    expect(lines.join('\n')).toContain(`id=${id}  user_name=${p.userName}  amount=2000.00`)
    expect(await cli('approve-deposit', String(id))).toBe(0)
    expect(lines.at(-2)).toBe('The deposit was approved.')
    expect(lines.at(-1)).toContain('actor=cli:operator')
    expect(await balances(p.token)).toEqual({ main: '2000.00', game: '0.00' })
    expect(await cli('approve-deposit', String(id))).toBe(1)
    expect(lines.at(-1)).toBe('Refused (409): This request was already approved.')
    expect(await cli('credit', p.userName, '50', 'game')).toBe(0)
    expect(await balances(p.token)).toEqual({ main: '2000.00', game: '50.00' })
    expect(await cli('approve-deposit')).toBe(1)
    expect(await cli('launch-rockets')).toBe(1)
    expect(
      await runCli(['deposits'], {
        baseUrl: 'http://shwe.test',
        token: 'shwe_admin_not-the-token-000',
        actor: 'x',
        fetch: async (input, init) => app.fetch(new Request(input, init)),
        out: () => {},
      }),
    ).toBe(1)
  })
})
