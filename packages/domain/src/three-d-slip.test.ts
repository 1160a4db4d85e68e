import { describe, expect, it } from 'vitest'
import { itReadsAsEverySlipDoes } from './slip-test-kit.ts'
import { isThreeDNumber, permutations } from './three-d.ts'
import { parseThreeDSlip, type ThreeDSlipProblemReason } from './three-d-slip.ts'

const OPTIONS = { minimumStake: 100 }
type Pick = readonly [number: string, isPermutation: boolean]
/** Numbers typed by hand, none of them from an R. */
const typed = (numbers: string): Pick[] => numbers.split(' ').map((number) => [number, false])
/** A number typed with R: itself, then its other arrangements in order. */
const withR = (number: string): Pick[] => [
  [number, false],
  ...permutations(number)
    .filter((n) => n !== number)
    .map((n): Pick => [n, true]),
]
/** What a slip of one good line reads as: every number at the same amount. */
const bet = (picks: readonly Pick[], amount: number) => ({
  lines: picks.map(([number, isPermutation]) => ({ number, amount, isPermutation })),
  problems: [],
})

describe('one line', () => {
  it.each<[string, readonly Pick[], number]>([
    // Numbers and separators
    ['123 500', typed('123'), 500],
    ['   123   500   ', typed('123'), 500],
    ['123\t500', typed('123'), 500],
    ['123 456 789 200', typed('123 456 789'), 200],
    ['123-500', typed('123'), 500],
    ['123 - 500', typed('123'), 500],
    ['123=500', typed('123'), 500],
    ['123,500', typed('123'), 500],
    ['123/500', typed('123'), 500],
    ['123.500', typed('123'), 500],
    ['123@500', typed('123'), 500],
    ['123*500', typed('123'), 500],
    ['123:500', typed('123'), 500],
    ['123.456.789-200', typed('123 456 789'), 200],
    ['123,456,789,200', typed('123 456 789'), 200],
    ['123/456/789 200', typed('123 456 789'), 200],
    ['123 456 = 1000', typed('123 456'), 1000],
    ['123၊456 ၅၀၀', typed('123 456'), 500],
    ['000 999 100', typed('000 999'), 100],
    ['007 100', typed('007'), 100],
    // Burmese digits, and the letter ဝ typed for zero
    ['၁၂၃ ၅၀၀', typed('123'), 500],
    ['၁၂၃ ၄၅၆ ၁,၀၀၀', typed('123 456'), 1000],
    ['1၂3 5၀၀', typed('123'), 500],
    ['ဝဝ၇ ၁ဝဝ', typed('007'), 100],
    // Amounts and units; a comma groups the amount when the numbers cannot take it
    ['123 1,000', typed('123'), 1000],
    ['123 10,000', typed('123'), 10_000],
    ['123 100,000', typed('123'), 100_000],
    ['123,456 1,000', typed('123 456'), 1000],
    ['123 1,000,000', typed('123'), 1_000_000],
    ['123 1,000ks', typed('123'), 1000],
    ['123 500 Ks', typed('123'), 500],
    ['123 500 kyat', typed('123'), 500],
    ['123 500 MMK', typed('123'), 500],
    ['123 ၁၀၀၀ကျပ်', typed('123'), 1000],
    ['123 ၁,၀၀၀ ကျပ်', typed('123'), 1000],
    // R: every arrangement, hand-written once
    [
      '123R 100',
      [
        ['123', false],
        ['132', true],
        ['213', true],
        ['231', true],
        ['312', true],
        ['321', true],
      ],
      100,
    ],
    ['123r 100', withR('123'), 100],
    ['123 R 100', withR('123'), 100],
    ['123(R) 100', withR('123'), 100],
    ['123အာ 100', withR('123'), 100],
    ['123 အာ 100', withR('123'), 100],
    ['123 အပြန် 100', withR('123'), 100],
    ['၁၂၃အာ ၁၀၀', withR('123'), 100],
    [
      '321R 100',
      [
        ['321', false],
        ['123', true],
        ['132', true],
        ['213', true],
        ['231', true],
        ['312', true],
      ],
      100,
    ],
    [
      '112R 100',
      [
        ['112', false],
        ['121', true],
        ['211', true],
      ],
      100,
    ],
    ['111R 100', typed('111'), 100],
    ['123R 456 100', [...withR('123'), ['456', false]], 100],
    ['123 456R 100', [['123', false], ...withR('456')], 100],
    ['123 456 R 100', [...withR('123'), ...withR('456')], 100],
    // A number typed by hand as well as added by the R counts once, as typed
    [
      '123R 132 100',
      [
        ['123', false],
        ['132', false],
        ['213', true],
        ['231', true],
        ['312', true],
        ['321', true],
      ],
      100,
    ],
    ['123 123 500', typed('123'), 500],
  ])('reads %j', (line, picks, amount) => {
    expect(parseThreeDSlip(line, OPTIONS)).toEqual(bet(picks, amount))
  })

  it.each<[string, ThreeDSlipProblemReason]>([
    // Not three digits
    ['12 500', 'badNumber'],
    ['1234 500', 'badNumber'],
    ['1 500', 'badNumber'],
    ['12R 500', 'badNumber'],
    ['123 45 500', 'badNumber'],
    ['၁၂ ၅၀၀', 'badNumber'],
    // No amount, or nothing to bet on
    ['123', 'noAmount'],
    ['၁၂၃', 'noAmount'],
    ['123R', 'noAmount'],
    ['123 456 R', 'noAmount'],
    ['123 ks', 'noNumbers'],
    ['1000', 'noNumbers'],
    ['1,000ks', 'noNumbers'],
    ['၅၀၀ ကျပ်', 'noNumbers'],
    // Amounts that are not whole kyat from 1, or below the minimum
    ['123 0', 'badAmount'],
    ['123 0500', 'badAmount'],
    ['123 1,00', 'badAmount'],
    ['123 500.50', 'badAmount'],
    ['123 500.00', 'badAmount'],
    ['123 1.5', 'badAmount'],
    ['123 99999999999999999999', 'badAmount'],
    ['123 50', 'belowMinimum'],
    ['123R 99', 'belowMinimum'],
    // Words and signs the reader does not know
    ['123x500', 'unknownTerm'],
    ['123 500 !', 'unknownTerm'],
    ['123 1k', 'unknownTerm'],
    ['Ko Aung 123 500', 'unknownTerm'],
    ['ထိပ် 1 100', 'unknownTerm'],
    ['123 ၁ထောင်', 'unknownTerm'],
    ['constructor 100', 'unknownTerm'],
    // Full-width digits are not read, as on a 2D slip: reported, never guessed.
    ['１２３ ５００', 'unknownTerm'],
    // Parts that do not fit together
    ['R 123 500', 'unclear'],
    ['123R R 500', 'unclear'],
    ['123 ks 500', 'unclear'],
    // 250,500 kyat on 123, or 123 and 250 at 500 each?
    ['123 250,500', 'unclear'],
    ['123 456,789,200', 'unclear'],
  ])('reports %j as %s', (line, reason) => {
    expect(parseThreeDSlip(line, OPTIONS)).toEqual({ lines: [], problems: [{ line: 1, text: line, reason }] })
  })
})

describe('R', () => {
  it.each([
    ['123', 6],
    ['907', 6],
    ['112', 3],
    ['121', 3],
    ['909', 3],
    ['111', 1],
    ['000', 1],
  ])(
    'turns %s into %i numbers at the amount each, only the number typed not a permutation',
    (number, count) => {
      const { lines, problems } = parseThreeDSlip(`${number}R 100`)
      expect(problems).toEqual([])
      expect(lines).toHaveLength(count)
      expect(lines.map((l) => l.number).sort()).toEqual(permutations(number))
      expect(lines.every((l) => l.amount === 100)).toBe(true)
      expect(lines.filter((l) => !l.isPermutation).map((l) => l.number)).toEqual([number])
    },
  )
})

describe('a whole slip', () => {
  it('reads a chat slip in the order typed', () => {
    const slip = ['123 500', '456R 100', '၇၈၉ ၂၀၀', '001.002.003-1,000'].join('\n')
    expect(parseThreeDSlip(slip, OPTIONS)).toEqual({
      lines: [
        { number: '123', amount: 500, isPermutation: false },
        ...withR('456').map(([number, isPermutation]) => ({ number, amount: 100, isPermutation })),
        { number: '789', amount: 200, isPermutation: false },
        { number: '001', amount: 1000, isPermutation: false },
        { number: '002', amount: 1000, isPermutation: false },
        { number: '003', amount: 1000, isPermutation: false },
      ],
      problems: [],
    })
  })

  it('adds up a number given on several lines, at the place it was first given, as a 2D slip does', () => {
    expect(parseThreeDSlip('123 500\n456 100\n123 300').lines).toEqual([
      { number: '123', amount: 800, isPermutation: false },
      { number: '456', amount: 100, isPermutation: false },
    ])
  })

  it('keeps a number a permutation line only when every line gave it through an R', () => {
    const { lines } = parseThreeDSlip('123R 100\n132 50\n321R 100')
    expect(lines).toEqual([
      { number: '123', amount: 200, isPermutation: false },
      // Through both Rs, and typed by hand on line 2.
      { number: '132', amount: 250, isPermutation: false },
      { number: '213', amount: 200, isPermutation: true },
      { number: '231', amount: 200, isPermutation: true },
      { number: '312', amount: 200, isPermutation: true },
      // Typed with its R on line 3.
      { number: '321', amount: 200, isPermutation: false },
    ])
  })

  it('reports each unreadable line with its number and text, and still reads the rest', () => {
    const slip = '123 500\n\n  12 500\n123R\r\n456 ထောင်\n789 100\n123 500.50'
    expect(parseThreeDSlip(slip, OPTIONS)).toEqual({
      lines: [
        { number: '123', amount: 500, isPermutation: false },
        { number: '789', amount: 100, isPermutation: false },
      ],
      problems: [
        { line: 3, text: '  12 500', reason: 'badNumber' },
        { line: 4, text: '123R', reason: 'noAmount' },
        { line: 5, text: '456 ထောင်', reason: 'unknownTerm' },
        { line: 7, text: '123 500.50', reason: 'badAmount' },
      ],
    })
  })

  itReadsAsEverySlipDoes({
    read: parseThreeDSlip,
    number: '123',
    bet: (amount) => bet(typed('123'), amount),
    range: '000–999',
    isNumber: isThreeDNumber,
    pieces: [
      '123',
      '12',
      '1234',
      '112',
      '၄၅၆',
      'ဝ',
      '1,000',
      '500',
      '50',
      'R',
      'အာ',
      'ks',
      'ကျပ်',
      'ထိပ်',
      'x',
      '!',
      ' ',
      ',',
      '.',
      '-',
      '@',
      '',
    ],
    seed: 7,
    blank: /^[\s,.\-@]*$/,
  })
})
