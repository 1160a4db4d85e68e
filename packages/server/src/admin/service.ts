import { join } from 'node:path'
import { toDecimalString } from '@shwe/domain'
import { and, desc, eq } from 'drizzle-orm'
import type { AppDatabase } from '../db.ts'
import { InsufficientFunds, playerAccounts, systemAccountId, transfer, userAccountId } from '../ledger.ts'
import {
  adminActions,
  agentPaymentAccounts,
  depositRequests,
  REQUEST_STATUS,
  type RequestStatus,
  users,
  withdrawRequests,
} from '../schema.ts'

/**
 * What an administrator may do with money, shared by the admin API and the CLI. Each decision flips a
 * waiting request with a conditional UPDATE in the same transaction as its ledger posting, so a request is
 * decided exactly once however many approvals race; every action is written to `admin_actions` with the
 * actor, the time and the player's balances before and after.
 */

export class AdminError extends Error {
  readonly status: 404 | 409 | 422
  constructor(status: 404 | 409 | 422, message: string) {
    super(message)
    this.name = 'AdminError'
    this.status = status
  }
}

export type Decision = 'approve' | 'reject'
type Balances = { main: string; game: string }

async function balancesOf(tx: AppDatabase, userId: number): Promise<Balances> {
  const { main, game } = await playerAccounts(tx, userId)
  return { main: toDecimalString(main.balance), game: toDecimalString(game.balance) }
}

async function record(
  tx: AppDatabase,
  entry: {
    actor: string
    action: string
    target: string
    userId: number
    amount: bigint
    before: Balances
    at: Date
  },
) {
  const after = await balancesOf(tx, entry.userId)
  const [row] = await tx
    .insert(adminActions)
    .values({
      actor: entry.actor,
      action: entry.action,
      target: entry.target,
      userId: entry.userId,
      amount: entry.amount,
      before: entry.before,
      after,
      createdAt: entry.at,
    })
    .returning()
  if (!row) throw new Error('admin: audit insert returned no row')
  return formatAction(row)
}

export function formatAction(row: typeof adminActions.$inferSelect) {
  return {
    id: row.id,
    actor: row.actor,
    action: row.action,
    target: row.target,
    user_id: row.userId,
    amount: row.amount === null ? null : toDecimalString(row.amount),
    before: row.before,
    after: row.after,
    note: row.note,
    created_at: row.createdAt.toISOString(),
  }
}

const decided = (status: RequestStatus) =>
  new AdminError(
    409,
    `This request was already ${status === REQUEST_STATUS.approved ? 'approved' : 'rejected'}.`,
  )

type DecisionInput = { id: number; decision: Decision; actor: string; at: Date }
type RequestTable = typeof depositRequests | typeof withdrawRequests

/**
 * Flips a waiting request to the decision, runs `post` (what the decision moves in the ledger) and writes
 * the action, all in one transaction. A request already decided is refused with 409, an unknown one with 404.
 */
async function decideRequest<T extends RequestTable>(
  db: AppDatabase,
  table: T,
  names: { action: 'deposit' | 'withdraw'; request: string },
  input: DecisionInput,
  post: (tx: AppDatabase, request: T['$inferSelect']) => Promise<void>,
) {
  const requests = table as RequestTable
  return db.transaction(async (tx) => {
    const status = input.decision === 'approve' ? REQUEST_STATUS.approved : REQUEST_STATUS.rejected
    const [request]: T['$inferSelect'][] = await tx
      .update(requests)
      .set({ status, decidedAt: input.at, decidedBy: input.actor })
      .where(and(eq(requests.id, input.id), eq(requests.status, REQUEST_STATUS.waiting)))
      .returning()
    if (!request) {
      const [existing] = await tx.select().from(requests).where(eq(requests.id, input.id))
      throw existing ? decided(existing.status) : new AdminError(404, `No ${names.request} ${input.id}.`)
    }
    const before = await balancesOf(tx, request.userId)
    await post(tx, request)
    return record(tx, {
      actor: input.actor,
      action: `${names.action}_${input.decision}`,
      target: `${names.action}:${request.id}`,
      userId: request.userId,
      amount: request.amount,
      before,
      at: input.at,
    })
  })
}

export async function decideDeposit(db: AppDatabase, input: DecisionInput) {
  return decideRequest(
    db,
    depositRequests,
    { action: 'deposit', request: 'deposit request' },
    input,
    async (tx, request) => {
      if (input.decision !== 'approve') return
      // The agent received the player's payment, so the credit comes out of that agent's float.
      const [account] = await tx
        .select({ agentId: agentPaymentAccounts.agentId })
        .from(agentPaymentAccounts)
        .where(eq(agentPaymentAccounts.id, request.agentPaymentAccountId))
      if (!account) throw new Error(`deposit ${request.id}: receiving account vanished`)
      const { main } = await playerAccounts(tx, request.userId)
      try {
        await transfer(tx, {
          from: await userAccountId(tx, account.agentId, 'float'),
          to: main.id,
          amount: request.amount,
          kind: 'deposit',
          userId: request.userId,
          reference: `deposit:${request.id}`,
          at: input.at,
        })
      } catch (error) {
        if (error instanceof InsufficientFunds) {
          throw new AdminError(422, "The agent's float is too low for this deposit; top it up first.")
        }
        throw error
      }
    },
  )
}

export async function decideWithdrawal(db: AppDatabase, input: DecisionInput) {
  return decideRequest(
    db,
    withdrawRequests,
    { action: 'withdraw', request: 'withdrawal request' },
    input,
    async (tx, request) => {
      const pending = await systemAccountId(tx, 'pending_withdrawal')
      // Approval: the money leaves the platform, paid out to the player's account, so it goes on to the bank.
      // Rejection: the held amount goes back to the player's game balance.
      const to =
        input.decision === 'approve'
          ? await systemAccountId(tx, 'bank')
          : (await playerAccounts(tx, request.userId)).game.id
      await transfer(tx, {
        from: pending,
        to,
        amount: request.amount,
        kind: input.decision === 'approve' ? 'withdraw_payout' : 'withdraw_return',
        userId: request.userId,
        reference: `withdraw:${request.id}:${input.decision}`,
        at: input.at,
      })
    },
  )
}

/** Demo credit: the house gives a player money on their main or game balance. */
export async function creditPlayer(
  db: AppDatabase,
  input: { userName: string; amount: bigint; account: 'main' | 'game'; actor: string; at: Date },
) {
  if (input.amount <= 0n) throw new AdminError(422, 'The amount must be greater than 0.')
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.userName, input.userName))
    if (user?.role !== 'player') throw new AdminError(404, `No player named ${input.userName}.`)
    const before = await balancesOf(tx, user.id)
    const accounts = await playerAccounts(tx, user.id)
    const posted = await transfer(tx, {
      from: await systemAccountId(tx, 'house'),
      to: accounts[input.account].id,
      amount: input.amount,
      kind: 'admin_credit',
      userId: user.id,
      at: input.at,
    })
    return record(tx, {
      actor: input.actor,
      action: `credit_${input.account}`,
      target: `ledger:${posted.transactionId}`,
      userId: user.id,
      amount: input.amount,
      before,
      at: input.at,
    })
  })
}

export type RequestFilter = 'waiting' | 'all'

/** Requests of one kind, newest first (500 at most), each with its player's user name. */
async function requestRows<T extends RequestTable>(
  db: AppDatabase,
  table: T,
  filter: RequestFilter,
): Promise<{ row: T['$inferSelect']; userName: string }[]> {
  const requests = table as RequestTable
  return db
    .select({ row: requests, userName: users.userName })
    .from(requests)
    .innerJoin(users, eq(users.id, requests.userId))
    .where(filter === 'waiting' ? eq(requests.status, REQUEST_STATUS.waiting) : undefined)
    .orderBy(desc(requests.id))
    .limit(500)
}

/**
 * Deposit requests, newest first. A receipt is shown as `has_receipt` and, for an operator on the server's
 * machine, the path of its file in `receiptsDir`.
 */
export async function listDeposits(db: AppDatabase, filter: RequestFilter, receiptsDir: string) {
  const rows = await requestRows(db, depositRequests, filter)
  return rows.map(({ row, userName }) => ({
    id: row.id,
    user_name: userName,
    amount: toDecimalString(row.amount),
    refrence_no: row.referenceNo,
    agent_payment_type_id: row.agentPaymentAccountId,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    decided_by: row.decidedBy,
    has_receipt: row.receiptFile !== null,
    receipt_path: row.receiptFile === null ? null : join(receiptsDir, row.receiptFile),
  }))
}

/** The stored name and media type of a deposit's receipt; 404 when the request or its receipt does not exist. */
export async function depositReceipt(db: AppDatabase, id: number) {
  const [row] = await db
    .select({ file: depositRequests.receiptFile, type: depositRequests.receiptType })
    .from(depositRequests)
    .where(eq(depositRequests.id, id))
  if (!row) throw new AdminError(404, `No deposit request ${id}.`)
  if (row.file === null || row.type === null)
    throw new AdminError(404, `Deposit request ${id} has no receipt.`)
  return { file: row.file, type: row.type }
}

export async function listWithdrawals(db: AppDatabase, filter: RequestFilter) {
  const rows = await requestRows(db, withdrawRequests, filter)
  return rows.map(({ row, userName }) => ({
    id: row.id,
    user_name: userName,
    amount: toDecimalString(row.amount),
    account_name: row.accountName,
    account_number: row.accountNumber,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    decided_by: row.decidedBy,
  }))
}

export async function listActions(db: AppDatabase) {
  const rows = await db.select().from(adminActions).orderBy(desc(adminActions.id)).limit(500)
  return rows.map(formatAction)
}
