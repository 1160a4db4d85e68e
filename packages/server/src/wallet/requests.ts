import { failure, success } from '@shwe/contract'
import { depositSchema, fieldErrors, withdrawSchema } from '@shwe/contract/schemas'
import { toDecimalString, yangonDateTime } from '@shwe/domain'
import { count, desc, eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import type { AuthEnv } from '../auth.ts'
import { enforceCare } from '../care/service.ts'
import { Refusal } from '../idempotency.ts'
import { gameAndSystemAccount, InsufficientFunds, transfer } from '../ledger.ts'
import { verifyPassword } from '../password.ts'
import type { ApiDeps } from '../routes.ts'
import {
  agentPaymentAccounts,
  depositRequests,
  paymentTypes,
  type RequestStatus,
  users,
  withdrawRequests,
} from '../schema.ts'
import { invalid, LOG_PAGE_SIZE, moneyPost, paged, zodParse } from './handlers.ts'
import { receivingAccounts, rememberUserPayment } from './payments.ts'
import { checkReceipt, RECEIPT_FIELD, readDepositBody, removeReceipt, storeReceipt } from './receipts.ts'

/** The unpaginated deposit and withdraw logs show this many newest rows. */
export const LOG_LIMIT = 200

const STATUS_TEXT: Record<RequestStatus, string> = { 0: 'Pending', 1: 'Success', 2: 'Reject' }

/** Deposit requests (money moves only when approved) and their log. */
export function mountDeposits(api: Hono<AuthEnv>, deps: ApiDeps): void {
  const { db, clock, config, auth } = deps

  const depositFields = depositSchema(config.depositMinPya)
  // The fields' errors and the receipt's are answered together, so the player can fix everything at once.
  const depositInput = (body: Record<string, unknown>) => {
    const fields = depositFields.safeParse(body)
    const receipt = checkReceipt(body[RECEIPT_FIELD])
    if (fields.success && receipt.ok) {
      return { ok: true, value: { ...fields.data, receipt: receipt.receipt } } as const
    }
    const errors = {
      ...(fields.success ? {} : fieldErrors(fields.error)),
      ...(receipt.ok ? {} : { [RECEIPT_FIELD]: [receipt.message] }),
    }
    return { ok: false, reply: invalid(errors) } as const
  }
  api.post('/depositfinicial', auth, async (c) => {
    // Written inside the transaction, and removed again when the transaction does not commit (a refusal, a
    // failure, or a repeat of a request already answered).
    let stored: string | null = null
    return moneyPost(
      c,
      deps,
      depositInput,
      async (tx, input, userId) => {
        const accounts = await receivingAccounts(tx, userId)
        if (!accounts.some((account) => account.id === input.agent_payment_type_id)) {
          return invalid({ agent_payment_type_id: ['The selected agent payment type id is invalid.'] })
        }
        // The player's cool-off, exclusion and deposit limits, before anything is stored.
        await enforceCare(tx, userId, 'deposit', input.amount, clock.now())
        // A transaction retried after a deadlock runs this again: the first try's file goes.
        if (stored) await removeReceipt(config.receiptsDir, stored)
        stored = input.receipt ? await storeReceipt(config.receiptsDir, input.receipt) : null
        const [row] = await tx
          .insert(depositRequests)
          .values({
            userId,
            agentPaymentAccountId: input.agent_payment_type_id,
            amount: input.amount,
            referenceNo: input.refrence_no,
            receiptFile: stored,
            receiptType: input.receipt?.type ?? null,
            createdAt: clock.now(),
          })
          .returning()
        if (!row) throw new Error('deposit: insert returned no row')
        return {
          status: 200,
          body: success(
            {
              id: row.id,
              agent_payment_type_id: row.agentPaymentAccountId,
              amount: toDecimalString(row.amount),
              refrence_no: row.referenceNo,
              status: row.status,
              created_at: row.createdAt.toISOString(),
              has_receipt: row.receiptFile !== null,
            },
            'Deposit Request Success',
          ),
        }
      },
      {
        read: readDepositBody,
        undone: async () => {
          if (stored) await removeReceipt(config.receiptsDir, stored)
          stored = null
        },
      },
    )
  })

  api.get('/depositlogfinicial', auth, async (c) => {
    const rows = await db
      .select({
        id: depositRequests.id,
        amount: depositRequests.amount,
        status: depositRequests.status,
        createdAt: depositRequests.createdAt,
        accountName: agentPaymentAccounts.accountName,
        accountNumber: agentPaymentAccounts.accountNumber,
        paymentType: paymentTypes.name,
      })
      .from(depositRequests)
      .innerJoin(agentPaymentAccounts, eq(agentPaymentAccounts.id, depositRequests.agentPaymentAccountId))
      .innerJoin(paymentTypes, eq(paymentTypes.id, agentPaymentAccounts.paymentTypeId))
      .where(eq(depositRequests.userId, c.get('auth').userId))
      .orderBy(desc(depositRequests.id))
      .limit(LOG_LIMIT)
    return c.json(
      success(
        rows.map((row) => ({
          id: row.id,
          payment_type: row.paymentType,
          account_name: row.accountName,
          account_number: row.accountNumber,
          amount: toDecimalString(row.amount),
          status: STATUS_TEXT[row.status],
          datetime: yangonDateTime(row.createdAt),
        })),
        'Deposit log',
      ),
    )
  })

  api.get(
    '/transaction/deposit-requestlog',
    auth,
    paged(async (c, page) => {
      const where = eq(depositRequests.userId, c.get('auth').userId)
      const [total] = await db.select({ n: count() }).from(depositRequests).where(where)
      const rows = await db
        .select({ row: depositRequests, paymentType: paymentTypes.name })
        .from(depositRequests)
        .innerJoin(agentPaymentAccounts, eq(agentPaymentAccounts.id, depositRequests.agentPaymentAccountId))
        .innerJoin(paymentTypes, eq(paymentTypes.id, agentPaymentAccounts.paymentTypeId))
        .where(where)
        .orderBy(desc(depositRequests.id))
        .limit(LOG_PAGE_SIZE)
        .offset(page.offset)
      const items = rows.map(({ row, paymentType }) => ({
        id: row.id,
        amount: toDecimalString(row.amount),
        refrence_no: row.referenceNo,
        status: row.status,
        user_payment_id: row.agentPaymentAccountId,
        payment_type: paymentType,
        created_at: row.createdAt.toISOString(),
      }))
      return page.reply(items, total?.n)
    }),
  )
}

/** Withdrawal requests (the amount is held at once) and their log. */
export function mountWithdrawals(api: Hono<AuthEnv>, deps: ApiDeps): void {
  const { db, clock, config, auth } = deps

  const withdrawInput = zodParse(withdrawSchema(config.withdrawMinPya))
  api.post('/withdrawfinicial', auth, (c) =>
    moneyPost(
      c,
      deps,
      withdrawInput,
      async (tx, input, userId) => {
        const [type] = await tx.select().from(paymentTypes).where(eq(paymentTypes.id, input.payment_type_id))
        if (!type) return invalid({ payment_type_id: ['The selected payment type id is invalid.'] })
        const now = clock.now()
        const [row] = await tx
          .insert(withdrawRequests)
          .values({
            userId,
            amount: input.amount,
            paymentTypeId: type.id,
            accountName: input.account_name,
            accountNumber: input.account_number,
            createdAt: now,
          })
          .returning()
        if (!row) throw new Error('withdraw: insert returned no row')
        // The amount leaves the game balance now, so requests can never add up to more than the player has.
        const accounts = await gameAndSystemAccount(tx, userId, 'pending_withdrawal')
        try {
          await transfer(tx, {
            from: accounts.game,
            to: accounts.system,
            amount: input.amount,
            kind: 'withdraw_hold',
            userId,
            reference: `withdraw:${row.id}:hold`,
            at: now,
          })
        } catch (error) {
          if (error instanceof InsufficientFunds) throw new Refusal(400, failure('Insufficient Balance!'))
          throw error
        }
        await rememberUserPayment(tx, userId, {
          paymentTypeId: type.id,
          accountName: input.account_name,
          accountNumber: input.account_number,
        })
        return {
          status: 200,
          body: success(
            {
              id: row.id,
              payment_type_id: type.id,
              account_name: row.accountName,
              account_number: row.accountNumber,
              amount: toDecimalString(row.amount),
              status: row.status,
              created_at: row.createdAt.toISOString(),
            },
            'Withdraw Request Success',
          ),
        }
      },
      {
        // The password is checked before the transaction: scrypt is slow and holds no lock.
        before: async (input, userId) => {
          const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId))
          const matches = await verifyPassword(input.password, user?.hash ?? null, config.scryptLogN)
          return matches ? null : invalid({ password: ['Your password is wrong!'] })
        },
      },
    ),
  )

  const withdrawRows = (userId: number) =>
    db
      .select({ row: withdrawRequests, paymentType: paymentTypes.name, name: users.name })
      .from(withdrawRequests)
      .innerJoin(users, eq(users.id, withdrawRequests.userId))
      .leftJoin(paymentTypes, eq(paymentTypes.id, withdrawRequests.paymentTypeId))
      .where(eq(withdrawRequests.userId, userId))
      .orderBy(desc(withdrawRequests.id))

  api.get('/withdrawlogfinicial', auth, async (c) => {
    const rows = await withdrawRows(c.get('auth').userId).limit(LOG_LIMIT)
    return c.json(
      success(
        rows.map(({ row, paymentType, name }) => ({
          id: row.id,
          name,
          payment_type: paymentType,
          account_name: row.accountName,
          account_number: row.accountNumber,
          amount: toDecimalString(row.amount),
          status: STATUS_TEXT[row.status],
          datetime: yangonDateTime(row.createdAt),
        })),
        'Withdraw log',
      ),
    )
  })

  api.get(
    '/transaction/withdraw-requestlog',
    auth,
    paged(async (c, page) => {
      const userId = c.get('auth').userId
      const [total] = await db
        .select({ n: count() })
        .from(withdrawRequests)
        .where(eq(withdrawRequests.userId, userId))
      const rows = await withdrawRows(userId).limit(LOG_PAGE_SIZE).offset(page.offset)
      const items = rows.map(({ row, paymentType }) => ({
        id: row.id,
        amount: toDecimalString(row.amount),
        status: row.status,
        payment_type: paymentType,
        account_name: row.accountName,
        account_number: row.accountNumber,
        created_at: row.createdAt.toISOString(),
      }))
      return page.reply(items, total?.n)
    }),
  )
}
