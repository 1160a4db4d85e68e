import { describe, expect, it } from 'vitest'
import { formErrors, loginErrors } from './form-errors.ts'

describe('loginErrors', () => {
  it('puts field errors under their fields', () => {
    expect(
      loginErrors({
        kind: 'invalid',
        message: 'The user name field is required. (and 1 more error)',
        errors: { user_name: ['The user name field is required.'], password: ['Too short.'] },
      }),
    ).toEqual({ userName: 'The user name field is required.', password: 'Too short.' })
  })

  it('shows a refusal message under the user name', () => {
    expect(loginErrors({ kind: 'unauthorized', message: 'Credentials do not match!' })).toEqual({
      userName: 'Credentials do not match!',
    })
  })

  it('shows only the password error when the user name has none, and not the summary message', () => {
    expect(
      loginErrors({ kind: 'invalid', message: 'Too short.', errors: { password: ['Too short.'] } }),
    ).toEqual({ password: 'Too short.' })
  })

  it('falls back to the unexpected-error text without a reply or a message', () => {
    expect(loginErrors({ kind: 'network', error: new Error('x') })).toEqual({ isUnexpected: true })
    expect(loginErrors({ kind: 'refused', status: 500, message: null })).toEqual({ isUnexpected: true })
  })
})

describe('formErrors', () => {
  const fields = ['name', 'phone', 'password', 'password_confirmation', 'referral_code'] as const

  it('keeps the first message of each field the form shows', () => {
    expect(
      formErrors(
        {
          kind: 'invalid',
          message: 'The phone has already been taken.',
          errors: { phone: ['The phone has already been taken.', 'second'], other: ['hidden'] },
        },
        fields,
      ),
    ).toEqual({ fields: { phone: 'The phone has already been taken.' } })
  })

  it('turns errors of fields the form does not show into the general message', () => {
    expect(
      formErrors({ kind: 'invalid', message: 'Bad body.', errors: { body: ['Bad body.'] } }, fields),
    ).toEqual({ fields: {}, general: 'Bad body.' })
  })

  it('marks a lost reply as a network failure', () => {
    expect(formErrors({ kind: 'network', error: null }, fields)).toEqual({
      fields: {},
      isUnexpected: true,
      isNetwork: true,
    })
  })
})
