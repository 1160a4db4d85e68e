import { describe, expect, it } from 'vitest'
import { itReadsAsEverySlipDoes } from './slip-test-kit.ts'
import {
  bigSet,
  breakSet,
  brothersSet,
  DIGITS,
  type Digit,
  doubles,
  evenEven,
  evenOdd,
  headSet,
  includeSet,
  isTwoDNumber,
  khway,
  khwayPuu,
  nakhatSet,
  oddEven,
  oddOdd,
  powerSet,
  smallSet,
  tailSet,
  withReverse,
} from './two-d.ts'
import { parseTwoDSlip, type SlipProblemReason } from './two-d-slip.ts'

const OPTIONS = { minimumStake: 100 }
const BURMESE_DIGITS = '၀၁၂၃၄၅၆၇၈၉'
const burmese = (text: string | number) =>
  String(text).replace(/\d/g, (d) => BURMESE_DIGITS.charAt(Number(d)))
const list = (text: string) => text.split(' ')
/** What a slip of one good line reads as: every number at the same amount. */
const bet = (numbers: readonly string[], amount: number) => ({
  lines: numbers.map((number) => ({ number, amount })),
  problems: [],
})

describe('one line', () => {
  it.each<[string, readonly string[], number]>([
    // Numbers and separators
    ['47 500', ['47'], 500],
    ['   47   500   ', ['47'], 500],
    ['47\t500', ['47'], 500],
    ['12 34 56 500', list('12 34 56'), 500],
    ['12.34.56-500', list('12 34 56'), 500],
    ['12,34=500', list('12 34'), 500],
    ['12,34,500', list('12 34'), 500],
    ['12/34/56 500', list('12 34 56'), 500],
    ['12-34-56=1000', list('12 34 56'), 1000],
    ['12 - 34 = 500', list('12 34'), 500],
    ['12:500', ['12'], 500],
    ['12+34 500', list('12 34'), 500],
    ['12*34 500', list('12 34'), 500],
    ['12@500', ['12'], 500],
    ['12|34 500', list('12 34'), 500],
    ['12၊34၊56 ၅၀၀', list('12 34 56'), 500],
    ['12 34။ 500', list('12 34'), 500],
    ['12\u200b34 500', list('12 34'), 500],
    ['00 99 100', list('00 99'), 100],
    // Burmese digits, and the letter ဝ typed for zero
    ['၄၇ ၅၀၀', ['47'], 500],
    ['၁၂ ၃၄ ၁,၀၀၀', list('12 34'), 1000],
    ['4၇ 5၀၀', ['47'], 500],
    ['၀၀ ၁၀၀', ['00'], 100],
    ['ဝ၅ ၁ဝဝ', ['05'], 100],
    ['ဝဝ ၅ဝဝ', ['00'], 500],
    // Amounts and units
    ['47 1,000', ['47'], 1000],
    ['12 1,500', ['12'], 1500],
    ['12, 34, 1,500', list('12 34'), 1500],
    ['47 10,000,000', ['47'], 10_000_000],
    ['47 1,000ks', ['47'], 1000],
    ['47 1000 Ks', ['47'], 1000],
    ['47 500 kyat', ['47'], 500],
    ['47 500 KYATS', ['47'], 500],
    ['47 500 mmk', ['47'], 500],
    ['47 ၁၀၀၀ကျပ်', ['47'], 1000],
    ['47 ၁,၀၀၀ ကျပ်', ['47'], 1000],
    // R: hand-written, small
    ['12R 1000', list('12 21'), 1000],
    ['12r 1000', list('12 21'), 1000],
    ['12 R 1000', list('12 21'), 1000],
    ['12(R) 1000', list('12 21'), 1000],
    ['12အာ 1000', list('12 21'), 1000],
    ['12 အာ 1000', list('12 21'), 1000],
    ['12 အပြန် 1000', list('12 21'), 1000],
    ['၁၂အာ ၁၀၀၀', list('12 21'), 1000],
    ['55R 500', ['55'], 500],
    ['12R 34 500', list('12 21 34'), 500],
    ['12 34R 500', list('12 34 43'), 500],
    ['12 34 R 500', list('12 21 34 43'), 500],
    ['12.34.56 R 500', list('12 21 34 43 56 65'), 500],
    ['12 34R 56 R 500', list('12 34 43 56 65'), 500],
    // The same number twice on one line counts once
    ['12R 21 500', list('12 21'), 500],
    ['12 12 500', ['12'], 500],
    // Break (ဘရိတ်), hand-written once, then from the tool
    ['5 ဘရိတ် 200', list('05 14 23 32 41 50 69 78 87 96'), 200],
    ['5ဘရိတ် 200', breakSet(5), 200],
    ['ဘရိတ် 5 200', breakSet(5), 200],
    ['၅ ဘြိတ် ၂၀၀', breakSet(5), 200],
    ['7 ဘရိပ် 100', breakSet(7), 100],
    ['0 break 100', breakSet(0), 100],
    ['Break 9 100', breakSet(9), 100],
    ['3B 100', breakSet(3), 100],
    ['b3 100', breakSet(3), 100],
    ['4bk 100', breakSet(4), 100],
    ['4 brk 100', breakSet(4), 100],
    // Head (ထိပ်, ထ)
    ['ထိပ် 3 100', headSet(3), 100],
    ['3ထိပ် 100', headSet(3), 100],
    ['ထ3 100', headSet(3), 100],
    ['ထ ၃ ၁၀၀', headSet(3), 100],
    ['head 3 100', headSet(3), 100],
    ['ထိပ်ဝ 100', headSet(0), 100],
    ['ထိပ် 3 R 100', withReverse(headSet(3)), 100],
    // Tail (ပိတ်, နောက်, နောက်ပိတ်)
    ['ပိတ် 7 100', tailSet(7), 100],
    ['7ပိတ် 100', tailSet(7), 100],
    ['နောက် 7 100', tailSet(7), 100],
    ['နောက်ပိတ် ၇ ၁၀၀', tailSet(7), 100],
    ['TAIL 7 100', tailSet(7), 100],
    // Include (ပါ, အပါ, ပတ်သီး)
    ['ပါ 5 100', includeSet(5), 100],
    ['5ပါ 100', includeSet(5), 100],
    ['အပါ 5 100', includeSet(5), 100],
    ['5 ပတ်သီး 100', includeSet(5), 100],
    ['include 5 100', includeSet(5), 100],
    // Power (ပါဝါ) and nakhat (နက္ခတ်)
    ['ပါဝါ 100', powerSet(), 100],
    ['power 100', powerSet(), 100],
    ['ပါဝါ R 100', powerSet({ reverse: true }), 100],
    ['POWER r 100', powerSet({ reverse: true }), 100],
    ['နက္ခတ် 100', nakhatSet(), 100],
    ['နက်ခတ် 100', nakhatSet(), 100],
    ['နက်ခက် 100', nakhatSet(), 100],
    ['နတ်ခတ် 100', nakhatSet(), 100],
    ['nakhat 100', nakhatSet(), 100],
    ['nakkhat R 100', nakhatSet({ reverse: true }), 100],
    ['နက္ခတ်အာ ၁၀၀', nakhatSet({ reverse: true }), 100],
    // Brothers (ညီကို, ညီအစ်ကို, ညီနောင်) and the reverse ကိုညီ
    ['ညီကို 100', brothersSet('up'), 100],
    ['ညီအစ်ကို 100', brothersSet('up'), 100],
    ['ညီအကို 100', brothersSet('up'), 100],
    ['ညီနောင် 100', brothersSet('up'), 100],
    ['brothers 100', brothersSet('up'), 100],
    ['brother 100', brothersSet('up'), 100],
    ['ညီကို R 100', brothersSet('both'), 100],
    ['ကိုညီ 100', brothersSet('down'), 100],
    ['ကိုညီ R 100', brothersSet('both'), 100],
    // Doubles (အပူး, စုံပူး, မပူး)
    ['အပူး 100', doubles('all'), 100],
    ['ပူး 100', doubles('all'), 100],
    ['doubles 100', doubles('all'), 100],
    ['double 100', doubles('all'), 100],
    ['အပူး R 100', doubles('all'), 100],
    ['စုံပူး 100', doubles('even'), 100],
    ['မပူး 100', doubles('odd'), 100],
    // Even and odd families, big and small
    ['စုံစုံ 100', evenEven(), 100],
    ['မမ 100', oddOdd(), 100],
    ['စုံမ 100', evenOdd(), 100],
    ['မစုံ 100', oddEven(), 100],
    ['စုံမ R 100', withReverse(evenOdd()), 100],
    ['ကြီး 100', bigSet(), 100],
    ['big 100', bigSet(), 100],
    ['ငယ် 100', smallSet(), 100],
    ['small 100', smallSet(), 100],
    // Khway (ခွေ) and khway-puu (ခွေပူး), hand-written once
    ['ခွေ 123 500', list('12 13 21 23 31 32'), 500],
    ['123 ခွေ 500', khway('123'), 500],
    ['123ခွေ 500', khway('123'), 500],
    ['ခွေ ၁၂၃ ၅၀၀', khway('123'), 500],
    ['ခွေ 1.2.3 500', khway('123'), 500],
    ['khway 0123456789 100', khway('0123456789'), 100],
    ['ခွေပူး 123 500', list('11 12 13 21 22 23 31 32 33'), 500],
    ['ခွေပူး 47 100', khwayPuu('47'), 100],
  ])('reads %j', (line, numbers, amount) => {
    expect(parseTwoDSlip(line, OPTIONS)).toEqual(bet(numbers, amount))
  })

  it.each<[string, SlipProblemReason]>([
    ['47', 'noAmount'],
    ['12R', 'noAmount'],
    ['12 34 R', 'noAmount'],
    ['ထိပ် 3', 'noAmount'],
    ['ပါဝါ', 'noAmount'],
    ['ခွေ 123', 'noAmount'],
    ['500 ပါဝါ', 'noAmount'],
    ['500', 'noNumbers'],
    ['၅၀၀ ကျပ်', 'noNumbers'],
    ['1,000ks', 'noNumbers'],
    ['ထိပ် 500', 'noNumbers'],
    ['47 0', 'badAmount'],
    ['47 0500', 'badAmount'],
    ['47 1,00', 'badAmount'],
    ['12,1,000', 'badAmount'],
    ['47 99999999999999999999', 'badAmount'],
    ['47 50', 'belowMinimum'],
    ['ထိပ် 3 99', 'belowMinimum'],
    ['5 500', 'badNumber'],
    ['123 500', 'badNumber'],
    ['12 345 1000', 'badNumber'],
    ['ထိပ် 35 100', 'badNumber'],
    ['ထိပ် 3 5 100', 'badNumber'],
    ['ခွေ 112 500', 'badNumber'],
    ['ခွေ 1 500', 'badNumber'],
    ['12x500', 'unknownTerm'],
    ['47 500 !', 'unknownTerm'],
    ['47 1k', 'unknownTerm'],
    ['၁ထောင်', 'unknownTerm'],
    ['Ko Aung 47 500', 'unknownTerm'],
    // A word that is also a built-in property name is still just an unknown word.
    ['constructor 100', 'unknownTerm'],
    ['ထိုင်းနက္ခတ် 100', 'unsupportedTerm'],
    ['ထိုင်း နက္ခတ် 100', 'unsupportedTerm'],
    ['ထိုင်းပါဝါ 100', 'unsupportedTerm'],
    ['ပဒေသာ 100', 'unsupportedTerm'],
    ['စုံကပ် 3 100', 'unsupportedTerm'],
    ['မကပ် 3 100', 'unsupportedTerm'],
    ['အလုံး ၂၀ 100', 'unsupportedTerm'],
    ['5 ပတ် 100', 'ambiguousTerm'],
    ['ပါတ် 5 100', 'ambiguousTerm'],
    ['ထိပ် 3 ပိတ် 5 100', 'unclear'],
    ['12 ပါဝါ 100', 'unclear'],
    ['R 12 500', 'unclear'],
    ['12R R 500', 'unclear'],
    ['47 ks 500', 'unclear'],
  ])('reports %j as %s', (line, reason) => {
    expect(parseTwoDSlip(line, OPTIONS)).toEqual({ lines: [], problems: [{ line: 1, text: line, reason }] })
  })
})

describe('terms with a digit', () => {
  it.each<[string, (digit: Digit) => string[], string[]]>([
    ['break', breakSet, ['ဘရိတ်', 'ဘြိတ်', 'ဘရိပ်', 'break', 'BREAK', 'brk', 'bk', 'B', 'b']],
    ['head', headSet, ['ထိပ်', 'ထ', 'head', 'Head']],
    ['tail', tailSet, ['ပိတ်', 'နောက်', 'နောက်ပိတ်', 'tail']],
    ['include', includeSet, ['ပါ', 'အပါ', 'ပတ်သီး', 'include']],
  ])('reads every spelling of %s with every digit, before or after it', (_, select, spellings) => {
    for (const spelling of spellings) {
      for (const digit of DIGITS) {
        const expected = bet(select(digit), 100)
        expect(parseTwoDSlip(`${digit} ${spelling} 100`)).toEqual(expected)
        expect(parseTwoDSlip(`${digit}${spelling} 100`)).toEqual(expected)
        expect(parseTwoDSlip(`${spelling} ${digit} 100`)).toEqual(expected)
        expect(parseTwoDSlip(`${spelling}${burmese(digit)} ${burmese(100)}`)).toEqual(expected)
      }
    }
  })
})

describe('a whole slip', () => {
  it('reads the example slip in the order typed, adding up the number typed twice', () => {
    const slip = ['12R 1000', '47 500', '5 ဘရိတ် 200', 'ထိပ် 3 100', '၄၇ ၅၀၀'].join('\n')
    const { lines, problems } = parseTwoDSlip(slip)
    expect(problems).toEqual([])
    const numbers = [...new Set(['12', '21', '47', ...breakSet(5), ...headSet(3)])]
    expect(lines.map((l) => l.number)).toEqual(numbers)
    const amountOf = (number: string) => lines.find((l) => l.number === number)?.amount
    expect(amountOf('12')).toBe(1000)
    expect(amountOf('47')).toBe(1000)
    expect(amountOf('05')).toBe(200)
    expect(amountOf('30')).toBe(100)
    // 32 is both in break 5 and in head 3.
    expect(amountOf('32')).toBe(300)
  })

  it('adds up a number typed on several lines, at the place it was first typed', () => {
    expect(parseTwoDSlip('12 500\n34 100\n12 300').lines).toEqual([
      { number: '12', amount: 800 },
      { number: '34', amount: 100 },
    ])
    expect(parseTwoDSlip('12R 500\n21 100').lines).toEqual([
      { number: '12', amount: 500 },
      { number: '21', amount: 600 },
    ])
  })

  it('reports each unreadable line with its number and text, and still reads the rest', () => {
    const slip = '47 500\n\n  5 500\n12R\r\n34 ထောင်\n56 100'
    expect(parseTwoDSlip(slip, OPTIONS)).toEqual({
      lines: [
        { number: '47', amount: 500 },
        { number: '56', amount: 100 },
      ],
      problems: [
        { line: 3, text: '  5 500', reason: 'badNumber' },
        { line: 4, text: '12R', reason: 'noAmount' },
        { line: 5, text: '34 ထောင်', reason: 'unknownTerm' },
      ],
    })
  })

  itReadsAsEverySlipDoes({
    read: parseTwoDSlip,
    number: '47',
    bet: (amount) => bet(['47'], amount),
    range: '00–99',
    isNumber: isTwoDNumber,
    pieces: [
      '12',
      '5',
      '123',
      '၄၇',
      'ဝ',
      '1,000',
      '500',
      'R',
      'အာ',
      'ဘရိတ်',
      'ထိပ်',
      'ပါဝါ',
      'ခွေ',
      'ပတ်',
      'ks',
      'ကျပ်',
      'x',
      '!',
      ' ',
      ',',
      '.',
      '-',
      '=',
      '',
    ],
    seed: 1,
    blank: /^[\s,.\-=]*$/,
  })
})
