import { createECDH, randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fixedClock } from '@shwe/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type AppConfig, DEFAULT_CONFIG, resolveConfig } from '../config.ts'
import { configFromEnv } from '../config-env.ts'
import type { DatabaseHandle } from '../db.ts'
import { createSimulatorFeed } from '../live/simulator.ts'
import { twoDRules } from '../lottery/rules.ts'
import { recordResult, settleDraw } from '../lottery/settle.ts'
import { lotteryPlayers, yangon } from '../lottery/test-kit.ts'
import { floodService, stubResolver, watchConnections } from '../outbound-test-kit.ts'
import {
  auditAndClose,
  CLEAN_LEDGER,
  captureLogger,
  openMigrated,
  TEST_SCRYPT_LOG_N,
  testDatabases,
} from '../test-db.ts'
import { jsonClient, testApp } from '../test-http.ts'
import { pushOutbox, pushSubscriptions } from './schema.ts'
import { createPushSender, type PushSender, type PushSenderOptions } from './sender.ts'
import { ensureVapidKeys, type VapidKeys } from './vapid.ts'

/**
 * The server posts to whatever endpoint a browser hands it, so an endpoint is an address a stranger
 * chooses: only the browser vendors' push services on https port 443 are taken, where their names lead is
 * checked on the address connected to, and a push service's reply is never read beyond a few KiB.
 */

const MiB = 1024 * 1024

/** A browser's subscription to `endpoint`, as `PushSubscription.toJSON()` gives it. */
function subscription(endpoint: string) {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
  }
}

describe('the push services setting', () => {
  it('is the browser vendors’ services unless PUSH_HOSTS lists others', () => {
    expect(resolveConfig(configFromEnv({})).pushHosts).toEqual([
      'fcm.googleapis.com',
      '*.push.services.mozilla.com',
      '*.push.apple.com',
      '*.notify.windows.com',
    ])
    expect(
      resolveConfig(configFromEnv({ PUSH_HOSTS: 'fcm.googleapis.com, *.push.partner.example' })).pushHosts,
    ).toEqual(['fcm.googleapis.com', '*.push.partner.example'])
  })

  it.each(['*', 'push.example/x', 'https://push.example', '10.0.0.1', '*.*.example'])(
    'refuses %s in PUSH_HOSTS at start-up',
    (entry) => {
      expect(() => resolveConfig(configFromEnv({ PUSH_HOSTS: entry }))).toThrow(
        /config\.pushHosts must hold host names or \*\.domain patterns/,
      )
    },
  )
})

describe.each(testDatabases)('push services reached only where allowed, on $name', (database) => {
  let handle: DatabaseHandle
  let vapid: VapidKeys
  let vapidDir: string
  const clock = fixedClock(yangon('2026-11-23 10:00:00'))
  const liveFeed = createSimulatorFeed({ clock, seed: 'push-outbound', logger: captureLogger() })
  const appLogger = captureLogger()
  const senderLogger = captureLogger()
  const base: Partial<AppConfig> = {
    scryptLogN: TEST_SCRYPT_LOG_N,
    tokenIdleMinutes: 365 * 24 * 60,
    tokenAbsoluteDays: 3650,
  }
  /** A server as in production: no push service on this machine, the default push services. */
  const production = resolveConfig(base)
  /** A server whose players' devices use push services under push.test, or one on this machine. */
  const testing = resolveConfig({
    ...base,
    pushAllowLoopbackHttp: true,
    pushHosts: [...DEFAULT_CONFIG.pushHosts, '*.push.test'],
  })
  const clientFor = (config: AppConfig) =>
    jsonClient(testApp(handle.db, clock, { liveFeed, config, logger: appLogger }))
  let client: ReturnType<typeof jsonClient>
  const { player } = lotteryPlayers(
    'Q',
    () => handle,
    () => client,
  )
  const storedOf = (userId: number) =>
    handle.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))

  /** A sender with this server's key and settings, and a resolver or a time-out of the test's own. */
  const senderWith = (options: Pick<PushSenderOptions, 'resolve' | 'timeoutMs'>) =>
    createPushSender({
      db: handle.db,
      vapid: { ...vapid, subject: 'mailto:ops@shwe.example' },
      logger: senderLogger,
      config: testing,
      clock,
      ...options,
    })

  /** A 2D bet on `number` by `token`, a result of `number`, and the draw settled with `sender` told. */
  async function win(token: string, date: string, session: 'morning' | 'evening', sender: PushSender) {
    clock.set(yangon(`${date} ${session === 'morning' ? '10:00:00' : '13:00:00'}`))
    const placed = await client.post(
      '/twod-bet',
      { totalAmount: 100, amounts: [{ num: '47', amount: 100 }] },
      token,
    )
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    clock.set(yangon(`${date} ${session === 'morning' ? '12:05:00' : '16:35:00'}`))
    const draw = { game: '2d', drawDate: date, session } as const
    const rules = twoDRules(testing)
    await recordResult(handle.db, rules, draw, { number: '47', source: 'admin' }, clock.now())
    await settleDraw(handle.db, rules, draw, {
      now: clock.now(),
      onWins: (wins) => sender.notifyWins(wins),
    })
    await sender.idle()
  }

  beforeAll(async () => {
    handle = await openMigrated(database)
    vapidDir = await mkdtemp(join(tmpdir(), 'shwe-push-outbound-'))
    vapid = (await ensureVapidKeys(vapidDir)).keys
    client = clientFor(testing)
  })

  beforeEach(async () => {
    appLogger.errors.length = 0
    senderLogger.errors.length = 0
    // Each test's notifications only: a later test's clock would make an earlier one's failures due again.
    await handle.db.delete(pushOutbox)
  })

  afterAll(async () => {
    await rm(vapidDir, { recursive: true, force: true })
    expect(await auditAndClose(handle)).toMatchObject(CLEAN_LEDGER)
  })

  it('refuses an endpoint on another port or outside the push services: 422 on the endpoint field, logged by origin, nothing stored', async () => {
    const productionClient = clientFor(production)
    const p = await player(1_000n)
    const cases: [string, RegExp][] = [
      ['https://fcm.googleapis.com:8443/fcm/send/secret-token', /port, 443/],
      ['https://fcm.googleapis.com:444/fcm/send/secret-token', /port, 443/],
      ['https://fcm.googleapis.com:80/fcm/send/secret-token', /port, 443/],
      ['https://push.example/send/secret-token', /known push service/],
      ['https://fcm.googleapis.com.evil.example/fcm/send/secret-token', /known push service/],
      ['https://evilpush.apple.com/3/device/secret-token', /known push service/],
      ['https://push.apple.com/3/device/secret-token', /known push service/],
      ['https://metadata.google.internal/computeMetadata/v1/secret-token', /known push service/],
      ['https://169.254.169.254/latest/meta-data/secret-token', /known push service/],
      ['https://[fd00:ec2::254]/latest/secret-token', /known push service/],
      ['http://127.0.0.1:8080/push/secret-token', /https address of a push service/],
    ]
    for (const [endpoint, problem] of cases) {
      const res = await productionClient.post('/push/subscriptions', subscription(endpoint), p.token)
      expect(res.status, endpoint).toBe(422)
      expect(Object.keys(res.body.errors), endpoint).toEqual(['endpoint'])
      expect(res.body.errors.endpoint[0], endpoint).toMatch(problem)
    }
    expect(await storedOf(p.id)).toEqual([])
    const lines = appLogger.errors.map((args) => args.join(' '))
    expect(lines).toHaveLength(cases.length)
    for (const [i, [endpoint]] of cases.entries()) {
      expect(lines[i]).toContain(`Push subscription to ${new URL(endpoint).origin} refused:`)
      expect(lines[i]).not.toContain('secret-token')
    }
  })

  it('takes the browser vendors’ push services, with or without :443, and the hosts PUSH_HOSTS names', async () => {
    const productionClient = clientFor(production)
    const p = await player(1_000n)
    const endpoints = [
      'https://fcm.googleapis.com/fcm/send/a1',
      'https://fcm.googleapis.com:443/wp/a2',
      'https://updates.push.services.mozilla.com/wpush/v2/a3',
      'https://web.push.apple.com/QGx-a4',
      'https://wns2-par02p.notify.windows.com/w/?token=a5',
    ]
    for (const endpoint of endpoints) {
      const res = await productionClient.post('/push/subscriptions', subscription(endpoint), p.token)
      expect(res.status, endpoint).toBe(200)
    }
    expect((await storedOf(p.id)).map((row) => row.endpoint).sort()).toEqual([...endpoints].sort())
    // An operator's own list replaces the default one.
    const own = clientFor(
      resolveConfig({ ...base, ...configFromEnv({ PUSH_HOSTS: 'push.partner.example' }) }),
    )
    const q = await player(1_000n)
    expect(
      (await own.post('/push/subscriptions', subscription('https://push.partner.example/x'), q.token)).status,
    ).toBe(200)
    const fcm = await own.post(
      '/push/subscriptions',
      subscription('https://fcm.googleapis.com/fcm/send/b'),
      q.token,
    )
    expect(fcm.status).toBe(422)
    expect(fcm.body.errors.endpoint).toEqual(['The endpoint must be the address of a known push service.'])
    expect(appLogger.errors).toHaveLength(1)
  })

  it('never contacts a push service whose name resolves to a refused address, logs each refusal once, and keeps the device', async () => {
    const refused: Record<string, string> = {
      'loopback.push.test': '127.0.0.1',
      'private.push.test': '10.0.0.1',
      'metadata.push.test': '169.254.169.254',
      'v6-loopback.push.test': '::1',
      'mapped.push.test': '::ffff:127.0.0.1',
    }
    // A documentation address: public, so the sender does try it (and nothing answers there).
    const { resolve, asked } = stubResolver({ ...refused, 'public.push.test': '203.0.113.7' })
    const sender = senderWith({ resolve, timeoutMs: 500 })
    const connections = watchConnections()
    const p = await player(1_000n)
    try {
      for (const host of [...Object.keys(refused), 'public.push.test']) {
        const res = await client.post(
          '/push/subscriptions',
          subscription(`https://${host}/send/${host}`),
          p.token,
        )
        expect(res.status, host).toBe(200)
      }
      const devices = await storedOf(p.id)
      await win(p.token, '2026-11-23', 'morning', sender)

      expect(asked.sort()).toEqual([...Object.keys(refused), 'public.push.test'].sort())
      expect(connections.to(443)).toEqual([{ address: '203.0.113.7', port: 443 }])
      const lines = senderLogger.errors.map((args) => String(args[0]))
      const idOf = (host: string) => devices.find((d) => d.endpoint.startsWith(`https://${host}/`))?.id
      expect(lines.sort()).toEqual(
        [
          ...Object.entries(refused).map(
            ([host, address]) =>
              `Win notification to https://${host} not sent (subscription ${idOf(host)}): ${host} resolves to ${address}, an address this server does not connect to`,
          ),
          'Win notification to https://public.push.test failed:',
        ].sort(),
      )
      expect(await storedOf(p.id)).toHaveLength(devices.length)
    } finally {
      connections.stop()
      await sender.stop()
    }
  })

  it('reads no more than a few KiB of a push service’s reply, however much it sends', async () => {
    const flood = await floodService(256 * MiB, 201)
    const sender = senderWith({ timeoutMs: 10_000 })
    const p = await player(1_000n)
    try {
      const endpoint = `${flood.origin}/push/flooding`
      expect((await client.post('/push/subscriptions', subscription(endpoint), p.token)).status).toBe(200)
      await win(p.token, '2026-11-23', 'evening', sender)
      const served = await flood.served()
      expect(served).toHaveLength(1)
      // A reader of the whole reply takes all 256 MiB; the socket buffers between hold a few MiB at most.
      expect(served[0]?.finished).toBe(false)
      expect(served[0]?.bytes).toBeLessThan(32 * MiB)
      // The push service took the push (201): the device is kept and marked.
      expect(await storedOf(p.id)).toMatchObject([{ endpoint, lastSuccessAt: clock.now() }])
      expect(senderLogger.errors).toEqual([])
    } finally {
      await sender.stop()
      await flood.close()
    }
  })
})
