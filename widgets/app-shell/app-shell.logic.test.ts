import { describe, expect, it } from 'vitest'
import { isScrolled, loginErrors } from './app-shell.logic.ts'

it('shadows the bar only past 10 pixels', () => {
  expect([0, 10, 11].map(isScrolled)).toEqual([false, false, true])
})

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

  it('shows a refusal message as a general error', () => {
    expect(loginErrors({ kind: 'unauthorized', message: 'Credentials do not match!' })).toEqual({
      general: 'Credentials do not match!',
    })
  })

  it('falls back to the unexpected-error text without a reply or a message', () => {
    expect(loginErrors({ kind: 'network', error: new Error('x') })).toEqual({ isUnexpected: true })
    expect(loginErrors({ kind: 'refused', status: 500, message: null })).toEqual({ isUnexpected: true })
  })
})
