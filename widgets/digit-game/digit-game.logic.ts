import type { ApiFailure } from '@shwe/api-client'
import type { DigitBetPayload } from '@shwe/contract'
import { DIGIT_ODDS, type DigitBetType, digitBetTypes, ratioToNumber, returnToPlayer } from '@shwe/domain'

/** Seconds from a pick to the automatic roll (spec §9). */
export const COUNTDOWN_SECONDS = 90
/** What BET MAX sets bet and coin value to (spec §9). */
export const BET_MAX = 10
/** The least bet and coin value (spec §5). */
export const MIN_UNIT = 1
export const DEFAULT_MULTIPLIER = 1
export const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const

/** The player's pick: a digit, or a side, or nothing yet. */
export type Pick = { betType: 'digit'; digit: number } | { betType: 'small' | 'big'; digit: null } | null

/** Picking a digit replaces any side (Small and Big are then disabled); picking a side clears the digit. */
export const pickDigit = (digit: number): NonNullable<Pick> => ({ betType: 'digit', digit })
export const pickSide = (side: 'small' | 'big'): NonNullable<Pick> => ({ betType: side, digit: null })
/** Small and Big are disabled while a digit is picked. */
export const sidesDisabled = (pick: Pick): boolean => pick?.betType === 'digit'

/** A whole number of at least 1 typed into the bet dialog, or null for anything else (0, letters, "1.5"). */
export function unitOf(text: string): number | null {
  const trimmed = text.trim()
  if (!/^\d{1,6}$/.test(trimmed)) return null
  const value = Number(trimmed)
  return value >= MIN_UNIT ? value : null
}

/** The kyat sent as `bet_amount`: bet × coin value; the server multiplies it by the multiplier. */
export const betAmountOf = (bet: number, coin: number): number => bet * coin
/** What a bet takes from the game balance: bet × coin × multiplier (spec §9). */
export const totalOf = (bet: number, coin: number, multiplier: number): number => bet * coin * multiplier

export type StakeProblem = 'invalid' | 'tooHigh'

/** Why a stake cannot be sent, or null: under 1, or above the game balance when the balance is known. */
export function stakeProblem(
  betAmount: number,
  multiplier: number,
  balance: number | null,
): StakeProblem | null {
  if (!Number.isFinite(betAmount) || betAmount < MIN_UNIT) return 'invalid'
  if (balance !== null && betAmount * multiplier > balance) return 'tooHigh'
  return null
}

/** The request body: the pick and the stake only, never a rolled number or an outcome. */
export function betPayload(pick: NonNullable<Pick>, betAmount: number, multiplier: number): DigitBetPayload {
  return { bet_type: pick.betType, digit: pick.digit, bet_amount: betAmount, multiplier }
}

/** Which text a failed bet shows (spec §8). */
export type BetError =
  | { kind: 'server'; message: string }
  | { kind: 'backend'; detail: string }
  | { kind: 'no-connection' }

export function betErrorOf(failure: ApiFailure): BetError {
  switch (failure.kind) {
    case 'network':
      return { kind: 'no-connection' }
    case 'refused':
      return failure.message
        ? { kind: 'server', message: failure.message }
        : { kind: 'backend', detail: `HTTP ${failure.status}` }
    case 'invalid':
    case 'unauthorized':
      return { kind: 'server', message: failure.message }
  }
}

/** Return to player in percent of a bet type at `odds`, by the domain's paytable rule; 0% for odds it cannot read. */
export function rtpPercent(betType: DigitBetType, odds: string): string {
  const bet = digitBetTypes({ ...DIGIT_ODDS, [betType]: odds }).find((type) => type.key === betType)
  try {
    return bet ? `${Number((ratioToNumber(returnToPlayer(bet)) * 100).toFixed(2))}%` : '0%'
  } catch {
    return '0%'
  }
}

/** The text key of each kind of bet error. */
export const BET_ERROR_TEXT = {
  server: 'failure',
  backend: 'backendError',
  'no-connection': 'noConnection',
} as const satisfies Record<BetError['kind'], string>
