import { randomInt } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { testDatabases } from '../../src/test-db.ts'
import { generateHistory } from './history/generator.ts'
import { CUT_FAULTS, DEFAULT_OPS, DEFAULT_PLAYERS, type SimOp } from './history/operations.ts'
import { decideDeposit, exchange, register, requestDeposit } from './model/operations.ts'
import { someOrder } from './model/requests.ts'
import { type Answer, emptyWallet, KYAT, type WalletState } from './model/state.ts'
import { MODEL_RULES } from './run/config.ts'
import type { RunReport } from './run/log.ts'
import { runHistory } from './run/runner.ts'

/**
 * T9, the fault simulation: seeded histories of players and operators (registration, deposits and their
 * approval, exchanges both ways, withdrawals approved or rejected, 2D and 3D slips, digit rounds, results
 * and settlement) with faults injected (lost replies retried with the same key, the server stopped with
 * requests in flight, settlement run twice at once or stopped half-way, database connections cut under a
 * transaction on PostgreSQL). After every reply the server must agree with the wallet model; at the end the
 * ledger audit is clean and every balance and waiting request equals the model's.
 *
 * In `npm test` the runs share a 60-second budget: a fixed first seed, then random seeds while time remains; on
 * PostgreSQL when `DATABASE_URL` names one (every fault, connection cuts included), else on the embedded database. Every seed is printed; `FAULT_SIM_SEED=<n>` replays one, and
 * `FAULT_SIM_OPS=<n>` / `FAULT_SIM_SECONDS=<s>` make longer runs by hand; `FAULT_SIM_TRACE=1` prints each
 * operation as it runs. A seed always gives the same history; the digit game's rolls come from the server's
 * own random source, so a replay's balances may differ while its checks stay the same.
 */

const FIRST_SEED = 20_261_123
const REPLAY_SEED = process.env.FAULT_SIM_SEED ? Number(process.env.FAULT_SIM_SEED) : undefined
const OPS = process.env.FAULT_SIM_OPS ? Number(process.env.FAULT_SIM_OPS) : DEFAULT_OPS
const BUDGET_SECONDS = process.env.FAULT_SIM_SECONDS ? Number(process.env.FAULT_SIM_SECONDS) : 60
// With a PostgreSQL server at hand the simulation runs there, where every fault can be injected, and keeps to its
// 60-second box; `FAULT_SIM_DATABASES=all` runs it on the embedded database too.
const hasPostgres = testDatabases.some((database) => database.name === 'postgres')
const simulated =
  hasPostgres && process.env.FAULT_SIM_DATABASES !== 'all'
    ? testDatabases.filter((database) => database.name === 'postgres')
    : testDatabases
const SHARE_SECONDS = BUDGET_SECONDS / simulated.length

const databases = simulated.map((database) => ({
  name: database.name,
  faults:
    database.name === 'postgres'
      ? 'every fault, connection cuts included'
      : 'connection cuts skipped: PostgreSQL only',
}))

const summary = (report: RunReport) =>
  `seed ${report.seed}: ${report.ops} ops, ${report.requests} requests in ${report.seconds.toFixed(1)} s ` +
  `(${(report.ops / report.seconds).toFixed(0)} ops/s, setup ${report.setupSeconds.toFixed(1)} s), ` +
  `${report.restarts} restarts, ${report.findings.length} findings; faults ${JSON.stringify(report.faults)}; ` +
  `accepted ${JSON.stringify(report.accepted)}; refusals ${JSON.stringify(report.refusals)}`

describe.each(databases)('T9 fault simulation on $name ($faults)', ({ name }) => {
  it(
    'keeps the ledger clean and every balance equal to the model, seed after seed',
    async () => {
      const deadline = performance.now() + SHARE_SECONDS * 1000
      const reports: RunReport[] = []
      for (;;) {
        const seed = REPLAY_SEED ?? (reports.length === 0 ? FIRST_SEED : randomInt(1, 2 ** 31))
        console.log(`fault simulation on ${name}: seed ${seed} (replay with FAULT_SIM_SEED=${seed})`)
        const history = generateHistory({ seed, ops: OPS })
        const report = await runHistory({
          seed,
          history,
          database: name,
          adminUrl: process.env.DATABASE_URL,
          players: DEFAULT_PLAYERS,
        })
        console.log(`fault simulation on ${name}: ${summary(report)}`)
        reports.push(report)
        if (REPLAY_SEED !== undefined) break
        // Another run only if one as long as the last still fits in the budget.
        if (deadline - performance.now() < report.seconds * 1000) break
      }
      console.log(`fault simulation on ${name}: seeds run ${reports.map((r) => r.seed).join(', ')}`)
      expect(reports.every((report) => report.ops === OPS)).toBe(true)
      // The money stayed right through every fault; the server must also survive a lost database connection.
      for (const report of reports) {
        const kinds = [...new Set(report.findings.map((finding) => finding.kind))]
        const firsts = kinds.map((kind) => {
          const all = report.findings.filter((finding) => finding.kind === kind)
          const first = all[0]
          return `${all.length}× ${kind}, first in op #${first?.op}: ${first?.detail}`
        })
        expect(
          report.findings,
          `seed ${report.seed} (replay with FAULT_SIM_SEED=${report.seed}): ${firsts.join('; ')}`,
        ).toEqual([])
      }
    },
    (SHARE_SECONDS + 120) * 1000,
  )
})

describe('T9 fault simulation pieces', () => {
  it('generates the same history from the same seed, and another from another seed', () => {
    const first = generateHistory({ seed: 42 })
    expect(generateHistory({ seed: 42 })).toEqual(first)
    expect(generateHistory({ seed: 43 })).not.toEqual(first)
    expect(first).toHaveLength(DEFAULT_OPS)
    const kinds = new Set(first.map((op: SimOp) => (op.kind === 'request' ? op.request.kind : op.kind)))
    for (const kind of [
      'register',
      'deposit',
      'decide',
      'exchange',
      'withdraw',
      'slip',
      'digit',
      'result',
      'race',
    ])
      expect(kinds).toContain(kind)
    const faults = new Set(first.flatMap((op) => (op.kind === 'request' && op.fault ? [op.fault] : [])))
    expect([...faults].sort()).toEqual(['burst', 'drop', ...CUT_FAULTS].sort())
    // Every instant is on or after the one before: the server's clock only moves forward.
    expect(first.every((op, i) => i === 0 || op.at >= (first[i - 1] as SimOp).at)).toBe(true)
  })

  /** A registered player 0 whose approved deposit left 1,000 Ks on the main balance. */
  const funded = (): WalletState => {
    let state = emptyWallet(MODEL_RULES, 2, 1_000_000n * KYAT)
    state = register(state, 0).state
    state = requestDeposit(state, { player: 0, ref: 'd1', amount: 1_000n * KYAT }).state
    return decideDeposit(state, { ref: 'd1', decision: 'approve' }).state
  }

  it('refuses an exchange over the balance and changes nothing', () => {
    const state = funded()
    expect(state.players[0]).toEqual({ main: 1_000n * KYAT, game: 0n })
    const over = exchange(state, { player: 0, direction: 'in', amount: 1_000n * KYAT + 1n })
    expect(over.answer).toEqual({ ok: false, refusal: 'insufficient' })
    expect(over.state).toBe(state)
    const all = exchange(state, { player: 0, direction: 'in', amount: 1_000n * KYAT })
    expect(all.answer).toEqual({ ok: true })
    expect(all.state.players[0]).toEqual({ main: 0n, game: 1_000n * KYAT })
    expect(exchange(all.state, { player: 0, direction: 'out', amount: 1n + 1_000n * KYAT }).answer.ok).toBe(
      false,
    )
  })

  it('explains concurrent exchanges only by an order the balance allows', () => {
    const state = funded()
    const requests = [600n * KYAT, 700n * KYAT]
    const explain = (answers: Answer[]) =>
      someOrder(
        state,
        requests.map((amount, i) => ({ amount, answer: answers[i] as Answer })),
        (s, item) => exchange(s, { player: 0, direction: 'in', amount: item.amount }),
        (item, answer) => JSON.stringify(answer) === JSON.stringify(item.answer),
      )
    const ok: Answer = { ok: true }
    const short: Answer = { ok: false, refusal: 'insufficient' }
    expect(explain([short, ok])?.players[0]).toEqual({ main: 300n * KYAT, game: 700n * KYAT })
    expect(explain([ok, short])?.players[0]).toEqual({ main: 400n * KYAT, game: 600n * KYAT })
    // Both taken would overdraw the balance; both refused leaves money that one of them fits in.
    expect(explain([ok, ok])).toBeNull()
    expect(explain([short, short])).toBeNull()
  })
})
