import { asc, eq } from 'drizzle-orm'
import type { AppDatabase } from '../db.ts'
import { agentPaymentAccounts, paymentTypes, userPaymentAccounts, users } from '../schema.ts'

/** The Myanmar payment services of the demo, with the logo paths the media routes serve. */
export const DEMO_PAYMENT_TYPES = [
  { name: 'KBZPay', image: 'media/payments/kbzpay.svg' },
  { name: 'WavePay', image: 'media/payments/wavepay.svg' },
  { name: 'AYA Pay', image: 'media/payments/ayapay.svg' },
  { name: 'CB Pay', image: 'media/payments/cbpay.svg' },
  { name: 'KBZ Bank', image: 'media/payments/kbzbank.svg' },
] as const

/**
 * The agent whose receiving accounts a player deposits to: the agent they registered under, else the
 * first agent that has receiving accounts (players created before agents existed, and guests).
 */
export async function agentFor(db: AppDatabase, userId: number): Promise<number | null> {
  const [user] = await db.select({ agentId: users.agentId }).from(users).where(eq(users.id, userId))
  if (user?.agentId) {
    const [own] = await db
      .select({ id: agentPaymentAccounts.id })
      .from(agentPaymentAccounts)
      .where(eq(agentPaymentAccounts.agentId, user.agentId))
      .limit(1)
    if (own) return user.agentId
  }
  const [first] = await db
    .select({ agentId: agentPaymentAccounts.agentId })
    .from(agentPaymentAccounts)
    .orderBy(asc(agentPaymentAccounts.agentId))
    .limit(1)
  return first?.agentId ?? null
}

/**
 * The receiving accounts a player deposits to. Inside a transaction pass `tx`: PGlite has one connection,
 * and a query on `db` would wait for the transaction.
 */
export async function receivingAccounts(db: AppDatabase, userId: number) {
  const agentId = await agentFor(db, userId)
  return agentId === null ? [] : agentAccounts(db, agentId)
}

/** The columns of a payment account with its payment service: what the payment routes show. */
const accountWithType = (account: typeof agentPaymentAccounts | typeof userPaymentAccounts) => ({
  id: account.id,
  accountName: account.accountName,
  accountNumber: account.accountNumber,
  paymentTypeId: paymentTypes.id,
  paymentType: paymentTypes.name,
  image: paymentTypes.image,
})

export async function agentAccounts(db: AppDatabase, agentId: number) {
  return db
    .select(accountWithType(agentPaymentAccounts))
    .from(agentPaymentAccounts)
    .innerJoin(paymentTypes, eq(paymentTypes.id, agentPaymentAccounts.paymentTypeId))
    .where(eq(agentPaymentAccounts.agentId, agentId))
    .orderBy(asc(agentPaymentAccounts.id))
}

export async function userPayment(db: AppDatabase, userId: number) {
  const [row] = await db
    .select(accountWithType(userPaymentAccounts))
    .from(userPaymentAccounts)
    .innerJoin(paymentTypes, eq(paymentTypes.id, userPaymentAccounts.paymentTypeId))
    .where(eq(userPaymentAccounts.userId, userId))
  return row ?? null
}

/** Remembers the account a player was last paid to (or gave at registration). */
export async function rememberUserPayment(
  db: AppDatabase,
  userId: number,
  account: { paymentTypeId: number; accountName: string; accountNumber: string },
): Promise<void> {
  await db
    .insert(userPaymentAccounts)
    .values({ userId, ...account })
    .onConflictDoUpdate({ target: userPaymentAccounts.userId, set: { ...account } })
}
