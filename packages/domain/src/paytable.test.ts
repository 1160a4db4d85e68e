import { describe, expect, it } from 'vitest'
import {
  applyOdds,
  type BetType,
  DIGIT_ODDS,
  digitBetTypes,
  parseOdds,
  type Ratio,
  ratioToNumber,
  returnToPlayer,
  THREE_D_ODDS,
  threeDBetType,
  threeDBetTypes,
  threeDNumberClass,
  twoDBetTypes,
  validatePaytable,
} from './paytable.ts'

const rtp = (bets: BetType[], key: string): Ratio => {
  const bet = bets.find((b) => b.key === key)
  if (!bet) throw new Error(`no bet type ${key}`)
  return returnToPlayer(bet)
}
const fraction = (numerator: number, denominator: number): Ratio => ({
  numerator: BigInt(numerator),
  denominator: BigInt(denominator),
})

describe('return to player, exactly', () => {
  it('2D at 80× returns 4/5', () => {
    expect(rtp(twoDBetTypes(), '2d')).toEqual(fraction(4, 5))
    expect(ratioToNumber(rtp(twoDBetTypes(), '2d'))).toBe(0.8)
  })

  it('3D exact at 500× returns 1/2 (a triple, which has no other arrangement)', () => {
    expect(rtp(threeDBetTypes(), '3d-triple')).toEqual(fraction(1, 2))
    expect(ratioToNumber(rtp(threeDBetTypes(), '3d-triple'))).toBe(0.5)
  })

  it('3D adds 10× for each other arrangement: 5 for distinct digits, 2 for a pair', () => {
    // (500 + 5 × 10) / 1000 and (500 + 2 × 10) / 1000.
    expect(rtp(threeDBetTypes(), '3d-distinct')).toEqual(fraction(11, 20))
    expect(rtp(threeDBetTypes(), '3d-pair')).toEqual(fraction(13, 25))
  })

  it('digit 9× returns 9/10; small and big at 1.9× return 19/20', () => {
    const bets = digitBetTypes()
    expect(rtp(bets, 'digit')).toEqual(fraction(9, 10))
    expect(rtp(bets, 'small')).toEqual(fraction(19, 20))
    expect(rtp(bets, 'big')).toEqual(fraction(19, 20))
    expect(ratioToNumber(rtp(bets, 'small'))).toBe(0.95)
  })

  it('every default bet type returns less than it takes', () => {
    const bets = [...twoDBetTypes(), ...threeDBetTypes(), ...digitBetTypes()]
    for (const bet of bets) {
      const value = returnToPlayer(bet)
      expect(value.numerator < value.denominator, bet.key).toBe(true)
    }
    expect(() => validatePaytable(bets)).not.toThrow()
  })
})

describe('validatePaytable', () => {
  it('rejects a 10× digit (RTP exactly 1)', () => {
    expect(() => validatePaytable(digitBetTypes({ ...DIGIT_ODDS, digit: '10' }))).toThrow(/digit/)
  })

  it.each(['small', 'big'] as const)('rejects 2× %s', (side) => {
    expect(() => validatePaytable(digitBetTypes({ ...DIGIT_ODDS, [side]: '2' }))).toThrow(new RegExp(side))
  })

  it('rejects a 3D permutation prize that pushes distinct digits to 1', () => {
    expect(() => validatePaytable(threeDBetTypes({ ...THREE_D_ODDS, permutation: '100' }))).toThrow(
      /3d-distinct/,
    )
    expect(() => validatePaytable(threeDBetTypes({ exact: '500', permutation: '99.9' }))).not.toThrow()
  })

  it('rejects 2D at 100× and accepts 85×', () => {
    expect(() => validatePaytable(twoDBetTypes({ exact: '100' }))).toThrow()
    expect(() => validatePaytable(twoDBetTypes({ exact: '85' }))).not.toThrow()
  })

  it('rejects malformed odds and impossible ways', () => {
    expect(() => validatePaytable(twoDBetTypes({ exact: '-1' }))).toThrow(RangeError)
    expect(() => validatePaytable(twoDBetTypes({ exact: '8O' }))).toThrow(RangeError)
    expect(() =>
      validatePaytable([{ key: 'x', draws: 10, prizes: [{ name: 'x', odds: '0.01', ways: 11 }] }]),
    ).toThrow(RangeError)
  })
})

describe('3D number classes', () => {
  it.each([
    ['123', 'distinct'],
    ['112', 'pair'],
    ['070', 'pair'],
    ['999', 'triple'],
  ] as const)('%s is %s', (number, numberClass) => {
    expect(threeDNumberClass(number)).toBe(numberClass)
    expect(threeDBetType(number).key).toBe(`3d-${numberClass}`)
  })
})

describe('odds arithmetic', () => {
  it.each([
    ['80', 80, 1],
    ['1.9', 19, 10],
    ['1.90', 19, 10],
    ['0.5', 1, 2],
    ['0', 0, 1],
  ])('reads %s as %i/%i', (odds, numerator, denominator) => {
    expect(parseOdds(odds)).toEqual(fraction(numerator, denominator))
  })

  it('credits whole pya, rounding down', () => {
    expect(applyOdds(10_000n, '80')).toBe(800_000n)
    expect(applyOdds(10_000n, '1.9')).toBe(19_000n)
    expect(applyOdds(1n, '1.9')).toBe(1n)
  })
})
