import { mkdirSync } from 'node:fs'
import { hostname } from 'node:os'
import { join, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'

/** Either driver's drizzle database: PGlite (embedded) or node-postgres (a real server). */
export type AppDatabase = PgDatabase<PgQueryResultHKT>

export type DatabaseDriver = 'pglite' | 'postgres'

export interface DatabaseHandle {
  db: AppDatabase
  driver: DatabaseDriver
  /**
   * Runs `work` on one dedicated connection, for session-level state such as advisory locks.
   * PGlite has a single connection, so this is the shared database itself.
   */
  withConnection<T>(work: (db: AppDatabase) => Promise<T>): Promise<T>
  close(): Promise<void>
}

export interface OpenDatabaseOptions {
  /** Directory for the embedded database; default `.data`. The PGlite files live in `<dataDir>/pglite`. */
  dataDir?: string
  /** A PostgreSQL connection string; when set, the embedded database is not used. */
  databaseUrl?: string
  /** An embedded database that lives only in memory (tests). */
  memory?: boolean
  /** Pool size for PostgreSQL (default 10). */
  maxConnections?: number
}

/**
 * This server process as PostgreSQL's `pg_stat_activity` names its connections (`application_name`), and as
 * the push outbox names a sender: `shwe <host>:<pid>`.
 */
export const processName = (): string => `shwe ${hostname()}:${process.pid}`

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.maxConnections ?? 10)
  if (options.memory) return openPglite(undefined)
  const pgliteDir = pgliteDirIn(options.dataDir ?? '.data')
  mkdirSync(pgliteDir, { recursive: true })
  return openPglite(pgliteDir)
}

/** Where the embedded database keeps its files inside the data directory. */
export const pgliteDirIn = (dataDir: string): string => join(resolve(dataDir), 'pglite')

async function openPglite(dir: string | undefined): Promise<DatabaseHandle> {
  return wrapPglite(await PGlite.create(dir))
}

/** Wraps an open PGlite instance; closing the handle closes it. */
export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client })
  // One connection only: exclusive use means running the callers one after another.
  let queue: Promise<unknown> = Promise.resolve()
  return {
    db,
    driver: 'pglite',
    withConnection: (work) => {
      const run = queue.then(() => work(db))
      queue = run.catch(() => undefined)
      return run
    },
    close: async () => {
      if (!client.closed) await client.close()
    },
  }
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max, application_name: processName() })
  // An idle client that loses its connection emits on the pool; without a listener that would crash the process.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message))
  // A client in use emits on itself: a connection cut in the middle of a transaction (a restart, a failover, a
  // terminated backend) must fail that request, not the process. A client that lost its connection is marked,
  // so it is closed instead of going back to the pool.
  const lost = new WeakSet<pg.PoolClient>()
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      lost.add(client as pg.PoolClient)
      console.error('PostgreSQL connection lost:', error.message)
    })
    client.on('end', () => lost.add(client as pg.PoolClient))
  })
  try {
    // Fail fast on a wrong URL instead of on the first request.
    const client = await pool.connect()
    client.release()
  } catch (error) {
    await pool.end()
    throw error
  }
  const db: AppDatabase = drizzlePg({ client: pool })
  // Each transaction takes its own client and always gives it back, also when BEGIN itself fails on a lost
  // connection (the driver's own transaction would keep such a client checked out for ever).
  const transaction: AppDatabase['transaction'] = async (work, config) => {
    const client = await pool.connect()
    try {
      const session: AppDatabase = drizzlePg({ client })
      return await session.transaction(work, config)
    } finally {
      client.release(lost.has(client))
    }
  }
  db.transaction = ((work, config) =>
    retryTransient(() => transaction(work, config))) as AppDatabase['transaction']
  let closed = false
  return {
    db,
    driver: 'postgres',
    withConnection: async (work) => {
      const client = await pool.connect()
      let broken = false
      try {
        return await work(drizzlePg({ client }))
      } catch (error) {
        // A failed session may hold locks or an open transaction; don't hand it back to the pool.
        broken = true
        throw error
      } finally {
        client.release(broken || lost.has(client))
      }
    },
    close: async () => {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}

/** Whether an error is PostgreSQL's unique violation (23505), possibly wrapped by the driver or drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e === 'object' && 'code' in e && (e as { code: unknown }).code === '23505') return true
    e = typeof e === 'object' && 'cause' in e ? (e as { cause: unknown }).cause : null
  }
  return false
}

/** PostgreSQL's codes for a transaction that lost a deadlock (40P01) or a serialization conflict (40001). */
const TRANSIENT_CODES = new Set(['40P01', '40001'])

/** Whether an error is a deadlock or a serialization failure, possibly wrapped by the driver or drizzle. */
export function isTransientConflict(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e === 'object' && 'code' in e && TRANSIENT_CODES.has(String((e as { code: unknown }).code))) {
      return true
    }
    e = typeof e === 'object' && 'cause' in e ? (e as { cause: unknown }).cause : null
  }
  return false
}

/** Attempts of one transaction before a deadlock reaches the caller. */
export const TRANSACTION_ATTEMPTS = 5

/**
 * Runs `attempt` again when PostgreSQL rolled it back to break a deadlock or a serialization conflict: the
 * whole transaction is retried after a short random wait that grows with each try (5–10 ms, 10–20 ms, …), so
 * the two sides do not meet again at once. Nothing of a rolled-back attempt is left, so a retry is safe.
 */
export async function retryTransient<T>(
  attempt: () => Promise<T>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt()
    } catch (error) {
      if (tries >= TRANSACTION_ATTEMPTS || !isTransientConflict(error)) throw error
      const base = 5 * 2 ** (tries - 1)
      await wait(base + Math.random() * base)
    }
  }
}
