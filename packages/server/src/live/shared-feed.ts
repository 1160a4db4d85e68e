import type { LiveSnapshot, TwoDResult } from '@shwe/contract'
import type { Clock } from '@shwe/domain'
import pg from 'pg'
import { processName } from '../db.ts'
import {
  coreMethods,
  createLiveCore,
  type FeedReading,
  type LiveFeed,
  type LiveLogger,
  unreadReading,
} from './feed.ts'

/**
 * One live feed for every server process of a PostgreSQL database. One process at a time holds an advisory
 * lock on a connection of its own and runs the source (polls `LIVE_FEED_URL`, or runs the simulator); each
 * reading it gets is stored in `live_feed_state` and sent to every process, itself included, with `NOTIFY`.
 * Every process shows what arrives on its `LISTEN`, so the streams of all processes change together, and a
 * process that starts shows the stored reading at once. When the polling process dies its connection closes,
 * PostgreSQL lets the lock go, and the next process to try (every `retryMs`) takes the feed over with a source
 * of its own. A result an operator enters through any process is sent the same way and shown by all at once.
 * Each process still makes results final on its own board and stores them (an insert that keeps the first), so
 * a result is stored even when the polling process dies just after reading it.
 */

/** A fixed key for PostgreSQL's advisory lock held by the process that polls the live feed. */
export const LIVE_FEED_LOCK_KEY = 7_264_110_204

/** The channel every server process listens on. */
export const LIVE_CHANNEL = 'shwe_live'

/** Below PostgreSQL's 8,000-byte limit on a notification; a longer reading is read from the table instead. */
const MAX_PAYLOAD = 7_500

type Message =
  | { kind: 'reading'; reading: FeedReading; stale: boolean }
  | { kind: 'stored' }
  | { kind: 'result'; result: TwoDResult }

export interface SharedFeedOptions {
  databaseUrl: string
  /** The source this process runs while it holds the feed: the first time. */
  source: LiveFeed
  /** A fresh source for each later time (after a lost connection); default the first one again. */
  makeSource?: () => LiveFeed
  clock: Clock
  logger?: LiveLogger
  /** How often a process without the feed tries to take it, and waits before connecting again. Default 1 s. */
  retryMs?: number
}

export type SharedFeed = LiveFeed & {
  /** Whether this process runs the source now. */
  isPolling(): boolean
}

/** A snapshot as the reading it came from: the core adds the `source` of each row and the flags itself. */
function readingOf(snapshot: LiveSnapshot): FeedReading {
  return {
    server_time: snapshot.server_time,
    live: snapshot.live,
    result: snapshot.result.map(({ source: _source, ...row }) => row),
    holiday: snapshot.holiday,
  }
}

export function createSharedFeed(options: SharedFeedOptions): SharedFeed {
  const { clock } = options
  const logger = options.logger ?? console
  const retryMs = options.retryMs ?? 1_000
  const kind = options.source.snapshot().source
  const now = clock.now()
  const core = createLiveCore({
    source: kind === 'admin' ? 'simulator' : kind,
    clock,
    logger,
    initial: unreadReading(now),
    // Nothing has arrived yet.
    stale: true,
  })

  let client: pg.Client | undefined
  let connecting = false
  let polling: { source: LiveFeed; unsubscribe: () => void; sent?: LiveSnapshot } | undefined
  let usedFirst = false
  let timer: ReturnType<typeof setInterval> | undefined
  let running = false
  /** Writes from this process, one after another, so the readings arrive in the order they were read. */
  let writing: Promise<void> = Promise.resolve()
  let reported: string | undefined

  function report(problem: string | undefined) {
    if (problem === reported) return
    reported = problem
    if (problem) logger.error(`Live 2D feed: ${problem}`)
    else logger.info?.('Live 2D feed: connected to the database')
  }

  function apply(message: Message) {
    if (message.kind === 'reading') {
      core.publish(message.reading)
      if (message.stale) core.markStale()
    } else if (message.kind === 'result') {
      core.restore([message.result])
    } else {
      void loadState()
    }
  }

  async function loadState() {
    const c = client
    if (!c) return
    try {
      const { rows } = await c.query<{ reading: FeedReading; stale: boolean }>(
        'select reading, stale from live_feed_state where id = 1',
      )
      const [row] = rows
      if (row) apply({ kind: 'reading', reading: row.reading, stale: row.stale })
    } catch (error) {
      logger.error('Live 2D feed: could not read the stored reading:', error)
    }
  }

  function write(work: (c: pg.Client) => Promise<unknown>) {
    writing = writing.then(async () => {
      const c = client
      if (!c) return
      try {
        await work(c)
      } catch (error) {
        logger.error('Live 2D feed: could not pass a reading on:', error)
      }
    })
  }

  /** Stores the source's snapshot and tells every process; skipped when it is the one sent last. */
  function forward(snapshot: LiveSnapshot) {
    if (!polling || polling.sent === snapshot) return
    polling.sent = snapshot
    const reading = readingOf(snapshot)
    const whole = JSON.stringify({ kind: 'reading', reading, stale: snapshot.stale } satisfies Message)
    const payload = Buffer.byteLength(whole) <= MAX_PAYLOAD ? whole : JSON.stringify({ kind: 'stored' })
    write((c) =>
      c.query(
        `with saved as (
           insert into live_feed_state (id, reading, stale, updated_at) values (1, $1::jsonb, $2, now())
           on conflict (id) do update set reading = excluded.reading, stale = excluded.stale, updated_at = excluded.updated_at
           returning 1)
         select pg_notify($3, $4) from saved`,
        [JSON.stringify(reading), snapshot.stale, LIVE_CHANNEL, payload],
      ),
    )
  }

  function startPolling() {
    const source = usedFirst ? (options.makeSource?.() ?? options.source) : options.source
    usedFirst = true
    const unsubscribe = source.subscribe(forward)
    polling = { source, unsubscribe }
    logger.info?.(`Live 2D feed: this process (${processName()}) polls the feed now`)
    source.start()
    // A source that has read nothing yet shows placeholders marked stale: not worth passing on.
    const first = source.snapshot()
    if (!first.stale) forward(first)
  }

  function stopPolling() {
    if (!polling) return
    polling.unsubscribe()
    polling.source.stop()
    polling = undefined
  }

  function lost(c: pg.Client, error?: Error) {
    if (client !== c) return
    client = undefined
    c.removeAllListeners('notification')
    c.end().catch(() => {})
    // The lock went with the connection: another process may poll already.
    stopPolling()
    core.markStale()
    report(`lost the database connection${error ? ` (${error.message})` : ''}; trying again`)
  }

  async function connect() {
    connecting = true
    const c = new pg.Client({ connectionString: options.databaseUrl, application_name: processName() })
    c.on('error', (error) => lost(c, error))
    c.on('end', () => lost(c))
    try {
      await c.connect()
      c.on('notification', (note) => {
        if (note.channel !== LIVE_CHANNEL || !note.payload) return
        try {
          apply(JSON.parse(note.payload) as Message)
        } catch (error) {
          logger.error('Live 2D feed: a notification could not be read:', error)
        }
      })
      await c.query(`listen ${LIVE_CHANNEL}`)
      if (!running) {
        await c.end()
        return
      }
      client = c
      report(undefined)
      await loadState()
    } catch (error) {
      c.removeAllListeners('notification')
      c.end().catch(() => {})
      report(`cannot connect to the database (${error instanceof Error ? error.message : String(error)})`)
    } finally {
      connecting = false
    }
  }

  let ticking = false
  async function tick() {
    if (ticking || !running) return
    ticking = true
    try {
      if (!client) {
        if (connecting) return
        await connect()
        if (!client) return
      }
      if (polling) {
        // Passes on the source's clock too (a new `server_time`), which changes no stream.
        forward(polling.source.snapshot())
        return
      }
      const c = client
      const { rows } = await c.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
        LIVE_FEED_LOCK_KEY,
      ])
      if (rows[0]?.locked && client === c && running) startPolling()
    } catch (error) {
      logger.error('Live 2D feed: could not take the feed:', error)
    } finally {
      ticking = false
    }
  }

  return {
    ...coreMethods(core),
    setResult(date, session, twod) {
      const outcome = core.setResult(date, session, twod)
      // Every other process shows it at once (their sweeps would show it within half a minute anyway).
      if (outcome.ok && outcome.created) {
        const payload = JSON.stringify({ kind: 'result', result: outcome.result } satisfies Message)
        write((c) => c.query('select pg_notify($1, $2)', [LIVE_CHANNEL, payload]))
      }
      return outcome
    },
    isPolling: () => polling !== undefined,
    start() {
      if (running) return
      running = true
      timer = setInterval(() => void tick(), retryMs)
      timer.unref()
      void tick()
    },
    stop() {
      running = false
      clearInterval(timer)
      timer = undefined
      stopPolling()
      const c = client
      client = undefined
      if (c) {
        c.removeAllListeners('notification')
        c.removeAllListeners('end')
        void writing.finally(() => c.end().catch(() => {}))
      }
      core.stopped()
    },
  }
}
