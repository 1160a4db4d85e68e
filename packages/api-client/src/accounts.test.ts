import type { GuestRegisterPayload, RegisterPayload } from '@shwe/contract'
import { describe, expect, it } from 'vitest'
import { accountCalls } from './accounts.ts'
import { type CallCase, itMakesEachRequest, resultOf } from './test-kit.ts'

const register: RegisterPayload = {
  name: 'Ko Ko',
  phone: '09123456789',
  password: 'secret12',
  password_confirmation: 'secret12',
  referral_code: 'AGENT7',
}

const guest: GuestRegisterPayload = {
  name: 'GuestPlayer4821',
  user_name: 'P48213377',
  phone: null,
  password: 'Xk3mPq9rTz2w',
  password_confirmation: 'Xk3mPq9rTz2w',
  agent_id: 4,
  status: 1,
  is_changed_password: 1,
  type: 40,
  referral_code: 'guestplayer',
}

const passwords = { current_password: 'secret12', password: 'secret34', password_confirmation: 'secret34' }

const cases: CallCase[] = [
  {
    name: 'login',
    run: (api) => api.login({ user_name: 'demo', password: 'demo1234' }),
    method: 'POST',
    url: '/login',
    body: { user_name: 'demo', password: 'demo1234' },
  },
  { name: 'logout', run: (api) => api.logout(), method: 'POST', url: '/logout' },
  { name: 'user', run: (api) => api.user(), method: 'GET', url: '/user' },
  {
    name: 'register',
    run: (api) => api.register(register),
    method: 'POST',
    url: '/register',
    body: register,
  },
  {
    name: 'guestRegister',
    run: (api) => api.guestRegister(guest),
    method: 'POST',
    url: '/guest-register',
    body: guest,
  },
  {
    name: 'changePassword',
    run: (api) => api.changePassword(passwords),
    method: 'POST',
    url: '/change-password',
    body: passwords,
  },
]

describe('account calls', () => {
  itMakesEachRequest(accountCalls, cases)

  it('reads the guest registration reply (HTTP 201, status "success") as the new account', async () => {
    const data = { user: { id: 311, user_name: 'P48213377', type: 40 }, token: '35|abc' }
    expect(
      await resultOf((api) => api.guestRegister(guest), 201, {
        status: 'success',
        message: 'Guest account created successfully',
        data,
      }),
    ).toEqual({ kind: 'ok', data, message: 'Guest account created successfully' })
  })

  it('reads a taken guest name as field errors', async () => {
    expect(
      await resultOf((api) => api.guestRegister(guest), 422, {
        status: 'error',
        message: 'Validation failed',
        errors: { user_name: ['The user name has already been taken.'] },
      }),
    ).toEqual({
      kind: 'invalid',
      message: 'Validation failed',
      errors: { user_name: ['The user name has already been taken.'] },
    })
  })
})
