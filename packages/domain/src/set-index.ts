// A figure as the feed prints it: optional thousands separators (grouped correctly when present),
// then exactly two decimals. Anything else (the feed's "--" placeholder, a sign, letters) is refused.
const FIGURE = /^(\d{1,3}(?:,\d{3})*|\d+)\.(\d{2})$/

/**
 * The 2D number for a SET index and value as the live feed prints them: the last digit of the index
 * (two decimals) followed by the units digit of the integer part of the value (turnover).
 * `'1,262.47'`, `'38,915.62'` → `'75'`. Null when either figure is malformed.
 */
export function twoDFromSet(set: string, value: string): string | null {
  const index = FIGURE.exec(set.trim())
  const turnover = FIGURE.exec(value.trim())
  if (!index || !turnover) return null
  const [, , decimals = ''] = index
  const [, whole = ''] = turnover
  return `${decimals.slice(-1)}${whole.slice(-1)}`
}
