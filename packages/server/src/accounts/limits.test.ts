import { performance } from 'node:perf_hooks'
import { ERROR_STATUS } from '@shwe/contract'
import { fixedClock } from '@shwe/domain'
import { inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AppConfig } from '../config.ts'
import type { DatabaseHandle } from '../db.ts'
import { users } from '../schema.ts'
import { addAgentWithAccounts, addUser, captureLogger, testDatabases } from '../test-db.ts'
import { jsonClient, testApp, useMigrated } from '../test-http.ts'
import { SLOWDOWN_STEP_MS, TOO_MANY_ATTEMPTS, TOO_MANY_SIGNUPS } from './limits.ts'
import { guestRegistration, registration as signUp } from './test-kit.ts'

/** Headers as one proxy in front passes them on: what the client wrote, then the address the proxy saw. */
const via = (...hops: string[]) => ({ 'X-Forwarded-For': hops.join(', ') })

const registration = (phone: string) => signUp(phone, { name: 'Flood Player' })
const guest = (userName: string) => guestRegistration(userName)

describe.each(testDatabases)('T20: limits a client cannot step around, on $name', (database) => {
  let handle: DatabaseHandle
  const clock = fixedClock('2026-11-22T10:00:00Z')
  const logger = captureLogger()
  const appWith = (config: Partial<AppConfig> = {}, log = logger) =>
    jsonClient(testApp(handle.db, clock, { config: { trustProxy: 1, ...config }, logger: log }))
  let client: ReturnType<typeof appWith>

  useMigrated(database, (opened) => {
    handle = opened
  })
  beforeAll(async () => {
    await addAgentWithAccounts(handle, { referralCode: 'SHWE2026' })
    client = appWith()
  })

  const login = (userName: string, password: string, headers: Record<string, string>) =>
    client.signIn(userName, password, headers)
  const logLines = (text: string) =>
    logger.errors.map((args) => args.map(String).join(' ')).filter((line) => line.includes(text))
  const existing = async (column: typeof users.phone | typeof users.userName, values: string[]) =>
    (await handle.db.select({ value: column }).from(users).where(inArray(column, values))).map((r) => r.value)

  describe('sign-in', () => {
    it('counts failures under the address the proxy appended, however the client rotates what it writes before it', async () => {
      await addUser(handle, { userName: 'P50000001', password: 'right-pass' })
      const proxySaw = '198.51.100.20'
      for (let i = 0; i < 10; i++) {
        const res = await login('P50000001', `wrong-${i}x`, via(`10.9.${i}.1`, `203.0.113.${i}`, proxySaw))
        expect(res.status).toBe(401)
      }
      const blocked = await login('P50000001', 'right-pass', via('10.9.99.1', proxySaw))
      expect(blocked.status).toBe(429)
      expect(blocked.headers.get('retry-after')).toBe('900')
      expect(blocked.body).toEqual({ status: ERROR_STATUS, message: TOO_MANY_ATTEMPTS, data: '' })
      // Writing the blocked address itself changes nothing either: the proxy's entry is the client.
      expect((await login('P50000001', 'wrong-again', via(proxySaw, '198.51.100.21'))).status).toBe(401)
      expect((await login('P50000001', 'right-pass', via(proxySaw, '198.51.100.21'))).status).toBe(200)

      const refusals = logLines(`sign-in refused (address limit): ${proxySaw} `)
      expect(refusals).toHaveLength(1)
      expect(refusals[0]).not.toContain('right-pass')
    })

    it('counts an IPv6 client by its /64, so rotating addresses inside it lifts nothing', async () => {
      await addUser(handle, { userName: 'P50000002', password: 'right-pass' })
      for (let i = 0; i < 10; i++) {
        const address = `2001:db8:77:1:${(i * 4099).toString(16)}::${i + 1}`
        expect((await login('P50000002', `wrong-${i}x`, via(address))).status).toBe(401)
      }
      const blocked = await login('P50000002', 'right-pass', via('[2001:db8:77:1:ffff:ffff:ffff:fffe]:443'))
      expect(blocked.status).toBe(429)
      expect(logLines('sign-in refused (address limit): 2001:db8:77:1::/64 ')).toHaveLength(1)
      expect((await login('P50000002', 'right-pass', via('2001:db8:77:2::1'))).status).toBe(200)
    })

    it('counts the phone and the user name of one account as one account', async () => {
      const id = await addUser(handle, {
        userName: 'P50000003',
        phone: '09500000003',
        password: 'right-pass',
      })
      const slowed = () => logLines(`sign-in slowed`).filter((line) => line.includes(`"account:${id}"`))
      for (let i = 0; i < 10; i++) {
        expect((await login('P50000003', `wrong-${i}x`, via('198.51.100.30'))).status).toBe(401)
      }
      // Ten failures: the limit, not beyond it.
      expect((await login('09500000003', 'right-pass', via('198.51.100.31'))).status).toBe(200)
      expect(slowed()).toEqual([])
      // One more, typed as the phone, is the account's eleventh: the next attempt by user name waits.
      expect((await login('09500000003', 'wrong-by-phone', via('198.51.100.31'))).status).toBe(401)
      expect((await login('P50000003', 'right-pass', via('198.51.100.32'))).status).toBe(200)
      expect(slowed()).toHaveLength(1)
      expect(slowed()[0]).toContain(`slowed ${SLOWDOWN_STEP_MS} ms`)
      expect(slowed()[0]).toContain('failed 11 times')
    })

    it('lets the owner sign in from their own address while strangers fail on the account until 429', async () => {
      await addUser(handle, { userName: 'P50000004', password: 'owner-pass' })
      const stranger = via('198.51.100.40')
      // A burst of parallel guesses does not slip under the limit: ten wrong guesses at most are checked.
      const burst = await Promise.all(
        Array.from({ length: 16 }, (_, i) => login('P50000004', `guess-${i}xx`, stranger)),
      )
      const statuses = burst.map((r) => r.status)
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10)
      expect(statuses.every((s) => s === 401 || s === 429)).toBe(true)
      let refused = false
      for (let i = 0; i < 11 && !refused; i++) {
        refused = (await login('P50000004', `more-${i}xx`, stranger)).status === 429
      }
      expect(refused).toBe(true)
      // A second stranger puts the account over its limit: attempts on it wait, nobody is locked out.
      for (let i = 0; i < 2; i++) {
        expect((await login('P50000004', `other-${i}xx`, via('198.51.100.42'))).status).toBe(401)
      }
      const owner = await login('P50000004', 'owner-pass', via('198.51.100.41'))
      expect(owner.status).toBe(200)
      expect(owner.body.data.user.user_name).toBe('P50000004')
      expect((await login('P50000004', 'owner-pass', stranger)).status).toBe(429)
    })
  })

  describe('account creation', () => {
    it('refuses a register flood from one address after five, with Retry-After, and creates nothing for it', async () => {
      const proxySaw = '198.51.100.50'
      const phones = Array.from({ length: 8 }, (_, i) => `0952000000${i}`)
      const replies = []
      for (const [i, phone] of phones.entries()) {
        replies.push(
          await client.post('/register', registration(phone), undefined, via(`10.8.${i}.1`, proxySaw)),
        )
      }
      expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 429, 429, 429])
      const refused = replies[5]
      expect(refused?.headers.get('retry-after')).toBe('3600')
      expect(refused?.body).toEqual({ status: ERROR_STATUS, message: TOO_MANY_SIGNUPS, data: '' })
      expect((await existing(users.phone, phones)).sort()).toEqual(phones.slice(0, 5))
      expect(logLines(`sign-up refused (address limit): ${proxySaw} `)).toHaveLength(3)

      // Guest accounts share the allowance.
      const guestReply = await client.post('/guest-register', guest('G52000001'), undefined, via(proxySaw))
      expect(guestReply.status).toBe(429)
      expect(guestReply.headers.get('retry-after')).toBe('3600')
      expect(await existing(users.userName, ['G52000001'])).toEqual([])

      // Another address is not held back, and the first one has its allowance again after an hour.
      expect(
        (await client.post('/register', registration('09520000100'), undefined, via('198.51.100.51'))).status,
      ).toBe(200)
      clock.advance(61 * 60_000)
      expect(
        (await client.post('/register', registration('09520000101'), undefined, via(proxySaw))).status,
      ).toBe(200)
    })

    it('refuses a parallel guest-register flood from one IPv6 /64 beyond five, creating nothing for the refused', async () => {
      const names = Array.from({ length: 12 }, (_, i) => `G5300000${String(i).padStart(2, '0')}`)
      const replies = await Promise.all(
        names.map((name, i) =>
          client.post('/guest-register', guest(name), undefined, via(`2001:db8:99:1::${i + 1}`)),
        ),
      )
      const created = names.filter((_, i) => replies[i]?.status === 201)
      expect(created.length).toBeLessThanOrEqual(5)
      for (const reply of replies.filter((r) => r.status !== 201)) {
        expect(reply.status).toBe(429)
        expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0)
        expect(reply.body.message).toBe(TOO_MANY_SIGNUPS)
      }
      expect((await existing(users.userName, names)).sort()).toEqual(created.sort())
      const after = await client.post(
        '/guest-register',
        guest('G53000099'),
        undefined,
        via('2001:db8:99:1:8::1'),
      )
      expect(after.status).toBe(created.length < 5 ? 201 : 429)
    })

    it('does not hold up another player signing in while accounts are flooded in (production-like hash cost)', async () => {
      const cost = 15
      const app = appWith({ scryptLogN: cost }, captureLogger())
      await addUser(handle, { userName: 'P50000009', password: 'calm-pass', scryptLogN: cost })
      const signIn = async () => {
        const started = performance.now()
        const res = await app.signIn('P50000009', 'calm-pass', via('198.51.100.90'))
        expect(res.status).toBe(200)
        return performance.now() - started
      }
      const alone = Math.min(await signIn(), await signIn(), await signIn())

      const phones = Array.from({ length: 40 }, (_, i) => `0953${String(i).padStart(7, '0')}`)
      // Forty registrations through one address, whatever each writes before the proxy's entry...
      const registrations = phones.map((phone, i) =>
        app.post('/register', registration(phone), undefined, via(`10.7.${i}.1`, '198.51.100.91')),
      )
      // ...and thirty guests from thirty addresses, each within its own allowance.
      const guests = Array.from({ length: 30 }, (_, i) =>
        app.post(
          '/guest-register',
          guest(`G54000${String(i).padStart(3, '0')}`),
          undefined,
          via(`198.51.102.${i}`),
        ),
      )
      const flood = [...registrations, ...guests]
      let floodDone = 0
      for (const reply of flood) {
        void reply.then(() => {
          floodDone = performance.now()
        })
      }
      // The sign-in comes once the flood is in full swing: its refusals answered, its hashes under way.
      let answered = 0
      await new Promise<void>((inSwing) => {
        for (const reply of registrations) void reply.then(() => ++answered >= 30 && inSwing())
      })
      const started = performance.now()
      const during = await signIn()

      const replies = await Promise.all(flood)
      const registered = replies.slice(0, phones.length).filter((r) => r.status === 200).length
      expect(registered).toBeLessThanOrEqual(5)
      for (const reply of replies) {
        expect([200, 201, 429, 503]).toContain(reply.status)
        if (reply.status >= 429) expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0)
      }
      expect((await existing(users.phone, phones)).length).toBe(registered)
      // Unbounded, the sign-in's hash waits behind every hash of the flood and is answered as the flood ends
      // (seconds on two cores). Bounded, it waits for one already running at most: measured at a tenth to a
      // fifth of the flood's remaining time. Both are measured together, so a busy machine slows both alike.
      const floodLeft = floodDone - started
      expect(
        during,
        `sign-in alone ${alone.toFixed(0)} ms, during the flood ${during.toFixed(0)} ms, flood over after ${floodLeft.toFixed(0)} ms`,
      ).toBeLessThan(floodLeft / 2)
    })
  })

  it('builds absolute URLs in replies on PUBLIC_ORIGIN, and never on a client-set X-Forwarded-Host', async () => {
    await addUser(handle, { userName: 'P50000010', password: 'right-pass' })
    const headers = {
      ...via('198.51.100.110'),
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-Proto': 'https',
    }
    const imageUrls = async (app: ReturnType<typeof appWith>) => {
      const signedIn = await app.signIn('P50000010', 'right-pass', headers)
      const types = await app.request('GET', '/paymentTypefinicial', {
        token: signedIn.body.data.token,
        headers,
      })
      return (types.body.data as { image_url: string }[]).map((type) => type.image_url)
    }
    const published = await imageUrls(appWith({ publicOrigin: 'https://shwe.example' }))
    expect(published.length).toBeGreaterThan(0)
    for (const url of published) expect(url).toMatch(/^https:\/\/shwe\.example\/media\//)
    // Without it: the request's own host, with the scheme the proxy reported.
    for (const url of await imageUrls(client)) expect(url).toMatch(/^https:\/\/localhost\/media\//)
  })
})
