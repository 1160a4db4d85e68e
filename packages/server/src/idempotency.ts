import { createHash } from 'node:crypto'
import { validationBody } from '@shwe/contract'
import { and, eq } from 'drizzle-orm'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppDatabase } from './db.ts'
import { idempotencyKeys } from './schema.ts'

/** An HTTP reply decided inside a database transaction. */
export interface Reply {
  status: ContentfulStatusCode
  body: unknown
}

/**
 * Thrown inside a money operation to refuse it: whatever it wrote is rolled back, and `reply` is answered
 * (and remembered under the request's idempotency key, so a retry gets the same refusal).
 */
export class Refusal extends Error {
  readonly reply: Reply
  constructor(status: ContentfulStatusCode, body: unknown) {
    super(`refused with ${status}`)
    this.name = 'Refusal'
    this.reply = { status, body }
  }
}

const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/

export interface IdempotencyRequest {
  userId: number
  /** The `Idempotency-Key` header, if sent. */
  key: string | undefined
  method: string
  path: string
  /** What the request asks for: a JSON body as sent, or a canonical text of a form (see `MoneyBody`). */
  body: string
  /** When the request arrived, by the server's clock. */
  at: Date
}

/** A request's key, checked, and its fingerprint (method, path and body); or the 422 for a malformed key. */
export type RequestKey = { ok: true; key: string; fingerprint: string } | { ok: false; reply: Reply }

/** The key of `request` (which has one), or the 422 when it is malformed. */
export function requestKey(request: IdempotencyRequest & { key: string }): RequestKey {
  if (!KEY_SHAPE.test(request.key)) {
    return {
      ok: false,
      reply: {
        status: 422,
        body: validationBody({
          'Idempotency-Key': ['The Idempotency-Key header must be 1 to 255 visible characters.'],
        }),
      },
    }
  }
  const fingerprint = createHash('sha256')
    .update(`${request.method} ${request.path}\n${request.body}`)
    .digest('hex')
  return { ok: true, key: request.key, fingerprint }
}

/**
 * Stores `reply` under the key; if the key is taken, answers the reply stored under it instead (or the 422
 * for a key used with another request). Inside the caller's transaction, or a transaction of its own.
 */
export async function claimKey(
  db: AppDatabase,
  userId: number,
  key: { key: string; fingerprint: string },
  reply: Reply,
  at: Date,
): Promise<Reply | null> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({
      userId,
      key: key.key,
      fingerprint: key.fingerprint,
      statusCode: reply.status,
      body: JSON.stringify(reply.body),
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
  if (claimed.length > 0) return null
  const [stored] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key.key)))
  if (!stored) throw new Error('idempotency: key vanished')
  if (stored.fingerprint !== key.fingerprint) {
    return {
      status: 422,
      body: validationBody({
        'Idempotency-Key': ['This Idempotency-Key was already used with a different request.'],
      }),
    }
  }
  return { status: stored.statusCode as ContentfulStatusCode, body: JSON.parse(stored.body) as unknown }
}

/** Remembers a refusal under the key in a transaction of its own: the reply every caller with the key gets. */
export const rememberRefusal = async (
  db: AppDatabase,
  userId: number,
  key: { key: string; fingerprint: string },
  reply: Reply,
  at: Date,
): Promise<Reply> => (await db.transaction((tx) => claimKey(tx, userId, key, reply, at))) ?? reply

/**
 * Runs a money-moving operation at most once per (user, Idempotency-Key). The work runs first and the key is
 * stored with its reply last, in the same transaction: a repeat that comes while the first is still running
 * waits on the key's row at that last step, finds the key taken once the first commits, rolls its own work
 * back and answers the stored reply. A refusal rolls the work back, and is then remembered under the key by a
 * transaction of its own (unless a repeat stored its reply first, which is then every caller's answer). If the
 * work fails unexpectedly nothing is stored and a retry runs afresh.
 */
export async function runOnce(
  db: AppDatabase,
  request: IdempotencyRequest,
  work: (tx: AppDatabase) => Promise<Reply>,
  /** Called when the work's transaction did not commit, to undo what it did outside the database. */
  undone: () => Promise<void> = async () => {},
): Promise<Reply> {
  if (request.key === undefined) {
    // No key to remember: a refusal simply rolls the whole transaction back.
    try {
      return await db.transaction(work)
    } catch (error) {
      await undone()
      if (error instanceof Refusal) return error.reply
      throw error
    }
  }
  const key = requestKey({ ...request, key: request.key })
  if (!key.ok) return key.reply
  try {
    return await db.transaction(async (tx) => {
      const reply = await work(tx)
      const earlier = await claimKey(tx, request.userId, key, reply, request.at)
      // Another request with this key got there first: undo this one's work and answer as it did.
      if (earlier) throw new Answered(earlier)
      return reply
    })
  } catch (error) {
    await undone()
    if (error instanceof Answered) return error.reply
    if (!(error instanceof Refusal)) throw error
    return rememberRefusal(db, request.userId, key, error.reply, request.at)
  }
}

/** Rolls back a request whose key another request answered first; `reply` is that answer. */
class Answered extends Error {
  readonly reply: Reply
  constructor(reply: Reply) {
    super('answered by an earlier request with the same key')
    this.reply = reply
  }
}
