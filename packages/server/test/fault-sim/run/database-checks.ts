import { isDeepStrictEqual } from 'node:util'
import { type SQL, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../../src/db.ts'
import { auditLedger } from '../../../src/ledger-audit.ts'
import { CLEAN_LEDGER } from '../../../src/test-db.ts'
import { type DrawRef, drawKey } from '../model/calendar.ts'
import { drawPrizes } from '../model/operations.ts'
import { pendingWithdrawals, type RequestStatus, type WalletState } from '../model/state.ts'
import type { SimClient } from './client.ts'
import { type RunLog, show } from './log.ts'

/**
 * The database held against the model at checkpoints, after restarts and at the end: the ledger's invariants,
 * every balance, every deposit and withdrawal request, and every line of a settled draw.
 */

export interface DatabaseChecks {
  /** The ledger audit is clean, and every balance and request is what the model says. */
  compareAll(where: string): Promise<void>
  /** After a draw is settled: each line paid once, at the odds, to the pya. */
  verifyDraw(draw: DrawRef): Promise<void>
}

const rowsOf = async <T>(db: AppDatabase, query: SQL) => (await db.execute(query)) as unknown as { rows: T[] }

const STATUS_TEXT: Record<number, RequestStatus> = { 0: 'pending', 1: 'approved', 2: 'rejected' }

export function createDatabaseChecks(run: {
  db: () => AppDatabase
  state: () => WalletState
  client: SimClient
  agentId: number
  log: RunLog
}): DatabaseChecks {
  const { client, log } = run
  const rows = <T>(query: SQL) => rowsOf<T>(run.db(), query)

  const compareLedger = async (where: string) => {
    const audit = await auditLedger(run.db())
    for (const [name, value] of Object.entries(CLEAN_LEDGER)) {
      if (!isDeepStrictEqual(audit[name as keyof typeof CLEAN_LEDGER], value))
        log.fail(`${where}: the ledger audit found ${name} = ${show(audit[name as keyof typeof audit])}`)
    }
  }

  const compareBalances = async (where: string) => {
    const state = run.state()
    const { rows: balances } = await rows<{ user_id: number | null; kind: string; balance: string }>(
      sql`select user_id, kind, balance::text as balance from accounts`,
    )
    // A system account may be kept as several rows; its balance is their sum.
    const balance = (userId: number | null, kind: string) =>
      balances
        .filter((row) => row.user_id === userId && row.kind === kind)
        .reduce((sum, row) => sum + BigInt(row.balance), 0n)
    for (const [player, expected] of state.players.entries()) {
      if (!expected) continue
      const who = client.players[player]
      if (!who) return log.fail(`${where}: player ${player} registered but has no sign-in`)
      for (const kind of ['main', 'game'] as const) {
        const actual = balance(who.userId, kind)
        if (actual !== expected[kind]) {
          log.fail(
            `${where}: player ${player} (user ${who.userId}) ${kind} balance is ${actual} pya, the model says ` +
              `${expected[kind]} (last touched by op #${client.lastOpOf.get(player)})`,
          )
        }
      }
    }
    const system: [string, bigint, bigint][] = [
      ['agent float', balance(run.agentId, 'float'), state.agentFloat],
      ['house', balance(null, 'house'), state.house],
      ['pending withdrawals', balance(null, 'pending_withdrawal'), pendingWithdrawals(state)],
    ]
    for (const [name, actual, expected] of system) {
      if (actual !== expected) log.fail(`${where}: ${name} is ${actual} pya, the model says ${expected}`)
    }
  }

  const compareRequests = async (where: string) => {
    const state = run.state()
    for (const [table, kind] of [
      ['deposit_requests', 'deposit'],
      ['withdraw_requests', 'withdrawal'],
    ] as const) {
      const { rows: stored } = await rows<{ id: number; amount: string; status: number }>(
        sql`select id, amount::text as amount, status from ${sql.identifier(table)}`,
      )
      const model = kind === 'deposit' ? state.deposits : state.withdrawals
      if (stored.length !== model.size)
        log.fail(`${where}: ${stored.length} ${kind} requests stored, the model has ${model.size}`)
      for (const [ref, request] of model) {
        const id = client.requestIds[kind].get(ref)
        const row = stored.find((r) => r.id === id)
        if (!row || STATUS_TEXT[row.status] !== request.status || BigInt(row.amount) !== request.amount) {
          log.fail(`${where}: ${kind} ${ref} (id ${id}) is ${show(row)}, the model says ${show(request)}`)
        }
      }
    }
  }

  const verifyDraw = async (draw: DrawRef) => {
    const state = run.state()
    const number = state.results.get(drawKey(draw))
    if (number === undefined) return log.fail(`${drawKey(draw)} has no result in the model`)
    const { rows: lines } = await rows<{
      id: number | string
      slip_id: number | string
      bet_number: string
      bet_status: boolean
      potential_payout: string
      credits: number | string
    }>(sql`
        select b.id, b.slip_id, b.bet_number, b.bet_status, b.potential_payout::text as potential_payout,
          (select count(*) from ledger_transactions t
            where t.reference = ${`${draw.game}:bet:`}::text || b.id::text || ':win') as credits
        from lottery_bets b
        where b.game = ${draw.game} and b.draw_date = ${draw.date}::date and b.session = ${draw.session}`)
    const expected = drawPrizes(state, draw, number)
    if (lines.length !== expected.length)
      log.fail(`${drawKey(draw)}: ${lines.length} lines stored, the model has ${expected.length}`)
    for (const { line, prize } of expected) {
      const row = lines.find((r) => Number(r.slip_id) === line.slipId && r.bet_number === line.number)
      const credits = Number(row?.credits ?? -1)
      if (!row?.bet_status || BigInt(row.potential_payout) !== prize || credits !== (prize > 0n ? 1 : 0)) {
        log.fail(
          `${drawKey(draw)} result ${number}: line ${show(line)} should pay ${prize} pya once, ` +
            `the database has ${show(row)}`,
        )
      }
    }
  }

  return {
    compareAll: async (where) => {
      await compareLedger(where)
      await compareBalances(where)
      await compareRequests(where)
    },
    verifyDraw,
  }
}
