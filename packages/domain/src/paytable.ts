import type { Pya } from './money.ts'
import { permutations } from './three-d.ts'

/**
 * Paytables as data, and their exact return to player (RTP) assuming every draw is equally likely.
 * Odds are what the player is credited per unit staked, the stake having been debited already
 * (a 2D win at 80× on 100 Ks credits 8,000 Ks). They are decimal strings, like money, so that 1.9×
 * stays exactly 19/10.
 */

/** An exact fraction in lowest terms; the denominator is positive. */
export interface Ratio {
  numerator: bigint
  denominator: bigint
}

/** One way a bet pays: `ways` of the bet type's equally likely draws credit `odds` × stake. */
export interface Prize {
  name: string
  odds: string
  ways: number
}

export interface BetType {
  key: string
  /** How many equally likely outcomes a draw has (100 for 2D, 1000 for 3D, 10 for the digit game). */
  draws: number
  /** Mutually exclusive prizes: a draw pays at most one of them. */
  prizes: readonly Prize[]
}

export interface TwoDOdds {
  exact: string
}
export interface ThreeDOdds {
  exact: string
  /** Paid when the draw is another arrangement of the bet's digits (never together with `exact`). */
  permutation: string
}
export interface DigitOdds {
  digit: string
  /** Pays on 0–4. */
  small: string
  /** Pays on 5–9. */
  big: string
}

export const TWO_D_ODDS: Readonly<TwoDOdds> = Object.freeze({ exact: '80' })
export const THREE_D_ODDS: Readonly<ThreeDOdds> = Object.freeze({ exact: '500', permutation: '10' })
export const DIGIT_ODDS: Readonly<DigitOdds> = Object.freeze({ digit: '9', small: '1.9', big: '1.9' })

const ODDS = /^(\d{1,9})(?:\.(\d{1,6}))?$/

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b))

function ratio(numerator: bigint, denominator: bigint): Ratio {
  if (denominator <= 0n) throw new RangeError('a ratio needs a positive denominator')
  const divisor = gcd(numerator < 0n ? -numerator : numerator, denominator) || 1n
  return { numerator: numerator / divisor, denominator: denominator / divisor }
}

/** "1.9" → 19/10. Throws on anything but a non-negative decimal. */
export function parseOdds(odds: string): Ratio {
  const match = ODDS.exec(odds)
  if (!match) throw new RangeError(`not odds: ${JSON.stringify(odds)}`)
  const [, whole = '0', fraction = ''] = match
  return ratio(BigInt(whole + fraction), 10n ** BigInt(fraction.length))
}

export function ratioToNumber(value: Ratio): number {
  return Number(value.numerator) / Number(value.denominator)
}

/** The credit for a winning stake, rounded down to whole pya (the house keeps any fraction of a pya). */
export function applyOdds(stake: Pya, odds: string): Pya {
  const { numerator, denominator } = parseOdds(odds)
  return (stake * numerator) / denominator
}

/** 2D: one number of 100 wins. */
export function twoDBetTypes(odds: TwoDOdds = TWO_D_ODDS): BetType[] {
  return [{ key: '2d', draws: 100, prizes: [{ name: 'exact', odds: odds.exact, ways: 1 }] }]
}

export type ThreeDNumberClass = 'distinct' | 'pair' | 'triple'

// How many arrangements each class of number has: 123 has 6, 112 has 3, 111 has 1.
const ARRANGEMENTS: Readonly<Record<ThreeDNumberClass, number>> = { distinct: 6, pair: 3, triple: 1 }

/** Which class a 3D number belongs to, by how many distinct arrangements its digits have. */
export function threeDNumberClass(number: string): ThreeDNumberClass {
  const count = permutations(number).length
  return count === 6 ? 'distinct' : count === 3 ? 'pair' : 'triple'
}

function threeDBetTypeOf(numberClass: ThreeDNumberClass, odds: ThreeDOdds): BetType {
  const others = ARRANGEMENTS[numberClass] - 1
  const prizes: Prize[] = [{ name: 'exact', odds: odds.exact, ways: 1 }]
  if (others > 0) prizes.push({ name: 'permutation', odds: odds.permutation, ways: others })
  return { key: `3d-${numberClass}`, draws: 1000, prizes }
}

/**
 * 3D: a bet on one number wins `exact` when drawn and `permutation` when another arrangement of its
 * digits is drawn, so the RTP depends on the number's class. A triple has no other arrangement: its
 * RTP is that of the exact prize alone.
 */
export function threeDBetTypes(odds: ThreeDOdds = THREE_D_ODDS): BetType[] {
  return (['distinct', 'pair', 'triple'] as const).map((numberClass) => threeDBetTypeOf(numberClass, odds))
}

/** The bet type a 3D bet on `number` is. */
export function threeDBetType(number: string, odds: ThreeDOdds = THREE_D_ODDS): BetType {
  return threeDBetTypeOf(threeDNumberClass(number), odds)
}

/** The digit game: one digit of 10, or small (0–4) or big (5–9), five of 10 each. */
export function digitBetTypes(odds: DigitOdds = DIGIT_ODDS): BetType[] {
  return [
    { key: 'digit', draws: 10, prizes: [{ name: 'digit', odds: odds.digit, ways: 1 }] },
    { key: 'small', draws: 10, prizes: [{ name: 'small', odds: odds.small, ways: 5 }] },
    { key: 'big', draws: 10, prizes: [{ name: 'big', odds: odds.big, ways: 5 }] },
  ]
}

/** The exact expected credit per unit staked: Σ ways × odds / draws. */
export function returnToPlayer(bet: BetType): Ratio {
  if (!Number.isInteger(bet.draws) || bet.draws <= 0)
    throw new RangeError(`${bet.key}: draws must be positive`)
  let total = ratio(0n, 1n)
  let ways = 0
  for (const prize of bet.prizes) {
    if (!Number.isInteger(prize.ways) || prize.ways < 0) throw new RangeError(`${bet.key}: bad ways`)
    ways += prize.ways
    const odds = parseOdds(prize.odds)
    const term = ratio(odds.numerator * BigInt(prize.ways), odds.denominator * BigInt(bet.draws))
    total = ratio(
      total.numerator * term.denominator + term.numerator * total.denominator,
      total.denominator * term.denominator,
    )
  }
  if (ways > bet.draws) throw new RangeError(`${bet.key}: more winning draws than draws`)
  return total
}

/** Throws unless every bet type returns less than it takes (RTP < 1): the house must not lose on average. */
export function validatePaytable(bets: readonly BetType[]): void {
  for (const bet of bets) {
    const rtp = returnToPlayer(bet)
    if (rtp.numerator >= rtp.denominator) {
      throw new RangeError(`${bet.key}: return to player ${rtp.numerator}/${rtp.denominator} is not below 1`)
    }
  }
}
