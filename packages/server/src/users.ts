import type { UserProfile } from '@shwe/contract'
import { toDecimalString } from '@shwe/domain'
import { and, eq, inArray } from 'drizzle-orm'
import type { AppDatabase } from './db.ts'
import { postTransaction, systemAccountId } from './ledger.ts'
import { accounts, type UserAccountKind, type UserRole, users } from './schema.ts'

export interface NewUser {
  userName: string
  name: string
  phone?: string | null
  email?: string | null
  passwordHash: string
  role: UserRole
  status?: number
  createdAt?: Date
  referralCode?: string | null
  agentId?: number | null
  isGuest?: boolean
  /**
   * Opening balances in pya. They arrive through the ledger, from the `bank` account, like any deposit.
   * Players always get `main` and `game` accounts; agents a `float`.
   */
  balances?: Partial<Record<UserAccountKind, bigint>>
}

/** Guests join the agent with this referral code, whatever agent id the client sends. */
export const GUEST_REFERRAL_CODE = 'guestplayer'

const ACCOUNTS_BY_ROLE: Record<UserRole, UserAccountKind[]> = {
  player: ['main', 'game'],
  agent: ['float'],
  admin: [],
}

/** Inserts a user and their accounts, and posts any opening balances through the ledger. */
export async function createUser(db: AppDatabase, input: NewUser): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        userName: input.userName,
        name: input.name,
        phone: input.phone ?? null,
        email: input.email ?? null,
        passwordHash: input.passwordHash,
        role: input.role,
        status: input.status ?? 1,
        referralCode: input.referralCode ?? null,
        agentId: input.agentId ?? null,
        isGuest: input.isGuest ?? false,
        ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      })
      .returning({ id: users.id })
    if (!row) throw new Error('createUser: insert returned no row')
    const kinds = ACCOUNTS_BY_ROLE[input.role]
    if (kinds.length === 0) return row.id
    const opened = await tx
      .insert(accounts)
      .values(
        kinds.map((kind) => ({
          userId: row.id,
          kind,
          ...(input.createdAt ? { createdAt: input.createdAt } : {}),
        })),
      )
      .returning({ id: accounts.id, kind: accounts.kind })
    const legs = opened
      .map((account) => ({
        accountId: account.id,
        amount: input.balances?.[account.kind as UserAccountKind] ?? 0n,
      }))
      .filter((leg) => leg.amount !== 0n)
    if (legs.length > 0) {
      const total = legs.reduce((sum, leg) => sum + leg.amount, 0n)
      const bank = await systemAccountId(tx, 'bank')
      await postTransaction(tx, {
        kind: 'opening_balance',
        userId: row.id,
        at: input.createdAt ?? new Date(),
        legs: [...legs, { accountId: bank, amount: -total }],
      })
    }
    return row.id
  })
}

export interface LoginCandidate {
  id: number
  passwordHash: string
  role: UserRole
  status: number
}

/** A digits-only login name is a phone number; anything else is a user name. */
export async function findLoginCandidate(db: AppDatabase, login: string): Promise<LoginCandidate | null> {
  const byPhone = /^\d+$/.test(login)
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, role: users.role, status: users.status })
    .from(users)
    .where(byPhone ? eq(users.phone, login) : eq(users.userName, login))
    .limit(1)
  return row ?? null
}

export async function setPasswordHash(db: AppDatabase, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId))
}

/** The contract's user object: `balance` is the game account, `main_balance` the main account. */
export async function loadProfile(db: AppDatabase, userId: number): Promise<UserProfile | null> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      userName: users.userName,
      phone: users.phone,
      email: users.email,
      status: users.status,
      kind: accounts.kind,
      balance: accounts.balance,
    })
    .from(users)
    .leftJoin(accounts, and(eq(accounts.userId, users.id), inArray(accounts.kind, ['main', 'game'])))
    .where(eq(users.id, userId))
  const [first] = rows
  if (!first) return null
  const balanceOf = (kind: UserAccountKind) => rows.find((r) => r.kind === kind)?.balance ?? 0n
  return {
    id: first.id,
    name: first.name,
    user_name: first.userName,
    phone: first.phone,
    email: first.email,
    balance: toDecimalString(balanceOf('game')),
    main_balance: toDecimalString(balanceOf('main')),
    status: first.status,
  }
}
