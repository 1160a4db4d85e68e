import { randomInt } from 'node:crypto'
import { type Clock, yangonMonth } from '@shwe/domain'
import { sql } from 'drizzle-orm'
import { seedCatalogue } from './catalogue/seed.ts'
import { seedContent } from './content/seed.ts'
import type { AppDatabase } from './db.ts'
import { playerAccounts, systemAccountId, transfer } from './ledger.ts'
import { seedLottery } from './lottery/seed.ts'
import { DEFAULT_SCRYPT_LOG_N, hashPassword, UNUSABLE_PASSWORD } from './password.ts'
import {
  agentPaymentAccounts,
  paymentTypes,
  REQUEST_STATUS,
  type RequestStatus,
  users,
  withdrawRequests,
} from './schema.ts'
import { createUser, GUEST_REFERRAL_CODE } from './users.ts'
import { DEMO_PAYMENT_TYPES } from './wallet/payments.ts'

/** The referral code new players type to join the demo agent. */
export const DEMO_REFERRAL_CODE = 'SHWE2026'

/** Credentials of the demo player, shown on the demo login screen. */
export const DEMO_PLAYER = {
  userName: 'demo',
  password: 'demo1234',
  phone: '09123456789',
  name: 'Demo Player',
} as const

export interface SeedOptions {
  /** scrypt cost for the demo player's password; default 17. */
  scryptLogN?: number
  /** How many extra players to create (at least 12). */
  players?: number
}

export interface SeedSummary {
  seeded: boolean
  players: number
  withdrawals: number
}

const KYAT = 100n
const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

const NAMES = [
  'Aung Ko Ko',
  'Mya Thandar',
  'Zaw Min Htet',
  'Hnin Ei Phyu',
  'Kyaw Zin Oo',
  'Su Myat Noe',
  'Thet Naing',
  'Nilar Win',
  'Min Khant',
  'Yadanar Soe',
  'Htet Aung',
  'Khin Sandar',
  'Pyae Phyo',
  'Ei Mon Kyaw',
  'Naing Lin',
  'Thiri Htun',
]

/** Whole kyat, in steps of `step` kyat, between `min` and `max` kyat; returned in pya. */
const kyat = (min: number, max: number, step = 1): bigint =>
  BigInt(randomInt(Math.ceil(min / step), Math.floor(max / step) + 1) * step) * KYAT

const randomPlayerId = () => `P${String(randomInt(0, 100_000_000)).padStart(8, '0')}`

/** A random instant in [from, to]. */
const between = (from: Date, to: Date): Date =>
  new Date(from.getTime() + randomInt(0, Math.max(0, to.getTime() - from.getTime()) + 1))

interface WithdrawalSeed {
  userId: number
  amount: bigint
  status: RequestStatus
  decidedAt: Date | null
  createdAt: Date
}

/**
 * Fills an empty database with demo data: two agents (referral codes `SHWE2026` and `guestplayer`) with
 * receiving accounts on the Myanmar payment services, the demo player (`demo` / `demo1234`) and at least
 * twelve players with `P########` ids, plus withdrawal history for the ranking: approved withdrawals this
 * Yangon month (distinct totals, so the top ten are clear), some waiting or rejected ones and one approved
 * last month, none of which may count; then the catalogue, the site content and lottery history. Does nothing when any
 * user exists.
 *
 * All money arrives through the ledger: opening balances from the bank, and every seeded withdrawal is
 * held, then paid out or returned, exactly as a live one would be.
 */
export async function seedDemo(
  db: AppDatabase,
  clock: Clock,
  options: SeedOptions = {},
): Promise<SeedSummary> {
  const empty = { seeded: false, players: 0, withdrawals: 0 }
  if (await hasUsers(db)) return empty
  const demoHash = await hashPassword(DEMO_PLAYER.password, options.scryptLogN ?? DEFAULT_SCRYPT_LOG_N)
  const now = clock.now()
  const month = yangonMonth(now)
  const playerCount = Math.max(12, options.players ?? 12)

  return db.transaction(async (tx) => {
    if (await hasUsers(tx)) return empty
    const openedAt = new Date(now.getTime() - 90 * DAY_MS)

    const agentId = await createUser(tx, {
      userName: 'agent',
      name: 'Shwe Yangon Agent',
      passwordHash: UNUSABLE_PASSWORD,
      role: 'agent',
      referralCode: DEMO_REFERRAL_CODE,
      createdAt: openedAt,
      balances: { float: 50_000_000n * KYAT },
    })
    await createUser(tx, {
      userName: 'guest-agent',
      name: 'Shwe Guest Desk',
      passwordHash: UNUSABLE_PASSWORD,
      role: 'agent',
      referralCode: GUEST_REFERRAL_CODE,
      createdAt: openedAt,
      balances: { float: 5_000_000n * KYAT },
    })
    const types = await tx
      .insert(paymentTypes)
      .values(DEMO_PAYMENT_TYPES.map((type) => ({ ...type, createdAt: openedAt })))
      .returning({ id: paymentTypes.id, name: paymentTypes.name })
    await tx.insert(agentPaymentAccounts).values(
      types.map((type, index) => ({
        agentId,
        paymentTypeId: type.id,
        accountName: 'U Aung Min Thu',
        accountNumber: `09${String(7_851_230_04 + index * 1_111_111).padStart(9, '0')}`,
        createdAt: openedAt,
      })),
    )
    const demoPlayerId = await createUser(tx, {
      userName: DEMO_PLAYER.userName,
      name: DEMO_PLAYER.name,
      phone: DEMO_PLAYER.phone,
      passwordHash: demoHash,
      role: 'player',
      agentId,
      createdAt: openedAt,
      balances: { game: 150_000n * KYAT, main: 50_000n * KYAT },
    })

    const ids = new Set<string>()
    while (ids.size < playerCount) ids.add(randomPlayerId())
    const playerIds: number[] = []
    let index = 0
    for (const userName of ids) {
      playerIds.push(
        await createUser(tx, {
          userName,
          name: NAMES[index % NAMES.length] ?? 'Player',
          // Demo players have no password; only the demo account can sign in.
          passwordHash: UNUSABLE_PASSWORD,
          role: 'player',
          agentId,
          createdAt: between(openedAt, now),
          // Enough to cover every withdrawal seeded below and still keep a balance.
          balances: { game: 15_000_000n * KYAT + kyat(600_000, 2_000_000, 100), main: kyat(0, 500_000, 100) },
        }),
      )
      index++
    }

    const rows: WithdrawalSeed[] = []
    const approved = (userId: number, amount: bigint, decidedAt: Date) =>
      rows.push({
        userId,
        amount,
        status: REQUEST_STATUS.approved,
        decidedAt,
        createdAt: requestedBefore(decidedAt),
      })

    // This month's approved withdrawals: one to three per player, with every player's total different.
    const totals = new Set<bigint>()
    for (const userId of playerIds) {
      const amounts = Array.from({ length: randomInt(1, 4) }, () => kyat(10_000, 800_000, 1_000))
      let total = amounts.reduce((sum, a) => sum + a, 0n)
      while (totals.has(total)) {
        amounts[0] = (amounts[0] ?? 0n) + 1_000n * KYAT
        total += 1_000n * KYAT
      }
      totals.add(total)
      for (const amount of amounts) approved(userId, amount, between(month.start, now))
    }

    // Requests that must not count: waiting (within the balance), rejected (too large), and a large one
    // approved last month.
    const [first = 0, second = first, third = second] = playerIds
    const big = () => kyat(1_000_000, 3_000_000, 1_000)
    for (const userId of [first, second, third]) {
      rows.push({
        userId,
        amount: kyat(10_000, 500_000, 1_000),
        status: REQUEST_STATUS.waiting,
        decidedAt: null,
        createdAt: between(month.start, now),
      })
    }
    for (const userId of [second, third]) {
      const decidedAt = between(month.start, now)
      rows.push({
        userId,
        amount: big(),
        status: REQUEST_STATUS.rejected,
        decidedAt,
        createdAt: requestedBefore(decidedAt),
      })
    }
    const lastMonth = new Date(month.start.getTime() - randomInt(HOUR_MS, 10 * DAY_MS))
    approved(first, 5_999_000n * KYAT, lastMonth)

    await postWithdrawals(tx, rows)
    const context = { now, agentId, demoPlayerId, playerIds }
    await seedCatalogue(tx, context)
    await seedContent(tx, context)
    await seedLottery(tx, context)
    return { seeded: true, players: playerIds.length + 1, withdrawals: rows.length }
  })
}

/** Files each withdrawal through the ledger in time order: held at request, then paid out or returned. */
async function postWithdrawals(tx: AppDatabase, rows: WithdrawalSeed[]): Promise<void> {
  const pending = await systemAccountId(tx, 'pending_withdrawal')
  const bank = await systemAccountId(tx, 'bank')
  const ordered = [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
  for (const seed of ordered) {
    const [row] = await tx
      .insert(withdrawRequests)
      .values({ ...seed, decidedBy: seed.decidedAt ? 'seed' : null })
      .returning({ id: withdrawRequests.id })
    if (!row) throw new Error('seed: withdrawal insert returned no row')
    const { game } = await playerAccounts(tx, seed.userId)
    const move = { amount: seed.amount, userId: seed.userId }
    await transfer(tx, {
      ...move,
      from: game.id,
      to: pending,
      kind: 'withdraw_hold',
      reference: `withdraw:${row.id}:hold`,
      at: seed.createdAt,
    })
    if (seed.status === REQUEST_STATUS.approved && seed.decidedAt) {
      await transfer(tx, {
        ...move,
        from: pending,
        to: bank,
        kind: 'withdraw_payout',
        reference: `withdraw:${row.id}:approve`,
        at: seed.decidedAt,
      })
    } else if (seed.status === REQUEST_STATUS.rejected && seed.decidedAt) {
      await transfer(tx, {
        ...move,
        from: pending,
        to: game.id,
        kind: 'withdraw_return',
        reference: `withdraw:${row.id}:reject`,
        at: seed.decidedAt,
      })
    }
  }
}

/** A request is filed some minutes to hours before it is decided. */
const requestedBefore = (decidedAt: Date) =>
  new Date(decidedAt.getTime() - randomInt(10 * 60_000, 6 * HOUR_MS))

async function hasUsers(db: AppDatabase): Promise<boolean> {
  const rows = await db.select({ one: sql<number>`1` }).from(users).limit(1)
  return rows.length > 0
}
