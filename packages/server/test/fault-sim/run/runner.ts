import { fixedClock } from '@shwe/domain'
import { addAgentWithAccounts, captureLogger, firstAdminToken } from '../../../src/test-db.ts'
import { describeOp, HISTORY_START, type SimOp } from '../history/operations.ts'
import { emptyWallet } from '../model/state.ts'
import { openBackend } from './backend.ts'
import { createModelCheck } from './checks.ts'
import { createSimClient } from './client.ts'
import { AGENT_FLOAT, MODEL_RULES, OP_DEADLINE_MS, REFERRAL_CODE } from './config.ts'
import type { SimRun } from './context.ts'
import { createDatabaseChecks } from './database-checks.ts'
import { runRace, runRequest, runRestart } from './faults.ts'
import { createRunLog, type RunLog, type RunReport } from './log.ts'
import { type SimServer, startSimServer } from './server.ts'
import { runResult } from './settling.ts'

/**
 * Runs a history against the whole HTTP application (auth, validation, idempotency, the ledger) on a real
 * database, injecting its faults, and checks every answer against the model as it goes; at checkpoints and
 * at the end every balance, every waiting request and the ledger's invariants. The first disagreement
 * throws a `SimulationFailure` naming the seed and the operation.
 */

export interface RunOptions {
  seed: number
  history: readonly SimOp[]
  database: 'pglite' | 'postgres'
  /** PostgreSQL's admin URL (`DATABASE_URL`); each run gets a scratch database next to it. */
  adminUrl?: string | undefined
  players: number
  /** Full comparisons every this many operations; default 100. */
  checkEvery?: number
}

const runOp = (run: SimRun, op: SimOp) => {
  switch (op.kind) {
    case 'request':
      return runRequest(run, op)
    case 'race':
      return runRace(run, op)
    case 'restart':
      return runRestart(run, op)
    case 'result':
      return runResult(run, op)
  }
}

/** Runs one operation; one that never ends is a failure of its own, named like any other. */
async function runWithDeadline(run: SimRun, op: SimOp) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      try {
        run.log.fail(
          `no answer within ${OP_DEADLINE_MS / 1000} s${run.log.phase ? ` (${run.log.phase})` : ''}`,
        )
      } catch (error) {
        reject(error)
      }
    }, OP_DEADLINE_MS)
  })
  try {
    await Promise.race([runOp(run, op), hung])
  } finally {
    clearTimeout(timer)
  }
}

/** The agent, the admin token and the client and checks on a freshly started server. */
async function prepareRun(
  base: Pick<SimRun, 'clock' | 'log' | 'backend' | 'server'>,
  players: number,
): Promise<SimRun> {
  const { handle } = base.server.current()
  const fixtures = await addAgentWithAccounts(handle, { float: AGENT_FLOAT, referralCode: REFERRAL_CODE })
  const adminToken = await firstAdminToken(handle)
  const client = createSimClient({ server: base.server, log: base.log, fixtures, adminToken })
  const state = emptyWallet(MODEL_RULES, players, AGENT_FLOAT)
  const check = createModelCheck({ state, clock: base.clock, client, log: base.log })
  const database = createDatabaseChecks({
    db: () => base.server.current().handle.db,
    state: () => check.state,
    client,
    agentId: fixtures.agentId,
    log: base.log,
  })
  return { ...base, client, check, database }
}

async function runOps(run: SimRun, options: RunOptions) {
  for (const op of options.history) {
    run.log.current = op
    if (process.env.FAULT_SIM_TRACE) console.log(describeOp(op))
    const at = new Date(op.at)
    if (at > run.clock.now()) run.clock.set(at)
    await runWithDeadline(run, op)
    await run.server.supervise()
    run.log.report.ops++
    if ((op.index + 1) % (options.checkEvery ?? 100) === 0) await run.database.compareAll('checkpoint')
  }
  run.log.current = undefined
  await run.database.compareAll('at the end')
}

export async function runHistory(options: RunOptions): Promise<RunReport> {
  const started = performance.now()
  const clock = fixedClock(HISTORY_START)
  const logger = captureLogger()
  const log: RunLog = createRunLog(
    { seed: options.seed, database: options.database, historyLength: options.history.length },
    logger,
  )
  const backend = await openBackend(options.database, options.adminUrl)
  let server: SimServer
  try {
    server = await startSimServer({ backend, clock, logger, log })
  } catch (error) {
    await backend.dispose()
    throw error
  }
  try {
    const run = await prepareRun({ clock, log, backend, server }, options.players)
    log.report.setupSeconds = (performance.now() - started) / 1000
    await runOps(run, options)
  } finally {
    await server.close()
    await backend.dispose()
  }
  log.report.seconds = (performance.now() - started) / 1000
  return log.report
}
