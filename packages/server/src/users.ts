import type { UserProfile } from '@shwe/contract'
import { toDecimalString } from '@shwe/domain'
import { and, eq, inArray } from 'drizzle-orm'
import type { AppDatabase } from './db.ts'
import { type AccountKind, accounts, type UserRole, users } from './schema.ts'

export interface NewUser {
  userName: string
  name: string
  phone?: string | null
  email?: string | null
  passwordHash: string
  role: UserRole
  status?: number
  createdAt?: Date
  /** Opening balances in pya, one account per kind. Players always get `main` and `game`. */
  balances?: Partial<Record<AccountKind, bigint>>
}

/**
 * Inserts a user and their accounts. Balances are written directly here; once the ledger exists,
 * opening balances become ledger transactions instead.
 */
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
        ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      })
      .returning({ id: users.id })
    if (!row) throw new Error('createUser: insert returned no row')
    const balances: Partial<Record<AccountKind, bigint>> =
      input.role === 'player' ? { main: 0n, game: 0n, ...input.balances } : { ...input.balances }
    const rows = Object.entries(balances).map(([kind, balance]) => ({
      userId: row.id,
      kind,
      balance: balance ?? 0n,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    }))
    if (rows.length > 0) await tx.insert(accounts).values(rows)
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
  const balanceOf = (kind: AccountKind) => rows.find((r) => r.kind === kind)?.balance ?? 0n
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
