/**
 * 3D numbers ("000"–"999"), permutations ("R") and the spec's quick tools (number-games.md §9).
 * Every set is sorted and free of duplicates.
 */

/** Every 3D number, "000" through "999", in order. */
export const THREE_D_NUMBERS: readonly string[] = Object.freeze(
  Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0')),
)

export function isThreeDNumber(value: unknown): value is string {
  return typeof value === 'string' && /^\d{3}$/.test(value)
}

function assertThreeD(number: string): void {
  if (!isThreeDNumber(number)) throw new RangeError(`not a 3D number: ${JSON.stringify(number)}`)
}

function assertDigit(d: number): void {
  if (!Number.isInteger(d) || d < 0 || d > 9) throw new RangeError(`not a digit: ${d}`)
}

const digitsOf = (number: string) => [...number].map(Number)

/**
 * Every distinct arrangement of the number's digits, the number itself included:
 * 6 when the digits differ ("123"), 3 with one pair ("112" → 112 121 211), 1 for a triple.
 */
export function permutations(number: string): string[] {
  assertThreeD(number)
  const [a = '', b = '', c = ''] = number
  return [...new Set([a + b + c, a + c + b, b + a + c, b + c + a, c + a + b, c + b + a])].sort()
}

/** The 3D break group of a number: its digit sum, 0–27. */
export function breakGroup(number: string): number {
  assertThreeD(number)
  return digitsOf(number).reduce((sum, d) => sum + d, 0)
}

/** Every number whose digits add up to `sum` (0–27). */
export function breakGroupSet(sum: number): string[] {
  if (!Number.isInteger(sum) || sum < 0 || sum > 27) throw new RangeError(`not a 3D break group: ${sum}`)
  return THREE_D_NUMBERS.filter((n) => breakGroup(n) === sum)
}

// "Single (odd)" and "double (even)" in the spec are the parity of the number itself, which is the
// parity of its last digit: the plain reading, and it splits 000–999 into two halves of 500.
/** The spec's "single (odd) numbers": last digit odd, 500 numbers. */
export const SINGLE_NUMBERS_3D: readonly string[] = Object.freeze(
  THREE_D_NUMBERS.filter((n) => Number(n[2]) % 2 === 1),
)
/** The spec's "double (even) numbers": last digit even, 500 numbers. */
export const DOUBLE_NUMBERS_3D: readonly string[] = Object.freeze(
  THREE_D_NUMBERS.filter((n) => Number(n[2]) % 2 === 0),
)

/** Front group d: first digit d, 100 numbers (d00 … d99). */
export function frontGroup(d: number): string[] {
  assertDigit(d)
  return THREE_D_NUMBERS.filter((n) => Number(n[0]) === d)
}

/** Back group d: last digit d, 100 numbers (00d … 99d). */
export function backGroup(d: number): string[] {
  assertDigit(d)
  return THREE_D_NUMBERS.filter((n) => Number(n[2]) === d)
}

/** The spec's "power numbers": the triples 000, 111 … 999 (what the reference system calls power). */
export const POWER_NUMBERS_3D: readonly string[] = Object.freeze(
  THREE_D_NUMBERS.filter((n) => n[0] === n[1] && n[1] === n[2]),
)

/** The spec's "first 20 numbers": 000–019. */
export const FIRST_TWENTY_3D: readonly string[] = Object.freeze(THREE_D_NUMBERS.slice(0, 20))
