/**
 * The embedded database every browser test file starts from (passwords hashed at the tests' cost, as
 * `startProduct` sets it). A first start creates a PGlite cluster (initdb),
 * migrates and seeds the demo data: about eleven seconds of CPU, paid by each of the test files. Vitest's global
 * set-up does that once per run into two template directories: a file whose product runs on the system clock with
 * the usual seed copies the seeded one, and a file with its own clock or settings copies the one that is only
 * migrated (half of those seconds) and seeds as a first start does.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { systemClock } from '@shwe/domain'
import type { TestProject } from 'vitest/node'
import { openDatabase, pgliteDirIn } from '../packages/server/src/db.ts'
import { setupDatabase } from '../packages/server/src/migrate.ts'
import { prepareDataDir, TEST_SCRYPT_LOG_N } from '../packages/server/src/test-db.ts'

declare module 'vitest' {
  interface ProvidedContext {
    /** A data directory migrated and seeded on the system clock, to be copied, never opened in place. */
    seededDataDir: string
    /** A data directory migrated and not seeded, to be copied, never opened in place. */
    migratedDataDir: string
  }
}

/** Vitest's global set-up of the browser tests: makes the templates and removes them after the run. */
export default async function makeTemplates(project: TestProject): Promise<() => void> {
  const migrated = mkdtempSync(join(tmpdir(), 'shwe-e2e-migrated-'))
  const seeded = mkdtempSync(join(tmpdir(), 'shwe-e2e-template-'))
  await prepareDataDir(migrated)
  await setUp(migrated, false)
  cpSync(pgliteDirIn(migrated), pgliteDirIn(seeded), { recursive: true })
  await setUp(seeded, true)
  project.provide('migratedDataDir', migrated)
  project.provide('seededDataDir', seeded)
  return () => {
    for (const dir of [migrated, seeded]) rmSync(dir, { recursive: true, force: true })
  }
}

/** Migrates the database in `dataDir` as a first start does, and seeds it on the system clock when `seed`. */
async function setUp(dataDir: string, seed: boolean): Promise<void> {
  const database = await openDatabase({ dataDir })
  try {
    await setupDatabase(database, {
      clock: systemClock,
      seed,
      seedOptions: { scryptLogN: TEST_SCRYPT_LOG_N },
    })
  } finally {
    await database.close()
  }
}

/**
 * Fills the fresh `dataDir` of a product about to start with a copy of `template`: the seeded one when the product
 * would seed the same data on the system clock, else the migrated one, which it seeds itself.
 */
export function prefillDataDir(dataDir: string, template: string): void {
  cpSync(pgliteDirIn(template), pgliteDirIn(dataDir), { recursive: true })
}
