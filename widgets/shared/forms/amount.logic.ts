/** Why an amount typed in a money form cannot be sent. */
export type AmountProblem =
  | 'empty'
  | 'notNumber'
  | 'notPositive'
  | 'decimals'
  | 'belowMinimum'
  | 'overBalance'

export interface AmountRules {
  /** The least the form accepts, in kyat (the server may ask for more). */
  minimum?: number
  /** The balance the amount leaves, in kyat; above it the request would be refused anyway. */
  balance?: number | string | null
}

/** Kyat as typed: digits with at most one decimal point, nothing else (no signs, exponents or grouping). */
const KYAT = /^\d+(\.\d+)?$/

/**
 * Checks an amount before a money form sends it: filled in, a plain positive number, at most two decimals,
 * not below the form's minimum and not above the balance it comes from. Null when it can be sent.
 */
export function amountProblem(raw: string, rules: AmountRules = {}): AmountProblem | null {
  const text = raw.trim()
  if (text === '') return 'empty'
  if (text.startsWith('-')) return 'notPositive'
  if (!KYAT.test(text)) return 'notNumber'
  const value = Number(text)
  if (!(value > 0)) return 'notPositive'
  if ((text.split('.')[1] ?? '').length > 2) return 'decimals'
  if (rules.minimum !== undefined && value < rules.minimum) return 'belowMinimum'
  const balance = rules.balance === null || rules.balance === undefined ? null : Number(rules.balance)
  if (balance !== null && Number.isFinite(balance) && value > balance) return 'overBalance'
  return null
}
