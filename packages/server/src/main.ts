import { mkdirSync, writeFileSync } from 'node:fs'
import { IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { createAdaptorServer, type Http2Bindings, type HttpBindings } from '@hono/node-server'
import { type Clock, systemClock } from '@shwe/domain'
import { ensureAdminToken } from './admin/token.ts'
import { adminTokenFile } from './admin/token-file.ts'
import { createApp } from './app.ts'
import { type AppConfig, REPO_ROOT, resolveConfig, type StaticDirs } from './config.ts'
import { configFromEnv, envPort } from './config-env.ts'
import { type DatabaseHandle, openDatabase } from './db.ts'
import { purgeExpired } from './housekeeping.ts'
import { liveFeedFromEnv } from './live/env.ts'
import type { LiveFeed } from './live/feed.ts'
import { createSharedFeed } from './live/shared-feed.ts'
import { createSimulatorFeed } from './live/simulator.ts'
import { createSettlementJob, type SettlementJob } from './lottery/job.ts'
import { setupDatabase } from './migrate.ts'
import { createPushSender, type PushSender, type PushSenderOptions } from './push/sender.ts'
import {
  ensureStoredVapidKeys,
  ensureVapidKeys,
  readVapidKeys,
  type VapidKeys,
  vapidKeysFile,
  vapidKeysProblem,
} from './push/vapid.ts'
import { DEMO_PLAYER } from './seed.ts'
import { poolSizeFromEnv } from './workers.ts'

/** Expired sign-ins, tokens, keys and game sessions are deleted this often. */
const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000

/** On shutdown, win notifications in flight get this long before the database closes under them. */
const PUSH_STOP_MS = 3_000

export { REPO_ROOT } from './config.ts'

export interface StartOptions {
  /** 0 picks a free port. Default 4321. */
  port?: number
  /** Interface to listen on. Default 0.0.0.0. */
  host?: string
  /**
   * Embedded database directory; default `<repo>/.data`. Ignored when `databaseUrl` is set, except that
   * deposit receipts go to its `receipts` folder unless `config.receiptsDir` says otherwise.
   */
  dataDir?: string
  /** Use this PostgreSQL server instead of the embedded database. */
  databaseUrl?: string
  /** Seed demo data into an empty database (default true). */
  seed?: boolean
  clock?: Clock
  /** Static directories; default `dist/site`, `dist/widgets` and `examples` under the repository root. */
  static?: StaticDirs
  config?: Partial<Omit<AppConfig, 'static'>>
  /** Print the address and seeding notes (default true). */
  log?: boolean
  /**
   * The 2D live feed, started with the server and stopped on close; default the simulator, randomly seeded. On
   * PostgreSQL it is the source this process runs while it is the one polling for all (see live/shared-feed.ts).
   */
  liveFeed?: LiveFeed
  /** On PostgreSQL: makes a fresh source each later time this process takes the live feed over. */
  liveSource?: () => LiveFeed
  /** PostgreSQL connections in this process's pool (default 10); the live feed keeps one more of its own. */
  maxConnections?: number
  /** Timings, shorter in tests: the push outbox's, and how often a process tries to take the live feed over. */
  timings?: {
    push?: Pick<PushSenderOptions, 'timeoutMs' | 'pollMs' | 'retryMs' | 'claimMs'>
    liveFeedRetryMs?: number
    settlementIntervalMs?: number
  }
}

export interface RunningServer {
  url: string
  port: number
  close(): Promise<void>
}

export const defaultStaticDirs = (): StaticDirs => ({
  siteDir: resolve(REPO_ROOT, 'dist/site'),
  renderEntry: resolve(REPO_ROOT, 'dist/site-render/entry.mjs'),
  widgetsDir: resolve(REPO_ROOT, 'dist/widgets'),
  examplesDir: resolve(REPO_ROOT, 'examples'),
  examplesIndex: resolve(REPO_ROOT, 'dist/examples/index.html'),
})

/** Opens the database, migrates, seeds a fresh one, and listens. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const clock = options.clock ?? systemClock
  const log = options.log !== false
  const database = await openDatabase(
    options.databaseUrl
      ? {
          databaseUrl: options.databaseUrl,
          ...(options.maxConnections ? { maxConnections: options.maxConnections } : {}),
        }
      : { dataDir: options.dataDir ?? resolve(REPO_ROOT, '.data') },
  )
  let server: ReturnType<typeof createAdaptorServer> | undefined
  let housekeepingTimer: ReturnType<typeof setInterval> | undefined
  let settlement: SettlementJob | undefined
  let push: PushSender | undefined
  const stopPush = () =>
    push ? Promise.race([push.stop(), sleep(PUSH_STOP_MS, undefined, { ref: false })]) : undefined
  const source = options.liveFeed ?? options.liveSource?.() ?? createSimulatorFeed({ clock })
  // Several processes on one PostgreSQL share one feed; the embedded database has one process, which polls.
  const liveFeed: LiveFeed = options.databaseUrl
    ? createSharedFeed({
        databaseUrl: options.databaseUrl,
        source,
        ...(options.liveSource ? { makeSource: options.liveSource } : {}),
        clock,
        ...(options.timings?.liveFeedRetryMs ? { retryMs: options.timings.liveFeedRetryMs } : {}),
      })
    : source
  try {
    const seeded = await setupDatabase(database, {
      clock,
      seed: options.seed !== false,
      seedOptions: options.config?.scryptLogN ? { scryptLogN: options.config.scryptLogN } : {},
    })
    if (log && seeded?.seeded) {
      console.log(`Seeded demo data; demo player: ${DEMO_PLAYER.userName} / ${DEMO_PLAYER.password}`)
    }
    if (!options.config?.adminToken) {
      const generated = await ensureAdminToken(database.db)
      if (generated) {
        // Shown this once; the CLI reads it from a file only this user can read.
        const file = adminTokenFile(options.dataDir)
        mkdirSync(resolve(file, '..'), { recursive: true })
        writeFileSync(file, `${generated}\n`, { mode: 0o600 })
        if (log) console.log(`Admin token (shown once, also saved to ${file}): ${generated}`)
      }
    }

    const config = resolveConfig({
      ...options.config,
      receiptsDir:
        options.config?.receiptsDir ?? join(options.dataDir ?? resolve(REPO_ROOT, '.data'), 'receipts'),
      static: options.static ?? defaultStaticDirs(),
    })
    const vapid = await vapidKeys(config, database, options.dataDir ?? resolve(REPO_ROOT, '.data'), log)
    push = createPushSender({
      db: database.db,
      vapid: { ...vapid, subject: config.pushSubject },
      logger: console,
      config,
      clock,
      ...options.timings?.push,
    })
    const app = createApp({ db: database.db, clock, config, liveFeed, push })
    const housekeeping = () =>
      purgeExpired(database.db, clock.now(), config).catch((error: unknown) => {
        console.error('Housekeeping failed:', error)
      })
    await housekeeping()
    settlement = createSettlementJob({
      database,
      clock,
      config,
      liveFeed,
      logger: console,
      notifier: push,
      ...(options.timings?.settlementIntervalMs ? { intervalMs: options.timings.settlementIntervalMs } : {}),
    })
    // Before the feed starts, so the board shows the stored results and the feed never contradicts them.
    await settlement.start()
    housekeepingTimer = setInterval(housekeeping, HOUSEKEEPING_INTERVAL_MS)
    housekeepingTimer.unref()
    const host = options.host ?? '0.0.0.0'
    server = createAdaptorServer({ fetch: closingOnUnreadBody(app.fetch) })
    const listening = server
    await new Promise<void>((done, fail) => {
      listening.once('error', fail)
      listening.listen(options.port ?? 4321, host, () => {
        listening.off('error', fail)
        done()
      })
    })
    const { port } = listening.address() as AddressInfo
    // Listening on every interface: name it localhost. Otherwise the address itself, which is what a browser must use.
    const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host
    const url = `http://${shown}:${port}`
    liveFeed.start()
    // Also what an earlier process left unsent.
    push.start()
    if (log) console.log(`Listening on ${url}`)

    let closing: Promise<void> | undefined
    const close = () => {
      closing ??= (async () => {
        clearInterval(housekeepingTimer)
        // First, so the live streams end and their connections do not hold the listener open.
        liveFeed.stop()
        await settlement?.stop()
        await stopPush()
        await new Promise<void>((done) => {
          listening.close(() => done())
          // Let in-flight requests finish, then drop idle keep-alive connections that would hold close() open.
          if ('closeIdleConnections' in listening) listening.closeIdleConnections()
        })
        await database.close()
      })()
      return closing
    }
    return { url, port, close }
  } catch (error) {
    clearInterval(housekeepingTimer)
    liveFeed.stop()
    await settlement?.stop()
    await stopPush()
    server?.close()
    await database.close()
    throw error
  }
}

/**
 * The VAPID keys: the configured pair, else the one kept in the database (PostgreSQL: shared by every server of
 * it) or in the data folder (the embedded database), made there on first start.
 */
async function vapidKeys(
  config: AppConfig,
  database: DatabaseHandle,
  dataDir: string,
  log: boolean,
): Promise<VapidKeys> {
  if (config.vapidPublicKey !== undefined && config.vapidPrivateKey !== undefined) {
    const keys = { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey }
    const problem = vapidKeysProblem(keys)
    if (problem) throw new Error(`VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY: ${problem}`)
    return keys
  }
  if (database.driver === 'postgres') {
    // A server that kept its pair in the data folder before hands it to the database: devices stay subscribed.
    const { keys, created } = await ensureStoredVapidKeys(
      database.db,
      (await readVapidKeys(dataDir)) ?? undefined,
    )
    if (log && created) console.log('Made the Web Push (VAPID) keys, kept in the database')
    return keys
  }
  const { keys, created } = await ensureVapidKeys(dataDir)
  if (log && created) console.log(`Made the Web Push (VAPID) keys, saved to ${vapidKeysFile(dataDir)}`)
  return keys
}

/**
 * Closes the connection after a reply sent before the request's body was all read: a 413 (a body over the
 * limit is refused unread), or a refusal such as a 401 to a large receipt upload. On a kept-alive
 * connection the unread rest of the body would sit in front of the client's next request, which would then
 * fail with a socket error. With `Connection: close` Node closes the connection once the reply is sent.
 * (HTTP/1.1 only; this server does not speak HTTP/2, which has no such header.)
 */
function closingOnUnreadBody(
  fetch: (request: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>,
): (request: Request, env: HttpBindings | Http2Bindings) => Promise<Response> {
  return async (request, env) => {
    const response = await fetch(request, env)
    const isUnread = env.incoming instanceof IncomingMessage && !env.incoming.complete
    if (response.status !== 413 && !isUnread) return response
    const closing = new Response(response.body, response)
    closing.headers.set('Connection', 'close')
    return closing
  }
}

/**
 * Runs the server from the environment (`PORT`, `HOST`, `DATA_DIR`, `DATABASE_URL`, `DATABASE_CONNECTIONS`,
 * `WORKERS` (the number of processes sharing `DATABASE_CONNECTIONS`), `ADMIN_TOKEN`,
 * `RECEIPTS_DIR`, `PARTNER_ORIGINS`, `LIVE_FEED_URL`, `LIVE_FEED_SEED`, `VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY`,
 * `PUSH_SUBJECT`, `PUSH_HOSTS`) until SIGINT or SIGTERM.
 */
export async function main(): Promise<void> {
  const config = configFromEnv(process.env)
  const live = liveFeedFromEnv(process.env, { clock: systemClock, holidays: config.twoDHolidays ?? [] })
  console.log(`Live 2D feed: ${live.description}`)
  const running = await startServer({
    liveFeed: live.feed,
    port: envPort(process.env.PORT),
    host: process.env.HOST || '0.0.0.0',
    ...(process.env.DATA_DIR ? { dataDir: resolve(process.env.DATA_DIR) } : {}),
    ...(process.env.DATABASE_URL
      ? {
          databaseUrl: process.env.DATABASE_URL,
          maxConnections: poolSizeFromEnv(process.env),
          liveSource: live.make,
        }
      : {}),
    config,
  })
  const stop = (signal: string) => {
    console.log(`${signal}: shutting down`)
    const timer = setTimeout(() => {
      console.error('Shutdown took too long; exiting.')
      process.exit(1)
    }, 10_000)
    timer.unref()
    running.close().then(
      () => {
        process.exitCode = 0
        // A cluster worker's channel to the primary would keep it running.
        if (process.connected) process.disconnect?.()
      },
      (error: unknown) => {
        console.error('Shutdown failed:', error)
        process.exitCode = 1
      },
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
