import { describe, expect, it } from 'vitest'
import { validationBody } from './envelope.ts'
import { dateRangeSchema, fieldErrors, loginSchema } from './schemas.ts'

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

describe('dateRangeSchema', () => {
  const errorsOf = (query: Record<string, string>) => {
    const result = dateRangeSchema.safeParse(query)
    return result.success ? null : fieldErrors(result.error)
  }

  it('takes both dates, or neither (empty values count as absent)', () => {
    expect(dateRangeSchema.parse({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    })
    expect(dateRangeSchema.parse({ from: '2026-11-22', to: '2026-11-22' })).toEqual({
      from: '2026-11-22',
      to: '2026-11-22',
    })
    expect(dateRangeSchema.parse({})).toBeNull()
    expect(dateRangeSchema.parse({ from: '', to: '' })).toBeNull()
  })

  it('allows 92 days with both ends counted, and not 93', () => {
    expect(dateRangeSchema.parse({ from: '2026-01-01', to: '2026-04-02' })).not.toBeNull()
    expect(errorsOf({ from: '2026-01-01', to: '2026-04-03' })).toEqual({
      to: ['The date range must not be longer than 92 days.'],
    })
  })

  it.each<[Record<string, string>, Record<string, string[]>]>([
    [{ from: '2026-11-01' }, { to: ['The to field is required when from is present.'] }],
    [{ to: '2026-11-01', from: '' }, { from: ['The from field is required when to is present.'] }],
    [
      { from: '2026-02-30', to: '2026-03-01' },
      { from: ['The from field must be a date in the format YYYY-MM-DD.'] },
    ],
    [
      { from: '2026-11-01', to: '1/12/2026' },
      { to: ['The to field must be a date in the format YYYY-MM-DD.'] },
    ],
    [
      { from: '2026-11-02', to: '2026-11-01' },
      { to: ['The to field must be a date after or equal to from.'] },
    ],
  ])('refuses %j with errors under the field to fix', (query, errors) => {
    expect(errorsOf(query)).toEqual(errors)
  })
})
