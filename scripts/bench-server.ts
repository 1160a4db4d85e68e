/**
 * `npm run bench:server`: how fast the reference server moves money on PostgreSQL.
 *
 * Starts the server on a scratch database of the PostgreSQL server named by DATABASE_URL, signs in one
 * player per client, and for a fixed time has 16 concurrent HTTP clients exchange main <-> game; prints
 * exchanges per second and the p50 / p99 latency. Then, on the same database, measures the raw rate of
 * single-row conditional-update transactions (BEGIN; UPDATE ... WHERE balance >= $1; COMMIT) from 16
 * connections, the ceiling any ledger on this machine works under, and prints the ratio.
 */
import { performance } from 'node:perf_hooks'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import pg from 'pg'
import { openDatabase, startServer } from '../packages/server/src/index.ts'
import { hashPassword } from '../packages/server/src/password.ts'
import { createScratchDatabase, TEST_SCRYPT_LOG_N } from '../packages/server/src/test-db.ts'
import { createUser } from '../packages/server/src/users.ts'

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const WARMUP_SECONDS = 2

/** Inside the worker: 16 clients, each with its own player, exchanging 1 kyat back and forth. */
async function load(options: { url: string; tokens: string[]; seconds: number; warmup: number }) {
  const latencies: number[] = []
  let failures = 0
  const measureFrom = performance.now() + options.warmup * 1000
  const stopAt = measureFrom + options.seconds * 1000
  await Promise.all(
    options.tokens.map(async (token, client) => {
      let n = client
      while (performance.now() < stopAt) {
        const path = n++ % 2 === 0 ? 'exchange-main-to-game' : 'exchange-game-to-main'
        const started = performance.now()
        const res = await fetch(`${options.url}/api/${path}`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            Authorization: `Bearer ${token}`,
          },
          body: '{"amount":1}',
        })
        await res.arrayBuffer()
        if (started >= measureFrom) {
          latencies.push(performance.now() - started)
          if (res.status !== 200) failures++
        }
      }
    }),
  )
  return { latencies, failures, elapsed: (performance.now() - measureFrom) / 1000 }
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

async function main(url: string) {
  const scratch = await createScratchDatabase(url)
  const server = await startServer({
    databaseUrl: scratch.url,
    port: 0,
    host: '127.0.0.1',
    seed: true,
    log: false,
    config: { scryptLogN: TEST_SCRYPT_LOG_N },
  })
  const setup = await openDatabase({ databaseUrl: scratch.url, maxConnections: 2 })
  try {
    const hash = await hashPassword('bench-pass', TEST_SCRYPT_LOG_N)
    const tokens: string[] = []
    for (let i = 0; i < CLIENTS; i++) {
      const userName = `bench${i}`
      await createUser(setup.db, {
        userName,
        name: userName,
        passwordHash: hash,
        role: 'player',
        balances: { main: 100_000_000n, game: 100_000_000n },
      })
      const res = await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ user_name: userName, password: 'bench-pass' }),
      })
      tokens.push(((await res.json()) as { data: { token: string } }).data.token)
    }

    // The HTTP clients run in a worker thread, so the server's event loop does only the server's work.
    const { latencies, failures, elapsed } = await new Promise<{
      latencies: number[]
      failures: number
      elapsed: number
    }>((done, fail) => {
      const worker = new Worker(new URL(import.meta.url), {
        workerData: { url: server.url, tokens, seconds: SECONDS, warmup: WARMUP_SECONDS },
      })
      worker.once('message', done)
      worker.once('error', fail)
    })
    latencies.sort((a, b) => a - b)
    const httpRate = latencies.length / elapsed

    // The raw ceiling: the same kind of statement the ledger issues, without HTTP, auth or the ledger rows.
    const pool = new pg.Pool({ connectionString: scratch.url, max: CLIENTS })
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
    const rawRate = rawCount / ((performance.now() - rawStart) / 1000)
    await pool.end()

    console.log(`bench:server on PostgreSQL, ${CLIENTS} concurrent clients, ${SECONDS} s each`)
    console.log(
      `  HTTP exchanges:        ${httpRate.toFixed(0)}/s (${latencies.length} requests, ${failures} not 200)`,
    )
    console.log(
      `  latency p50 / p99:     ${percentile(latencies, 50).toFixed(2)} ms / ${percentile(latencies, 99).toFixed(2)} ms`,
    )
    console.log(`  raw conditional-update transactions: ${rawRate.toFixed(0)}/s`)
    console.log(`  ratio HTTP exchange / raw transaction: ${(httpRate / rawRate).toFixed(3)}`)
    if (failures > 0) process.exitCode = 1
  } finally {
    await setup.close()
    await server.close()
    await scratch.drop()
  }
}

if (isMainThread && adminUrl) {
  main(adminUrl).catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
