import type { fixedClock } from '@shwe/domain'
import type { Backend } from './backend.ts'
import type { ModelCheck } from './checks.ts'
import type { SimClient } from './client.ts'
import type { DatabaseChecks } from './database-checks.ts'
import type { RunLog } from './log.ts'
import type { SimServer } from './server.ts'

/** Everything one run's operations work with: the database, the server, the client and the checks. */
export interface SimRun {
  clock: ReturnType<typeof fixedClock>
  log: RunLog
  backend: Backend
  server: SimServer
  client: SimClient
  check: ModelCheck
  database: DatabaseChecks
}
