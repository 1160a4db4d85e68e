import { describe, expect, it } from 'vitest'
import {
  backGroup,
  breakGroup,
  breakGroupSet,
  DOUBLE_NUMBERS_3D,
  FIRST_TWENTY_3D,
  frontGroup,
  isThreeDNumber,
  POWER_NUMBERS_3D,
  permutations,
  SINGLE_NUMBERS_3D,
  THREE_D_NUMBERS,
} from './three-d.ts'

const all = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'))
const digitSum = (n: string) => Number(n[0]) + Number(n[1]) + Number(n[2])

function expectCleanSet(numbers: readonly string[]) {
  expect(numbers.every(isThreeDNumber)).toBe(true)
  expect(new Set(numbers).size).toBe(numbers.length)
  expect(numbers).toEqual([...numbers].sort())
}

describe('3D numbers', () => {
  it('lists 000 to 999 in order', () => {
    expect(THREE_D_NUMBERS).toEqual(all)
  })

  it.each(['000', '123', '999'])('accepts %j', (n) => expect(isThreeDNumber(n)).toBe(true))
  it.each(['00', '1234', '12a', '', 123])('refuses %j', (n) => expect(isThreeDNumber(n)).toBe(false))
})

describe('permutations', () => {
  it.each([
    ['123', ['123', '132', '213', '231', '312', '321']],
    ['112', ['112', '121', '211']],
    ['121', ['112', '121', '211']],
    ['007', ['007', '070', '700']],
    ['555', ['555']],
  ])('of %s are %j', (n, expected) => {
    expect(permutations(n)).toEqual(expected)
  })

  it('gives 6, 3 or 1 arrangements by how many digits repeat, for every number', () => {
    for (const n of all) {
      const distinct = new Set(n).size
      const result = permutations(n)
      expect(result).toHaveLength(distinct === 3 ? 6 : distinct === 2 ? 3 : 1)
      expect(result).toContain(n)
      expectCleanSet(result)
      for (const p of result) expect([...p].sort()).toEqual([...n].sort())
    }
  })

  it('refuses what is not a 3D number', () => {
    expect(() => permutations('12')).toThrow(RangeError)
  })
})

describe('break groups', () => {
  it('are the digit sums 0–27', () => {
    for (const n of all) expect(breakGroup(n)).toBe(digitSum(n))
  })

  it('partition 000–999 with the right sizes', () => {
    const groups = Array.from({ length: 28 }, (_, sum) => breakGroupSet(sum))
    expect(groups.flat().sort()).toEqual(all)
    for (const [sum, group] of groups.entries()) {
      expect(group).toEqual(all.filter((n) => digitSum(n) === sum))
      expectCleanSet(group)
    }
    const sizes = groups.map((g) => g.length)
    expect(sizes[0]).toBe(1)
    expect(sizes[27]).toBe(1)
    expect(sizes[1]).toBe(3)
    expect(sizes[13]).toBe(75)
    expect(sizes[14]).toBe(75)
    // The counts are symmetric: sum s and 27 − s mirror each other digit by digit (d ↔ 9 − d).
    expect(sizes).toEqual([...sizes].reverse())
  })

  it.each([-1, 28, 1.5])('refuses the group %s', (sum) => {
    expect(() => breakGroupSet(sum)).toThrow(RangeError)
  })
})

describe('quick tools', () => {
  it('single (odd) and double (even) numbers split by the last digit, 500 each', () => {
    expect(SINGLE_NUMBERS_3D).toEqual(all.filter((n) => Number(n) % 2 === 1))
    expect(DOUBLE_NUMBERS_3D).toEqual(all.filter((n) => Number(n) % 2 === 0))
    expect(SINGLE_NUMBERS_3D).toHaveLength(500)
    expect(DOUBLE_NUMBERS_3D).toHaveLength(500)
  })

  it.each([0, 1, 5, 9])('front and back group %i have 100 numbers each', (d) => {
    expect(frontGroup(d)).toEqual(all.filter((n) => n.startsWith(String(d))))
    expect(backGroup(d)).toEqual(all.filter((n) => n.endsWith(String(d))))
    expect(frontGroup(d)).toHaveLength(100)
    expect(backGroup(d)).toHaveLength(100)
    expectCleanSet(frontGroup(d))
    expectCleanSet(backGroup(d))
  })

  it('the front groups and the back groups each partition 000–999', () => {
    const digits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
    expect(digits.flatMap((d) => frontGroup(d))).toEqual(all)
    expect(digits.flatMap((d) => backGroup(d)).sort()).toEqual(all)
    expect(() => frontGroup(10)).toThrow(RangeError)
    expect(() => backGroup(-1)).toThrow(RangeError)
  })

  it('power numbers are the ten triples and the first twenty are 000–019', () => {
    expect(POWER_NUMBERS_3D).toEqual(['000', '111', '222', '333', '444', '555', '666', '777', '888', '999'])
    expect(FIRST_TWENTY_3D).toEqual(all.slice(0, 20))
    expect(FIRST_TWENTY_3D.at(-1)).toBe('019')
  })

  it('keeps the constant sets frozen', () => {
    expect(Object.isFrozen(THREE_D_NUMBERS)).toBe(true)
    expect(Object.isFrozen(POWER_NUMBERS_3D)).toBe(true)
  })
})
