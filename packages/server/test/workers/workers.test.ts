import { createECDH, randomBytes, randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueToken } from '../../src/auth.ts'
import { type DatabaseHandle, openDatabase } from '../../src/db.ts'
import { auditLedger } from '../../src/ledger-audit.ts'
import { LIVE_FEED_LOCK_KEY } from '../../src/live/shared-feed.ts'
import { migrate } from '../../src/migrate.ts'
import { hashPassword } from '../../src/password.ts'
import {
  type ServerProcess,
  type ServerProcessOptions,
  spawnServerProcess,
} from '../../src/server-process.ts'
import {
  CLEAN_LEDGER,
  createScratchDatabase,
  type ScratchDatabase,
  TEST_SCRYPT_LOG_N,
} from '../../src/test-db.ts'
import { createUser } from '../../src/users.ts'
import { poolSizeFromEnv, workersFromEnv } from '../../src/workers.ts'

/**
 * Several server processes on one PostgreSQL database: three of them behind a round-robin proxy, as a load
 * balancer without sticky sessions would put them, each on a stopped clock the test moves. The money tests of
 * safety.md (T1 bank, T5 cap race, T8 settle once) run across them with processes killed (SIGKILL) and started
 * again; the live feed and the push outbox are watched from outside, as players' browsers and a push service
 * see them. The processes start once for the file, on one database, with short timings.
 */

describe('the WORKERS and DATABASE_CONNECTIONS settings', () => {
  it('take a positive whole number of workers, more than one only with DATABASE_URL', () => {
    expect(workersFromEnv({})).toBe(1)
    expect(workersFromEnv({ WORKERS: '1' })).toBe(1)
    expect(workersFromEnv({ WORKERS: '4', DATABASE_URL: 'postgres://db/shwe' })).toBe(4)
    for (const bad of ['0', '-1', '1.5', 'two', '2x', ' ']) {
      if (bad.trim() === '') continue
      expect(() => workersFromEnv({ WORKERS: bad }), bad).toThrow(/WORKERS must be a positive whole number/)
    }
    expect(() => workersFromEnv({ WORKERS: '2' })).toThrow(/WORKERS=2 needs DATABASE_URL/)
  })

  it('share the connections among the workers, one each kept for the live feed', () => {
    const url = 'postgres://db/shwe'
    expect(poolSizeFromEnv({ DATABASE_URL: url })).toBe(39)
    expect(poolSizeFromEnv({ DATABASE_URL: url, WORKERS: '4' })).toBe(9)
    expect(poolSizeFromEnv({ DATABASE_URL: url, WORKERS: '3', DATABASE_CONNECTIONS: '10' })).toBe(2)
    expect(() => poolSizeFromEnv({ DATABASE_URL: url, WORKERS: '8', DATABASE_CONNECTIONS: '20' })).toThrow(
      /leaves each of the 8 workers 2 connection\(s\)/,
    )
    expect(() => poolSizeFromEnv({ DATABASE_URL: url, DATABASE_CONNECTIONS: 'lots' })).toThrow(
      /DATABASE_CONNECTIONS must be a positive whole number/,
    )
  })
})

const yangon = (dateTime: string) => `${dateTime.replace(' ', 'T')}+06:30`
const ADMIN_TOKEN = `admin-${randomUUID()}`
const KYAT = 100n

/** A proxy handing each request to the next live process in turn; a process that cannot be reached is a 502. */
async function roundRobinProxy() {
  let backends: string[] = []
  let next = 0
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  const server = http.createServer((req, res) => {
    const target = new URL(req.url ?? '/', backends[next++ % backends.length])
    const upstream = http.request(target, { method: req.method, headers: req.headers, agent }, (reply) => {
      res.writeHead(reply.statusCode ?? 502, reply.headers)
      reply.pipe(res)
      reply.on('error', () => res.destroy())
    })
    upstream.on('error', () => {
      if (res.headersSent) res.destroy()
      else res.writeHead(502).end()
    })
    req.pipe(upstream)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    route: (urls: string[]) => {
      backends = urls
    },
    close: async () => {
      agent.destroy()
      server.closeAllConnections()
      await new Promise<void>((done) => server.close(() => done()))
    },
  }
}

/** A push service on loopback: records every push with the answer it got; answers 201 or holds the request. */
async function pushService() {
  const received: { path: string; answered: number | null }[] = []
  let mode: 'answer' | 'hold' = 'answer'
  const held: http.ServerResponse[] = []
  const server = http.createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      const push = { path: req.url ?? '', answered: null as number | null }
      received.push(push)
      if (mode === 'hold') held.push(res)
      else {
        push.answered = 201
        res.writeHead(201).end()
      }
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    hold: () => {
      mode = 'hold'
    },
    answer: () => {
      mode = 'answer'
    },
    close: async () => {
      for (const res of held) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((done) => server.close(() => done()))
    },
  }
}

/** The live stream of one process: every `live` event with the moment it arrived here. */
function watchStream(url: string) {
  const events: { at: number; snapshot: LiveEvent }[] = []
  const abort = new AbortController()
  const reading = (async () => {
    const res = await fetch(`${url}/api/2d/live/stream`, { signal: abort.signal })
    const decoder = new TextDecoder()
    let buffer = ''
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true })
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const data = block.split('\n').find((line) => line.startsWith('data: '))
        if (block.includes('event: live') && data) {
          events.push({ at: Date.now(), snapshot: JSON.parse(data.slice(6)) as LiveEvent })
        }
      }
    }
  })().catch(() => {})
  return {
    events,
    /** When the first event matching `test` arrived. */
    firstAt: (test: (s: LiveEvent) => boolean) => events.find((e) => test(e.snapshot))?.at,
    close: async () => {
      abort.abort()
      await reading
    },
  }
}

interface LiveEvent {
  live: { set: string; value: string; time: string; twod: string }
  result: { open_time: string; twod: string; source: string }[]
}

const adminUrl = process.env.DATABASE_URL
// Only with a PostgreSQL server; defined conditionally so plain runs report no skipped tests.
if (adminUrl)
  describe('three server processes on one PostgreSQL database', () => {
    let scratch: ScratchDatabase
    let db: DatabaseHandle
    let proxy: Awaited<ReturnType<typeof roundRobinProxy>>
    let push: Awaited<ReturnType<typeof pushService>>
    const processes: ServerProcess[] = []
    let clockNow = yangon('2026-11-23 10:00:00')
    let playerSerial = 0

    const options = (): ServerProcessOptions => ({
      databaseUrl: scratch.url,
      port: 0,
      clock: clockNow,
      simulatorIntervalMs: 250,
      maxConnections: 6,
      config: {
        scryptLogN: TEST_SCRYPT_LOG_N,
        adminToken: ADMIN_TOKEN,
        pushAllowLoopbackHttp: true,
        tokenIdleMinutes: 365 * 24 * 60,
        tokenAbsoluteDays: 3650,
        twoDCapPya: 100_000n * KYAT,
      },
      timings: {
        push: { timeoutMs: 1_500, pollMs: 200, retryMs: 500, claimMs: 2_000 },
        liveFeedRetryMs: 200,
        settlementIntervalMs: 1_000,
      },
    })
    const reroute = () => proxy.route(processes.map((p) => p.url))
    const setClock = (at: string, only?: ServerProcess[]) => {
      if (!only) clockNow = at
      for (const p of only ?? processes) p.setClock(at)
    }
    /** Kills a process with SIGKILL and starts another in its place. */
    const killAndRestart = async (victim: ServerProcess) => {
      victim.child.kill('SIGKILL')
      await victim.exited
      const index = processes.indexOf(victim)
      const others = processes.filter((p) => p !== victim)
      proxy.route(others.map((p) => p.url))
      const fresh = await spawnServerProcess(options())
      processes[index] = fresh
      reroute()
      return fresh
    }
    const byPid = (pid: number) => {
      const found = processes.find((p) => p.pid === pid)
      if (!found) throw new Error(`no server process ${pid}`)
      return found
    }
    /** The process that holds the live feed's lock now, if any. */
    const poller = async () => {
      const { rows } = (await db.db.execute(
        // A bigint advisory key is split over classid (high 32 bits) and objid (low 32 bits).
        `select a.application_name from pg_locks l join pg_stat_activity a on a.pid = l.pid
         where l.locktype = 'advisory' and l.granted and a.datname = current_database()
           and l.classid = ${Math.floor(LIVE_FEED_LOCK_KEY / 2 ** 32)} and l.objid = ${LIVE_FEED_LOCK_KEY % 2 ** 32}`,
      )) as unknown as { rows: { application_name: string }[] }
      const pid = Number(/:(\d+)$/.exec(rows[0]?.application_name ?? '')?.[1])
      return processes.find((p) => p.pid === pid)
    }
    const call = async (
      base: string,
      method: string,
      path: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ) => {
      const res = await fetch(`${base}/api${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      return { status: res.status, text: await res.text() }
    }
    /** New players with these kyat balances, signed in (the first through the proxy, the others straight away). */
    const players = async (count: number, kyat: { main: bigint; game: bigint }) => {
      const hash = await hashPassword('secret123', TEST_SCRYPT_LOG_N)
      const made: { id: number; token: string }[] = []
      for (let i = 0; i < count; i++) {
        const userName = `W${String(++playerSerial).padStart(6, '0')}`
        const id = await createUser(db.db, {
          userName,
          name: userName,
          passwordHash: hash,
          role: 'player',
          balances: { main: kyat.main * KYAT, game: kyat.game * KYAT },
        })
        if (i > 0) {
          made.push({
            id,
            token: await issueToken(db.db, id, new Date(clockNow), { tokenAbsoluteDays: 3650 }),
          })
          continue
        }
        const login = await call(proxy.url, 'POST', '/login', { user_name: userName, password: 'secret123' })
        expect(login.status, login.text).toBe(200)
        made.push({ id, token: (JSON.parse(login.text) as { data: { token: string } }).data.token })
      }
      return made
    }
    const slip = (lines: [string, number][]) => ({
      totalAmount: lines.reduce((sum, [, kyat]) => sum + kyat, 0),
      amounts: lines.map(([num, amount]) => ({ num, amount })),
    })
    const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

    beforeAll(async () => {
      scratch = await createScratchDatabase(adminUrl)
      push = await pushService()
      proxy = await roundRobinProxy()
      db = await openDatabase({ databaseUrl: scratch.url, maxConnections: 3 })
      // Migrated here, so the three start side by side (each would otherwise wait for the first one's migration).
      await migrate(db.db)
      processes.push(...(await Promise.all([1, 2, 3].map(() => spawnServerProcess(options())))))
      reroute()
    })

    afterAll(async () => {
      for (const p of processes) if (p.child.exitCode === null) p.child.kill('SIGTERM')
      const exits = await Promise.all(processes.map((p) => p.exited))
      await proxy?.close()
      await push?.close()
      const audit = db ? await auditLedger(db.db) : undefined
      await db?.close()
      await scratch?.drop()
      expect(exits.every((code) => code === 0)).toBe(true)
      expect(audit).toMatchObject(CLEAN_LEDGER)
    })

    it('T5: 40 slips of 5,000 Ks on 47 at once, spread over the three, never pass its 100,000 Ks cap', async () => {
      const racers = await players(40, { main: 0n, game: 10_000n })
      const replies = await Promise.all(
        racers.map((p) =>
          call(proxy.url, 'POST', '/twod-bet', slip([['47', 5_000]]), {
            ...bearer(p.token),
            'Idempotency-Key': randomUUID(),
          }),
        ),
      )
      const accepted = replies.filter((r) => r.status === 200).length
      expect(replies.every((r) => r.status === 200 || r.status === 400)).toBe(true)
      expect(accepted).toBe(20)
      const { rows } = (await db.db.execute(
        `select coalesce(sum(bet_amount), 0)::text as staked,
           (select total::text from lottery_exposure where game = '2d' and bet_number = '47') as exposure
         from lottery_bets where game = '2d' and bet_number = '47'`,
      )) as unknown as { rows: { staked: string; exposure: string }[] }
      expect(rows[0]).toEqual({ staked: String(100_000n * KYAT), exposure: String(100_000n * KYAT) })
    })

    it('shows every process’s streams the same new number within a second', async () => {
      const streams = processes.map((p) => watchStream(p.url))
      try {
        await expect.poll(() => streams.every((s) => s.events.length > 0)).toBe(true)
        expect(await poller()).toBeDefined()
        setClock(yangon('2026-11-23 10:05:00'))
        const isNew = (s: LiveEvent) => s.live.time >= '10:04:00'
        await expect.poll(() => streams.every((s) => s.firstAt(isNew) !== undefined)).toBe(true)
        const arrivals = streams.map((s) => s.firstAt(isNew) as number)
        expect(Math.max(...arrivals) - Math.min(...arrivals)).toBeLessThan(1_000)
        const shown = streams.map((s) => s.events.find((e) => isNew(e.snapshot))?.snapshot.live)
        expect(new Set(shown.map((live) => JSON.stringify(live))).size).toBe(1)
      } finally {
        await Promise.all(streams.map((s) => s.close()))
      }
    })

    it('T1: random money moves through the proxy while a process is killed and restarted: the ledger balances, every retried key has one answer', async () => {
      const bank = await players(12, { main: 50_000n, game: 50_000n })
      type Answer = { status: number; text: string }
      const requests: {
        key: string
        path: string
        body: unknown
        token: string
        answer: Answer
        tries: number
      }[] = []
      /** Sends one request until a process answers it, with the same key every time. */
      const send = async (path: string, body: unknown, token: string) => {
        const key = randomUUID()
        for (let tries = 1; ; tries++) {
          const reply = await call(proxy.url, 'POST', path, body, {
            ...bearer(token),
            'Idempotency-Key': key,
          }).catch(() => ({ status: 0, text: '' }))
          if (reply.status !== 0 && reply.status !== 502) {
            requests.push({ key, path, body, token, answer: reply, tries })
            return
          }
          if (tries > 100) throw new Error(`${path} got no answer`)
          await sleep(50)
        }
      }
      const numbers = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0')).filter(
        (n) => n !== '47',
      )
      let done = 0
      const client = async (c: number) => {
        for (let i = 0; i < 25; i++) {
          const p = bank[(c * 7 + i) % bank.length] as { token: string }
          const pick = (c + i) % 3
          if (pick === 0) await send('/exchange-main-to-game', { amount: 1 + (i % 50) }, p.token)
          else if (pick === 1) await send('/exchange-game-to-main', { amount: 1 + (i % 50) }, p.token)
          else {
            const num = numbers[(c * 13 + i * 7) % numbers.length] as string
            await send('/twod-bet', slip([[num, 100]]), p.token)
          }
          done++
        }
      }
      const running = Promise.all(Array.from({ length: 6 }, (_, c) => client(c)))
      await expect.poll(() => done, { timeout: 20_000 }).toBeGreaterThan(50)
      const victim = processes.find((p) => p !== processes[0]) as ServerProcess
      await killAndRestart(victim)
      await running
      expect(requests).toHaveLength(150)
      expect(requests.filter((r) => r.answer.status >= 500)).toEqual([])
      // Every key asked again gets the same answer, whichever process it reaches.
      const retried = requests.filter((r) => r.tries > 1)
      for (const r of [...retried, ...requests.slice(0, 15)]) {
        const again = await call(proxy.url, 'POST', r.path, r.body, {
          ...bearer(r.token),
          'Idempotency-Key': r.key,
        })
        expect(again, r.key).toEqual(r.answer)
      }
      expect(await auditLedger(db.db)).toMatchObject(CLEAN_LEDGER)
    })

    it('shows an operator’s result on every process’s streams within two seconds, and delivers the win’s push once after its sender is killed', async () => {
      const [winner] = await players(1, { main: 0n, game: 10_000n })
      if (!winner) throw new Error('no player')
      const endpoint = `${push.origin}/push/winner-phone`
      const device = createECDH('prime256v1')
      device.generateKeys()
      const subscription = {
        endpoint,
        expirationTime: null,
        keys: { p256dh: device.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
      }
      const subscribed = await call(
        proxy.url,
        'POST',
        '/push/subscriptions',
        subscription,
        bearer(winner.token),
      )
      expect(subscribed.status, subscribed.text).toBe(200)
      const bet = await call(proxy.url, 'POST', '/twod-bet', slip([['05', 100]]), bearer(winner.token))
      expect(bet.status, bet.text).toBe(200)

      const streams = processes.map((p) => watchStream(p.url))
      try {
        await expect.poll(() => streams.every((s) => s.events.length > 0)).toBe(true)
        // The feed lags (its clock has not reached 12:01), so an operator enters the result through another process.
        const feed = await poller()
        const operator = processes.find((p) => p !== feed) as ServerProcess
        setClock(
          yangon('2026-11-23 12:05:00'),
          processes.filter((p) => p !== feed),
        )
        push.hold()
        const entered = await call(
          operator.url,
          'POST',
          '/admin/2d/result',
          { date: '2026-11-23', session: 'morning', twod: '05' },
          bearer(ADMIN_TOKEN),
        )
        const enteredAt = Date.now()
        expect(entered.status, entered.text).toBe(200)
        const isFinal = (s: LiveEvent) =>
          s.result.some((r) => r.open_time.startsWith('12:01') && r.twod === '05' && r.source === 'admin')
        await expect.poll(() => streams.every((s) => s.firstAt(isFinal) !== undefined)).toBe(true)
        for (const s of streams) expect((s.firstAt(isFinal) as number) - enteredAt).toBeLessThan(2_000)
      } finally {
        await Promise.all(streams.map((s) => s.close()))
      }
      setClock(yangon('2026-11-23 12:05:00'))

      // The push left for the push service, which holds it unanswered: its sender dies before any reply.
      const toPhone = () => push.received.filter((r) => r.path === '/push/winner-phone')
      await expect.poll(() => toPhone().length).toBe(1)
      const { rows } = (await db.db.execute('select claimed_by, sent_at from push_outbox')) as unknown as {
        rows: { claimed_by: string; sent_at: Date | null }[]
      }
      expect(rows).toHaveLength(1)
      const sender = byPid(Number(/:(\d+)$/.exec(rows[0]?.claimed_by ?? '')?.[1]))
      push.answer()
      await killAndRestart(sender)
      // Its claim runs out (2 s in these processes), and another process sends it.
      setClock(yangon('2026-11-23 12:05:03'))
      await expect.poll(() => toPhone().filter((r) => r.answered === 201).length, { timeout: 10_000 }).toBe(1)
      await expect
        .poll(async () => {
          const sent = (await db.db.execute('select sent_at from push_outbox')) as unknown as {
            rows: { sent_at: Date | null }[]
          }
          return sent.rows.map((row) => row.sent_at !== null)
        })
        .toEqual([true])
      // A few more rounds of every process looking at the outbox send nothing more.
      await sleep(1_000)
      expect(toPhone().map((r) => r.answered)).toEqual([null, 201])
    })

    it('T8: all three settle a 3D draw exactly once when its result reaches them at the same moment', async () => {
      setClock(yangon('2026-11-23 12:10:00'))
      const bettors = await players(9, { main: 0n, game: 10_000n })
      const lines: [string, number][] = [
        ['123', 10],
        ['456', 20],
        ['789', 30],
      ]
      for (const [i, p] of bettors.entries()) {
        const bet = await call(proxy.url, 'POST', '/threed-bet', slip([lines[i % 3] as [string, number]]), {
          ...bearer(p.token),
        })
        expect(bet.status, bet.text).toBe(200)
      }
      setClock(yangon('2026-12-01 14:31:00'))
      const replies = await Promise.all(
        processes.map((p) =>
          call(p.url, 'POST', '/admin/3d/result', { date: '2026-12-01', number: '123' }, bearer(ADMIN_TOKEN)),
        ),
      )
      expect(replies.map((r) => r.status)).toEqual([200, 200, 200])
      const { rows } = (await db.db.execute(
        `select count(*)::int as lines, count(*) filter (where bet_status)::int as settled,
           count(*) filter (where win_lose)::int as winners, coalesce(sum(potential_payout), 0)::text as prizes,
           (select count(*)::int from ledger_transactions where kind = '3d_win') as credits,
           (select count(distinct reference)::int from ledger_transactions where kind = '3d_win') as references
         from lottery_bets where game = '3d' and draw_date = '2026-12-01'`,
      )) as unknown as { rows: Record<string, number | string>[] }
      // Three slips of 10 Ks on 123 at 500 times the stake: 15,000 Ks, each credited once.
      expect(rows[0]).toEqual({
        lines: 9,
        settled: 9,
        winners: 3,
        prizes: String(15_000n * KYAT),
        credits: 3,
        references: 3,
      })
      const settledLines = replies.map(
        (r) => JSON.parse(r.text) as { data: { settlement: { lines: number } } },
      )
      expect(settledLines.reduce((sum, r) => sum + r.data.settlement.lines, 0)).toBeLessThanOrEqual(9)
    })

    it('hands the live feed to another process within five seconds of the polling one dying, and its streams go on', async () => {
      const feed = await poller()
      if (!feed) throw new Error('no process polls the feed')
      const survivors = processes.filter((p) => p !== feed)
      const streams = survivors.map((p) => watchStream(p.url))
      try {
        await expect.poll(() => streams.every((s) => s.events.length > 0)).toBe(true)
        feed.child.kill('SIGKILL')
        await feed.exited
        processes.splice(processes.indexOf(feed), 1)
        reroute()
        await expect.poll(async () => (await poller())?.pid, { timeout: 5_000 }).toBeDefined()
        setClock(yangon('2026-12-01 15:00:00'))
        const isNew = (s: LiveEvent) => s.live.time >= '14:59:00'
        await expect.poll(() => streams.every((s) => s.firstAt(isNew) !== undefined)).toBe(true)
        const arrivals = streams.map((s) => s.firstAt(isNew) as number)
        expect(Math.max(...arrivals) - Math.min(...arrivals)).toBeLessThan(1_000)
      } finally {
        await Promise.all(streams.map((s) => s.close()))
      }
    })
  })
