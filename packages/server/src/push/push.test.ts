import {
  createCipheriv,
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto'
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fixedClock } from '@shwe/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_CONFIG, resolveConfig } from '../config.ts'
import { configFromEnv } from '../config-env.ts'
import type { DatabaseHandle } from '../db.ts'
import { createSimulatorFeed } from '../live/simulator.ts'
import { createSettlementJob } from '../lottery/job.ts'
import { twoDRules } from '../lottery/rules.ts'
import { recordResult, settleDraw } from '../lottery/settle.ts'
import { KYAT, lotteryPlayers, placeSlip, yangon } from '../lottery/test-kit.ts'
import {
  auditAndClose,
  CLEAN_LEDGER,
  captureLogger,
  firstAdminToken,
  openMigrated,
  TEST_SCRYPT_LOG_N,
  testDatabases,
} from '../test-db.ts'
import { jsonClient, testApp } from '../test-http.ts'
import { drawLabel, formatKyat, PUSH_TEXT, winPayload } from './message.ts'
import { MAX_DEVICES } from './routes.ts'
import { pushOutbox, pushSubscriptions } from './schema.ts'
import { createPushSender, type PushSender } from './sender.ts'
import { isPushEndpoint } from './subscription.ts'
import {
  ensureStoredVapidKeys,
  ensureVapidKeys,
  type VapidKeys,
  vapidKeysFile,
  vapidKeysProblem,
} from './vapid.ts'

// ---- A push service on this machine, and a browser's side of the encryption ----

interface Received {
  path: string
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** A push service that records each push and answers 201, or what it is told (per endpoint), or never. */
async function fakePushService() {
  const received: Received[] = []
  const held: http.ServerResponse[] = []
  let answer: number | 'hang' = 201
  const answers = new Map<string, number | 'hang'>()
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const path = req.url ?? ''
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) })
      const status = answers.get(path) ?? answer
      if (status === 'hang') held.push(res)
      else res.writeHead(status).end()
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  return {
    origin,
    received,
    /** The pushes that reached one device's endpoint. */
    to: (endpoint: string) => received.filter((r) => `${origin}${r.path}` === endpoint),
    /** What to answer from now on: to every push, or to those for one endpoint. */
    answer: (status: number | 'hang', endpoint?: string) => {
      if (endpoint === undefined) {
        answer = status
        answers.clear()
      } else {
        answers.set(new URL(endpoint).pathname, status)
      }
    },
    close: async () => {
      for (const res of held) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((done) => server.close(() => done()))
    },
  }
}

type PushService = Awaited<ReturnType<typeof fakePushService>>

/** A browser's subscription: its own P-256 key pair and 16-byte secret, as `PushSubscription.toJSON()` gives. */
function newDevice(endpoint: string) {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const secret = randomBytes(16)
  return {
    ecdh,
    secret,
    json: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey('base64url'), auth: secret.toString('base64url') },
    },
  }
}

type Device = ReturnType<typeof newDevice>

/**
 * Decrypts a push as the browser does (RFC 8291 keys, RFC 8188 aes128gcm): header salt(16) | rs(4) |
 * idlen(1) | keyid (the sender's one-off public key), then one record: ciphertext with its 16-byte tag.
 */
function decrypt(body: Buffer, device: { ecdh: ECDH; secret: Buffer }): string {
  const salt = body.subarray(0, 16)
  const recordSize = body.readUInt32BE(16)
  const idLength = body[20] ?? 0
  const senderPublic = body.subarray(21, 21 + idLength)
  const record = body.subarray(21 + idLength)
  expect(idLength).toBe(65)
  expect(record.length).toBeLessThanOrEqual(recordSize)
  const ecdhSecret = device.ecdh.computeSecret(senderPublic)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderPublic])
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, device.secret, keyInfo, 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(record.subarray(record.length - 16))
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  expect(padded[end]).toBe(2)
  return padded.subarray(0, end).toString('utf8')
}

/** Checks the `Authorization: vapid t=<JWT>, k=<key>` header: signed by `publicKey`, for the service's origin. */
function expectVapid(received: Received, publicKey: string, audience: string, subject: string) {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(
    received.headers.authorization ?? '',
  )
  expect(match, received.headers.authorization).not.toBeNull()
  const [, header = '', claims = '', signature = '', key = ''] = match ?? []
  expect(key).toBe(publicKey)
  const point = Buffer.from(key, 'base64url')
  const verifier = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  })
  const signed = Buffer.from(`${header}.${claims}`)
  expect(
    verify(
      'sha256',
      signed,
      { key: verifier, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    ),
  ).toBe(true)
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'))
  expect(payload).toMatchObject({ aud: audience, sub: subject })
  expect(payload.exp).toBeGreaterThan(Date.now() / 1000)
}

/** Waits until `check` holds (the pushes run beside the test). */
async function until(check: () => boolean, what: string, ms = 5_000) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((done) => setTimeout(done, 10))
  }
}

const SUBJECT = 'mailto:ops@shwe.example'

// ---- Without a database ----

describe('the words of a win notification', () => {
  it('names the draw, the number and the prize in each language, and nothing about the player', () => {
    const morning = {
      game: '2d',
      drawDate: '2026-11-23',
      session: 'morning',
      number: '47',
      amountPya: 800_000n,
    } as const
    expect(winPayload(morning, 'en')).toEqual({
      title: 'Your number won',
      body: '2D 12:01: your 47 won 8,000 Ks',
      url: '/morning-bet-slip',
      tag: '2d-2026-11-23-morning-47',
    })
    expect(winPayload(morning, 'mm').body).toBe('2D 12:01: သင်ထိုးထားသော 47 ပေါက်ပြီး 8,000 ကျပ် ရပါပြီ')
    expect(winPayload(morning, 'zh').body).toBe('2D 12:01：您的 47 中奖 8,000 Ks')
    expect(winPayload(morning, 'th').body).toBe('2D 12:01: เลข 47 ของคุณถูกรางวัล 8,000 Ks')
    const evening = { ...morning, session: 'evening', number: '05', amountPya: 1_204_050n } as const
    expect(winPayload(evening, 'en')).toMatchObject({
      body: '2D 16:30: your 05 won 12,040.50 Ks',
      url: '/evening-bet-slip',
      tag: '2d-2026-11-23-evening-05',
    })
    const threeD = {
      game: '3d',
      drawDate: '2026-12-16',
      session: 'draw',
      number: '123',
      amountPya: 8_000_000n,
    } as const
    expect(winPayload(threeD, 'en')).toMatchObject({
      body: '3D Dec 16: your 123 won 80,000 Ks',
      url: '/3d/history',
      tag: '3d-2026-12-16-draw-123',
    })
    expect(drawLabel(threeD, 'mm')).toBe('3D ဒီဇင်ဘာ 16')
    expect(drawLabel(threeD, 'zh')).toBe('3D 12月16日')
    expect(drawLabel(threeD, 'th')).toBe('3D 16 ธ.ค.')
    expect(formatKyat(100_000_000_00n, 'th')).toBe('100,000,000')
    expect(formatKyat(5n, 'en')).toBe('0.05')
  })

  it('has every text in every language, with the same slots, in that language’s script', () => {
    const slots = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()
    const script: Record<string, RegExp> = {
      mm: /[\u1000-\u109f]/,
      zh: /[\u4e00-\u9fff]/,
      th: /[\u0e00-\u0e7f]/,
    }
    for (const [lang, texts] of Object.entries(PUSH_TEXT)) {
      expect(Object.keys(texts).sort(), lang).toEqual(Object.keys(PUSH_TEXT.en).sort())
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), `${lang}:${key}`).not.toBe('')
        expect(slots(text), `${lang}:${key}`).toEqual(slots(PUSH_TEXT.en[key as keyof typeof texts]))
        if (script[lang]) expect(text, `${lang}:${key}`).toMatch(script[lang])
      }
    }
  })
})

describe('push endpoints', () => {
  it('are https addresses of a push service; plain http only on the loopback interface, when allowed', () => {
    const production = { pushHosts: DEFAULT_CONFIG.pushHosts, allowLoopbackHttp: false }
    const tests = { ...production, allowLoopbackHttp: true }
    expect(isPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', production)).toBe(true)
    expect(isPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', production)).toBe(true)
    for (const refused of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'http://127.0.0.1:8080/push',
      'https://127.0.0.1/push',
      'https://[::1]/push',
      'https://10.0.0.8/push',
      'https://localhost/push',
      'https://user:secret@push.example/x',
      'ftp://push.example/x',
      'push.example/x',
      `https://push.example/${'a'.repeat(1000)}`,
    ]) {
      expect(isPushEndpoint(refused, production), refused).toBe(false)
    }
    expect(isPushEndpoint('http://127.0.0.1:8080/push', tests)).toBe(true)
    expect(isPushEndpoint('http://localhost:8080/push', tests)).toBe(true)
    expect(isPushEndpoint('http://push.example/x', tests)).toBe(false)
  })
})

describe('the Web Push settings', () => {
  it('read the key pair and the contact from the environment, never the loopback allowance', () => {
    const defaults = resolveConfig(configFromEnv({}))
    expect(defaults).toMatchObject({
      pushSubject: 'mailto:support@shwe.example',
      pushAllowLoopbackHttp: false,
    })
    expect(defaults.vapidPublicKey).toBeUndefined()
    const set = resolveConfig(
      configFromEnv({
        VAPID_PUBLIC_KEY: 'BPub',
        VAPID_PRIVATE_KEY: 'priv',
        PUSH_SUBJECT: 'https://shwe.example/contact',
      }),
    )
    expect(set).toMatchObject({
      vapidPublicKey: 'BPub',
      vapidPrivateKey: 'priv',
      pushSubject: 'https://shwe.example/contact',
    })
  })

  it.each([
    [{ PUSH_SUBJECT: 'support@shwe.example' }, /pushSubject must be a mailto: or https: URL/],
    [{ PUSH_SUBJECT: 'http://shwe.example' }, /pushSubject must be a mailto: or https: URL/],
    [{ VAPID_PUBLIC_KEY: 'BPub' }, /must be set together/],
  ])('refuse %o', (env, message) => {
    expect(() => resolveConfig(configFromEnv(env))).toThrow(message)
  })
})

describe('the VAPID keys', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'shwe-vapid-'))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('are made once into vapid.json, readable by this user only, and the same on the next start', async () => {
    const dataDir = join(dir, 'data')
    const first = await ensureVapidKeys(dataDir)
    expect(first.created).toBe(true)
    expect(Buffer.from(first.keys.publicKey, 'base64url')).toHaveLength(65)
    expect(Buffer.from(first.keys.privateKey, 'base64url')).toHaveLength(32)
    const file = vapidKeysFile(dataDir)
    expect(file).toBe(join(dataDir, 'vapid.json'))
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(first.keys)
    const again = await ensureVapidKeys(dataDir)
    expect(again).toEqual({ keys: first.keys, created: false })
  })

  it('agree when two servers start together on one folder', async () => {
    const dataDir = join(dir, 'together')
    const [a, b] = await Promise.all([ensureVapidKeys(dataDir), ensureVapidKeys(dataDir)])
    expect(a.keys).toEqual(b.keys)
    expect([a.created, b.created].sort()).toEqual([false, true])
  })

  it('are never replaced when the file is damaged', async () => {
    const dataDir = join(dir, 'damaged')
    await ensureVapidKeys(dataDir)
    await writeFile(vapidKeysFile(dataDir), '{"publicKey":"abc","privateKey":"def"}')
    await expect(ensureVapidKeys(dataDir)).rejects.toThrow(/VAPID public key/)
    expect(await readFile(vapidKeysFile(dataDir), 'utf8')).toContain('"abc"')
  })
})

// ---- On the databases ----

describe.each(testDatabases)('win notifications on $name', (database) => {
  let handle: DatabaseHandle
  let client: ReturnType<typeof jsonClient>
  let productionClient: ReturnType<typeof jsonClient>
  let adminToken: string
  let service: PushService
  let sender: PushSender
  let vapid: VapidKeys
  let vapidDir: string
  const logger = captureLogger()
  // Monday 23 November 2026, 10:00 in Yangon: the 2D morning draw is open.
  const clock = fixedClock(yangon('2026-11-23 10:00:00'))
  const config = resolveConfig({
    scryptLogN: TEST_SCRYPT_LOG_N,
    pushAllowLoopbackHttp: true,
    // Tokens outlive the days these tests jump across.
    tokenIdleMinutes: 365 * 24 * 60,
    tokenAbsoluteDays: 3650,
  })
  const liveFeed = createSimulatorFeed({ clock, seed: 'push-tests', logger: captureLogger() })
  const { player, gameBalance } = lotteryPlayers(
    'P',
    () => handle,
    () => client,
  )
  let deviceSerial = 0
  const device = () => newDevice(`${service.origin}/push/device-${++deviceSerial}`)
  const senderFor = (options: { timeoutMs?: number } = {}) =>
    createPushSender({
      db: handle.db,
      vapid: { ...vapid, subject: SUBJECT },
      logger,
      config,
      clock,
      ...options,
    })

  const subscribe = (token: string, d: Device, language?: string) =>
    client.post('/push/subscriptions', { ...d.json, ...(language ? { language } : {}) }, token)
  const unsubscribe = (token: string | undefined, endpoint: unknown) =>
    client.request('DELETE', '/push/subscriptions', { body: { endpoint }, ...(token ? { token } : {}) })
  const stored = (endpoint: string) =>
    handle.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))
  const storedOf = (userId: number) =>
    handle.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))
  const bet2d = async (token: string, lines: [string, number][]) => {
    await placeSlip(client, '/twod-bet', token, lines)
  }
  /** Records a 2D result and settles its draw, telling `notifier` about the wins. */
  const settle2d = async (
    date: string,
    session: 'morning' | 'evening',
    number: string,
    notifier: PushSender,
  ) => {
    clock.set(yangon(`${date} ${session === 'morning' ? '12:05:00' : '16:35:00'}`))
    const draw = { game: '2d', drawDate: date, session } as const
    const rules = twoDRules(config)
    expect(
      (await recordResult(handle.db, rules, draw, { number, source: 'admin' }, clock.now())).status,
    ).toBe('created')
    return settleDraw(handle.db, rules, draw, {
      now: clock.now(),
      onWins: (wins) => notifier.notifyWins(wins),
    })
  }

  beforeAll(async () => {
    handle = await openMigrated(database)
    vapidDir = await mkdtemp(join(tmpdir(), 'shwe-push-'))
    vapid = (await ensureVapidKeys(vapidDir)).keys
    service = await fakePushService()
    sender = senderFor({ timeoutMs: 2_000 })
    client = jsonClient(testApp(handle.db, clock, { liveFeed, config, push: sender }))
    // As in production: no loopback push service.
    productionClient = jsonClient(
      testApp(handle.db, clock, {
        liveFeed,
        config: { ...config, pushAllowLoopbackHttp: false },
        push: sender,
      }),
    )
    adminToken = await firstAdminToken(handle)
  })

  beforeEach(async () => {
    service.answer(201)
    logger.errors.length = 0
    // Each test's notifications only: the clock jumps between tests, and would make others' due or overdue.
    await handle.db.delete(pushOutbox)
  })

  afterAll(async () => {
    await sender?.stop()
    await service?.close()
    await rm(vapidDir, { recursive: true, force: true })
    // Whatever the tests did, no money was created or lost.
    expect(await auditAndClose(handle)).toMatchObject(CLEAN_LEDGER)
  })

  it('keeps one VAPID pair in the database, made by whichever server asks first', async () => {
    const [a, b] = await Promise.all([ensureStoredVapidKeys(handle.db), ensureStoredVapidKeys(handle.db)])
    expect(a.keys).toEqual(b.keys)
    expect([a.created, b.created].sort()).toEqual([false, true])
    expect(vapidKeysProblem(a.keys)).toBeNull()
    expect(await ensureStoredVapidKeys(handle.db)).toEqual({ keys: a.keys, created: false })
  })

  it('gives the public key to anyone, cacheable for a day', async () => {
    const res = await client.get('/push/public-key')
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ public_key: vapid.publicKey })
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=86400')
    const without = jsonClient(testApp(handle.db, clock, { liveFeed, config }))
    expect((await without.get('/push/public-key')).status).toBe(503)
  })

  it('stores a device for the signed-in player, in English unless told, and moves it on another sign-in', async () => {
    const a = await player(1_000n)
    const b = await player(1_000n)
    const d = device()
    expect((await client.post('/push/subscriptions', d.json)).status).toBe(401)
    const res = await subscribe(a.token, d)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data).toEqual({ endpoint: d.json.endpoint, language: 'en' })
    expect(await stored(d.json.endpoint)).toMatchObject([
      {
        userId: a.id,
        p256dh: d.json.keys.p256dh,
        auth: d.json.keys.auth,
        language: 'en',
        lastSuccessAt: null,
      },
    ])
    // The same device in Burmese: still one row.
    expect((await subscribe(a.token, d, 'mm')).body.data.language).toBe('mm')
    expect(await storedOf(a.id)).toMatchObject([{ endpoint: d.json.endpoint, language: 'mm' }])
    // Another player signs in on that device and turns notifications on: it is theirs now.
    expect((await subscribe(b.token, d, 'th')).status).toBe(200)
    expect(await storedOf(a.id)).toEqual([])
    expect(await storedOf(b.id)).toMatchObject([{ endpoint: d.json.endpoint, language: 'th' }])
  })

  it(`keeps the ${MAX_DEVICES} devices a player saved last`, async () => {
    const p = await player(1_000n)
    const devices = Array.from({ length: MAX_DEVICES + 2 }, () => device())
    for (const [i, d] of devices.entries()) {
      clock.set(new Date(yangon('2026-11-23 10:00:00').getTime() + i * 60_000))
      expect((await subscribe(p.token, d)).status).toBe(200)
    }
    // The first device saved again is the newest now; the second and third are the oldest.
    clock.set(yangon('2026-11-23 11:00:00'))
    expect((await subscribe(p.token, devices[0] as Device)).status).toBe(200)
    const kept = (await storedOf(p.id)).map((row) => row.endpoint).sort()
    expect(kept).toHaveLength(MAX_DEVICES)
    expect(kept).toEqual([devices[0], ...devices.slice(3)].map((d) => (d as Device).json.endpoint).sort())
  })

  it('refuses a subscription with a bad endpoint or keys (422 with field errors) and stores nothing', async () => {
    const p = await player(1_000n)
    const good = device().json
    const key65 = (first: number) =>
      Buffer.concat([Buffer.from([first]), randomBytes(64)]).toString('base64url')
    const cases: [unknown, string][] = [
      [{ ...good, endpoint: 'http://push.example/send/1' }, 'endpoint'],
      [{ ...good, endpoint: 'not a url' }, 'endpoint'],
      [{ ...good, endpoint: `https://push.example/${'a'.repeat(1000)}` }, 'endpoint'],
      [{ ...good, endpoint: undefined }, 'endpoint'],
      [{ ...good, keys: { ...good.keys, p256dh: randomBytes(64).toString('base64url') } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, p256dh: key65(0x02) } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, p256dh: `${good.keys.p256dh}=` } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, auth: randomBytes(15).toString('base64url') } }, 'keys.auth'],
      [{ ...good, keys: { p256dh: good.keys.p256dh } }, 'keys.auth'],
      [{ endpoint: good.endpoint, expirationTime: null }, 'keys'],
      [{ ...good, language: 'fr' }, 'language'],
    ]
    for (const [body, field] of cases) {
      const res = await client.post('/push/subscriptions', body, p.token)
      expect(res.status, JSON.stringify(body)).toBe(422)
      expect(Object.keys(res.body.errors), JSON.stringify(body)).toEqual([field])
      expect(res.body.message).toBe(res.body.errors[field][0])
    }
    // In production a push service on this machine is refused too.
    const local = await productionClient.post('/push/subscriptions', good, p.token)
    expect(local.status).toBe(422)
    expect(Object.keys(local.body.errors)).toEqual(['endpoint'])
    expect(await storedOf(p.id)).toEqual([])
  })

  it("removes only the caller's own device, and needs a sign-in and an endpoint", async () => {
    const a = await player(1_000n)
    const b = await player(1_000n)
    const d = device()
    await subscribe(a.token, d)
    expect((await unsubscribe(undefined, d.json.endpoint)).status).toBe(401)
    expect((await unsubscribe(b.token, undefined)).status).toBe(422)
    expect((await unsubscribe(b.token, 'not a url')).body.errors).toHaveProperty('endpoint')
    // Another player who knows the endpoint changes nothing.
    const other = await unsubscribe(b.token, d.json.endpoint)
    expect(other.status).toBe(200)
    expect(await stored(d.json.endpoint)).toHaveLength(1)
    const own = await unsubscribe(a.token, d.json.endpoint)
    expect(own.status).toBe(200)
    expect(own.body.message).toBe('Notifications are off.')
    expect(await stored(d.json.endpoint)).toEqual([])
    expect((await unsubscribe(a.token, d.json.endpoint)).status).toBe(200)
  })

  it('sends each winner one encrypted push per device for their winning number, in its language, after settling', async () => {
    clock.set(yangon('2026-11-23 10:00:00'))
    const winner = await player(10_000n)
    const loser = await player(10_000n)
    const phone = device()
    const laptop = device()
    const loserPhone = device()
    expect((await subscribe(winner.token, phone, 'mm')).status).toBe(200)
    expect((await subscribe(winner.token, laptop)).status).toBe(200)
    expect((await subscribe(loser.token, loserPhone)).status).toBe(200)
    // 47 on two slips (100 + 100 Ks), and a number that loses; the loser plays other numbers only.
    await bet2d(winner.token, [
      ['47', 100],
      ['12', 100],
    ])
    await bet2d(winner.token, [['47', 100]])
    await bet2d(loser.token, [
      ['48', 100],
      ['74', 100],
    ])
    const before = await gameBalance(winner.id)

    // Through the settlement job, as the server runs it.
    clock.set(yangon('2026-11-23 12:05:00'))
    const job = createSettlementJob({ database: handle, clock, config, liveFeed, logger, notifier: sender })
    const rules = twoDRules(config)
    await recordResult(
      handle.db,
      rules,
      { game: '2d', drawDate: '2026-11-23', session: 'morning' },
      { number: '47', source: 'admin' },
      clock.now(),
    )
    expect(await job.sweep()).toBe(true)
    await job.stop()
    await sender.idle()
    expect(await gameBalance(winner.id)).toBe(before + 16_000n * KYAT)

    expect(service.to(loserPhone.json.endpoint)).toEqual([])
    const [toPhone, ...morePhone] = service.to(phone.json.endpoint)
    const [toLaptop, ...moreLaptop] = service.to(laptop.json.endpoint)
    expect([morePhone, moreLaptop]).toEqual([[], []])
    if (!toPhone || !toLaptop) throw new Error('no push arrived')
    expect(JSON.parse(decrypt(toLaptop.body, laptop))).toEqual({
      title: 'Your number won',
      body: '2D 12:01: your 47 won 16,000 Ks',
      url: '/morning-bet-slip',
      tag: '2d-2026-11-23-morning-47',
    })
    expect(JSON.parse(decrypt(toPhone.body, phone))).toEqual({
      title: 'သင့်ဂဏန်း ပေါက်ပါပြီ',
      body: '2D 12:01: သင်ထိုးထားသော 47 ပေါက်ပြီး 16,000 ကျပ် ရပါပြီ',
      url: '/morning-bet-slip',
      tag: '2d-2026-11-23-morning-47',
    })
    for (const push of [toPhone, toLaptop]) {
      expectVapid(push, vapid.publicKey, service.origin, SUBJECT)
      expect(push.headers).toMatchObject({ ttl: '43200', urgency: 'high', 'content-encoding': 'aes128gcm' })
    }
    // The phone's key cannot read the laptop's push.
    expect(() => decrypt(toLaptop.body, phone)).toThrow()
    const [row] = await stored(phone.json.endpoint)
    expect(row?.lastSuccessAt).toEqual(clock.now())
    expect(logger.errors).toEqual([])
  })

  it('sends one push per winning 3D number, with its whole prize, when an operator enters the result', async () => {
    clock.set(yangon('2026-11-30 09:00:00'))
    const p = await player(10_000n)
    const d = device()
    await subscribe(p.token, d, 'zh')
    await placeSlip(client, '/threed-bet', p.token, [
      ['123', 10],
      ['321', 20, true],
      ['124', 30],
    ])
    clock.set(yangon('2026-12-01 14:31:00'))
    const entered = await client.request('POST', '/admin/3d/result', {
      body: { date: '2026-12-01', number: '123' },
      token: adminToken,
    })
    expect(entered.status, JSON.stringify(entered.body)).toBe(200)
    await sender.idle()
    const pushes = service.to(d.json.endpoint).map((push) => JSON.parse(decrypt(push.body, d)))
    expect(pushes.sort((x, y) => x.tag.localeCompare(y.tag))).toEqual([
      {
        title: '您的号码中奖了',
        body: '3D 12月1日：您的 123 中奖 5,000 Ks',
        url: '/3d/history',
        tag: '3d-2026-12-01-draw-123',
      },
      {
        title: '您的号码中奖了',
        body: '3D 12月1日：您的 321 中奖 200 Ks',
        url: '/3d/history',
        tag: '3d-2026-12-01-draw-321',
      },
    ])
  })

  it('shows the whole prize of a number whose lines were paid in different batches', async () => {
    clock.set(yangon('2026-11-23 13:00:00'))
    const p = await player(10_000n)
    const d = device()
    await subscribe(p.token, d)
    for (const amount of [100, 200, 300]) await bet2d(p.token, [['33', amount]])
    const batches: string[] = []
    clock.set(yangon('2026-11-23 16:35:00'))
    const draw = { game: '2d', drawDate: '2026-11-23', session: 'evening' } as const
    const rules = twoDRules(config)
    await recordResult(handle.db, rules, draw, { number: '33', source: 'admin' }, clock.now())
    await settleDraw(handle.db, rules, draw, {
      now: clock.now(),
      batchSize: 1,
      onWins: (wins) => {
        batches.push(wins.map((w) => `${w.number}:${w.amountPya}`).join())
        sender.notifyWins(wins)
      },
    })
    await sender.idle()
    expect(batches).toEqual(['33:800000', '33:1600000', '33:2400000'])
    const pushes = service.to(d.json.endpoint).map((push) => JSON.parse(decrypt(push.body, d)))
    // Every push has one tag, so the device shows one notification; the last one has the whole prize.
    expect(new Set(pushes.map((push) => push.tag))).toEqual(new Set(['2d-2026-11-23-evening-33']))
    expect(pushes.at(-1)?.body).toBe('2D 16:30: your 33 won 48,000 Ks')
  })

  it('forgets a device the push service answers 410 or 404 for, and keeps it after a 500', async () => {
    clock.set(yangon('2026-11-24 10:00:00'))
    const gone = await player(10_000n)
    const unknown = await player(10_000n)
    const failing = await player(10_000n)
    const devices: Device[] = []
    for (const [p, status] of [
      [gone, 410],
      [unknown, 404],
      [failing, 500],
    ] as const) {
      const d = device()
      devices.push(d)
      service.answer(status, d.json.endpoint)
      await subscribe(p.token, d)
      await bet2d(p.token, [['90', 100]])
    }
    await settle2d('2026-11-24', 'morning', '90', sender)
    await sender.idle()
    expect(devices.map((d) => service.to(d.json.endpoint).length)).toEqual([1, 1, 1])
    expect(await storedOf(gone.id)).toEqual([])
    expect(await storedOf(unknown.id)).toEqual([])
    expect(await storedOf(failing.id)).toMatchObject([{ lastSuccessAt: null }])
    expect(logger.errors.map((args) => String(args[0]))).toEqual([
      `Win notification to ${service.origin} refused with HTTP 500.`,
    ])
  })

  it('pays at once while a push service never answers, puts the push off after the time limit, and keeps the device', async () => {
    clock.set(yangon('2026-11-24 13:00:00'))
    const p = await player(10_000n)
    const d = device()
    await subscribe(p.token, d)
    await bet2d(p.token, [['61', 100]])
    const before = await gameBalance(p.id)
    service.answer('hang')
    const slow = senderFor({ timeoutMs: 60_000 })
    let idle = false
    try {
      const report = await settle2d('2026-11-24', 'evening', '61', slow)
      // Settled and paid while the push is still waiting for its answer.
      expect(report).toMatchObject({ winners: 1, paidPya: 8_000n * KYAT })
      expect(await gameBalance(p.id)).toBe(before + 8_000n * KYAT)
      void slow.idle().then(() => {
        idle = true
      })
      await until(() => service.to(d.json.endpoint).length === 1, 'the push to arrive')
      expect(idle).toBe(false)
    } finally {
      // Stopping cuts the hanging push off, and leaves it due for the next sender.
      await slow.stop()
    }
    expect(idle).toBe(true)
    expect(await stored(d.json.endpoint)).toHaveLength(1)

    // With a short time limit the push fails on its own, is logged, and waits for its next attempt.
    const quick = senderFor({ timeoutMs: 200 })
    quick.notifyWins([])
    await quick.idle()
    expect(logger.errors.map((args) => String(args[0]))).toEqual([
      `Win notification to ${service.origin} failed:`,
    ])
    expect(await stored(d.json.endpoint)).toHaveLength(1)
    expect(await handle.db.select().from(pushOutbox)).toMatchObject([
      { attempts: 2, sentAt: null, givenUpAt: null, nextAttemptAt: new Date(clock.now().getTime() + 60_000) },
    ])
    await quick.stop()
  })

  it('tries a failed push again after a growing wait, sends it once when it goes through, and gives up a day after the win', async () => {
    clock.set(yangon('2026-11-26 10:00:00'))
    const p = await player(10_000n)
    const q = await player(10_000n)
    const pd = device()
    const qd = device()
    await subscribe(p.token, pd)
    await subscribe(q.token, qd)
    await bet2d(p.token, [['29', 100]])
    await bet2d(q.token, [['29', 100]])
    service.answer(500)
    // Two senders, as two server processes would have: each row is claimed by one of them at a time.
    const other = senderFor({ timeoutMs: 2_000 })
    try {
      await settle2d('2026-11-26', 'morning', '29', sender)
      other.notifyWins([])
      await Promise.all([sender.idle(), other.idle()])
      expect([service.to(pd.json.endpoint).length, service.to(qd.json.endpoint).length]).toEqual([1, 1])
      const paid = clock.now().getTime()
      // Not due again before the wait (30 s, then 60 s, ...).
      clock.set(new Date(paid + 29_000))
      sender.notifyWins([])
      other.notifyWins([])
      await Promise.all([sender.idle(), other.idle()])
      expect([service.to(pd.json.endpoint).length, service.to(qd.json.endpoint).length]).toEqual([1, 1])
      // The phone's push service recovers; the other one never does.
      service.answer(201, pd.json.endpoint)
      clock.set(new Date(paid + 31_000))
      sender.notifyWins([])
      other.notifyWins([])
      await Promise.all([sender.idle(), other.idle()])
      expect([service.to(pd.json.endpoint).length, service.to(qd.json.endpoint).length]).toEqual([2, 2])
      for (const step of [95_000, 3 * 3_600_000, 12 * 3_600_000, 24 * 3_600_000 + 1_000]) {
        clock.set(new Date(paid + step))
        sender.notifyWins([])
        other.notifyWins([])
        await Promise.all([sender.idle(), other.idle()])
      }
      // Sent once after its push service took it; the other tried with growing waits, then given up.
      expect(service.to(pd.json.endpoint).length).toBe(2)
      expect(service.to(qd.json.endpoint).length).toBe(5)
      const rows = await handle.db.select().from(pushOutbox)
      expect(rows.map((r) => [r.sentAt !== null, r.givenUpAt !== null]).sort()).toEqual([
        [false, true],
        [true, false],
      ])
      expect(
        logger.errors.map((args) => String(args[0])).filter((line) => line.includes('given up')),
      ).toHaveLength(1)
    } finally {
      await other.stop()
    }
  })

  it('settles and pays when the push service refuses connections, or the notifier itself throws', async () => {
    clock.set(yangon('2026-11-25 10:00:00'))
    const p = await player(10_000n)
    const q = await player(10_000n)
    await subscribe(p.token, newDevice('http://127.0.0.1:1/push/closed-port'))
    await bet2d(p.token, [['17', 100]])
    await bet2d(q.token, [['17', 100]])
    const before = await gameBalance(p.id)
    await settle2d('2026-11-25', 'morning', '17', sender)
    await sender.idle()
    expect(await gameBalance(p.id)).toBe(before + 8_000n * KYAT)
    expect(logger.errors.map((args) => String(args[0]))).toEqual([
      'Win notification to http://127.0.0.1:1 failed:',
    ])

    logger.errors.length = 0
    await bet2d(q.token, [['18', 100]])
    const beforeQ = await gameBalance(q.id)
    clock.set(yangon('2026-11-25 16:35:00'))
    const draw = { game: '2d', drawDate: '2026-11-25', session: 'evening' } as const
    const rules = twoDRules(config)
    await recordResult(handle.db, rules, draw, { number: '18', source: 'admin' }, clock.now())
    const boom = new Error('notifier broke')
    const report = await settleDraw(handle.db, rules, draw, {
      now: clock.now(),
      logger,
      onWins: () => {
        throw boom
      },
    })
    expect(report.winners).toBe(1)
    expect(await gameBalance(q.id)).toBe(beforeQ + 8_000n * KYAT)
    expect(logger.errors).toEqual([['Could not pass on the wins of a settled batch:', boom]])
  })
})

// Keeps the encryption helpers honest: a record made with the same steps decrypts.
describe('the test decryption', () => {
  it('reads an aes128gcm record made by hand', () => {
    const browser = createECDH('prime256v1')
    browser.generateKeys()
    const secret = randomBytes(16)
    const server = createECDH('prime256v1')
    server.generateKeys()
    const salt = randomBytes(16)
    const keyInfo = Buffer.concat([
      Buffer.from('WebPush: info\0'),
      browser.getPublicKey(),
      server.getPublicKey(),
    ])
    const ikm = Buffer.from(
      hkdfSync('sha256', server.computeSecret(browser.getPublicKey()), secret, keyInfo, 32),
    )
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
    const cipher = createCipheriv('aes-128-gcm', cek, nonce)
    const sealed = Buffer.concat([cipher.update(Buffer.from('hello\u0002\0\0', 'utf8')), cipher.final()])
    const header = Buffer.alloc(21)
    salt.copy(header)
    header.writeUInt32BE(4096, 16)
    header[20] = 65
    const body = Buffer.concat([header, server.getPublicKey(), sealed, cipher.getAuthTag()])
    expect(decrypt(body, { ecdh: browser, secret })).toBe('hello')
  })
})
