import { sql } from 'drizzle-orm'
import type { AppDatabase } from './db.ts'

/**
 * Checks the ledger's invariants: all accounts together sum to zero (money only moves between them),
 * no user account is negative, every cached balance equals the sum of its entries, and every transaction's
 * entries sum to zero. Read in one statement, so it sees one consistent snapshot even while money moves.
 */
export interface LedgerAudit {
  /** Sum of every account's cached balance, in pya; zero when nothing was created or lost. */
  total: bigint
  negativeUserAccounts: number[]
  /** Accounts whose cached balance differs from the sum of their entries. */
  mismatchedAccounts: number[]
  unbalancedTransactions: number[]
  accounts: number
  entries: number
}

export async function auditLedger(db: AppDatabase): Promise<LedgerAudit> {
  const result = await db.execute(sql`
    with sums as (
      select a.id, a.user_id, a.balance, coalesce(sum(e.amount), 0) as entry_sum
      from accounts a left join ledger_entries e on e.account_id = a.id
      group by a.id
    ),
    unbalanced as (
      select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0
    )
    select
      (select coalesce(sum(balance), 0)::text from sums) as total,
      (select coalesce(json_agg(id), '[]') from sums where user_id is not null and balance < 0) as negative,
      (select coalesce(json_agg(id), '[]') from sums where balance <> entry_sum) as mismatched,
      (select coalesce(json_agg(transaction_id), '[]') from unbalanced) as unbalanced,
      (select count(*)::int from sums) as accounts,
      (select count(*)::int from ledger_entries) as entries
  `)
  // node-postgres and PGlite both answer `{ rows }`.
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows
  const row = rows[0] ?? {}
  const ids = (value: unknown): number[] =>
    (typeof value === 'string' ? (JSON.parse(value) as number[]) : ((value as number[]) ?? [])).map(Number)
  return {
    total: BigInt(String(row.total ?? '0')),
    negativeUserAccounts: ids(row.negative),
    mismatchedAccounts: ids(row.mismatched),
    unbalancedTransactions: ids(row.unbalanced),
    accounts: Number(row.accounts ?? 0),
    entries: Number(row.entries ?? 0),
  }
}
