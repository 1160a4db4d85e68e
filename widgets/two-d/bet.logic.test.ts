import { describe, expect, it } from 'vitest'
import {
  overLimitNumbers,
  potentialWin,
  requestedSession,
  stakeProblem,
  TOOL_SPECS,
  toolDigit,
  toolDigits,
  unavailableNumbers,
} from './bet.logic.ts'

describe('stakeProblem', () => {
  it.each([
    ['', 'empty'],
    ['  ', 'empty'],
    ['99', 'belowMinimum'],
    ['1.5', 'notWhole'],
    ['-100', 'notWhole'],
    ['100', null],
    [' 2500 ', null],
  ] as const)('%j → %s', (text, problem) => {
    expect(stakeProblem(text)).toBe(problem)
  })
  it('takes another minimum', () => {
    expect(stakeProblem('150', 200)).toBe('belowMinimum')
  })
})

it('pays stake × odds', () => {
  expect(potentialWin(100)).toBe(8000)
  expect(potentialWin(100, 85)).toBe(8500)
})

describe('tool inputs', () => {
  it('reads one digit, Burmese digits too', () => {
    expect(toolDigit('5')).toBe(5)
    expect(toolDigit('၇')).toBe(7)
    expect(toolDigit('12')).toBeNull()
    expect(toolDigit('')).toBeNull()
  })
  it('reads 2 to 10 different digits', () => {
    expect(toolDigits('123')).toEqual([1, 2, 3])
    expect(toolDigits('၁၂')).toEqual([1, 2])
    expect(toolDigits('11')).toBeNull()
    expect(toolDigits('1')).toBeNull()
  })
  it('offers every domain tool but R, each with its input', () => {
    expect(TOOL_SPECS.map((s) => s.tool.key)).not.toContain('reverse')
    expect(TOOL_SPECS).toHaveLength(18)
    const head = TOOL_SPECS.find((s) => s.tool.key === 'head')
    expect(head?.input.kind).toBe('digit')
    expect(head?.select(4)).toEqual(['40', '41', '42', '43', '44', '45', '46', '47', '48', '49'])
  })
})

describe('requestedSession', () => {
  it.each([
    ['time=2', 'morning'],
    ['time=4', 'evening'],
    ['session=1', 'morning'],
    ['session=2', 'morning'],
    ['session=3', 'evening'],
    ['session=4', 'evening'],
    ['time=3', null],
    ['', null],
  ] as const)('%s → %s', (query, session) => {
    expect(requestedSession(new URLSearchParams(query))).toBe(session)
  })
  it('accepts no query', () => expect(requestedSession(null)).toBeNull())
})

it('reads the over-limit list of a refusal', () => {
  expect(overLimitNumbers(['05', '50'])).toEqual(['05', '50'])
  expect(overLimitNumbers('Betting Closed')).toBeNull()
  expect(overLimitNumbers([])).toBeNull()
})

it('counts closed numbers, closed heads and full numbers as unavailable', () => {
  const closed = unavailableNumbers({
    closed_numbers: ['07'],
    closed_heads: ['3'],
    numbers: [{ number: '55', taken_percent: 100, is_full: true, is_closed: false }],
  })
  expect([...closed].sort()).toEqual(['07', '30', '31', '32', '33', '34', '35', '36', '37', '38', '39', '55'])
  expect(unavailableNumbers(null).size).toBe(0)
})
