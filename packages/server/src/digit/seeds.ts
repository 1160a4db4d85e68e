import { randomBytes } from 'node:crypto'
import { commitment, newServerSeed } from '@shwe/domain'
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { AppDatabase } from '../db.ts'
import { digitSeeds } from './schema.ts'

/**
 * Seed pairs on the database. Every change to the active seed is one UPDATE of its row, so the row lock
 * orders bets and rotations: a bet that took nonce n has committed before the rotation that reveals the
 * seed can proceed, and a bet waiting behind a rotation finds the row retired and moves to the new seed.
 */

export type DigitSeed = typeof digitSeeds.$inferSelect

/** A client seed for players who did not choose one. */
const randomClientSeed = () => randomBytes(8).toString('hex')

async function seedValues(userId: number, clientSeed: string | null, now: Date) {
  const serverSeed = newServerSeed()
  return {
    userId,
    serverSeed,
    commitment: await commitment(serverSeed),
    clientSeed: clientSeed ?? randomClientSeed(),
    createdAt: now,
  }
}

const active = (userId: number) => and(eq(digitSeeds.userId, userId), isNull(digitSeeds.revealedAt))

/**
 * Opens a seed pair for the player unless one is active. Returns the new row, or null when another was
 * already active (possibly opened concurrently: the partial unique index turns that into a no-op).
 */
async function openSeed(
  db: AppDatabase,
  userId: number,
  now: Date,
  options: { clientSeed?: string | null; nextNonce?: number } = {},
): Promise<DigitSeed | null> {
  const values = await seedValues(userId, options.clientSeed ?? null, now)
  const [row] = await db
    .insert(digitSeeds)
    .values({ ...values, nextNonce: options.nextNonce ?? 0 })
    .onConflictDoNothing()
    .returning()
  return row ?? null
}

/** The player's active seed pair, opened on first use. */
export async function activeSeed(db: AppDatabase, userId: number, now: Date): Promise<DigitSeed> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const [row] = await db.select().from(digitSeeds).where(active(userId))
    if (row) return row
    const opened = await openSeed(db, userId, now)
    if (opened) return opened
  }
  throw new Error(`digit: no active seed for user ${userId}`)
}

export interface Draw {
  seedId: number
  serverSeed: string
  clientSeed: string
  nonce: number
}

/**
 * Takes the next nonce of the player's active seed (opening one if needed) and locks that seed row until
 * the caller's transaction ends. Call inside a transaction.
 */
export async function takeNonce(tx: AppDatabase, userId: number, now: Date): Promise<Draw> {
  const take = async (): Promise<Draw | null> => {
    const [row] = await tx
      .update(digitSeeds)
      .set({ nextNonce: sql`${digitSeeds.nextNonce} + 1` })
      .where(active(userId))
      .returning()
    return row
      ? { seedId: row.id, serverSeed: row.serverSeed, clientSeed: row.clientSeed, nonce: row.nextNonce - 1 }
      : null
  }
  // A rotation committing while we wait on its row lock retires the row we were about to update, and its
  // successor is newer than our statement's snapshot; the next statement sees it, so try again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const taken = await take()
    if (taken) return taken
    // First bet: open the seed with nonce 0 already taken. If a concurrent bet or rotation opened one, take from that.
    const opened = await openSeed(tx, userId, now, { nextNonce: 1 })
    if (opened)
      return { seedId: opened.id, serverSeed: opened.serverSeed, clientSeed: opened.clientSeed, nonce: 0 }
  }
  throw new Error(`digit: could not take a nonce for user ${userId}`)
}

/** The most recently revealed seed pair of the player, if any. */
export async function lastRevealed(db: AppDatabase, userId: number): Promise<DigitSeed | null> {
  const [row] = await db
    .select()
    .from(digitSeeds)
    .where(and(eq(digitSeeds.userId, userId), isNotNull(digitSeeds.revealedAt)))
    .orderBy(desc(digitSeeds.revealedAt), desc(digitSeeds.id))
    .limit(1)
  return row ?? null
}

/**
 * Reveals the active seed pair (opening one first if the player never had one) and opens a fresh one with
 * `clientSeed`, or a random client seed. Call inside a transaction.
 */
export async function rotateSeed(
  tx: AppDatabase,
  userId: number,
  clientSeed: string | null,
  now: Date,
): Promise<{ revealed: DigitSeed; next: DigitSeed }> {
  // A concurrent rotation can retire the row between our read and our update; the next statement sees its successor.
  for (let attempt = 0; attempt < 3; attempt++) {
    await activeSeed(tx, userId, now)
    const [revealed] = await tx.update(digitSeeds).set({ revealedAt: now }).where(active(userId)).returning()
    if (!revealed) continue
    const next = await openSeed(tx, userId, now, { clientSeed })
    if (!next) throw new Error(`digit: could not open a new seed for user ${userId}`)
    return { revealed, next }
  }
  throw new Error(`digit: could not rotate the seed of user ${userId}`)
}
