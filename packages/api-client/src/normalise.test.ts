import { describe, expect, it } from 'vitest'
import { normalise } from './normalise.ts'

describe('normalise', () => {
  it('reads a successful envelope', () => {
    expect(
      normalise(200, { status: 'Request was successful.', message: 'User Success', data: { id: 1 } }),
    ).toEqual({
      kind: 'ok',
      data: { id: 1 },
      message: 'User Success',
    })
  })

  it('treats an error envelope sent with 2xx as a refusal (the old exchange answered 201)', () => {
    expect(
      normalise(201, {
        status: 'Error has occured...',
        message: 'You do not have enough balance to transfer',
        data: '',
      }),
    ).toEqual({
      kind: 'refused',
      status: 201,
      message: 'You do not have enough balance to transfer',
      data: '',
    })
  })

  it('maps 422 field errors', () => {
    expect(
      normalise(422, {
        message: 'The amount field is required. (and 1 more error)',
        errors: { amount: ['The amount field is required.'], password: ['Too short.'] },
      }),
    ).toEqual({
      kind: 'invalid',
      message: 'The amount field is required. (and 1 more error)',
      errors: { amount: ['The amount field is required.'], password: ['Too short.'] },
    })
  })

  it('keeps a 422 without errors readable', () => {
    expect(normalise(422, { status: 'Error has occured...', message: 'Invalid session.', data: '' })).toEqual(
      {
        kind: 'invalid',
        message: 'Invalid session.',
        errors: {},
      },
    )
  })

  it('reads the guest-registration 422 shape', () => {
    expect(
      normalise(422, { status: 'error', message: 'Validation failed', errors: { user_name: ['Taken.'] } }),
    ).toEqual({ kind: 'invalid', message: 'Validation failed', errors: { user_name: ['Taken.'] } })
  })

  it('carries the server message on 401, with a default', () => {
    expect(normalise(401, { message: 'Unauthenticated.' })).toEqual({
      kind: 'unauthorized',
      message: 'Unauthenticated.',
    })
    expect(
      normalise(401, { status: 'Error has occured...', message: 'Credentials do not match!', data: '' }),
    ).toEqual({
      kind: 'unauthorized',
      message: 'Credentials do not match!',
    })
    expect(normalise(401, null)).toEqual({ kind: 'unauthorized', message: 'Unauthenticated.' })
  })

  it('keeps the limit refusal data (numbers) on 4xx', () => {
    expect(
      normalise(400, { status: 'Error has occured...', message: 'Over limit: 05', data: ['05'] }),
    ).toEqual({
      kind: 'refused',
      status: 400,
      message: 'Over limit: 05',
      data: ['05'],
    })
  })

  it('gives no message when the server gave none, so the widget picks its fallback', () => {
    expect(normalise(500, '<html>oops</html>')).toEqual({
      kind: 'refused',
      status: 500,
      message: null,
      data: undefined,
    })
    expect(normalise(503, { message: '   ' })).toMatchObject({ kind: 'refused', message: null })
  })

  it('reads {success, message, data} replies', () => {
    expect(normalise(200, { success: true, message: 'ok', data: { balance: '1.00' } })).toEqual({
      kind: 'ok',
      data: { balance: '1.00' },
      message: 'ok',
    })
    expect(normalise(200, { success: false, message: 'Insufficient balance.' })).toMatchObject({
      kind: 'refused',
      message: 'Insufficient balance.',
    })
  })

  it('reads guest registration success', () => {
    expect(
      normalise(201, {
        status: 'success',
        message: 'Guest account created successfully',
        data: { token: 't' },
      }),
    ).toEqual({ kind: 'ok', data: { token: 't' }, message: 'Guest account created successfully' })
  })

  it('accepts a launch reply only with code 200', () => {
    expect(normalise(200, { code: 200, message: 'Game launched successfully', url: 'https://x' })).toEqual({
      kind: 'ok',
      data: { code: 200, url: 'https://x' },
      message: 'Game launched successfully',
    })
    expect(normalise(200, { code: 999, message: 'Validation failed' })).toMatchObject({
      kind: 'refused',
      message: 'Validation failed',
    })
  })

  it('passes a bare array through', () => {
    expect(normalise(200, [{ id: 1 }])).toEqual({ kind: 'ok', data: [{ id: 1 }], message: null })
  })
})
