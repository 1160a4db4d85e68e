/**
 * 2D numbers ("00"–"99") and the quick-select tools players use to pick sets of them.
 * Definitions follow the culture's consensus (shared/reference/number-games-rules.md A3); the names
 * the spec uses (number-games.md §9) are aliases of the same functions, mapped in `TWO_D_TOOLS`.
 * Every tool returns a new, sorted, de-duplicated array.
 */

export type Digit = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9

export const DIGITS: readonly Digit[] = Object.freeze([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])

/** Every 2D number, "00" through "99", in order. */
export const TWO_D_NUMBERS: readonly string[] = Object.freeze(
  Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0')),
)

const TWO_DIGITS = /^\d{2}$/

export function isTwoDNumber(value: unknown): value is string {
  return typeof value === 'string' && TWO_DIGITS.test(value)
}

/** What a player typed ("5", "05") as a 2D number ("05"); null unless it is one or two digits. */
export function padTwoD(text: string): string | null {
  return /^\d{1,2}$/.test(text) ? text.padStart(2, '0') : null
}

/** "12" → "21"; a double is its own reverse. */
export function reverseTwoD(number: string): string {
  assertTwoD(number)
  return `${number[1]}${number[0]}`
}

// Filtering the ordered list keeps every result sorted and free of duplicates by construction.
const where = (rule: (tens: number, units: number) => boolean): string[] =>
  TWO_D_NUMBERS.filter((n) => rule(Number(n[0]), Number(n[1])))

const sortedUnique = (numbers: Iterable<string>): string[] => [...new Set(numbers)].sort()

function assertTwoD(number: string): void {
  if (!isTwoDNumber(number)) throw new RangeError(`not a 2D number: ${JSON.stringify(number)}`)
}

function assertDigit(n: number): void {
  if (!Number.isInteger(n) || n < 0 || n > 9) throw new RangeError(`not a digit: ${n}`)
}

const isEven = (d: number) => d % 2 === 0

/** ဘရိတ် break n: the digits add up to n or n + 10. Always 10 numbers; the ten breaks partition 00–99. */
export function breakSet(n: Digit): string[] {
  assertDigit(n)
  return where((tens, units) => (tens + units) % 10 === n)
}

export interface ReverseOption {
  /** Add each number's reverse ("R"), doubling the set. */
  reverse?: boolean
}

/** ပါဝါ power: the digits differ by 5 (0-5, 1-6, 2-7, 3-8, 4-9), smaller digit first unless reversed too. */
export function powerSet({ reverse = false }: ReverseOption = {}): string[] {
  return where((tens, units) => units - tens === 5 || (reverse && tens - units === 5))
}

// The astrological pairs are a convention, not arithmetic, so they are listed.
const NAKHAT_PAIRS: readonly (readonly [Digit, Digit])[] = [
  [0, 7],
  [1, 8],
  [2, 4],
  [3, 5],
  [6, 9],
]

/** နက္ခတ် Myanmar nakhat: the pairs 0-7, 1-8, 2-4, 3-5, 6-9, smaller digit first unless reversed too. */
export function nakhatSet({ reverse = false }: ReverseOption = {}): string[] {
  const numbers = NAKHAT_PAIRS.map(([a, b]) => `${a}${b}`)
  return reverse ? withReverse(numbers) : sortedUnique(numbers)
}

export type BrothersDirection = 'up' | 'down' | 'both'

/**
 * Brothers: neighbouring digits. 'up' is ညီကို (units = tens + 1, wrapping 9 → 0: 01 12 … 89 90),
 * 'down' is ကိုညီ, its reverse (10 21 … 98 09), 'both' is "ညီကို R" (20 numbers).
 */
export function brothersSet(direction: BrothersDirection): string[] {
  const up = (tens: number, units: number) => units === (tens + 1) % 10
  if (direction === 'up') return where(up)
  if (direction === 'down') return where((tens, units) => up(units, tens))
  if (direction === 'both') return where((tens, units) => up(tens, units) || up(units, tens))
  throw new RangeError(`unknown direction: ${String(direction)}`)
}

/** စုံစုံ: both digits even (25 numbers). */
export const evenEven = (): string[] => where((tens, units) => isEven(tens) && isEven(units))
/** မမ: both digits odd (25 numbers). */
export const oddOdd = (): string[] => where((tens, units) => !isEven(tens) && !isEven(units))
/** စုံမ: even tens, odd units (25 numbers). */
export const evenOdd = (): string[] => where((tens, units) => isEven(tens) && !isEven(units))
/** မစုံ: odd tens, even units (25 numbers). */
export const oddEven = (): string[] => where((tens, units) => !isEven(tens) && isEven(units))

export type DoublesKind = 'all' | 'even' | 'odd'

/** အပူး doubles (tens = units, 10 numbers); 'even' is စုံပူး (00 22 44 66 88), 'odd' is မပူး (11 33 55 77 99). */
export function doubles(kind: DoublesKind = 'all'): string[] {
  if (kind !== 'all' && kind !== 'even' && kind !== 'odd')
    throw new RangeError(`unknown kind: ${String(kind)}`)
  return where((tens, units) => tens === units && (kind === 'all' || isEven(tens) === (kind === 'even')))
}

/** ထိပ် head n: tens digit n (n0 … n9). */
export function headSet(n: Digit): string[] {
  assertDigit(n)
  return where((tens) => tens === n)
}

/** နောက် (နောက်ပိတ်) tail n: units digit n (0n … 9n). */
export function tailSet(n: Digit): string[] {
  assertDigit(n)
  return where((_, units) => units === n)
}

/**
 * ပါ / အပါ include n: either digit is n, always 19 numbers. Some apps call this ပတ်/ပါတ်, which others
 * use for the tail; we keep the unambiguous ပါ.
 */
export function includeSet(n: Digit): string[] {
  assertDigit(n)
  return where((tens, units) => tens === n || units === n)
}

/** R (အပြန်): the numbers plus their reverses; a double adds nothing. */
export function withReverse(numbers: readonly string[]): string[] {
  return sortedUnique(numbers.flatMap((n) => [n, reverseTwoD(n)]))
}

function distinctDigits(digits: string | readonly Digit[]): Digit[] {
  const list =
    typeof digits === 'string' ? [...digits].map((c) => (/^\d$/.test(c) ? Number(c) : Number.NaN)) : digits
  for (const d of list) assertDigit(d)
  return [...new Set(list as Digit[])]
}

/**
 * ခွေ khway: every ordered pair of two different digits from the given ones, k(k − 1) numbers for k
 * distinct digits ("123" → 12 13 21 23 31 32). A repeated digit counts once.
 */
export function khway(digits: string | readonly Digit[]): string[] {
  const set = distinctDigits(digits)
  return where((tens, units) => tens !== units && set.includes(tens as Digit) && set.includes(units as Digit))
}

/** ခွေပူး khway-puu: khway plus the doubles of the same digits, k² numbers. */
export function khwayPuu(digits: string | readonly Digit[]): string[] {
  const set = distinctDigits(digits)
  return where((tens, units) => set.includes(tens as Digit) && set.includes(units as Digit))
}

/**
 * Reads a khway entry the way the bet screen asks for it: 2 to 10 digits, no digit twice.
 * Null otherwise, so the screen can say why instead of silently collapsing repeats.
 */
export function parseKhwayDigits(text: string): Digit[] | null {
  if (!/^\d{2,10}$/.test(text)) return null
  const digits = [...text].map(Number) as Digit[]
  return new Set(digits).size === digits.length ? digits : null
}

/** ကြီး big: 50–99. */
export const bigSet = (): string[] => where((tens) => tens >= 5)
/** ငယ် small: 00–49. */
export const smallSet = (): string[] => where((tens) => tens < 5)

/** အလုံး ၂၀ twenty-number block i (0–4): 00–19, 20–39, 40–59, 60–79, 80–99. */
export function blockSet(i: 0 | 1 | 2 | 3 | 4): string[] {
  if (!Number.isInteger(i) || i < 0 || i > 4) throw new RangeError(`not a block index: ${i}`)
  return where((tens) => Math.floor(tens / 2) === i)
}

// The spec's groups, numbered 1–10 in the order of the reference bet screen
// (green_one_2d "Single & Double Size": ညီအစ်ကို, ကြီး, ငယ်, မ, စုံ, …, အပူး), with the clone's
// mislabelled rows replaced by what their labels mean and the parity doubles added to make ten.
const SIZE_GROUPS: readonly (() => string[])[] = [
  () => brothersSet('up'),
  bigSet,
  smallSet,
  oddOdd,
  evenEven,
  evenOdd,
  oddEven,
  () => doubles('all'),
  () => doubles('even'),
  () => doubles('odd'),
]

export type SizeGroupNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10

/**
 * The spec's "single and double size group" g (1–10). "Single" and "double" are the players' words
 * for odd (မ) and even (စုံ), "size" for big and small: 1 brothers (ညီကို), 2 big, 3 small, 4 odd-odd,
 * 5 even-even, 6 even-odd, 7 odd-even, 8 doubles, 9 even doubles, 10 odd doubles.
 */
export function sizeGroup(g: SizeGroupNumber): string[] {
  const select = Number.isInteger(g) ? SIZE_GROUPS[g - 1] : undefined
  if (!select) throw new RangeError(`not a size group: ${g}`)
  return select()
}

// The spec's names (number-games.md §9) for tools the culture names differently: same functions.
/** Spec "break groups 1–10": group g on the screen is break g − 1; the argument is the break digit. */
export const twoDBreakGroup = breakSet
/** Spec "front digit groups": head n. */
export const frontDigitGroup = headSet
/** Spec "back digit groups": tail n. */
export const backDigitGroup = tailSet
/** Spec "20-number blocks (00-19 to 80-99)": block index 0–4. */
export const twentyNumberBlock = blockSet
/** Spec "a permutation tool that adds reversed pairs": R. */
export const addReversedPairs = withReverse
