import { type SQL, sql } from 'drizzle-orm'
import { accounts, ledgerEntries, ledgerTransactions } from './schema.ts'

/** What one posting records beside its legs. */
export interface PostingRecord {
  kind: string
  /** The player concerned, for statements and logs. */
  userId: number | null
  /** Unique business reference; posting the same reference twice fails. */
  reference: string | null
  at: Date
}

/**
 * The common table expressions of one posting, for a statement that begins `with`: every leg's conditional
 * update, then, only if each leg found its row and kept a player's balance at zero or more, the transaction row
 * and its entries. This is the one place the rule "a player's balance never goes below zero" is written.
 *
 * `legs` is a query of `(account_id, amount)` rows in account id order, so that two postings on the same
 * accounts take their rows in the same order; `count` is how many rows it gives. The statement may go on with
 * more expressions and must end in a select; it can read:
 * - `moved (id, balance)`: the accounts changed, with their balances after; fewer than `count` rows when a leg
 *   was refused, and the caller must then roll back whatever did move;
 * - `t (id)`: the new transaction's id, no row when a leg was refused.
 */
export function postingSteps(legs: SQL, count: number, record: PostingRecord): SQL {
  const at = record.at.toISOString()
  return sql`legs (account_id, amount) as (${legs}),
    moved as (
      update ${accounts} a set balance = a.balance + l.amount
      from legs l
      where a.id = l.account_id and (a.user_id is null or a.balance + l.amount >= 0)
      returning a.id, a.balance
    ),
    t as (
      insert into ${ledgerTransactions} (kind, user_id, reference, created_at)
      select ${record.kind}::text, ${record.userId}::int, ${record.reference}::text, ${at}::timestamptz
      where (select count(*) from moved) = ${count}
      returning id
    ),
    e as (
      insert into ${ledgerEntries} (transaction_id, account_id, amount, balance_after, created_at)
      select t.id, m.id, l.amount, m.balance, ${at}::timestamptz
      from t, moved m join legs l on l.account_id = m.id
    )`
}
