/**
 * Money is held as an integer count of pya (1 kyat = 100 pya) in a `bigint`, never as a float.
 * The API renders amounts as decimal strings with two places ("15000.00"), as the contract does.
 */
export type Pya = bigint

const DECIMAL = /^(\d{1,15})(?:\.(\d{1,2}))?$/

/** "1500.5" → 150050n; null when the text is not a non-negative amount with at most two decimals. */
export function parseKyat(text: string): Pya | null {
  const match = DECIMAL.exec(text.trim())
  if (!match) return null
  const [, whole = '0', fraction = ''] = match
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'))
}

/** 150050n → "1500.50", the contract's decimal-string form. */
export function toDecimalString(amount: Pya): string {
  const sign = amount < 0n ? '-' : ''
  const abs = amount < 0n ? -amount : amount
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`
}
