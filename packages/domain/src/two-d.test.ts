import { describe, expect, it } from 'vitest'
import * as twoD from './two-d.ts'
import {
  addReversedPairs,
  backDigitGroup,
  bigSet,
  blockSet,
  breakSet,
  brothersSet,
  DIGITS,
  type Digit,
  doubles,
  evenEven,
  evenOdd,
  frontDigitGroup,
  headSet,
  includeSet,
  isTwoDNumber,
  khway,
  khwayPuu,
  nakhatSet,
  oddEven,
  oddOdd,
  padTwoD,
  parseKhwayDigits,
  powerSet,
  reverseTwoD,
  type SizeGroupNumber,
  sizeGroup,
  smallSet,
  TWO_D_NUMBERS,
  tailSet,
  twentyNumberBlock,
  twoDBreakGroup,
  withReverse,
} from './two-d.ts'
import { TWO_D_TOOLS } from './two-d-tools.ts'

// Each rule is restated here as a predicate over the digits, independently of the implementation.
const all = Array.from({ length: 100 }, (_, n) => (n < 10 ? `0${n}` : `${n}`))
const matching = (rule: (tens: number, units: number) => boolean) =>
  all.filter((n) => rule(Number(n.charAt(0)), Number(n.charAt(1))))
const list = (text: string) => text.split(' ')

function expectCleanSet(numbers: string[]) {
  expect(numbers.every(isTwoDNumber)).toBe(true)
  expect(new Set(numbers).size).toBe(numbers.length)
  expect(numbers).toEqual([...numbers].sort())
}

describe('2D numbers', () => {
  it('lists 00 to 99 in order', () => {
    expect(TWO_D_NUMBERS).toEqual(all)
  })

  it.each([
    ['5', '05'],
    ['05', '05'],
    ['0', '00'],
    ['99', '99'],
  ])('pads %j to %j', (text, padded) => {
    expect(padTwoD(text)).toBe(padded)
  })

  it.each(['', '123', 'a', '5a', ' 5', '-1', '1.5'])('refuses to pad %j', (text) => {
    expect(padTwoD(text)).toBeNull()
  })

  it.each(['00', '42', '99'])('accepts %j as a 2D number', (n) => {
    expect(isTwoDNumber(n)).toBe(true)
  })

  it.each(['0', '100', '4a', '', 42])('refuses %j as a 2D number', (n) => {
    expect(isTwoDNumber(n)).toBe(false)
  })

  it('reverses every number, and reversing twice gives the number back', () => {
    for (const n of all) {
      expect(reverseTwoD(n)).toBe(`${n.charAt(1)}${n.charAt(0)}`)
      expect(reverseTwoD(reverseTwoD(n))).toBe(n)
    }
    expect(() => reverseTwoD('7')).toThrow(RangeError)
  })
})

describe('the exact lists of the reference (A3)', () => {
  it.each([
    [0, '00 19 28 37 46 55 64 73 82 91'],
    [1, '01 10 29 38 47 56 65 74 83 92'],
    [2, '02 11 20 39 48 57 66 75 84 93'],
    [3, '03 12 21 30 49 58 67 76 85 94'],
    [4, '04 13 22 31 40 59 68 77 86 95'],
    [5, '05 14 23 32 41 50 69 78 87 96'],
    [6, '06 15 24 33 42 51 60 79 88 97'],
    [7, '07 16 25 34 43 52 61 70 89 98'],
    [8, '08 17 26 35 44 53 62 71 80 99'],
    [9, '09 18 27 36 45 54 63 72 81 90'],
  ] as const)('break %i is %s', (n, numbers) => {
    expect(breakSet(n)).toEqual(list(numbers))
  })

  it('power is 05 16 27 38 49, and with R adds 50 61 72 83 94', () => {
    expect(powerSet()).toEqual(list('05 16 27 38 49'))
    expect(powerSet({ reverse: true })).toEqual(list('05 16 27 38 49 50 61 72 83 94'))
  })

  it('nakhat is 07 18 24 35 69, and with R adds 70 81 42 53 96', () => {
    expect(nakhatSet()).toEqual(list('07 18 24 35 69'))
    expect(nakhatSet({ reverse: true })).toEqual(list('07 18 24 35 42 53 69 70 81 96'))
  })

  it('brothers up, down and both', () => {
    expect(brothersSet('up')).toEqual(list('01 12 23 34 45 56 67 78 89 90').sort())
    expect(brothersSet('down')).toEqual(list('10 21 32 43 54 65 76 87 98 09').sort())
    expect(brothersSet('both')).toEqual(
      list('01 12 23 34 45 56 67 78 89 90 10 21 32 43 54 65 76 87 98 09').sort(),
    )
  })

  it('doubles, even doubles and odd doubles', () => {
    expect(doubles()).toEqual(list('00 11 22 33 44 55 66 77 88 99'))
    expect(doubles('all')).toEqual(list('00 11 22 33 44 55 66 77 88 99'))
    expect(doubles('even')).toEqual(list('00 22 44 66 88'))
    expect(doubles('odd')).toEqual(list('11 33 55 77 99'))
  })

  it('include 5 is the 19 numbers of the reference', () => {
    expect(includeSet(5)).toEqual(list('05 15 25 35 45 50 51 52 53 54 55 56 57 58 59 65 75 85 95'))
  })

  it('even-even and odd-odd', () => {
    expect(evenEven()).toEqual(
      list('00 02 04 06 08 20 22 24 26 28 40 42 44 46 48 60 62 64 66 68 80 82 84 86 88'),
    )
    expect(oddOdd()).toEqual(
      list('11 13 15 17 19 31 33 35 37 39 51 53 55 57 59 71 73 75 77 79 91 93 95 97 99'),
    )
  })

  it('khway and khway-puu of 123', () => {
    expect(khway('123')).toEqual(list('12 13 21 23 31 32'))
    expect(khwayPuu('123')).toEqual(list('11 12 13 21 22 23 31 32 33'))
  })

  it('R adds the reverse of 12, and a double adds nothing', () => {
    expect(withReverse(['12'])).toEqual(['12', '21'])
    expect(withReverse(['33'])).toEqual(['33'])
  })
})

describe('every set against its rule, for every argument', () => {
  it.each(DIGITS)('break %i, head %i, tail %i, include %i', (d) => {
    expect(breakSet(d)).toEqual(matching((t, u) => (t + u) % 10 === d))
    expect(headSet(d)).toEqual(matching((t) => t === d))
    expect(tailSet(d)).toEqual(matching((_, u) => u === d))
    expect(includeSet(d)).toEqual(matching((t, u) => t === d || u === d))
    expect(includeSet(d)).toHaveLength(19)
    expect(breakSet(d)).toHaveLength(10)
    expect(headSet(d)).toHaveLength(10)
    expect(tailSet(d)).toHaveLength(10)
  })

  it('power, nakhat and brothers', () => {
    const differByFive = (a: number, b: number) => Math.abs(a - b) === 5
    expect(powerSet()).toEqual(matching((t, u) => differByFive(t, u) && t < u))
    expect(powerSet({ reverse: false })).toEqual(powerSet())
    expect(powerSet({ reverse: true })).toEqual(matching(differByFive))
    const nakhat = (a: number, b: number) =>
      ['07', '18', '24', '35', '69'].includes(`${Math.min(a, b)}${Math.max(a, b)}`)
    expect(nakhatSet()).toEqual(matching((t, u) => nakhat(t, u) && t < u))
    expect(nakhatSet({ reverse: true })).toEqual(matching(nakhat))
    const next = (a: number, b: number) => b === (a + 1) % 10
    expect(brothersSet('up')).toEqual(matching(next))
    expect(brothersSet('down')).toEqual(matching((t, u) => next(u, t)))
    expect(brothersSet('both')).toEqual(matching((t, u) => next(t, u) || next(u, t)))
    expect(() => brothersSet('sideways' as 'up')).toThrow(RangeError)
  })

  it('parities, doubles, big and small', () => {
    const even = (d: number) => d % 2 === 0
    expect(evenEven()).toEqual(matching((t, u) => even(t) && even(u)))
    expect(oddOdd()).toEqual(matching((t, u) => !even(t) && !even(u)))
    expect(evenOdd()).toEqual(matching((t, u) => even(t) && !even(u)))
    expect(oddEven()).toEqual(matching((t, u) => !even(t) && even(u)))
    for (const set of [evenEven(), oddOdd(), evenOdd(), oddEven()]) expect(set).toHaveLength(25)
    expect(doubles('all')).toEqual(matching((t, u) => t === u))
    expect(doubles('even')).toEqual(matching((t, u) => t === u && even(t)))
    expect(doubles('odd')).toEqual(matching((t, u) => t === u && !even(t)))
    expect(() => doubles('triple' as 'all')).toThrow(RangeError)
    expect(bigSet()).toEqual(all.filter((n) => Number(n) >= 50))
    expect(smallSet()).toEqual(all.filter((n) => Number(n) <= 49))
  })

  it.each([0, 1, 2, 3, 4] as const)('block %i is twenty numbers from %i × 20', (i) => {
    expect(blockSet(i)).toEqual(all.filter((n) => Number(n) >= i * 20 && Number(n) < i * 20 + 20))
  })

  it('refuses arguments out of range', () => {
    for (const bad of [-1, 10, 1.5, Number.NaN]) {
      expect(() => breakSet(bad as Digit)).toThrow(RangeError)
      expect(() => headSet(bad as Digit)).toThrow(RangeError)
      expect(() => tailSet(bad as Digit)).toThrow(RangeError)
      expect(() => includeSet(bad as Digit)).toThrow(RangeError)
    }
    expect(() => blockSet(5 as 0)).toThrow(RangeError)
    expect(() => sizeGroup(0 as 1)).toThrow(RangeError)
    expect(() => sizeGroup(11 as 1)).toThrow(RangeError)
    expect(() => khway('12a')).toThrow(RangeError)
    expect(() => withReverse(['1'])).toThrow(RangeError)
  })
})

describe('set properties', () => {
  it('the ten breaks partition 00–99', () => {
    const union = DIGITS.flatMap((d) => breakSet(d))
    expect(union).toHaveLength(100)
    expect([...union].sort()).toEqual(all)
  })

  it('the five blocks and big/small partition 00–99', () => {
    expect(([0, 1, 2, 3, 4] as const).flatMap((i) => blockSet(i))).toEqual(all)
    expect([...smallSet(), ...bigSet()]).toEqual(all)
  })

  it('R applied twice equals R applied once, for every set', () => {
    const sets = [
      ...DIGITS.map((d) => breakSet(d)),
      ...DIGITS.map((d) => headSet(d)),
      powerSet(),
      nakhatSet(),
      brothersSet('up'),
      evenOdd(),
      ['12'],
      [],
      all,
    ]
    for (const set of sets) {
      const once = withReverse(set)
      expect(withReverse(once)).toEqual(once)
      expect(once).toEqual(expect.arrayContaining(set))
      expectCleanSet(once)
    }
    expect(withReverse(headSet(3))).toEqual(includeSet(3))
    expect(withReverse(brothersSet('up'))).toEqual(brothersSet('both'))
  })

  it('khway of k distinct digits has k(k − 1) numbers, khway-puu k²', () => {
    for (let k = 2; k <= 10; k++) {
      const digits = '7305918264'.slice(0, k)
      const chosen = (d: number) => digits.includes(String(d))
      expect(khway(digits)).toHaveLength(k * (k - 1))
      expect(khwayPuu(digits)).toHaveLength(k * k)
      expect(khway(digits)).toEqual(matching((t, u) => t !== u && chosen(t) && chosen(u)))
      expect(khwayPuu(digits)).toEqual(matching((t, u) => chosen(t) && chosen(u)))
      expect(khway([...digits].map(Number) as Digit[])).toEqual(khway(digits))
    }
    expect(khway('1')).toEqual([])
    expect(khwayPuu('1')).toEqual(['11'])
    expect(khway('1123')).toEqual(khway('123'))
  })

  it.each([
    ['123', [1, 2, 3]],
    ['0987654321', [0, 9, 8, 7, 6, 5, 4, 3, 2, 1]],
    ['1', null],
    ['112', null],
    ['12345678901', null],
    ['12a', null],
    ['', null],
  ])('reads the khway entry %j as %j', (text, digits) => {
    expect(parseKhwayDigits(text)).toEqual(digits)
  })

  it('no tool returns duplicates or an unsorted list, for any argument', () => {
    for (const tool of TWO_D_TOOLS) {
      for (const set of everyResultOf(tool.key)) expectCleanSet(set)
    }
  })
})

// Every result a tool can give, by key; the table test below checks each key is here.
function everyResultOf(key: string): string[][] {
  const results: Record<string, () => string[][]> = {
    break: () => DIGITS.map((d) => breakSet(d)),
    'size-group': () => sizeGroupNumbers.map((g) => sizeGroup(g)),
    head: () => DIGITS.map((d) => headSet(d)),
    tail: () => DIGITS.map((d) => tailSet(d)),
    block: () => ([0, 1, 2, 3, 4] as const).map((i) => blockSet(i)),
    reverse: () => [withReverse(all), withReverse(['12', '21', '33'])],
    power: () => [powerSet(), powerSet({ reverse: true })],
    nakhat: () => [nakhatSet(), nakhatSet({ reverse: true })],
    brothers: () => (['up', 'down', 'both'] as const).map((d) => brothersSet(d)),
    'even-even': () => [evenEven()],
    'odd-odd': () => [oddOdd()],
    'even-odd': () => [evenOdd()],
    'odd-even': () => [oddEven()],
    doubles: () => (['all', 'even', 'odd'] as const).map((k) => doubles(k)),
    big: () => [bigSet()],
    small: () => [smallSet()],
    include: () => DIGITS.map((d) => includeSet(d)),
    khway: () => ['0123456789', '13', '975'].map((d) => khway(d)),
    'khway-puu': () => ['0123456789', '13', '975'].map((d) => khwayPuu(d)),
  }
  const produce = results[key]
  if (!produce) throw new Error(`no results listed for tool ${key}`)
  return produce()
}

const sizeGroupNumbers: SizeGroupNumber[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]

describe('the spec names and the mapping table', () => {
  it('gives the spec names to the same functions', () => {
    expect(twoDBreakGroup).toBe(breakSet)
    expect(frontDigitGroup).toBe(headSet)
    expect(backDigitGroup).toBe(tailSet)
    expect(twentyNumberBlock).toBe(blockSet)
    expect(addReversedPairs).toBe(withReverse)
  })

  it('numbers the single and double size groups 1–10 as documented', () => {
    expect(sizeGroupNumbers.map((g) => sizeGroup(g))).toEqual([
      brothersSet('up'),
      bigSet(),
      smallSet(),
      oddOdd(),
      evenEven(),
      evenOdd(),
      oddEven(),
      doubles('all'),
      doubles('even'),
      doubles('odd'),
    ])
  })

  it('covers every exported tool, under both of its names', () => {
    const exports = twoD as unknown as Record<string, unknown>
    const helpers = new Set(['isTwoDNumber', 'padTwoD', 'reverseTwoD', 'parseKhwayDigits'])
    const tools = Object.entries(exports).filter(
      ([name, value]) => typeof value === 'function' && !helpers.has(name),
    )
    for (const [name, fn] of tools) {
      expect(
        TWO_D_TOOLS.some((tool) => tool.select === fn),
        `${name} is missing from TWO_D_TOOLS`,
      ).toBe(true)
    }
    for (const tool of TWO_D_TOOLS) {
      expect(exports[tool.name], tool.name).toBe(tool.select)
      if (tool.specName) expect(exports[tool.specName], tool.specName).toBe(tool.select)
      expect(tool.burmese).not.toBe('')
      expect(everyResultOf(tool.key).length).toBeGreaterThan(0)
    }
    expect(new Set(TWO_D_TOOLS.map((tool) => tool.key)).size).toBe(TWO_D_TOOLS.length)
  })

  it("lists every tool of the spec's section 9", () => {
    const spec = TWO_D_TOOLS.map((tool) => tool.spec ?? '')
    for (const words of [
      'break groups 1-10',
      'single and double size groups 1-10',
      'front digit groups',
      'back digit groups',
      '20-number blocks (00-19 to 80-99)',
      'adds reversed pairs',
    ]) {
      expect(
        spec.some((s) => s.includes(words)),
        words,
      ).toBe(true)
    }
  })
})
