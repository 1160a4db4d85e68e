import { createHash, randomBytes } from 'node:crypto'
import { and, type Column, eq, gt, isNull, sql } from 'drizzle-orm'
import type { AppDatabase } from '../db.ts'
import { users } from '../schema.ts'
import { launchTickets, playSessions } from './schema.ts'

/**
 * Launch tickets and play sessions. A launch hands the client a one-time ticket URL; the first visit spends
 * the ticket and opens a play session whose secret lives only in that game page. Both secrets are 32 random
 * bytes (base64url) and only their SHA-256 is stored, so the URL carries no user name, balance or bearer
 * token, and a leaked table yields nothing usable.
 */

const MINUTE_MS = 60_000
/** Long enough for a slow phone to open the link, short enough that a leaked link is soon worthless. */
export const TICKET_TTL_MS = 5 * MINUTE_MS
/** A game page left alone this long must be launched again. */
export const SESSION_IDLE_MS = 120 * MINUTE_MS
/** However busy, a play session ends this long after it opened. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * MINUTE_MS

/** Base64url of 32 bytes; anything else is refused without a query. */
const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/

const newSecret = () => randomBytes(32).toString('base64url')
const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex')

/**
 * Issues a ticket for `userId` to open `gameId`: the game page at `/play/<ticket>`, or, with `page`, that HTML
 * launch page at `/launch/<ticket>`.
 */
export async function issueTicket(
  db: AppDatabase,
  ticket: { userId: number; gameId: number; now: Date; page?: string },
): Promise<string> {
  const secret = newSecret()
  await db.insert(launchTickets).values({
    ticketHash: hashSecret(secret),
    kind: ticket.page === undefined ? 'play' : 'page',
    page: ticket.page ?? null,
    userId: ticket.userId,
    gameId: ticket.gameId,
    createdAt: ticket.now,
    expiresAt: new Date(ticket.now.getTime() + TICKET_TTL_MS),
  })
  return secret
}

export type Redeemed =
  | { ok: true; session: string; sessionId: number; userId: number; gameId: number }
  /** `spent`: used or expired (410); `unknown`: never issued (404). */
  | { ok: false; reason: 'spent' | 'unknown' }

/** Only active players may play; a ticket or session of a disabled account is dead. */
const userActive = (userId: Column) =>
  sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.status} = 1 and ${users.role} = 'player')`

type TicketKind = 'play' | 'page'

/** A ticket of `kind` with this hash that is unused, unexpired, and of an active player. */
const liveTicket = (ticketHash: string, kind: TicketKind, now: Date) =>
  and(
    eq(launchTickets.ticketHash, ticketHash),
    eq(launchTickets.kind, kind),
    isNull(launchTickets.usedAt),
    gt(launchTickets.expiresAt, now),
    userActive(launchTickets.userId),
  )

/** Why a ticket that is not live was refused: it was issued once (`spent`), or never (`unknown`). */
async function spentOrUnknown(
  tx: AppDatabase,
  ticketHash: string,
  kind: TicketKind,
): Promise<'spent' | 'unknown'> {
  const [known] = await tx
    .select({ id: launchTickets.id })
    .from(launchTickets)
    .where(and(eq(launchTickets.ticketHash, ticketHash), eq(launchTickets.kind, kind)))
  return known ? 'spent' : 'unknown'
}

/**
 * Spends a ticket and opens its play session. The conditional UPDATE lets exactly one of any number of
 * concurrent visits through: the others find `used_at` set.
 */
export async function redeemTicket(db: AppDatabase, ticket: string, now: Date): Promise<Redeemed> {
  if (!SECRET_SHAPE.test(ticket)) return { ok: false, reason: 'unknown' }
  const ticketHash = hashSecret(ticket)
  return db.transaction(async (tx): Promise<Redeemed> => {
    const [spent] = await tx
      .update(launchTickets)
      .set({ usedAt: now })
      .where(liveTicket(ticketHash, 'play', now))
      .returning({ userId: launchTickets.userId, gameId: launchTickets.gameId })
    if (!spent) return { ok: false, reason: await spentOrUnknown(tx, ticketHash, 'play') }
    const session = newSecret()
    const [opened] = await tx
      .insert(playSessions)
      .values({
        sessionHash: hashSecret(session),
        userId: spent.userId,
        gameId: spent.gameId,
        createdAt: now,
        lastUsedAt: now,
        expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
      })
      .returning({ id: playSessions.id })
    if (!opened) throw new Error('redeemTicket: session insert returned no row')
    return { ok: true, session, sessionId: opened.id, ...spent }
  })
}

export type TakenPage = { ok: true; page: string } | { ok: false; reason: 'spent' | 'unknown' }

/**
 * Takes the launch page of a `page` ticket: the first visit gets it, and the stored copy is dropped at once, so
 * the provider's launch (which may hold its own session) exists only in that one reply. The row lock lets
 * exactly one of any number of concurrent visits through.
 */
export async function takeLaunchPage(db: AppDatabase, ticket: string, now: Date): Promise<TakenPage> {
  if (!SECRET_SHAPE.test(ticket)) return { ok: false, reason: 'unknown' }
  const ticketHash = hashSecret(ticket)
  return db.transaction(async (tx): Promise<TakenPage> => {
    const [row] = await tx
      .select({ id: launchTickets.id, page: launchTickets.page })
      .from(launchTickets)
      .where(liveTicket(ticketHash, 'page', now))
      .for('update')
    if (row?.page != null) {
      const [taken] = await tx
        .update(launchTickets)
        .set({ usedAt: now, page: null })
        .where(and(eq(launchTickets.id, row.id), isNull(launchTickets.usedAt)))
        .returning({ id: launchTickets.id })
      if (taken) return { ok: true, page: row.page }
    }
    return { ok: false, reason: await spentOrUnknown(tx, ticketHash, 'page') }
  })
}

export interface PlaySession {
  sessionId: number
  userId: number
  gameId: number
}

/** Resolves a live play session and records its use; null when unknown, idle too long, expired or disabled. */
export async function touchSession(db: AppDatabase, session: string, now: Date): Promise<PlaySession | null> {
  if (!SECRET_SHAPE.test(session)) return null
  const [row] = await db
    .update(playSessions)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(playSessions.sessionHash, hashSecret(session)),
        gt(playSessions.lastUsedAt, new Date(now.getTime() - SESSION_IDLE_MS)),
        gt(playSessions.expiresAt, now),
        userActive(playSessions.userId),
      ),
    )
    .returning({ sessionId: playSessions.id, userId: playSessions.userId, gameId: playSessions.gameId })
  return row ?? null
}
