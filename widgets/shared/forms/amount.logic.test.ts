import { describe, expect, it } from 'vitest'
import { amountProblem } from './amount.logic.ts'

describe('an amount typed in a money form', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'notNumber'],
    ['1e5', 'notNumber'],
    ['1,000', 'notNumber'],
    ['12.', 'notNumber'],
    ['-5', 'notPositive'],
    ['0', 'notPositive'],
    ['0.00', 'notPositive'],
    ['10.005', 'decimals'],
  ])('%j is refused as %s', (raw, problem) => {
    expect(amountProblem(raw)).toBe(problem)
  })

  it.each(['1', '5000', '0.5', '12.25', ' 300 '])('%j can be sent', (raw) => {
    expect(amountProblem(raw)).toBeNull()
  })

  it('may not pass the balance it is taken from, counted in kyat with decimals', () => {
    expect(amountProblem('5000.01', { balance: '5000.00' })).toBe('overBalance')
    expect(amountProblem('5000', { balance: '5000.00' })).toBeNull()
    expect(amountProblem('1', { balance: 0 })).toBe('overBalance')
  })

  it('ignores a balance that is not known yet', () => {
    expect(amountProblem('5000', { balance: null })).toBeNull()
  })

  it('may not be below the form minimum', () => {
    expect(amountProblem('999', { minimum: 1000 })).toBe('belowMinimum')
    expect(amountProblem('1000', { minimum: 1000 })).toBeNull()
  })
})
