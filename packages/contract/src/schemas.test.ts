import { describe, expect, it } from 'vitest'
import { validationBody } from './envelope.ts'
import { fieldErrors, loginSchema } from './schemas.ts'

describe('loginSchema', () => {
  it('accepts a user name and a password of six characters', () => {
    expect(loginSchema.parse({ user_name: ' P12345678 ', password: 'secret' })).toEqual({
      user_name: 'P12345678',
      password: 'secret',
    })
  })

  it('names every missing field', () => {
    const result = loginSchema.safeParse({})
    expect(result.success).toBe(false)
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({
        user_name: ['The user name field is required.'],
        password: ['The password field is required.'],
      })
    }
  })

  it('refuses a wrong type and a short password', () => {
    const result = loginSchema.safeParse({ user_name: 42, password: '123' })
    expect(result.success).toBe(false)
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({
        user_name: ['The user name field must be a string.'],
        password: ['The password field must be at least 6 characters.'],
      })
    }
  })
})

describe('validationBody', () => {
  it('leads with the first error and counts the rest', () => {
    expect(validationBody({ a: ['A is required.'], b: ['B is bad.', 'B is short.'] }).message).toBe(
      'A is required. (and 2 more errors)',
    )
    expect(validationBody({ a: ['A is required.'] }).message).toBe('A is required.')
  })
})
