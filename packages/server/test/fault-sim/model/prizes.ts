import type { Game } from './calendar.ts'

/** What a winning line or round is credited, by the published odds. */

/** What a winning stake is credited, per unit staked: a fraction, rounded down to whole pya. */
interface Odds {
  numerator: bigint
  denominator: bigint
}
const times = (numerator: bigint, denominator = 1n): Odds => ({ numerator, denominator })
const credit = (stake: bigint, odds: Odds) => (stake * odds.numerator) / odds.denominator

/** 2D exact 80×; 3D exact 500×, any other arrangement of its digits 10×; digit 9×, small and big 1.9×. */
export const ODDS = {
  twoD: times(80n),
  threeDExact: times(500n),
  threeDPermutation: times(10n),
  digit: times(9n),
  small: times(19n, 10n),
  big: times(19n, 10n),
} as const

const sortedDigits = (number: string) => [...number].sort().join('')

/** The prize of one lottery line under a result, in pya. */
export function linePrize(game: Game, number: string, stake: bigint, result: string): bigint {
  if (number === result) return credit(stake, game === '2d' ? ODDS.twoD : ODDS.threeDExact)
  if (game === '3d' && sortedDigits(number) === sortedDigits(result))
    return credit(stake, ODDS.threeDPermutation)
  return 0n
}

export type DigitBetType = 'digit' | 'small' | 'big'

/** The digit game's credit for a stake when `rolled` (0–9) comes up: small is 0–4, big 5–9. */
export function digitPrize(
  betType: DigitBetType,
  digit: number | null,
  stake: bigint,
  rolled: number,
): bigint {
  const wins = betType === 'digit' ? rolled === digit : betType === 'small' ? rolled <= 4 : rolled >= 5
  return wins ? credit(stake, ODDS[betType]) : 0n
}
