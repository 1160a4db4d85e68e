import { createHash, randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { ensureAdminToken } from './admin/token.ts'
import { type DatabaseHandle, openDatabase, pgliteDirIn, wrapPglite } from './db.ts'
import { auditLedger, type LedgerAudit } from './ledger-audit.ts'
import { MIGRATIONS_FOLDER, migrate } from './migrate.ts'
import { hashPassword, UNUSABLE_PASSWORD } from './password.ts'
import { agentPaymentAccounts, paymentTypes, type UserRole } from './schema.ts'
import { createUser } from './users.ts'
import { DEMO_PAYMENT_TYPES } from './wallet/payments.ts'

/**
 * The databases every server test suite runs against: in-memory PGlite always, and a real PostgreSQL
 * server when `DATABASE_URL` is set. On PostgreSQL each `open()` creates its own database
 * (`shwe_test_<random>`) through the admin URL and drops it on close, so test files never collide.
 */
export interface TestDatabase {
  name: 'pglite' | 'postgres'
  /** An empty database, as a first start finds it. */
  open(): Promise<TestHandle>
  /** A database with every migration applied (on PGlite loaded from a dump of one migrated once). */
  openMigrated(): Promise<TestHandle>
}

/** A database handle; on PostgreSQL also the URL of its scratch database. */
export type TestHandle = DatabaseHandle & { url?: string }

const ADMIN_URL = process.env.DATABASE_URL

/** A cheap scrypt cost for tests; one password test keeps the production default. */
export const TEST_SCRYPT_LOG_N = 10

export interface ScratchDatabase {
  url: string
  drop(): Promise<void>
}

/** Creates an empty PostgreSQL database next to the one `adminUrl` points at. */
export async function createScratchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  const name = `shwe_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl })
      await dropper.connect()
      try {
        await dropper.query(`drop database if exists ${name} with (force)`)
      } finally {
        await dropper.end()
      }
    },
  }
}

async function openScratchPostgres(adminUrl: string): Promise<TestHandle> {
  const scratch = await createScratchDatabase(adminUrl)
  const handle = await openDatabase({ databaseUrl: scratch.url, maxConnections: 4 })
  return {
    ...handle,
    url: scratch.url,
    close: async () => {
      await handle.close()
      await scratch.drop()
    },
  }
}

/** A digest of the migrations folder: a template made by other migrations is never used. */
let digest: Promise<string> | undefined
function migrationsDigest(): Promise<string> {
  digest ??= (async () => {
    const hash = createHash('sha256')
    const entries = await readdir(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true })
    const files = entries
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort()
    for (const file of files) hash.update(file.slice(MIGRATIONS_FOLDER.length)).update(await readFile(file))
    return hash.digest('hex').slice(0, 16)
  })()
  return digest
}

/** Where dumps of embedded databases are cached, per PGlite version. */
async function pgliteCache(): Promise<{ dir: string; version: string }> {
  const require = createRequire(import.meta.url)
  const packageJson = join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json')
  const { version } = JSON.parse(await readFile(packageJson, 'utf8')) as { version: string }
  return { dir: join(import.meta.dirname, '..', 'node_modules', '.cache', 'shwe-server'), version }
}

/**
 * The dump cached in `file`, or the one `make` produces, cached for the next test. Written then renamed, so a test
 * file running in parallel never reads half a dump.
 */
async function cachedDump(file: string, make: () => Promise<Blob>): Promise<Blob> {
  try {
    return new Blob([await readFile(file)])
  } catch {
    const dump = await make()
    await mkdir(dirname(file), { recursive: true })
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()))
    await rename(partial, file)
    return dump
  }
}

/**
 * Creating a PGlite cluster runs initdb, which takes seconds; loading a dump of a fresh cluster takes a
 * fraction of that. The dump is cached per PGlite version under node_modules/.cache and reused by every test.
 */
async function pgliteTemplate(): Promise<Blob> {
  const { dir, version } = await pgliteCache()
  return cachedDump(join(dir, `pglite-${version}-empty.tar`), async () => {
    const fresh = await PGlite.create()
    const dump = await fresh.dumpDataDir('none')
    await fresh.close()
    return dump
  })
}

/** The same for a cluster with every migration applied: migrating takes as long again as loading. */
async function pgliteMigratedTemplate(): Promise<Blob> {
  const { dir, version } = await pgliteCache()
  const file = join(dir, `pglite-${version}-migrated-${await migrationsDigest()}.tar`)
  return cachedDump(file, async () => {
    const fresh = await PGlite.create({ loadDataDir: await pgliteTemplate() })
    await migrate(wrapPglite(fresh).db)
    const dump = await fresh.dumpDataDir('none')
    await fresh.close()
    return dump
  })
}

async function openMemoryPglite(template: Blob): Promise<DatabaseHandle> {
  return wrapPglite(await PGlite.create({ loadDataDir: template }))
}

/** Puts an empty, initialised embedded database into `dataDir`, as a first start would before migrating. */
export async function prepareDataDir(dataDir: string): Promise<void> {
  const dir = pgliteDirIn(dataDir)
  await mkdir(dir, { recursive: true })
  const db = await PGlite.create(dir, { loadDataDir: await pgliteTemplate() })
  await db.close()
}

export const testDatabases: TestDatabase[] = [
  {
    name: 'pglite',
    open: async () => openMemoryPglite(await pgliteTemplate()),
    openMigrated: async () => openMemoryPglite(await pgliteMigratedTemplate()),
  },
  ...(ADMIN_URL
    ? [
        {
          name: 'postgres' as const,
          open: () => openScratchPostgres(ADMIN_URL),
          // Copying a migrated database as a template takes as long on PostgreSQL as migrating an empty one.
          openMigrated: () => openScratchPostgres(ADMIN_URL),
        },
      ]
    : []),
]

/**
 * Opens a test database with the migrations applied. The migrator still runs (and finds nothing to do), so a stale
 * template could only cost time.
 */
export async function openMigrated(database: TestDatabase): Promise<TestHandle> {
  const handle = await database.openMigrated()
  try {
    await migrate(handle.db)
  } catch (error) {
    await handle.close()
    throw error
  }
  return handle
}

export interface TestUser {
  userName: string
  password?: string
  name?: string
  phone?: string | null
  role?: UserRole
  status?: number
  game?: bigint
  main?: bigint
  scryptLogN?: number
  agentId?: number
}

export async function addUser(handle: DatabaseHandle, user: TestUser): Promise<number> {
  return createUser(handle.db, {
    userName: user.userName,
    name: user.name ?? `Test ${user.userName}`,
    phone: user.phone ?? null,
    passwordHash: await hashPassword(user.password ?? 'secret123', user.scryptLogN ?? TEST_SCRYPT_LOG_N),
    role: user.role ?? 'player',
    status: user.status ?? 1,
    agentId: user.agentId ?? null,
    balances: { game: user.game ?? 0n, main: user.main ?? 0n },
  })
}

/** A logger that keeps what it was given, so tests stay quiet and can still assert on it. */
export function captureLogger() {
  const errors: unknown[][] = []
  return { errors, error: (...args: unknown[]) => void errors.push(args) }
}

/** An agent with a float, referral code `AGENT1` and one receiving account per demo payment type. */
export async function addAgentWithAccounts(
  handle: DatabaseHandle,
  options: { float?: bigint; referralCode?: string; userName?: string } = {},
): Promise<{ agentId: number; paymentTypeIds: number[]; accountIds: number[] }> {
  const agentId = await createUser(handle.db, {
    userName: options.userName ?? 'agent1',
    name: 'Test Agent',
    passwordHash: UNUSABLE_PASSWORD,
    role: 'agent',
    referralCode: options.referralCode ?? 'AGENT1',
    balances: { float: options.float ?? 100_000_000n },
  })
  const existing = await handle.db.select().from(paymentTypes)
  const types =
    existing.length > 0
      ? existing
      : await handle.db
          .insert(paymentTypes)
          .values(DEMO_PAYMENT_TYPES.map((type) => ({ ...type })))
          .returning()
  const accounts = await handle.db
    .insert(agentPaymentAccounts)
    .values(
      types.map((type, i) => ({
        agentId,
        paymentTypeId: type.id,
        accountName: 'U Agent',
        accountNumber: `0911100${i}`,
      })),
    )
    .returning()
  return { agentId, paymentTypeIds: types.map((t) => t.id), accountIds: accounts.map((a) => a.id) }
}

/** The admin token a fresh database generates on first start, for tests of the admin API and CLI. */
export async function firstAdminToken(handle: DatabaseHandle): Promise<string> {
  const token = await ensureAdminToken(handle.db)
  if (!token) throw new Error('a fresh database gets an admin token')
  return token
}

/** What `auditLedger` reports when no money was created or lost and every balance equals its entries. */
export const CLEAN_LEDGER = {
  total: 0n,
  negativeUserAccounts: [],
  mismatchedAccounts: [],
  unbalancedTransactions: [],
} as const

/** For `afterAll`: audits the ledger, then closes the database; expect the result to match `CLEAN_LEDGER`. */
export async function auditAndClose(handle: DatabaseHandle): Promise<LedgerAudit> {
  const audit = await auditLedger(handle.db)
  await handle.close()
  return audit
}
