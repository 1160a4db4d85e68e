import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import { type AppDatabase, retryTransient } from './db.ts'
import { type PostingRecord, postingSteps } from './ledger-posting.ts'
import { accounts, idempotencyKeys, type SystemAccountKind, type UserAccountKind } from './schema.ts'

/**
 * Double-entry postings. Every movement of money is one ledger transaction whose legs sum to zero, posted in
 * one statement (`postingSteps`): each leg changes one account by a conditional UPDATE that refuses to take a
 * user account below zero (and the table's CHECK says the same), so no interleaving of requests can overdraw an
 * account.
 * The legs are listed in id order, so two postings on the same accounts take their rows in the same order; a
 * deadlock PostgreSQL still finds is retried with the whole transaction (`retryTransient`).
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

  const legs = sql.join(
    changes.map(([accountId, amount]) => sql`(${accountId}::int, ${String(amount)}::bigint)`),
    sql`, `,
  )
  const posted = await post(db, sql`values ${legs}`, changes.length, {
    kind: posting.kind,
    userId: posting.userId ?? null,
    reference: posting.reference ?? null,
    at: posting.at,
  })
  const refused = changes.find(([accountId]) => !posted.balances.has(accountId))
  if (refused) throw new InsufficientFunds(refused[0])
  return posted
}

/**
 * Posts in one statement (`postingSteps`). A refused leg leaves fewer balances than `count` and no transaction
 * (`transactionId` 0); the caller must then roll back whatever did move.
 */
async function post(db: AppDatabase, legs: SQL, count: number, record: PostingRecord): Promise<Posted> {
  const steps = postingSteps(legs, count, record)
  const result = await db.execute(sql`
    with ${steps}
    select m.id, m.balance::text as balance, (select id from t) as transaction_id from moved m`)
  const rows = (
    result as unknown as { rows: { id: number; balance: string; transaction_id: number | null }[] }
  ).rows
  const balances = new Map(rows.map((row) => [Number(row.id), BigInt(row.balance)]))
  const transactionId = rows.length === count ? Number(rows[0]?.transaction_id ?? 0) : 0
  if (rows.length === count && !transactionId) throw new Error('ledger: insert returned no transaction')
  return { transactionId, balances }
}

/** What `exchangeAtOnce` did. */
export type ExchangeOutcome = 'done' | 'insufficient' | 'answered'

/**
 * Moves `amount` pya between a player's own main and game accounts in one statement, outside any transaction:
 * it finds the two accounts, posts both legs, and, when the request has a key, stores the key with its success
 * reply. It is all or nothing: if `from` holds too little (`insufficient`) or the key is already taken
 * (`answered`: an earlier request with it was answered), the statement refuses as a whole through
 * `shwe_refuse` and nothing of it stays. One round trip for the whole request, whatever the driver.
 */
export async function exchangeAtOnce(
  db: AppDatabase,
  move: {
    userId: number
    from: 'main' | 'game'
    amount: bigint
    kind: string
    at: Date
    /** The request's key and fingerprint, with the reply to store under them. */
    remember?: { key: string; fingerprint: string; status: number; body: string }
  },
): Promise<ExchangeOutcome> {
  if (move.amount <= 0n) throw new Error(`ledger: ${move.kind} amount must be positive`)
  const amount = String(move.amount)
  const to = move.from === 'main' ? 'game' : 'main'
  const at = move.at.toISOString()
  const legs = sql`
      select a.id, case when a.kind = ${move.from}::text then -${amount}::bigint else ${amount}::bigint end
      from ${accounts} a
      where a.user_id = ${move.userId}::int and a.kind in (${move.from}::text, ${to}::text)
      order by a.id`
  const steps = postingSteps(legs, 2, { kind: move.kind, userId: move.userId, reference: null, at: move.at })
  const { remember } = move
  const key = remember
    ? sql`,
    k as (
      insert into ${idempotencyKeys} (user_id, key, fingerprint, status_code, body, created_at)
      select ${move.userId}::int, ${remember.key}::text, ${remember.fingerprint}::text, ${remember.status}::smallint,
        ${remember.body}::text, ${at}::timestamptz
      where exists (select 1 from t)
      on conflict do nothing
      returning key
    )`
    : sql``
  const answered = remember ? sql`when not exists (select 1 from k) then 'answered'` : sql``
  try {
    await retryTransient(() =>
      db.execute(sql`
    with ${steps}${key}
    select shwe_refuse(case when not exists (select 1 from t) then 'insufficient' ${answered} end)`),
    )
    return 'done'
  } catch (error) {
    const refused = statementRefusal(error)
    if (refused === 'insufficient' || refused === 'answered') return refused
    throw error
  }
}

/** The reason a statement refused through `shwe_refuse` (SQLSTATE SW001), possibly wrapped; else null. */
function statementRefusal(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e === 'object' && 'code' in e && (e as { code: unknown }).code === 'SW001') {
      return String((e as { message?: unknown }).message ?? '')
    }
    e = typeof e === 'object' && 'cause' in e ? (e as { cause: unknown }).cause : null
  }
  return null
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
 * A player's game account and one row (picked at random) of a system account, in one round trip: what a bet,
 * a round or a withdrawal posts between.
 */
export async function gameAndSystemAccount(
  db: AppDatabase,
  userId: number,
  kind: SystemAccountKind,
): Promise<{ game: number; system: number }> {
  const shard = Math.floor(Math.random() * SYSTEM_SHARDS)
  const result = await db.execute(sql`
    select
      (select a.id from ${accounts} a where a.user_id = ${userId}::int and a.kind = 'game') as game,
      (select a.id from ${accounts} a where a.user_id is null and a.kind = ${kind}::text and a.shard = ${shard}::smallint) as system`)
  const [row] = (result as unknown as { rows: { game: number | null; system: number | null }[] }).rows
  if (row?.game === null || row?.game === undefined)
    throw new Error(`ledger: user ${userId} has no game account`)
  // A database older than the system account's rows makes its row on first use.
  const system = row.system === null ? await systemAccountId(db, kind, shard) : Number(row.system)
  return { game: Number(row.game), system }
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
