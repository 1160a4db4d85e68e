import { ApiError } from '@shwe/session'
import { describe, expect, it } from 'vitest'
import { failureOf, lineOutcome, slipTone } from './slips.logic.ts'

describe('2D and 3D slip rules', () => {
  it.each([
    ['pending', 'pending'],
    ['completed', 'done'],
    ['anything else', 'done'],
  ] as const)('shows the status %s as %s', (status, tone) => {
    expect(slipTone(status)).toBe(tone)
  })

  it.each([
    [{ win_lose: true, bet_status: true }, 'won'],
    [{ win_lose: false, bet_status: true }, 'lost'],
    [{ win_lose: false, bet_status: false }, 'awaiting'],
  ] as const)('reads %o as %s', (line, outcome) => {
    expect(lineOutcome(line)).toBe(outcome)
  })

  it('says the server’s message, the network, or a general failure', () => {
    expect(failureOf(new ApiError({ kind: 'refused', status: 500, message: 'Down for a moment' }))).toEqual({
      kind: 'message',
      message: 'Down for a moment',
    })
    expect(failureOf(new ApiError({ kind: 'network', error: new TypeError('x') }))).toEqual({
      kind: 'network',
    })
    expect(failureOf(new ApiError({ kind: 'refused', status: 500, message: null }))).toEqual({
      kind: 'failed',
    })
    expect(failureOf(new Error('x'))).toEqual({ kind: 'failed' })
  })
})
