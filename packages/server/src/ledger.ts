import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { AppDatabase } from './db.ts'
import {
  accounts,
  ledgerEntries,
  ledgerTransactions,
  type SystemAccountKind,
  type UserAccountKind,
} from './schema.ts'

/**
 * Double-entry postings. Every movement of money is one ledger transaction whose legs sum to zero; each
 * leg changes one account by a conditional UPDATE that refuses to take a user account below zero (and the
 * table's CHECK says the same), so no interleaving of requests can overdraw an account. Accounts are
 * updated in id order, so two transactions touching the same accounts never deadlock.
 *
 * Call these inside `db.transaction(...)`: a refusal throws, and the caller's transaction rolls back.
 */

export interface Leg {
  accountId: number
  /** Pya; positive raises the balance, negative lowers it. */
  amount: bigint
}

export interface Posting {
  kind: string
  /** The player concerned, for statements and logs. */
  userId?: number | null
  /** Unique business reference; posting the same reference twice fails. */
  reference?: string | null
  legs: Leg[]
  at: Date
}

export interface Posted {
  transactionId: number
  /** Balance after the posting, per account id. */
  balances: Map<number, bigint>
}

/** A user account would go below zero; nothing was posted. */
export class InsufficientFunds extends Error {
  readonly accountId: number
  constructor(accountId: number) {
    super(`account ${accountId} has insufficient funds`)
    this.name = 'InsufficientFunds'
    this.accountId = accountId
  }
}

export async function postTransaction(db: AppDatabase, posting: Posting): Promise<Posted> {
  const net = new Map<number, bigint>()
  for (const leg of posting.legs) {
    if (typeof leg.amount !== 'bigint') throw new TypeError('ledger: amounts are bigint pya')
    net.set(leg.accountId, (net.get(leg.accountId) ?? 0n) + leg.amount)
  }
  let sum = 0n
  for (const amount of net.values()) sum += amount
  if (sum !== 0n) throw new Error(`ledger: legs of ${posting.kind} sum to ${sum}, not zero`)
  const changes = [...net].filter(([, amount]) => amount !== 0n).sort(([a], [b]) => a - b)
  if (changes.length === 0) throw new Error(`ledger: ${posting.kind} moves nothing`)

  const balances = new Map<number, bigint>()
  for (const [accountId, amount] of changes) {
    const [row] = await db
      .update(accounts)
      .set({ balance: sql`${accounts.balance} + ${amount}` })
      .where(
        and(
          eq(accounts.id, accountId),
          sql`(${accounts.userId} is null or ${accounts.balance} + ${amount} >= 0)`,
        ),
      )
      .returning({ balance: accounts.balance })
    if (!row) throw new InsufficientFunds(accountId)
    balances.set(accountId, row.balance)
  }

  // The transaction row and its entries in one statement: one round trip fewer on every posting.
  const legs = sql.join(
    changes.map(
      ([accountId, amount]) =>
        sql`(${accountId}::int, ${String(amount)}::bigint, ${String(balances.get(accountId) ?? 0n)}::bigint)`,
    ),
    sql`, `,
  )
  const at = posting.at.toISOString()
  const result = await db.execute(sql`
    with t as (
      insert into ${ledgerTransactions} (kind, user_id, reference, created_at)
      values (${posting.kind}, ${posting.userId ?? null}, ${posting.reference ?? null}, ${at}::timestamptz)
      returning id
    )
    insert into ${ledgerEntries} (transaction_id, account_id, amount, balance_after, created_at)
    select t.id, v.account_id, v.amount, v.balance_after, ${at}::timestamptz
    from t, (values ${legs}) as v(account_id, amount, balance_after)
    returning transaction_id`)
  const [first] = (result as unknown as { rows: { transaction_id: number | string }[] }).rows
  if (!first) throw new Error('ledger: insert returned no transaction')
  const transaction = { id: Number(first.transaction_id) }
  return { transactionId: transaction.id, balances }
}

/** Moves `amount` pya from one account to another as one transaction. */
export function transfer(
  db: AppDatabase,
  move: {
    from: number
    to: number
    amount: bigint
    kind: string
    userId?: number | null
    reference?: string | null
    at: Date
  },
): Promise<Posted> {
  if (move.amount <= 0n) throw new Error(`ledger: ${move.kind} amount must be positive`)
  return postTransaction(db, {
    kind: move.kind,
    userId: move.userId ?? null,
    reference: move.reference ?? null,
    at: move.at,
    legs: [
      { accountId: move.from, amount: -move.amount },
      { accountId: move.to, amount: move.amount },
    ],
  })
}

/** The id of a user's account of one kind; throws when the user has none. */
export async function userAccountId(db: AppDatabase, userId: number, kind: UserAccountKind): Promise<number> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.kind, kind)))
  if (!row) throw new Error(`ledger: user ${userId} has no ${kind} account`)
  return row.id
}

/** A user's main and game account ids and balances. */
export async function playerAccounts(
  db: AppDatabase,
  userId: number,
): Promise<{ main: { id: number; balance: bigint }; game: { id: number; balance: bigint } }> {
  const rows = await db
    .select({ id: accounts.id, kind: accounts.kind, balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), inArray(accounts.kind, ['main', 'game'])))
  const main = rows.find((r) => r.kind === 'main')
  const game = rows.find((r) => r.kind === 'game')
  if (!main || !game) throw new Error(`ledger: user ${userId} has no main and game accounts`)
  return { main, game }
}

/**
 * How many rows each system account is kept as. A bet moves money between the player's account and the house;
 * with one house row every bet in the land would wait for the one before it to commit. Each posting takes one
 * row at random instead, and reports add the rows up (`systemBalance`). The ledger's rules are unchanged:
 * every row is an account with its entries, and all accounts still sum to zero.
 */
export const SYSTEM_SHARDS = 16

/** The id of one row of a system account, picked at random (or `shard`), creating it on first use. */
export async function systemAccountId(
  db: AppDatabase,
  kind: SystemAccountKind,
  shard = Math.floor(Math.random() * SYSTEM_SHARDS),
): Promise<number> {
  const where = and(isNull(accounts.userId), eq(accounts.kind, kind), eq(accounts.shard, shard))
  const [existing] = await db.select({ id: accounts.id }).from(accounts).where(where)
  if (existing) return existing.id
  await db.insert(accounts).values({ kind, shard, balance: 0n }).onConflictDoNothing()
  const [created] = await db.select({ id: accounts.id }).from(accounts).where(where)
  if (!created) throw new Error(`ledger: could not open the ${kind} account`)
  return created.id
}

/** A system account's balance: the sum of its rows. */
export async function systemBalance(db: AppDatabase, kind: SystemAccountKind): Promise<bigint> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${accounts.balance}), 0)::text` })
    .from(accounts)
    .where(and(isNull(accounts.userId), eq(accounts.kind, kind)))
  return BigInt(row?.balance ?? '0')
}
