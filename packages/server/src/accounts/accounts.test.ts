import { ERROR_STATUS, SUCCESS_STATUS } from '@shwe/contract'
import { fixedClock } from '@shwe/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db.ts'
import { addAgentWithAccounts, addUser, testDatabases } from '../test-db.ts'
import { jsonClient, testApp, useMigrated } from '../test-http.ts'
import { TOO_MANY_ATTEMPTS } from './routes.ts'
import { guestRegistration, registration } from './test-kit.ts'

describe.each(testDatabases)('accounts on $name', (database) => {
  let handle: DatabaseHandle
  const clock = fixedClock('2026-11-22T10:00:00Z')
  let client: ReturnType<typeof jsonClient>
  let limited: ReturnType<typeof jsonClient>
  let paymentTypeIds: number[]

  useMigrated(database, (opened) => {
    handle = opened
    // Every request here comes from one address: room for all the accounts these tests create.
    const config = { registerMaxPerAddress: 1000 }
    client = jsonClient(testApp(handle.db, clock, { config }))
    limited = jsonClient(testApp(handle.db, clock, { config: { ...config, trustProxy: true } }))
  })
  beforeAll(async () => {
    ;({ paymentTypeIds } = await addAgentWithAccounts(handle, { referralCode: 'SHWE2026' }))
    await addUser(handle, { userName: 'agentless', phone: '09400000001' })
  })

  describe('POST /register', () => {
    it('creates a player with a generated Pi######## name, signs them in and lets them log in by phone', async () => {
      const res = await client.post('/register', registration('09420000001'))
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ status: SUCCESS_STATUS, message: 'User register successfully.' })
      const { user, token } = res.body.data
      expect(user).toMatchObject({
        name: 'Aung Aung',
        phone: '09420000001',
        balance: '0.00',
        main_balance: '0.00',
      })
      expect(user.user_name).toMatch(/^Pi\d{8}$/)
      expect(user).not.toHaveProperty('password_hash')
      expect((await client.get('/user', token)).body.data.user_name).toBe(user.user_name)
      expect(await client.login('09420000001', 'golden77')).toEqual(expect.any(String))
      expect(await client.login(user.user_name, 'golden77')).toEqual(expect.any(String))
    })

    it('keeps the payout account given at registration', async () => {
      const res = await client.post(
        '/register',
        registration('09420000002', {
          payment_type_id: paymentTypeIds[0],
          account_name: 'Aung',
          account_number: '0911',
        }),
      )
      const payment = await client.get('/user-payment', res.body.data.token)
      expect(payment.body.data).toMatchObject({
        account_name: 'Aung',
        account_no: '0911',
        payment_type: { name: 'KBZPay' },
      })
    })

    it.each([
      [{ name: 'Al' }, 'name', 'The name field must be at least 3 characters.'],
      [{ phone: '09-123' }, 'phone', 'The phone field must contain digits only.'],
      [{ phone: '' }, 'phone', 'The phone field is required.'],
      [
        { password: '12345', password_confirmation: '12345' },
        'password',
        'The password field must be at least 6 characters.',
      ],
      [{ password_confirmation: 'golden78' }, 'password', 'The password field confirmation does not match.'],
      [{ referral_code: '' }, 'referral_code', 'The referral code field is required.'],
      [{ referral_code: 'NOBODY' }, 'referral_code', 'The referral code does not match any agent.'],
    ])('refuses %j with a field error', async (change, field, message) => {
      const res = await client.post('/register', registration('09420000099', change))
      expect(res.status).toBe(422)
      expect(res.body.errors[field]).toEqual([message])
    })

    it('stores a name typed in Zawgyi as Unicode, and keeps a Unicode name as typed', async () => {
      const zawgyi = await client.post('/register', registration('09420000301', { name: 'ေက်ာင္း' }))
      expect(zawgyi.status).toBe(200)
      expect(zawgyi.body.data.user.name).toBe('ကျောင်း')
      expect((await client.get('/user', zawgyi.body.data.token)).body.data.name).toBe('ကျောင်း')

      const unicode = await client.post('/register', registration('09420000302', { name: 'မင်္ဂလာပါ' }))
      expect(unicode.status).toBe(200)
      expect((await client.get('/user', unicode.body.data.token)).body.data.name).toBe('မင်္ဂလာပါ')
    })

    it('refuses a phone number already registered, also when two registrations race', async () => {
      expect((await client.post('/register', registration('09400000001'))).body.errors).toEqual({
        phone: ['The phone has already been taken.'],
      })
      const replies = await Promise.all(
        [1, 2, 3].map(() => client.post('/register', registration('09420000777'))),
      )
      expect(replies.map((r) => r.status).sort()).toEqual([200, 422, 422])
    })
  })

  describe('POST /guest-register', () => {
    const guest = (userName: string, extra: Record<string, unknown> = {}) =>
      guestRegistration(userName, { name: 'GuestPlayer4821', ...extra })

    it('answers 201 with the guest shape and a working token', async () => {
      const res = await client.post('/guest-register', guest('P48213377'))
      expect(res.status).toBe(201)
      expect(res.body).toMatchObject({
        status: 'success',
        message: 'Guest account created successfully',
        data: { user: { user_name: 'P48213377', name: 'GuestPlayer4821', type: 40, is_changed_password: 1 } },
      })
      expect((await client.get('/user', res.body.data.token)).status).toBe(200)
      expect(await client.login('P48213377', 'k3y-7781')).toEqual(expect.any(String))
    })

    it('stores a guest name typed in Zawgyi as Unicode', async () => {
      const res = await client.post('/guest-register', guest('P48213378', { name: 'ေအာင္ေအာင္' }))
      expect(res.status).toBe(201)
      expect(res.body.data.user.name).toBe('အောင်အောင်')
      expect((await client.get('/user', res.body.data.token)).body.data.name).toBe('အောင်အောင်')
    })

    it('answers 422 in the guest error shape for a taken name, so the client can pick another', async () => {
      const res = await client.post('/guest-register', guest('P48213377'))
      expect(res.status).toBe(422)
      expect(res.body).toEqual({
        status: 'error',
        message: 'Validation failed',
        errors: { user_name: ['The user name has already been taken.'] },
      })
    })

    it.each([
      [{ type: 30 }, 'type'],
      [{ is_changed_password: 0 }, 'is_changed_password'],
      [{ password: '123', password_confirmation: '123' }, 'password'],
      [{ user_name: 'P 1' }, 'user_name'],
      [{ name: '' }, 'name'],
    ])('refuses %j', async (change, field) => {
      const res = await client.post('/guest-register', guest('P11112222', change))
      expect(res.status).toBe(422)
      expect(res.body.status).toBe('error')
      expect(Object.keys(res.body.errors)).toContain(field)
    })
  })

  describe('POST /change-password', () => {
    it('needs the current password, then signs out every other session', async () => {
      await addUser(handle, { userName: 'P20000001', password: 'first-pass' })
      const here = await client.login('P20000001', 'first-pass')
      const elsewhere = await client.login('P20000001', 'first-pass')
      const wrong = await client.post(
        '/change-password',
        { current_password: 'nope-nope', password: 'second-pass', password_confirmation: 'second-pass' },
        here,
      )
      expect(wrong.status).toBe(422)
      expect(wrong.body.errors).toEqual({ current_password: ['Old Password is incorrect'] })
      const mismatch = await client.post(
        '/change-password',
        { current_password: 'first-pass', password: 'second-pass', password_confirmation: 'other-pass' },
        here,
      )
      expect(mismatch.body.errors).toEqual({ password: ['The password field confirmation does not match.'] })
      const ok = await client.post(
        '/change-password',
        { current_password: 'first-pass', password: 'second-pass', password_confirmation: 'second-pass' },
        here,
      )
      expect(ok.status).toBe(200)
      expect(ok.body).toMatchObject({
        message: 'Password has been changed successfully.',
        data: { user_name: 'P20000001' },
      })
      expect((await client.get('/user', here)).status).toBe(200)
      expect((await client.get('/user', elsewhere)).status).toBe(401)
      expect((await client.post('/login', { user_name: 'P20000001', password: 'first-pass' })).status).toBe(
        401,
      )
      expect(await client.login('P20000001', 'second-pass')).toEqual(expect.any(String))
      expect((await client.post('/change-password', { current_password: 'x' })).status).toBe(401)
    })
  })

  describe('T14: failed sign-ins are limited per address, and strangers cannot lock an account', () => {
    it('answers 429 to an address after ten failures on one account, for 15 minutes, while the owner signs in elsewhere', async () => {
      await addUser(handle, { userName: 'P30000001', password: 'right-pass' })
      const stranger = { 'X-Forwarded-For': '203.0.113.1' }
      for (let i = 0; i < 10; i++) {
        const res = await limited.signIn('P30000001', `wrong-${i}x`, stranger)
        expect(res.status).toBe(401)
        expect(res.body).toEqual({ status: ERROR_STATUS, message: 'Credentials do not match!', data: '' })
      }
      const blocked = await limited.signIn('P30000001', 'right-pass', stranger)
      expect(blocked.status).toBe(429)
      expect(blocked.body.message).toBe(TOO_MANY_ATTEMPTS)
      expect(blocked.headers.get('retry-after')).toBe('900')
      const owner = await limited.signIn('P30000001', 'right-pass', { 'X-Forwarded-For': '198.51.100.7' })
      expect(owner.status).toBe(200)
      clock.advance(16 * 60_000)
      const later = await limited.signIn('P30000001', 'right-pass', stranger)
      expect(later.status).toBe(200)
    })

    it('answers 429 to an address that failed ten times, whatever account it tries next', async () => {
      await addUser(handle, { userName: 'P30000002', password: 'right-pass' })
      const from = { 'X-Forwarded-For': '192.0.2.44' }
      for (let i = 0; i < 10; i++) {
        expect((await limited.signIn(`nobody${i}`, 'whatever', from)).status).toBe(401)
      }
      const res = await limited.signIn('P30000002', 'right-pass', from)
      expect(res.status).toBe(429)
      const other = await limited.signIn('P30000002', 'right-pass', {
        'X-Forwarded-For': '192.0.2.45',
      })
      expect(other.status).toBe(200)
    })

    it('does not say whether the user name or the password was wrong', async () => {
      await addUser(handle, { userName: 'P30000003', password: 'right-pass' })
      const unknown = await client.post('/login', { user_name: 'P39999999', password: 'right-pass' })
      const wrong = await client.post('/login', { user_name: 'P30000003', password: 'wrong-pass' })
      expect(unknown.status).toBe(wrong.status)
      expect(unknown.body).toEqual(wrong.body)
    })
  })
})
