import { randomInt } from 'node:crypto'
import { fixedClock } from '@shwe/domain'
import { describe, expect, it } from 'vitest'
import { ensureAdminToken } from '../admin/token.ts'
import type { DatabaseHandle } from '../db.ts'
import { auditLedger, type LedgerAudit } from '../ledger-audit.ts'
import { seededRandom } from '../seeded-random.ts'
import { addAgentWithAccounts, addUser, CLEAN_LEDGER, testDatabases } from '../test-db.ts'
import { jsonClient, testApp, useMigrated } from '../test-http.ts'

/**
 * T1, the bank test: many workers move money at random, all at once, over HTTP; at checkpoints during the
 * run and at the end the ledger must hold its invariants. The run replays from its seed:
 * `BANK_SEED=<n> npx vitest run --project server bank`.
 */

const WORKERS = 16
const OPS_PER_WORKER = 40
const PLAYERS = 24

/** Draws from the shared seeded generator, so a failing run can be replayed exactly. */
function prng(seed: number) {
  const next = seededRandom(seed)
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: T[]): T => items[Math.floor(next() * items.length)] as T,
  }
}

const SEED = process.env.BANK_SEED ? Number(process.env.BANK_SEED) : randomInt(1, 2 ** 31)

describe.each(testDatabases)('T1 bank test on $name', (database) => {
  let handle: DatabaseHandle
  const clock = fixedClock('2026-11-22T10:00:00Z')

  useMigrated(database, (opened) => {
    handle = opened
  })

  it('keeps every invariant while sixteen workers move money at random', async () => {
    console.log(`bank test on ${database.name}: seed ${SEED} (replay with BANK_SEED=${SEED})`)
    const random = prng(SEED)
    const app = testApp(handle.db, clock)
    const client = jsonClient(app)
    const fixtures = await addAgentWithAccounts(handle, { float: 500_000_000n })
    const adminToken = (await ensureAdminToken(handle.db)) ?? ''
    const tokens: string[] = []
    for (let i = 0; i < PLAYERS; i++) {
      const userName = `B${String(i).padStart(7, '0')}`
      await addUser(handle, {
        userName,
        agentId: fixtures.agentId,
        main: BigInt(random.int(50_000)) * 100n,
        game: BigInt(random.int(50_000)) * 100n,
      })
      tokens.push(await client.login(userName))
    }
    const start = await auditLedger(handle.db)
    expect(start.total).toBe(0n)

    const deposits: number[] = []
    const withdrawals: number[] = []
    const counts: Record<string, Record<number, number>> = {}
    const count = (op: string, status: number) => {
      counts[op] ??= {}
      counts[op][status] = (counts[op][status] ?? 0) + 1
    }
    const amount = () => (random.next() < 0.1 ? random.int(2_000_000) / 100 : 1 + random.int(20_000))
    const admin = (path: string) => client.request('POST', `/admin${path}`, { token: adminToken })

    /** Approves a random one of `ids` with the chance `approving`, else rejects it; nothing while there are none. */
    const decide = async (kind: 'deposits' | 'withdrawals', ids: number[], approving: number) => {
      const id = random.pick(ids)
      if (id === undefined) return undefined
      return (await admin(`/${kind}/${id}/${random.next() < approving ? 'approve' : 'reject'}`)).status
    }

    // Each answers the status of its request, or nothing when it had nothing to ask.
    const operations: Record<string, () => Promise<number | undefined>> = {
      exchangeIn: async () =>
        (await client.post('/exchange-main-to-game', { amount: amount() }, random.pick(tokens))).status,
      exchangeOut: async () =>
        (await client.post('/exchange-game-to-main', { amount: amount() }, random.pick(tokens))).status,
      deposit: async () => {
        const res = await client.post(
          '/depositfinicial',
          {
            agent_payment_type_id: random.pick(fixtures.accountIds),
            amount: 1000 + random.int(50_000),
            refrence_no: String(random.int(1_000_000)).padStart(6, '0'),
          },
          random.pick(tokens),
        )
        if (res.status === 200) deposits.push(res.body.data.id)
        return res.status
      },
      approveDeposit: () => decide('deposits', deposits, 0.8),
      withdraw: async () => {
        const res = await client.post(
          '/withdrawfinicial',
          {
            payment_type_id: random.pick(fixtures.paymentTypeIds),
            account_name: 'B',
            account_number: '09',
            amount: 10_000 + random.int(30_000),
            password: 'secret123',
          },
          random.pick(tokens),
          random.next() < 0.3 ? { 'Idempotency-Key': `w-${random.int(40)}` } : {},
        )
        if (res.status === 200) withdrawals.push(res.body.data.id)
        return res.status
      },
      decideWithdrawal: () => decide('withdrawals', withdrawals, 0.5),
    }
    const names = Object.keys(operations)
    // Each worker's sequence of operations is drawn up front, so the run depends only on the seed.
    const plans = Array.from({ length: WORKERS }, () =>
      Array.from({ length: OPS_PER_WORKER }, () => random.pick(names)),
    )

    const checkpoints: LedgerAudit[] = []
    let running = true
    const auditor = (async () => {
      while (running) {
        checkpoints.push(await auditLedger(handle.db))
        await new Promise((done) => setTimeout(done, 50))
      }
    })()
    await Promise.all(
      plans.map(async (plan) => {
        for (const name of plan) {
          const status = await operations[name]?.()
          if (status !== undefined) count(name, status)
        }
      }),
    )
    running = false
    await auditor
    const end = await auditLedger(handle.db)
    console.log(`bank test on ${database.name}: ${JSON.stringify(counts)}; ${checkpoints.length} checkpoints`)

    for (const audit of [...checkpoints, end]) {
      expect(audit, `seed ${SEED}`).toMatchObject(CLEAN_LEDGER)
    }
    expect(checkpoints.length, 'the auditor read during the run').toBeGreaterThan(1)
    // Nothing but 2xx and business refusals: no 5xx whatever the interleaving.
    for (const [op, statuses] of Object.entries(counts)) {
      for (const status of Object.keys(statuses).map(Number))
        expect([200, 400, 409, 422], `${op} answered ${status}`).toContain(status)
    }
    expect(end.entries).toBeGreaterThan(start.entries + 100)
  })
})
