/**
 * `npm run bench:server`: how fast the reference server moves money on PostgreSQL.
 *
 * Starts the server on a scratch database of the PostgreSQL server named by DATABASE_URL, with its clock
 * stopped on a Monday morning while 2D betting is open, and signs in one player per client. Then, each for a
 * fixed time and from 16 concurrent HTTP clients:
 *
 * - exchanges: the clients exchange main <-> game; prints exchanges per second and the p50 / p99 latency;
 * - 2D slips: the clients place 2D slips of ten numbers, one of them the same hot number on every slip, so
 *   every slip takes that number's cap row; prints accepted slips per second and their p50 / p99 latency,
 *   and how many were refused by the cap. Afterwards the hot number's stakes must add up to its exposure
 *   row, within the cap.
 *
 * - the rush: on a fresh database, 64 clients place slips of ten numbers, three of them among five hot numbers,
 *   with the per-number cap set from the 2D phase's rate so that the hot numbers fill up near the end; prints
 *   accepted and refused slips per second and the p50 / p99 of each, and checks that no number passed its cap,
 *   that each number's lines add up to its exposure row, and that the ledger audit is clean.
 *
 * Then, on the first database, measures the raw rate of single-row conditional-update transactions
 * (BEGIN; UPDATE ... WHERE balance >= $1; COMMIT) from 16 connections, the ceiling any ledger on this
 * machine works under, and prints the ratios.
 *
 * `npm run bench:server -- --workers 2` runs the three phases twice, with the server as one process and as two
 * (`node:cluster` on one port, as `WORKERS=2 npm start` runs it, each on the stopped clock), and prints their
 * figures side by side.
 */
import cluster from 'node:cluster'
import { createServer } from 'node:net'
import { performance } from 'node:perf_hooks'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { fixedClock } from '@shwe/domain'
import pg from 'pg'
import { openDatabase, startServer } from '../packages/server/src/index.ts'
import { auditLedger } from '../packages/server/src/ledger-audit.ts'
import { createSimulatorFeed } from '../packages/server/src/live/simulator.ts'
import { hashPassword } from '../packages/server/src/password.ts'
import { SERVER_PROCESS_ENV, serverProcessEnv } from '../packages/server/src/server-process.ts'
import { createScratchDatabase, TEST_SCRYPT_LOG_N } from '../packages/server/src/test-db.ts'
import { createUser } from '../packages/server/src/users.ts'

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16)
/** `--workers n`: also measure the server as n processes, beside one. */
const workersArg = process.argv.indexOf('--workers')
const WORKERS = workersArg >= 0 ? Number(process.argv[workersArg + 1]) : 0
if (workersArg >= 0 && !(Number.isInteger(WORKERS) && WORKERS >= 1)) {
  console.error('bench:server --workers needs a positive whole number of server processes')
  process.exit(1)
}
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const WARMUP_SECONDS = 2

/** The server's stopped clock: a Monday (a Yangon trading day) before the morning cut-off of 11:51. */
const NOW = '2026-11-23T10:00:00+06:30'
const DRAW = { date: '2026-11-23', session: 'morning' }
/** On every slip, to stress its per-number cap row. */
const HOT_NUMBER = '47'
const NUMBERS_PER_SLIP = 10
/** Kyat per number, the 2D minimum. */
const LINE_KYAT = 100
/** Per number per draw over all players, in kyat: high enough that the benchmark measures accepted slips. */
const CAP_KYAT = BigInt(process.env.BENCH_TWOD_CAP_KYAT ?? 10_000_000_000)

type Kind = 'exchange' | 'twod' | 'rush'

/** The rush: clients, hot numbers, and how many of them each slip takes. */
const RUSH_CLIENTS = Number(process.env.BENCH_RUSH_CLIENTS ?? 64)
const RUSH_HOT = ['07', '23', '47', '58', '91']
const RUSH_HOT_PER_SLIP = 3

interface LoadOptions {
  kind: Kind
  url: string
  tokens: string[]
  seconds: number
  warmup: number
}

interface LoadResult {
  /** Milliseconds per measured request: accepted, refused by the 2D cap, anything else. */
  ok: number[]
  cap: number[]
  failed: number[]
  /** Accepted and refused by the cap over the whole run, warm-up included. */
  okTotal: number
  capTotal: number
  /** Failed over the whole run, warm-up included, and what the first few were. */
  failedTotal: number
  failedSamples: string[]
  elapsed: number
}

/** `count` distinct numbers of `from`, picked at random. */
function pick(from: readonly string[], count: number): string[] {
  const pool = [...from]
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(Math.random() * (pool.length - i))
    ;[pool[i], pool[j]] = [pool[j] as string, pool[i] as string]
  }
  return pool.slice(0, count)
}

const ALL_NUMBERS = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'))

/**
 * A slip of ten distinct numbers, 100 kyat each: for the 2D phase the hot number and nine others, for the rush
 * three of the five hot numbers and seven others, all picked at random.
 */
function slipBody(kind: 'twod' | 'rush'): string {
  const hot = kind === 'twod' ? [HOT_NUMBER] : pick(RUSH_HOT, RUSH_HOT_PER_SLIP)
  const cold = ALL_NUMBERS.filter((num) => !(kind === 'twod' ? [HOT_NUMBER] : RUSH_HOT).includes(num))
  const numbers = [...hot, ...pick(cold, NUMBERS_PER_SLIP - hot.length)]
  return JSON.stringify({
    totalAmount: LINE_KYAT * NUMBERS_PER_SLIP,
    amounts: numbers.map((num) => ({ num, amount: LINE_KYAT })),
  })
}

/**
 * Inside the worker: one client per token, each with its own player, exchanging 1 kyat back and forth or
 * placing 2D slips.
 */
async function load(options: LoadOptions): Promise<LoadResult> {
  const result: LoadResult = {
    ok: [],
    cap: [],
    failed: [],
    okTotal: 0,
    capTotal: 0,
    failedTotal: 0,
    failedSamples: [],
    elapsed: 0,
  }
  const measureFrom = performance.now() + options.warmup * 1000
  const stopAt = measureFrom + options.seconds * 1000
  await Promise.all(
    options.tokens.map(async (token, client) => {
      let n = client
      while (performance.now() < stopAt) {
        const path =
          options.kind !== 'exchange'
            ? 'twod-bet'
            : n++ % 2 === 0
              ? 'exchange-main-to-game'
              : 'exchange-game-to-main'
        const started = performance.now()
        const res = await fetch(`${options.url}/api/${path}`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            Authorization: `Bearer ${token}`,
          },
          body: options.kind === 'exchange' ? '{"amount":1}' : slipBody(options.kind),
        })
        const text = await res.text()
        const ms = performance.now() - started
        let outcome: 'ok' | 'cap' | 'failed' = res.status === 200 ? 'ok' : 'failed'
        // A 2D refusal by cap (or closure, of which the benchmark has none) lists the refused numbers.
        if (options.kind !== 'exchange' && res.status === 400) {
          const data = (JSON.parse(text) as { data?: unknown }).data
          if (Array.isArray(data)) outcome = 'cap'
        }
        if (outcome === 'ok') result.okTotal++
        if (outcome === 'cap') result.capTotal++
        if (outcome === 'failed') {
          result.failedTotal++
          if (result.failedSamples.length < 5)
            result.failedSamples.push(`${res.status} ${text.slice(0, 200)}`)
        }
        if (started >= measureFrom) result[outcome].push(ms)
      }
    }),
  )
  result.elapsed = (performance.now() - measureFrom) / 1000
  return result
}

const adminUrl = process.env.DATABASE_URL
if (!isMainThread) {
  load(workerData).then((result) => parentPort?.postMessage(result))
} else if (!adminUrl) {
  console.error(
    'bench:server needs a PostgreSQL server: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).',
  )
  process.exit(1)
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

// The HTTP clients run in a worker thread, so the server's event loop does only the server's work.
const runLoad = (options: LoadOptions) =>
  new Promise<LoadResult>((done, fail) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: options })
    worker.once('message', done)
    worker.once('error', fail)
  })

/**
 * Waits (at most 2 s) until no connection to the scratch database is left: a closed pool's connections
 * linger a moment, and dropping the database with them still there makes their pools report errors.
 */
async function closedConnections(adminUrl: string, scratchUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    const name = new URL(scratchUrl).pathname.slice(1)
    for (let i = 0; i < 40; i++) {
      const { rows } = await admin.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      )
      if ((rows[0]?.n ?? 0) === 0) return
      await new Promise((done) => setTimeout(done, 50))
    }
  } finally {
    await admin.end()
  }
}

/** A free port on the loopback interface, for the workers to share. */
const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => done(port))
    })
  })

/**
 * The server on `databaseUrl`: in this process (`workers` 0), or as that many cluster workers on one port, each
 * a whole server (packages/server/src/server-process.ts) on the same stopped clock.
 */
async function runServer(databaseUrl: string, capKyat: bigint, workers: number) {
  const config = { scryptLogN: TEST_SCRYPT_LOG_N, twoDCapPya: capKyat * 100n }
  if (workers === 0) {
    const clock = fixedClock(new Date(NOW))
    return startServer({
      databaseUrl,
      port: 0,
      host: '127.0.0.1',
      seed: true,
      log: false,
      clock,
      liveFeed: createSimulatorFeed({ clock, seed: 'bench' }),
      config,
    })
  }
  const port = await freePort()
  cluster.setupPrimary({
    exec: new URL('../packages/server/src/server-process.ts', import.meta.url).pathname,
    silent: true,
  })
  const env = serverProcessEnv({
    databaseUrl,
    port,
    clock: NOW,
    config,
    seed: true,
    simulatorSeed: 'bench',
    // The workers share the pool one process has, as WORKERS does with DATABASE_CONNECTIONS.
    maxConnections: Math.max(2, Math.floor(10 / workers)),
  })
  const forked = Array.from({ length: workers }, () => cluster.fork({ [SERVER_PROCESS_ENV]: env }))
  await Promise.all(
    forked.map(
      (worker) =>
        new Promise<void>((done, fail) => {
          worker.once('listening', () => done())
          worker.once('exit', (code) => fail(new Error(`a server process exited (${code}) before listening`)))
        }),
    ),
  )
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      Promise.all(
        forked.map(
          (worker) =>
            new Promise<void>((done) => {
              if (worker.isDead()) return done()
              worker.once('exit', () => done())
              worker.process.kill('SIGTERM')
            }),
        ),
      ).then(() => undefined),
  }
}

/** A server on a scratch database of its own, with a per-number 2D cap, and a way to sign players in. */
async function benchServer(url: string, capKyat: bigint, workers: number) {
  const scratch = await createScratchDatabase(url)
  const server = await runServer(scratch.url, capKyat, workers)
  const setup = await openDatabase({ databaseUrl: scratch.url, maxConnections: 2 })
  const hash = await hashPassword('bench-pass', TEST_SCRYPT_LOG_N)
  return {
    scratch,
    server,
    setup,
    /** `count` new players with these balances, each signed in; their tokens. */
    async signIn(prefix: string, count: number, balances: { main: bigint; game: bigint }) {
      const tokens: string[] = []
      for (let i = 0; i < count; i++) {
        const userName = `${prefix}${i}`
        await createUser(setup.db, { userName, name: userName, passwordHash: hash, role: 'player', balances })
        const res = await fetch(`${server.url}/api/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ user_name: userName, password: 'bench-pass' }),
        })
        tokens.push(((await res.json()) as { data: { token: string } }).data.token)
      }
      return tokens
    },
    async close() {
      await setup.close()
      await server.close()
      await closedConnections(url, scratch.url)
      await scratch.drop()
    },
  }
}

/**
 * The draw rush: RUSH_CLIENTS players slip at once, three hot numbers on every slip, until the hot numbers reach
 * `capKyat`. Afterwards every number's lines add up to its exposure row within the cap, and the ledger balances.
 */
async function rush(url: string, capKyat: bigint, workers: number) {
  const bench = await benchServer(url, capKyat, workers)
  try {
    const tokens = await bench.signIn('rush', RUSH_CLIENTS, { main: 0n, game: 1_000_000_000_000n })
    const result = await runLoad({
      kind: 'rush',
      url: bench.server.url,
      tokens,
      seconds: SECONDS,
      warmup: WARMUP_SECONDS,
    })
    const pool = new pg.Pool({ connectionString: bench.scratch.url, max: 2 })
    try {
      const { rows } = await pool.query<{ bet_number: string; staked: string; exposure: string | null }>(
        `select b.bet_number, sum(b.bet_amount)::text as staked, e.total::text as exposure
           from lottery_bets b
           left join lottery_exposure e on e.game = b.game and e.draw_date = b.draw_date
             and e.session = b.session and e.bet_number = b.bet_number
          where b.game = '2d' and b.draw_date = $1 and b.session = $2
          group by b.bet_number, e.total`,
        [DRAW.date, DRAW.session],
      )
      const over = rows.filter((row) => BigInt(row.staked) > capKyat * 100n)
      const unequal = rows.filter((row) => row.staked !== row.exposure)
      const full = RUSH_HOT.filter((num) =>
        rows.some(
          (row) => row.bet_number === num && BigInt(row.staked) + BigInt(LINE_KYAT) * 100n > capKyat * 100n,
        ),
      )
      const audit = await auditLedger(bench.setup.db)
      const clean =
        audit.total === 0n &&
        audit.negativeUserAccounts.length === 0 &&
        audit.mismatchedAccounts.length === 0 &&
        audit.unbalancedTransactions.length === 0
      return { result, over: over.length, unequal: unequal.length, full, clean }
    } finally {
      await pool.end()
    }
  } finally {
    await bench.close()
  }
}

/** The figures of the three phases on one server (in this process, or as `workers` processes). */
async function phases(url: string, workers: number) {
  const bench = await benchServer(url, CAP_KYAT, workers)
  const { scratch, server } = bench
  try {
    const signIn = (prefix: string, balances: { main: bigint; game: bigint }) =>
      bench.signIn(prefix, CLIENTS, balances)
    const exchangeTokens = await signIn('bench', { main: 100_000_000n, game: 100_000_000n })
    const twoDTokens = await signIn('bench2d', { main: 0n, game: 1_000_000_000_000n })

    const exchanges = await runLoad({
      kind: 'exchange',
      url: server.url,
      tokens: exchangeTokens,
      seconds: SECONDS,
      warmup: WARMUP_SECONDS,
    })
    const latencies = [...exchanges.ok, ...exchanges.failed].sort((a, b) => a - b)
    const httpRate = latencies.length / exchanges.elapsed

    const slips = await runLoad({
      kind: 'twod',
      url: server.url,
      tokens: twoDTokens,
      seconds: SECONDS,
      warmup: WARMUP_SECONDS,
    })
    const slipLatencies = [...slips.ok].sort((a, b) => a - b)
    const slipRate = slipLatencies.length / slips.elapsed

    // The rush's cap: what the hot numbers would take in three quarters of the run at the 2D phase's rate.
    const perHotKyatPerSecond = (slipRate * RUSH_HOT_PER_SLIP * LINE_KYAT) / RUSH_HOT.length
    const rushCapKyat = BigInt(
      process.env.BENCH_RUSH_CAP_KYAT ??
        Math.max(LINE_KYAT, Math.round(perHotKyatPerSecond * (SECONDS + WARMUP_SECONDS) * 0.75)),
    )
    const rushed = await rush(url, rushCapKyat, workers)

    const pool = new pg.Pool({ connectionString: scratch.url, max: 2 })
    // Every accepted slip staked LINE_KYAT on the hot number: its lines, its exposure row and the count agree.
    const { rows } = await pool.query<{ staked: string; exposure: string | null }>(
      `select
         (select coalesce(sum(bet_amount), 0) from lottery_bets
           where game = '2d' and draw_date = $1 and session = $2 and bet_number = $3) as staked,
         (select total from lottery_exposure
           where game = '2d' and draw_date = $1 and session = $2 and bet_number = $3) as exposure`,
      [DRAW.date, DRAW.session, HOT_NUMBER],
    )
    await pool.end()
    const staked = BigInt(rows[0]?.staked ?? 0)
    const exposure = BigInt(rows[0]?.exposure ?? 0)
    const expected = BigInt(slips.okTotal) * BigInt(LINE_KYAT) * 100n
    const consistent = staked === exposure && exposure === expected && exposure <= CAP_KYAT * 100n
    return {
      exchanges,
      latencies,
      httpRate,
      slips,
      slipLatencies,
      slipRate,
      rushCapKyat,
      rushed,
      staked,
      exposure,
      consistent,
    }
  } finally {
    await bench.close()
  }
}

type Phases = Awaited<ReturnType<typeof phases>>

/** The raw ceiling: the same kind of statement the ledger issues, without HTTP, auth or the ledger rows. */
async function rawRate(url: string) {
  const scratch = await createScratchDatabase(url)
  const pool = new pg.Pool({ connectionString: scratch.url, max: CLIENTS })
  // Dropping the scratch database ends any connection still closing; anything else is worth a line.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') console.error('PostgreSQL pool error:', error.message)
  })
  try {
    await pool.query(
      'create table bench_accounts (id int primary key, balance bigint not null check (balance >= 0))',
    )
    await pool.query(`insert into bench_accounts select g, 1000000000 from generate_series(1, ${CLIENTS}) g`)
    let rawCount = 0
    const rawStop = performance.now() + SECONDS * 1000
    const rawStart = performance.now()
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, i) => {
        const conn = await pool.connect()
        try {
          while (performance.now() < rawStop) {
            await conn.query('begin')
            await conn.query(
              'update bench_accounts set balance = balance - 1 where id = $1 and balance >= 1',
              [i + 1],
            )
            await conn.query('commit')
            rawCount++
          }
        } finally {
          conn.release()
        }
      }),
    )
    return rawCount / ((performance.now() - rawStart) / 1000)
  } finally {
    await pool.end()
    await closedConnections(url, scratch.url)
    await scratch.drop()
  }
}

const ms = (sorted: number[], p: number) => percentile(sorted, p).toFixed(0)

/** Whether a run broke a rule (a failed request, a number over its cap, an unclean ledger). */
const broken = (r: Phases) =>
  r.exchanges.failed.length > 0 ||
  r.slips.failedTotal > 0 ||
  !r.consistent ||
  r.rushed.over > 0 ||
  r.rushed.unequal > 0 ||
  !r.rushed.clean ||
  r.rushed.result.failedTotal > 0

function printOne(r: Phases, raw: number) {
  const { exchanges, latencies, httpRate, slips, slipLatencies, slipRate, rushed } = r
  console.log(`bench:server on PostgreSQL, ${CLIENTS} concurrent clients, ${SECONDS} s each`)
  console.log(
    `  HTTP exchanges:        ${httpRate.toFixed(0)}/s (${latencies.length} requests, ${exchanges.failed.length} not 200)`,
  )
  console.log(
    `  latency p50 / p99:     ${percentile(latencies, 50).toFixed(2)} ms / ${percentile(latencies, 99).toFixed(2)} ms`,
  )
  console.log(
    `  2D slips: ${slipRate.toFixed(0)}/s, p50 ${ms(slipLatencies, 50)} ms, p99 ${ms(slipLatencies, 99)} ms ` +
      `(${NUMBERS_PER_SLIP} numbers per slip, ${CLIENTS} clients, hot number ${HOT_NUMBER})`,
  )
  console.log(
    `  2D slips refused: ${slips.capTotal} by the cap of ${CAP_KYAT} kyat per number, ` +
      `${slips.failedTotal} otherwise (warm-up included)`,
  )
  for (const sample of slips.failedSamples) console.log(`    refused: ${sample}`)
  console.log(
    `  2D hot number ${HOT_NUMBER}: ${r.staked / 100n} kyat staked, exposure ${r.exposure / 100n} kyat, ` +
      `${slips.okTotal} slips accepted (warm-up included): ${r.consistent ? 'consistent' : 'INCONSISTENT'}`,
  )
  const rushOk = [...rushed.result.ok].sort((a, b) => a - b)
  const rushCap = [...rushed.result.cap].sort((a, b) => a - b)
  const rushAll = [...rushed.result.ok, ...rushed.result.cap].sort((a, b) => a - b)
  console.log(
    `  rush: ${RUSH_CLIENTS} clients, ${RUSH_HOT_PER_SLIP} of ${RUSH_HOT.length} hot numbers on every slip, ` +
      `cap ${r.rushCapKyat} kyat per number`,
  )
  console.log(
    `    accepted ${(rushOk.length / rushed.result.elapsed).toFixed(0)}/s (p50 ${ms(rushOk, 50)} ms, ` +
      `p99 ${ms(rushOk, 99)} ms), refused by the cap ${(rushCap.length / rushed.result.elapsed).toFixed(0)}/s ` +
      `(p50 ${ms(rushCap, 50)} ms, p99 ${ms(rushCap, 99)} ms), all p99 ${ms(rushAll, 99)} ms, ` +
      `${rushed.result.failedTotal} failed otherwise`,
  )
  for (const sample of rushed.result.failedSamples) console.log(`    failed: ${sample}`)
  console.log(
    `    hot numbers full: ${rushed.full.join(', ') || 'none'}; numbers over the cap: ${rushed.over}; ` +
      `lines not matching their exposure row: ${rushed.unequal}; ledger audit: ${rushed.clean ? 'clean' : 'NOT CLEAN'}`,
  )
  console.log(`  raw conditional-update transactions: ${raw.toFixed(0)}/s`)
  console.log(`  ratio HTTP exchange / raw transaction: ${(httpRate / raw).toFixed(3)}`)
  console.log(`  ratio 2D slip / raw transaction: ${(slipRate / raw).toFixed(3)}`)
}

/** The figures of one worker and of `workers`, side by side. */
function printSideBySide(runs: [number, Phases][], raw: number) {
  const head = runs.map(([n]) => `${n} worker${n === 1 ? '' : 's'}`.padStart(22))
  const row = (name: string, cell: (r: Phases) => string) =>
    console.log(`  ${name.padEnd(34)}${runs.map(([, r]) => cell(r).padStart(22)).join('')}`)
  const rate = (count: number, seconds: number) => `${(count / seconds).toFixed(0)}/s`
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b)
  console.log(
    `bench:server on PostgreSQL, ${CLIENTS} concurrent clients, ${SECONDS} s each, as cluster workers`,
  )
  console.log(`  ${''.padEnd(34)}${head.join('')}`)
  row('HTTP exchanges', (r) => `${r.httpRate.toFixed(0)}/s`)
  row('  p50 / p99', (r) => `${ms(r.latencies, 50)} / ${ms(r.latencies, 99)} ms`)
  row('  not 200', (r) => String(r.exchanges.failed.length))
  row('2D slips', (r) => `${r.slipRate.toFixed(0)}/s`)
  row('  p50 / p99', (r) => `${ms(r.slipLatencies, 50)} / ${ms(r.slipLatencies, 99)} ms`)
  row('  hot number consistent', (r) => (r.consistent ? 'yes' : 'NO'))
  row('rush accepted', (r) => rate(r.rushed.result.ok.length, r.rushed.result.elapsed))
  row('  p50 / p99', (r) => {
    const ok = sorted(r.rushed.result.ok)
    return `${ms(ok, 50)} / ${ms(ok, 99)} ms`
  })
  row('rush refused by the cap', (r) => rate(r.rushed.result.cap.length, r.rushed.result.elapsed))
  row('  all p99', (r) => `${ms(sorted([...r.rushed.result.ok, ...r.rushed.result.cap]), 99)} ms`)
  row('  cap per hot number (kyat)', (r) => String(r.rushCapKyat))
  row('  hot numbers full', (r) => r.rushed.full.join(',') || 'none')
  row('  over the cap / failed', (r) => `${r.rushed.over} / ${r.rushed.result.failedTotal}`)
  row('  ledger audit', (r) => (r.rushed.clean ? 'clean' : 'NOT CLEAN'))
  console.log(`  raw conditional-update transactions: ${raw.toFixed(0)}/s`)
}

async function main(url: string) {
  if (WORKERS === 0) {
    const run = await phases(url, 0)
    printOne(run, await rawRate(url))
    if (broken(run)) process.exitCode = 1
    return
  }
  const counts = [...new Set([1, WORKERS])]
  const runs: [number, Phases][] = []
  for (const n of counts) runs.push([n, await phases(url, n)])
  printSideBySide(runs, await rawRate(url))
  if (runs.some(([, r]) => broken(r))) process.exitCode = 1
}

if (isMainThread && adminUrl) {
  main(adminUrl).catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
