import { failure, success, validationBody } from '@shwe/contract'
import {
  depositSchema,
  exchangeSchema,
  fieldErrors,
  pageSchema,
  withdrawSchema,
} from '@shwe/contract/schemas'
import { toDecimalString, yangonDateTime } from '@shwe/domain'
import { and, count, desc, eq, gt, inArray } from 'drizzle-orm'
import type { Context, Hono } from 'hono'
import type { AuthEnv } from '../auth.ts'
import type { AppDatabase } from '../db.ts'
import { readJsonObject } from '../http.ts'
import { Refusal, type Reply, runOnce } from '../idempotency.ts'
import { InsufficientFunds, playerAccounts, systemAccountId, transfer } from '../ledger.ts'
import { paginate } from '../paginate.ts'
import { verifyPassword } from '../password.ts'
import type { ApiDeps } from '../routes.ts'
import {
  agentPaymentAccounts,
  depositRequests,
  ledgerEntries,
  ledgerTransactions,
  paymentTypes,
  type RequestStatus,
  users,
  withdrawRequests,
} from '../schema.ts'
import { absoluteUrl, agentAccounts, agentFor, rememberUserPayment, userPayment } from './payments.ts'

/** Rows per page of the paginated logs. */
export const LOG_PAGE_SIZE = 15
/** The unpaginated deposit and withdraw logs show this many newest rows. */
export const LOG_LIMIT = 200

const EXCHANGE_TYPES = {
  exchange_main_to_game: 'mainBalanceToGaming',
  exchange_game_to_main: 'gameToMain',
} as const

const STATUS_TEXT: Record<RequestStatus, string> = { 0: 'Pending', 1: 'Success', 2: 'Reject' }

const invalid = (errors: Record<string, string[]>): Reply => ({ status: 422, body: validationBody(errors) })

/**
 * Validates, then runs `work` in one database transaction at most once per Idempotency-Key, and answers
 * with its reply. Validation failures change nothing and are answered before any key is claimed.
 */
async function moneyPost<T>(
  c: Context<AuthEnv>,
  deps: ApiDeps,
  parse: (body: Record<string, unknown>) => { ok: true; value: T } | { ok: false; reply: Reply },
  work: (tx: AppDatabase, input: T, userId: number) => Promise<Reply>,
  before?: (input: T, userId: number) => Promise<Reply | null>,
) {
  const body = await readJsonObject(c)
  const parsed = parse(body)
  if (!parsed.ok) return c.json(parsed.reply.body as object, parsed.reply.status)
  const userId = c.get('auth').userId
  const early = before ? await before(parsed.value, userId) : null
  if (early) return c.json(early.body as object, early.status)
  const reply = await runOnce(
    deps.db,
    {
      userId,
      key: c.req.header('Idempotency-Key'),
      method: c.req.method,
      path: c.req.path,
      body: await c.req.text(),
      at: deps.clock.now(),
    },
    (tx) => work(tx, parsed.value, userId),
  )
  return c.json(reply.body as object, reply.status)
}

function zodParse<T>(schema: {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: import('zod').ZodError }
}) {
  return (body: Record<string, unknown>) => {
    const result = schema.safeParse(body)
    return result.success
      ? ({ ok: true, value: result.data } as const)
      : ({ ok: false, reply: invalid(fieldErrors(result.error)) } as const)
  }
}

/** A handler for a paginated list: `?page` is validated (422 when it is not a positive integer) first. */
const paged =
  (handler: (c: Context<AuthEnv>, page: number) => Promise<Response>) => async (c: Context<AuthEnv>) => {
    const parsed = pageSchema.safeParse({ page: c.req.query('page') })
    if (!parsed.success) return c.json(validationBody(fieldErrors(parsed.error)), 422)
    return handler(c, parsed.data.page)
  }

export function mountWallet(api: Hono<AuthEnv>, deps: ApiDeps): void {
  const { db, clock, config, auth } = deps

  const exchange = (kind: keyof typeof EXCHANGE_TYPES) => (c: Context<AuthEnv>) =>
    moneyPost(c, deps, zodParse(exchangeSchema), async (tx, { amount }, userId) => {
      const { main, game } = await playerAccounts(tx, userId)
      const [from, to] = kind === 'exchange_main_to_game' ? [main.id, game.id] : [game.id, main.id]
      try {
        await transfer(tx, { from, to, amount, kind, userId, at: clock.now() })
      } catch (error) {
        if (error instanceof InsufficientFunds) {
          throw new Refusal(400, failure('You do not have enough balance to transfer'))
        }
        throw error
      }
      return { status: 200, body: success('', 'successfully exchange balance') }
    })

  api.post('/exchange-main-to-game', auth, exchange('exchange_main_to_game'))
  api.post('/exchange-game-to-main', auth, exchange('exchange_game_to_main'))

  api.get(
    '/exchange-transactions-log',
    auth,
    paged(async (c, page) => {
      const userId = c.get('auth').userId
      const where = and(
        eq(ledgerTransactions.userId, userId),
        inArray(ledgerTransactions.kind, Object.keys(EXCHANGE_TYPES)),
      )
      const [total] = await db.select({ n: count() }).from(ledgerTransactions).where(where)
      const rows = await db
        .select({
          id: ledgerTransactions.id,
          kind: ledgerTransactions.kind,
          createdAt: ledgerTransactions.createdAt,
          amount: ledgerEntries.amount,
        })
        .from(ledgerTransactions)
        // Each exchange has two legs; the positive one carries the amount.
        .innerJoin(
          ledgerEntries,
          and(eq(ledgerEntries.transactionId, ledgerTransactions.id), gt(ledgerEntries.amount, 0n)),
        )
        .where(where)
        .orderBy(desc(ledgerTransactions.id))
        .limit(LOG_PAGE_SIZE)
        .offset((page - 1) * LOG_PAGE_SIZE)
      const items = rows.map((row) => ({
        id: row.id,
        user_id: userId,
        amount: toDecimalString(row.amount),
        type: EXCHANGE_TYPES[row.kind as keyof typeof EXCHANGE_TYPES],
        created_at: row.createdAt.toISOString(),
        updated_at: row.createdAt.toISOString(),
      }))
      return c.json(
        success(paginate(items, { page, perPage: LOG_PAGE_SIZE, total: total?.n ?? 0, url: c.req.url })),
      )
    }),
  )

  // Payment methods -------------------------------------------------------------------------------

  api.get('/paymentTypefinicial', auth, async (c) => {
    const rows = await db.select().from(paymentTypes).orderBy(paymentTypes.id)
    return c.json(
      success(
        rows.map((row) => ({
          id: row.id,
          name: row.name,
          image: row.image,
          image_url: absoluteUrl(c.req.url, row.image),
        })),
        'Payment types',
      ),
    )
  })

  // Inside a transaction pass `tx`: PGlite has one connection, and a query on `db` would wait for the transaction.
  const receivingAccounts = async (userId: number, on: AppDatabase = db) => {
    const agentId = await agentFor(on, userId)
    return agentId === null ? [] : agentAccounts(on, agentId)
  }

  api.get('/banks', auth, async (c) => {
    const rows = await receivingAccounts(c.get('auth').userId)
    return c.json(
      success(
        rows.map((row) => ({
          id: row.id,
          account_name: row.accountName,
          account_number: row.accountNumber,
          payment_type_id: row.paymentTypeId,
          payment_type: row.paymentType,
          image: absoluteUrl(c.req.url, row.image),
        })),
        'Agent bank accounts',
      ),
    )
  })

  api.get('/agent-payment-type', auth, async (c) => {
    const rows = await receivingAccounts(c.get('auth').userId)
    return c.json(
      success(
        rows.map((row) => ({
          id: row.id,
          account_name: row.accountName,
          account_no: row.accountNumber,
          payment_type: {
            id: row.paymentTypeId,
            name: row.paymentType,
            image_url: absoluteUrl(c.req.url, row.image),
          },
        })),
        'Agent payment types',
      ),
    )
  })

  api.get('/user-payment', auth, async (c) => {
    const row = await userPayment(db, c.get('auth').userId)
    return c.json(
      success(
        row && {
          id: row.id,
          account_name: row.accountName,
          account_no: row.accountNumber,
          payment_type: {
            id: row.paymentTypeId,
            name: row.paymentType,
            image_url: absoluteUrl(c.req.url, row.image),
          },
        },
        row ? 'User payment account' : 'No payment account yet',
      ),
    )
  })

  // Deposits ---------------------------------------------------------------------------------------

  const depositInput = zodParse(depositSchema(config.depositMinPya))
  api.post('/depositfinicial', auth, (c) =>
    moneyPost(c, deps, depositInput, async (tx, input, userId) => {
      const accounts = await receivingAccounts(userId, tx)
      if (!accounts.some((account) => account.id === input.agent_payment_type_id)) {
        return invalid({ agent_payment_type_id: ['The selected agent payment type id is invalid.'] })
      }
      const [row] = await tx
        .insert(depositRequests)
        .values({
          userId,
          agentPaymentAccountId: input.agent_payment_type_id,
          amount: input.amount,
          referenceNo: input.refrence_no,
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
          },
          'Deposit Request Success',
        ),
      }
    }),
  )

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
        .offset((page - 1) * LOG_PAGE_SIZE)
      const items = rows.map(({ row, paymentType }) => ({
        id: row.id,
        amount: toDecimalString(row.amount),
        refrence_no: row.referenceNo,
        status: row.status,
        user_payment_id: row.agentPaymentAccountId,
        payment_type: paymentType,
        created_at: row.createdAt.toISOString(),
      }))
      return c.json(
        success(paginate(items, { page, perPage: LOG_PAGE_SIZE, total: total?.n ?? 0, url: c.req.url })),
      )
    }),
  )

  // Withdrawals ------------------------------------------------------------------------------------

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
        const { game } = await playerAccounts(tx, userId)
        const pending = await systemAccountId(tx, 'pending_withdrawal')
        try {
          await transfer(tx, {
            from: game.id,
            to: pending,
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
      // The password is checked before the transaction: scrypt is slow and holds no lock.
      async (input, userId) => {
        const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId))
        const matches = await verifyPassword(input.password, user?.hash ?? null, config.scryptLogN)
        return matches ? null : invalid({ password: ['Your password is wrong!'] })
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
      const rows = await withdrawRows(userId)
        .limit(LOG_PAGE_SIZE)
        .offset((page - 1) * LOG_PAGE_SIZE)
      const items = rows.map(({ row, paymentType }) => ({
        id: row.id,
        amount: toDecimalString(row.amount),
        status: row.status,
        payment_type: paymentType,
        account_name: row.accountName,
        account_number: row.accountNumber,
        created_at: row.createdAt.toISOString(),
      }))
      return c.json(
        success(paginate(items, { page, perPage: LOG_PAGE_SIZE, total: total?.n ?? 0, url: c.req.url })),
      )
    }),
  )
}
