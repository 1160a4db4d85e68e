import { describe, expect, it } from 'vitest'
import {
  betAmountOf,
  betErrorOf,
  betPayload,
  pickDigit,
  pickSide,
  rtpPercent,
  sidesDisabled,
  stakeProblem,
  totalOf,
  unitOf,
} from './digit-game.logic.ts'

describe('picks', () => {
  it('disables Small and Big while a digit is picked; a side clears the digit', () => {
    expect(sidesDisabled(pickDigit(3))).toBe(true)
    expect(sidesDisabled(pickSide('small'))).toBe(false)
    expect(pickSide('big')).toEqual({ betType: 'big', digit: null })
    expect(sidesDisabled(null)).toBe(false)
  })
})

describe('amounts', () => {
  it.each([
    ['1', 1],
    [' 10 ', 10],
    ['0', null],
    ['', null],
    ['abc', null],
    ['1.5', null],
    ['-2', null],
  ])('reads %j as %j', (text, units) => {
    expect(unitOf(text)).toBe(units)
  })

  it('sends bet × coin and takes bet × coin × multiplier', () => {
    expect(betAmountOf(10, 10)).toBe(100)
    expect(totalOf(10, 10, 20)).toBe(2000)
    expect(totalOf(1, 1, 1)).toBe(1)
  })

  it.each([
    [0, 1, 100, 'invalid'],
    [Number.NaN, 1, 100, 'invalid'],
    [10, 20, 100, 'tooHigh'],
    [10, 10, 100, null],
    [10, 100, null, null],
  ] as const)('stake %d × %d with balance %j: %j', (amount, multiplier, balance, problem) => {
    expect(stakeProblem(amount, multiplier, balance)).toBe(problem)
  })

  it('sends only the pick and the stake', () => {
    expect(betPayload(pickDigit(7), 10, 5)).toEqual({
      bet_type: 'digit',
      digit: 7,
      bet_amount: 10,
      multiplier: 5,
    })
  })
})

describe('errors and RTP', () => {
  it('maps failures to the spec texts', () => {
    expect(betErrorOf({ kind: 'network', error: new TypeError('x') })).toEqual({ kind: 'no-connection' })
    expect(betErrorOf({ kind: 'refused', status: 400, message: 'Insufficient' })).toEqual({
      kind: 'server',
      message: 'Insufficient',
    })
    expect(betErrorOf({ kind: 'refused', status: 502, message: null })).toEqual({
      kind: 'backend',
      detail: 'HTTP 502',
    })
  })

  it.each([
    ['digit', '9', '90%'],
    ['small', '1.9', '95%'],
    ['big', '1.85', '92.5%'],
  ] as const)('%s at x%s returns %s', (type, odds, rtp) => {
    expect(rtpPercent(type, odds)).toBe(rtp)
  })
})
