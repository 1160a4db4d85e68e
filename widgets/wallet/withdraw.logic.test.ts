import { describe, expect, it } from 'vitest'
import { accountNameOf, accountNameProblem, accountNumberOf, accountNumberProblem } from './withdraw.logic.ts'

describe('withdraw.logic', () => {
  it.each([
    ['Ma Ma', null],
    ['  ', 'empty'],
    ['', 'empty'],
    ['မမ', null],
    ['x'.repeat(100), null],
    ['x'.repeat(101), 'tooLong'],
    ['မ'.repeat(100), null],
  ])('checks the account name "%s": %s', (raw, problem) => {
    expect(accountNameProblem(raw)).toBe(problem)
  })

  it('sends the account name trimmed', () => {
    expect(accountNameOf('  Ma Ma ')).toBe('Ma Ma')
  })

  it.each([
    ['09777888999', null],
    ['09 777-888 999', null],
    ['၀၉၇၇၇', null],
    ['', 'empty'],
    [' - ', 'empty'],
    ['09a77', 'notDigits'],
    ['+959777', 'notDigits'],
    ['1'.repeat(30), null],
    ['1'.repeat(31), 'tooLong'],
  ])('checks the account number "%s": %s', (raw, problem) => {
    expect(accountNumberProblem(raw)).toBe(problem)
  })

  it('sends the account number as ASCII digits without grouping', () => {
    expect(accountNumberOf('၀၉ 777-888 999')).toBe('09777888999')
  })
})
