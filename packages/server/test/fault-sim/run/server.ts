import type { Clock } from '@shwe/domain'
import type { Hono } from 'hono'
import { type AppConfig, resolveConfig } from '../../../src/config.ts'
import type { DatabaseHandle } from '../../../src/db.ts'
import type { LiveFeed } from '../../../src/live/feed.ts'
import { createSimulatorFeed } from '../../../src/live/simulator.ts'
import { createSettlementJob } from '../../../src/lottery/job.ts'
import { type LotteryRules, threeDRules, twoDRules } from '../../../src/lottery/rules.ts'
import { setupDatabase } from '../../../src/migrate.ts'
import type { captureLogger } from '../../../src/test-db.ts'
import { jsonClient, testApp } from '../../../src/test-http.ts'
import { type Backend, checkedOut, closeWithin, poolOf, watchClientErrors } from './backend.ts'
import { SIM_CONFIG } from './config.ts'
import type { RunLog } from './log.ts'
import type { Reply } from './replies.ts'

/**
 * The server process under test, as a supervisor sees it: started on the run's database, stopped (with requests
 * in flight if need be) and started again, and restarted whenever it would have exited or its connections leak.
 */

export interface Running {
  handle: DatabaseHandle
  app: Hono
  client: ReturnType<typeof jsonClient>
}

export interface SimServer {
  /** The configuration every process of the run starts with. */
  readonly config: AppConfig
  /** The lotteries' rules under that configuration. */
  readonly lottery: Record<'2d' | '3d', LotteryRules>
  /** The process running now. */
  current(): Running
  /** Stops the process, waits a moment for the replies of `inFlight`, and starts a new one. */
  restart(inFlight?: Promise<Reply>[]): Promise<Reply[]>
  /**
   * Between operations nothing runs, so every database connection must be back in the pool. A process that
   * would have exited, or one whose connections leak, is started again before the client goes on.
   */
  supervise(): Promise<void>
  close(): Promise<void>
}

export async function startSimServer(run: {
  backend: Backend
  clock: Clock
  logger: ReturnType<typeof captureLogger>
  log: RunLog
}): Promise<SimServer> {
  const { backend, clock, logger, log } = run
  const config = resolveConfig(SIM_CONFIG)
  const liveFeed: LiveFeed = createSimulatorFeed({ clock, seed: 'fault-sim', logger })
  /** While the run stops the server on purpose, what happens to its connections is expected. */
  let stopping = false
  let findingsSeen = 0

  const start = async (): Promise<Running> => {
    const handle = await backend.open()
    watchClientErrors(handle, (error) => {
      if (!stopping)
        log.found('process-exit', `uncaught 'error' event from a database client: ${error.message}`)
    })
    await setupDatabase(handle, { clock, seed: false })
    const app = testApp(handle.db, clock, { config: SIM_CONFIG, liveFeed, logger })
    // As a starting server does: settle whatever a stopped one left unsettled.
    const errorsBefore = logger.errors.length
    const job = createSettlementJob({ database: handle, clock, config, liveFeed, logger })
    if (!(await job.sweep()) || logger.errors.length > errorsBefore)
      log.fail('the settlement sweep on start failed')
    return { handle, app, client: jsonClient(app) }
  }

  let running = await start()

  const restart = async (inFlight: Promise<Reply>[] = []) => {
    log.report.restarts++
    stopping = true
    // Between operations every connection should be idle; one still checked out is never given back, and
    // the pool would wait for it forever. The stopped process takes the pool with it either way.
    const pool = poolOf(running.handle)
    const leaked = inFlight.length === 0 && pool !== null && checkedOut(pool) > 0
    backend.crash()
    log.phase = 'closing the database of the stopped server'
    await closeWithin(running.handle, leaked ? 0 : 3_000)
    // A request still waiting for a database connection when the process stops is lost with it.
    log.phase = 'waiting for requests in flight'
    const lost: Reply = { status: 0, body: 'lost with the stopped process' }
    const grace = new Promise<Reply>((done) => setTimeout(() => done(lost), 1_000).unref())
    const replies = await Promise.all(inFlight.map((reply) => Promise.race([reply, grace])))
    stopping = false
    log.phase = 'starting the server again'
    running = await start()
    log.phase = ''
    return replies
  }

  const supervise = async () => {
    const pool = poolOf(running.handle)
    const leaked = pool ? checkedOut(pool) : 0
    if (leaked > 0) {
      const connections = leaked === 1 ? '1 database connection' : `${leaked} database connections`
      log.found('connection-leak', `${connections} still checked out with nothing running`)
    }
    if (log.report.findings.length === findingsSeen) return
    findingsSeen = log.report.findings.length
    await restart()
    findingsSeen = log.report.findings.length
  }

  return {
    config,
    lottery: { '2d': twoDRules(config), '3d': threeDRules(config) },
    current: () => running,
    restart,
    supervise,
    close: () => closeWithin(running.handle, 3_000),
  }
}
