import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type pg from 'pg'
import { type DatabaseHandle, openDatabase } from '../../../src/db.ts'
import { createScratchDatabase, prepareDataDir } from '../../../src/test-db.ts'
import type { CutFault } from '../history/operations.ts'
import { type CutRule, startPgProxy } from './proxy.ts'

/**
 * The database a run stops and starts: PGlite in a folder of its own, or a scratch PostgreSQL database behind
 * a proxy that cuts connections where a fault says. Also what the run watches of a database pool.
 */

/** Opens the run's backend: a PGlite folder, or a scratch database next to PostgreSQL's admin URL. */
export const openBackend = (database: 'pglite' | 'postgres', adminUrl?: string): Promise<Backend> =>
  database === 'postgres' ? postgresBackend(adminUrl ?? '') : pgliteBackend()

export interface Backend {
  name: 'pglite' | 'postgres'
  /** Opens the run's database again, as a starting server process does. */
  open(): Promise<DatabaseHandle>
  /** Kills every database connection at once (PostgreSQL); PGlite lives in the process and stops with it. */
  crash(): void
  /** PostgreSQL: cut the connection that sends the next matching statement. Null on PGlite. */
  cuts: { arm(rule: CutRule): void; disarm(): boolean } | null
  dispose(): Promise<void>
}

async function pgliteBackend(): Promise<Backend> {
  const dir = await mkdtemp(join(tmpdir(), 'shwe-fault-sim-'))
  try {
    await prepareDataDir(dir)
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw error
  }
  return {
    name: 'pglite',
    open: () => openDatabase({ dataDir: dir }),
    crash: () => undefined,
    cuts: null,
    dispose: () => rm(dir, { recursive: true, force: true }),
  }
}

async function postgresBackend(adminUrl: string): Promise<Backend> {
  const scratch = await createScratchDatabase(adminUrl)
  const proxy = await startPgProxy(scratch.url)
  return {
    name: 'postgres',
    open: () => openDatabase({ databaseUrl: proxy.url, maxConnections: 4 }),
    crash: () => proxy.cutAll(),
    cuts: proxy,
    dispose: async () => {
      await proxy.close()
      await scratch.drop()
    },
  }
}

export const CUT_RULES: Record<CutFault, CutRule> = {
  'cut-before-posting': { statement: /^update "accounts"/i, when: 'before' },
  'cut-after-posting': { statement: /^update "accounts"/i, when: 'after' },
  'cut-at-begin': { statement: /^begin/i, when: 'before' },
  'cut-before-commit': { statement: /^commit$/i, when: 'before' },
  'cut-after-commit': { statement: /^commit$/i, when: 'after' },
}

/**
 * Calls `report` for every error a PostgreSQL client emits while nothing in the server listens for it. In a
 * real process that is an uncaught 'error' event, and the process exits; here the run notes it and restarts
 * the server, as a supervisor would, so the rest of the history still runs.
 */
export function watchClientErrors(handle: DatabaseHandle, report: (error: Error) => void): void {
  const pool = poolOf(handle)
  if (!pool) return
  const watched = new WeakSet<pg.PoolClient>()
  pool.on('acquire', (client) => {
    if (watched.has(client)) return
    watched.add(client)
    client.on('error', (error: Error) => {
      // Ours is the only listener: without it the emit would throw.
      if (client.listenerCount('error') === 1) report(error)
    })
  })
}

/** The PostgreSQL pool behind a handle; null on PGlite. */
export function poolOf(handle: DatabaseHandle): pg.Pool | null {
  const pool = (handle.db as unknown as { $client?: pg.Pool }).$client
  return pool && typeof pool.on === 'function' && typeof pool.totalCount === 'number' ? pool : null
}

/** Connections handed out and not given back to the pool. */
export const checkedOut = (pool: pg.Pool) => pool.totalCount - pool.idleCount

/** Closes a database handle, waiting at most `ms` for it. */
export async function closeWithin(handle: DatabaseHandle, ms: number): Promise<void> {
  const closing = handle.close().catch(() => undefined)
  await Promise.race([closing, new Promise((done) => setTimeout(done, ms).unref())])
}
