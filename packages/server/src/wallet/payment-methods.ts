import { success } from '@shwe/contract'
import type { Context, Hono } from 'hono'
import type { AuthEnv } from '../auth.ts'
import { absoluteUrl } from '../http.ts'
import type { ApiDeps } from '../routes.ts'
import { paymentTypes } from '../schema.ts'
import { receivingAccounts, userPayment } from './payments.ts'

interface PaymentAccountRow {
  id: number
  accountName: string
  accountNumber: string
  paymentTypeId: number
  paymentType: string
  image: string
}

/** A payment service, as `/paymentTypefinicial` lists it. */
const paymentTypeView = (c: Context, row: typeof paymentTypes.$inferSelect) => ({
  id: row.id,
  name: row.name,
  image: row.image,
  image_url: absoluteUrl(c, row.image),
})

/** An agent's receiving account, flat, as `/banks` lists it. */
const bankView = (c: Context, row: PaymentAccountRow) => ({
  id: row.id,
  account_name: row.accountName,
  account_number: row.accountNumber,
  payment_type_id: row.paymentTypeId,
  payment_type: row.paymentType,
  image: absoluteUrl(c, row.image),
})

/** An account with its payment service nested, as `/agent-payment-type` and `/user-payment` answer it. */
const accountView = (c: Context, row: PaymentAccountRow) => ({
  id: row.id,
  account_name: row.accountName,
  account_no: row.accountNumber,
  payment_type: { id: row.paymentTypeId, name: row.paymentType, image_url: absoluteUrl(c, row.image) },
})

const listReply = <R>(c: Context, rows: R[], view: (c: Context, row: R) => unknown, message: string) =>
  c.json(
    success(
      rows.map((row) => view(c, row)),
      message,
    ),
  )

/** Payment services, the agent's receiving accounts and the player's own payout account. */
export function mountPaymentMethods(api: Hono<AuthEnv>, deps: ApiDeps): void {
  const { db, auth } = deps

  api.get('/paymentTypefinicial', auth, async (c) =>
    listReply(
      c,
      await db.select().from(paymentTypes).orderBy(paymentTypes.id),
      paymentTypeView,
      'Payment types',
    ),
  )

  api.get('/banks', auth, async (c) =>
    listReply(c, await receivingAccounts(db, c.get('auth').userId), bankView, 'Agent bank accounts'),
  )

  api.get('/agent-payment-type', auth, async (c) =>
    listReply(c, await receivingAccounts(db, c.get('auth').userId), accountView, 'Agent payment types'),
  )

  api.get('/user-payment', auth, async (c) => {
    const row = await userPayment(db, c.get('auth').userId)
    return c.json(
      success(row && accountView(c, row), row ? 'User payment account' : 'No payment account yet'),
    )
  })
}
