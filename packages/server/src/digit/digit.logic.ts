import type { DigitHistoryRow } from '@shwe/contract'
import { type DigitPick, type Pya, toDecimalString, yangonDateTime } from '@shwe/domain'

export interface StoredBet extends DigitPick {
  createdAt: Date
  betAmount: Pya
  multiplier: number
  stake: Pya
  rolledNumber: number
  outcome: 'win' | 'lose'
  winAmount: Pya
  nonce: number
  /** SHA-256 of the server seed the roll was drawn under. */
  commitment: string
}

// The contract sends these as JSON numbers; going through the decimal string keeps 0.1 Ks as 0.1, not 0.1000…01.
const kyatNumber = (amount: Pya) => Number(toDecimalString(amount))

/** A bet as the history lists it, in the contract's field names and types. */
export function historyRow(bet: StoredBet): DigitHistoryRow {
  return {
    timestamp: yangonDateTime(bet.createdAt),
    betType: bet.betType,
    digit: bet.digit,
    rolledNumber: bet.rolledNumber,
    outcome: bet.outcome,
    bet_amount: kyatNumber(bet.betAmount),
    // A DECIMAL column in the system the contract was taken from, so clients receive it as "5.00".
    multiplier: `${bet.multiplier}.00`,
    win_amount: kyatNumber(bet.winAmount),
    profit: kyatNumber(bet.winAmount - bet.stake),
    nonce: bet.nonce,
    commitment: bet.commitment,
  }
}
