import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { LiveSnapshot } from '@shwe/contract'
import { fixedClock } from '@shwe/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../main.ts'
import { captureLogger, prepareDataDir, TEST_SCRYPT_LOG_N } from '../test-db.ts'
import { HOLIDAY_NAME, liveFeedFromEnv } from './env.ts'
import { createSimulatorFeed } from './simulator.ts'

const clock = fixedClock(new Date('2026-11-23T10:15:00+06:30'))

async function until(check: () => boolean, ms = 2_000) {
  const deadline = Date.now() + ms
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10))
  return check()
}

const ADMIN_TOKEN = 'a'.repeat(32)

/** A real server on a free port, on the PGlite database in `dir`, with this clock and feed. */
const serve = (
  dir: string,
  clock: ReturnType<typeof fixedClock>,
  liveFeed: ReturnType<typeof createSimulatorFeed>,
) =>
  startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: join(dir, 'data'),
    seed: false,
    log: false,
    clock,
    static: {},
    config: { scryptLogN: TEST_SCRYPT_LOG_N, adminToken: ADMIN_TOKEN },
    liveFeed,
  })

describe('the live stream on a real server', () => {
  let dir: string
  let server: RunningServer
  const feed = createSimulatorFeed({ clock, seed: 'server', intervalMs: 50 })

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'shwe-live-'))
    await prepareDataDir(join(dir, 'data'))
    server = await serve(dir, clock, feed)
  })

  afterAll(async () => {
    await server?.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('drops the subscription when the browser goes away', async () => {
    const aborter = new AbortController()
    const res = await fetch(`${server.url}/api/2d/live/stream`, { signal: aborter.signal })
    const reader = res.body?.getReader()
    const first = new TextDecoder().decode((await reader?.read())?.value)
    expect(first).toMatch(/^event: live\ndata: \{/)
    expect(feed.subscriberCount()).toBe(1)
    aborter.abort()
    expect(await until(() => feed.subscriberCount() === 0)).toBe(true)
  })

  it('ends open streams on close, so shutting down does not wait for them', async () => {
    const res = await fetch(`${server.url}/api/2d/live/stream`)
    const reader = res.body?.getReader()
    await reader?.read()
    const started = Date.now()
    await server.close()
    expect(Date.now() - started).toBeLessThan(2_000)
    let done = false
    while (!done) done = (await reader?.read())?.done ?? true
    expect(feed.subscriberCount()).toBe(0)
  })
})

describe('the live board after a restart', () => {
  let dir: string

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'shwe-restart-'))
    await prepareDataDir(join(dir, 'data'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('shows the stored result, not the number a differently seeded simulator draws', async () => {
    const after = new Date('2026-11-23T12:05:00+06:30')
    // What the second process's simulator would make final on its own.
    const probe = createSimulatorFeed({ clock: fixedClock(after), seed: 'second' })
    probe.tick()
    const drawn = probe.finalResult('2026-11-23', 'morning')?.twod
    expect(drawn).toMatch(/^\d{2}$/)
    const entered = drawn === '05' ? '06' : '05'

    // First process: the operator enters the morning result before its feed has one.
    const firstClock = fixedClock('2026-11-23T11:30:00+06:30')
    const first = await serve(
      dir,
      firstClock,
      createSimulatorFeed({ clock: firstClock, seed: 'first', intervalMs: 3_600_000 }),
    )
    try {
      firstClock.set(after)
      const res = await fetch(`${first.url}/api/admin/2d/result`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ date: '2026-11-23', session: 'morning', twod: entered }),
      })
      expect(res.status).toBe(200)
    } finally {
      await first.close()
    }

    const logger = captureLogger()
    const secondClock = fixedClock(after)
    const second = await serve(
      dir,
      secondClock,
      createSimulatorFeed({ clock: secondClock, seed: 'second', logger }),
    )
    try {
      const live = (await (await fetch(`${second.url}/api/2d/live`)).json()) as LiveSnapshot
      const morning = live.result.find((row) => row.open_time === '12:01:00')
      expect(morning).toMatchObject({ twod: entered, source: 'admin', stock_date: '2026-11-23' })
      expect(logger.errors).toEqual([])
    } finally {
      await second.close()
    }
  })
})

describe('liveFeedFromEnv', () => {
  it('polls LIVE_FEED_URL, and names only its host', () => {
    const { feed, description } = liveFeedFromEnv(
      { LIVE_FEED_URL: 'https://feed.example/live?apikey=secret' },
      { clock },
    )
    expect(feed.snapshot().source).toBe('http')
    expect(description).toBe('polling feed.example')
  })

  it('closes the simulated market on the configured 2D holidays', () => {
    const { feed } = liveFeedFromEnv({}, { clock, holidays: ['2026-11-23'] })
    expect(feed.snapshot().holiday).toEqual({ status: '1', date: '2026-11-23', name: HOLIDAY_NAME })
    expect(liveFeedFromEnv({}, { clock }).feed.snapshot().holiday.status).toBe('2')
  })

  it('refuses at start-up a LIVE_FEED_URL that is not https on port 443, or plain http to this machine', () => {
    for (const url of [
      'ftp://feed.example/',
      'not a url',
      'http://feed.example',
      'http://feed.example/live?apikey=secret',
      'https://feed.example:8443/live',
      'https://10.0.0.5/live',
      'https://localhost/live',
    ]) {
      expect(() => liveFeedFromEnv({ LIVE_FEED_URL: url }, { clock }), url).toThrow(
        /^LIVE_FEED_URL must be an https URL \(port 443\), or plain http to this machine/,
      )
    }
    // The message names the host at most, never the key in the query.
    const refusal = (() => {
      try {
        liveFeedFromEnv({ LIVE_FEED_URL: 'http://feed.example/live?apikey=secret' }, { clock })
      } catch (error) {
        return String(error)
      }
    })()
    expect(refusal).toMatch(/plain http to feed\.example is refused/)
    expect(refusal).not.toContain('secret')
    for (const url of [
      'http://127.0.0.1:8080/live',
      'http://localhost:3000/live',
      'http://[::1]:8080/',
      'https://feed.example:443/live',
    ]) {
      expect(liveFeedFromEnv({ LIVE_FEED_URL: url }, { clock }).feed.snapshot().source, url).toBe('http')
    }
  })

  it('runs the simulator seeded by LIVE_FEED_SEED, without naming the seed', () => {
    const { feed, description } = liveFeedFromEnv({ LIVE_FEED_SEED: 'demo-seed' }, { clock })
    expect(feed.snapshot()).toEqual(createSimulatorFeed({ clock, seed: 'demo-seed' }).snapshot())
    expect(description).not.toContain('demo-seed')
    expect(liveFeedFromEnv({}, { clock }).feed.snapshot().source).toBe('simulator')
  })
})
