import cluster, { type Worker } from 'node:cluster'

/**
 * Several server processes on one port (`WORKERS=n npm start`, `node:cluster`): the primary builds, serves the
 * examples' partner origin and keeps n workers running; each worker is a whole server (`main.ts`) on the one
 * PostgreSQL database, stateless apart from its caches. The embedded database belongs to one process, so more
 * than one worker needs `DATABASE_URL`.
 */

/** PostgreSQL connections one server (all its workers together) opens by default (`DATABASE_CONNECTIONS`). */
export const DEFAULT_DATABASE_CONNECTIONS = 40

/** Fewest connections a worker can do with: two for its pool (settling holds one while it works on another), one for the live feed. */
const MIN_CONNECTIONS_PER_WORKER = 3

/** `WORKERS`: a positive integer, default 1; more than one only with `DATABASE_URL`. */
export function workersFromEnv(env: NodeJS.ProcessEnv): number {
  const value = env.WORKERS?.trim()
  if (value === undefined || value === '') return 1
  if (!/^\d+$/.test(value) || Number(value) < 1 || !Number.isSafeInteger(Number(value))) {
    throw new Error(
      `WORKERS must be a positive whole number of server processes, got ${JSON.stringify(value)}`,
    )
  }
  const workers = Number(value)
  if (workers > 1 && !env.DATABASE_URL) {
    throw new Error(
      `WORKERS=${workers} needs DATABASE_URL: the embedded database (PGlite) is opened by one process only. ` +
        'Set DATABASE_URL to a PostgreSQL server, or run one worker.',
    )
  }
  return workers
}

/**
 * The pool size of each worker: `DATABASE_CONNECTIONS` (default 40) shared among the workers, less the one
 * connection each keeps for the live feed. Set it so that every server of one database together stays within
 * PostgreSQL's `max_connections` (100 by default), with some to spare for the operator's own tools.
 */
export function poolSizeFromEnv(env: NodeJS.ProcessEnv): number {
  const workers = workersFromEnv(env)
  const value = env.DATABASE_CONNECTIONS?.trim()
  const total = value ? Number(value) : DEFAULT_DATABASE_CONNECTIONS
  if (!Number.isSafeInteger(total) || total < 1) {
    throw new Error(`DATABASE_CONNECTIONS must be a positive whole number, got ${JSON.stringify(value)}`)
  }
  const share = Math.floor(total / workers)
  if (share < MIN_CONNECTIONS_PER_WORKER) {
    throw new Error(
      `DATABASE_CONNECTIONS=${total} leaves each of the ${workers} workers ${share} connection(s); ` +
        `each needs at least ${MIN_CONNECTIONS_PER_WORKER}: raise it or run fewer workers.`,
    )
  }
  return share - 1
}

export interface PrimaryOptions {
  workers: number
  /** The module each worker runs. */
  exec: string
  logger?: Pick<Console, 'log' | 'error'>
  /** A worker that exits on its own is started again after this long (default 1 s). */
  restartDelayMs?: number
}

export interface Primary {
  /** Ends every worker with SIGTERM (each stops gracefully) and resolves once all have exited. */
  stop(): Promise<void>
}

/**
 * Starts the workers and keeps them running: one that exits (a crash, a kill) is started again with a line in
 * the log. `stop()`, on SIGTERM or SIGINT, asks each to stop and waits for them all.
 */
export function runPrimary(options: PrimaryOptions): Primary {
  const logger = options.logger ?? console
  const restartDelayMs = options.restartDelayMs ?? 1_000
  let stopping = false
  cluster.setupPrimary({ exec: options.exec })

  const fork = () => {
    const worker = cluster.fork({ WORKERS: String(options.workers) })
    worker.once('exit', (code, signal) => {
      if (stopping) return
      logger.error(
        `Worker ${worker.process.pid} exited (${signal ? `signal ${signal}` : `code ${code}`}); starting another.`,
      )
      setTimeout(() => {
        if (!stopping) fork()
      }, restartDelayMs).unref()
    })
    return worker
  }
  for (let i = 0; i < options.workers; i++) fork()

  let stopped: Promise<void> | undefined
  return {
    stop() {
      stopped ??= (async () => {
        stopping = true
        const running = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined)
        await Promise.all(
          running.map(
            (worker) =>
              new Promise<void>((done) => {
                if (worker.isDead()) return done()
                worker.once('exit', () => done())
                worker.process.kill('SIGTERM')
              }),
          ),
        )
      })()
      return stopped
    },
  }
}
