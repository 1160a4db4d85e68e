import type { Pya } from './money.ts'
import { applyOdds, DIGIT_ODDS, type DigitOdds, digitBetTypes, validatePaytable } from './paytable.ts'

/** The digit game's bets: one digit 0–9, small (0–4) or big (5–9). */
export type DigitBetType = 'digit' | 'small' | 'big'

export const DIGIT_BET_TYPES = ['digit', 'small', 'big'] as const satisfies readonly DigitBetType[]

/** The multiplier buttons of the game screen; no other multiplier is accepted. */
export const DIGIT_MULTIPLIERS = [1, 5, 10, 20, 50, 100] as const

/**
 * The odds, checked: throws unless every bet type returns less than it takes, so a mistyped paytable
 * stops the server at start-up instead of paying out.
 */
export function digitPaytable(odds: DigitOdds = DIGIT_ODDS): Readonly<DigitOdds> {
  validatePaytable(digitBetTypes(odds))
  return Object.freeze({ ...odds })
}

/** The paytable the game pays by: digit 9×, small 1.9×, big 1.9× (credited on top of the debited stake). */
export const DIGIT_PAYTABLE = digitPaytable()

export interface DigitPick {
  betType: DigitBetType
  /** The chosen digit of a `digit` bet; null for small and big. */
  digit: number | null
}

/** Whether `rolled` wins the pick: the same digit, or 0–4 for small, 5–9 for big. */
export function wins(pick: DigitPick, rolled: number): boolean {
  switch (pick.betType) {
    case 'digit':
      return rolled === pick.digit
    case 'small':
      return rolled <= 4
    case 'big':
      return rolled >= 5
  }
}

/** The outcome and the credit (pya, stake included, 0 on a loss) of a stake on `pick` when `rolled` comes up. */
export function settle(
  pick: DigitPick,
  stake: Pya,
  rolled: number,
  paytable: Readonly<DigitOdds> = DIGIT_PAYTABLE,
): { outcome: 'win' | 'lose'; winAmount: Pya } {
  if (!wins(pick, rolled)) return { outcome: 'lose', winAmount: 0n }
  return { outcome: 'win', winAmount: applyOdds(stake, paytable[pick.betType]) }
}
