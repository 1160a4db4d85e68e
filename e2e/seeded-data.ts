/**
 * The embedded database every browser test file starts from (passwords hashed at the tests' cost, as
 * `startProduct` sets it). A first start creates a PGlite cluster (initdb),
 * migrates and seeds the demo data: about eleven seconds of CPU, paid by each of the test files. Vitest's global
 * set-up does that once per run into a template directory; a file whose product runs on the system clock with
 * the usual seed copies it, and a file with its own clock or settings starts from an empty cluster (loaded from
 * a dump) and seeds as a first start does.
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
  }
}

/** Vitest's global set-up of the browser tests: makes the template and removes it after the run. */
export default async function makeSeededTemplate(project: TestProject): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shwe-e2e-template-'))
  await prepareDataDir(dataDir)
  const database = await openDatabase({ dataDir })
  try {
    await setupDatabase(database, {
      clock: systemClock,
      seed: true,
      seedOptions: { scryptLogN: TEST_SCRYPT_LOG_N },
    })
  } finally {
    await database.close()
  }
  project.provide('seededDataDir', dataDir)
  return () => rmSync(dataDir, { recursive: true, force: true })
}

/**
 * Fills the fresh `dataDir` of a product about to start: a copy of the seeded template when `template` is given
 * (the product would seed the same data on the system clock), otherwise an empty cluster it migrates and seeds.
 */
export async function prefillDataDir(dataDir: string, template: string | undefined): Promise<void> {
  if (template) cpSync(pgliteDirIn(template), pgliteDirIn(dataDir), { recursive: true })
  else await prepareDataDir(dataDir)
}
