import { describe, expect, it } from 'vitest'
import { DIGIT_PAYTABLE, digitPaytable, settle, wins } from './digit-game.ts'
import { DIGIT_ODDS, digitBetTypes, returnToPlayer, validatePaytable } from './paytable.ts'

const ALL_DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]

describe('wins', () => {
  it.each(ALL_DIGITS)('a digit bet on %i wins on that digit only', (digit) => {
    expect(ALL_DIGITS.filter((rolled) => wins({ betType: 'digit', digit }, rolled))).toEqual([digit])
  })

  it('small wins on 0–4 and big on 5–9', () => {
    expect(ALL_DIGITS.filter((rolled) => wins({ betType: 'small', digit: null }, rolled))).toEqual([
      0, 1, 2, 3, 4,
    ])
    expect(ALL_DIGITS.filter((rolled) => wins({ betType: 'big', digit: null }, rolled))).toEqual([
      5, 6, 7, 8, 9,
    ])
  })
})

describe('settle', () => {
  it.each([
    { pick: { betType: 'digit', digit: 7 }, stake: 5_000n, rolled: 7, outcome: 'win', winAmount: 45_000n },
    { pick: { betType: 'digit', digit: 7 }, stake: 5_000n, rolled: 5, outcome: 'lose', winAmount: 0n },
    { pick: { betType: 'small', digit: null }, stake: 1_000n, rolled: 4, outcome: 'win', winAmount: 1_900n },
    { pick: { betType: 'big', digit: null }, stake: 1_000n, rolled: 4, outcome: 'lose', winAmount: 0n },
    // 1.9 × 1 pya is 1.9 pya: the credit rounds down to whole pya.
    { pick: { betType: 'big', digit: null }, stake: 1n, rolled: 9, outcome: 'win', winAmount: 1n },
  ] as const)(
    '$pick.betType on $rolled with stake $stake pays $winAmount',
    ({ pick, stake, rolled, ...result }) => {
      expect(settle(pick, stake, rolled)).toEqual(result)
    },
  )

  it('pays by the paytable it is given', () => {
    const odds = { ...DIGIT_ODDS, digit: '8' }
    expect(settle({ betType: 'digit', digit: 3 }, 100n, 3, odds)).toEqual({ outcome: 'win', winAmount: 800n })
  })
})

describe('paytable', () => {
  it('is the domain paytable and returns less than it takes on every bet type', () => {
    expect(DIGIT_PAYTABLE).toEqual(DIGIT_ODDS)
    expect(() => validatePaytable(digitBetTypes(DIGIT_PAYTABLE))).not.toThrow()
    expect(digitBetTypes(DIGIT_PAYTABLE).map(returnToPlayer)).toEqual([
      { numerator: 9n, denominator: 10n },
      { numerator: 19n, denominator: 20n },
      { numerator: 19n, denominator: 20n },
    ])
  })

  it('refuses a paytable that returns 100% or more', () => {
    expect(() => digitPaytable({ ...DIGIT_ODDS, digit: '10' })).toThrow(/digit: return to player/)
    expect(() => digitPaytable({ ...DIGIT_ODDS, small: '2' })).toThrow(/small/)
    expect(() => digitPaytable({ ...DIGIT_ODDS, big: '1.99' })).not.toThrow()
  })
})
