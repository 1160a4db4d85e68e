/**
 * Reads a 2D slip pasted from a chat, one bet a line:
 *
 *   12R 1000        12 and 21, 1,000 kyat each
 *   12.34.56-500    three numbers sharing one amount
 *   5 ဘရိတ် 200      break 5 (ten numbers), 200 each
 *   ထိပ် 3 100       head 3
 *   ၄၇ ၅၀၀           Burmese digits
 *
 * A line is numbers or one quick-select term, then the amount. The amount is the last number on the
 * line and may carry thousands separators (1,000) and a unit (ks, kyat, ကျပ်). Every set a term
 * selects comes from the tools in two-d.ts, so a slip and the bet screen can never disagree.
 */
import {
  joinThousands,
  markReverses,
  normalizeSlipLine,
  type ParseSlipOptions,
  REVERSE_WORDS,
  readAmount,
  readSlipLines,
  type SlipLine,
  type SlipProblem,
  type SlipProblemReason,
  type SlipToken,
  slipTokenizer,
  termsFor,
  UNIT_WORDS,
} from './slip-reading.ts'
import {
  bigSet,
  breakSet,
  brothersSet,
  type Digit,
  doubles,
  evenEven,
  evenOdd,
  headSet,
  includeSet,
  khway,
  khwayPuu,
  nakhatSet,
  oddEven,
  oddOdd,
  parseKhwayDigits,
  powerSet,
  reverseTwoD,
  smallSet,
  tailSet,
  withReverse,
} from './two-d.ts'

export type { SlipLine, SlipProblem, SlipProblemReason } from './slip-reading.ts'

/** A pasted slip as read: named apart from the stored `TwoDSlip` of @shwe/contract. */
export interface TwoDSlipReading {
  lines: SlipLine[]
  problems: SlipProblem[]
}

export type ParseTwoDSlipOptions = ParseSlipOptions

/**
 * Reads a pasted 2D slip into one line per number, in the order first typed.
 *
 * - A number typed on several lines gets one line with the amounts summed, at its first place; within
 *   one line a number counts once ("12R 21 500" is 12 and 21 at 500).
 * - Numbers on a line are separated by spaces or any of `, . - = / : ; + * @ | · ၊ ။ ( )`; "12,34,500"
 *   is 12 and 34 at 500, while "12 1,500" is 12 at 1,500 (a comma is a thousands separator only
 *   inside the amount and not right after a number).
 * - R (r, အာ, အပြန်) written right after a number ("12R") reverses that number; standing apart
 *   ("12 34 R") it reverses every number since the previous R. After a term it reverses the set.
 * - Every line that has something in it is either read completely or returned as a problem; nothing
 *   of a problem line is bet. Empty lines and lines of separators only (chat dividers like "-----")
 *   are skipped.
 */
export function parseTwoDSlip(text: string, options: ParseTwoDSlipOptions = {}): TwoDSlipReading {
  const { readings, problems } = readSlipLines<LineReading, SlipProblemReason>(text, options, readLine)
  const amounts = new Map<string, number>()
  for (const { numbers, amount } of readings) {
    for (const number of numbers) amounts.set(number, (amounts.get(number) ?? 0) + amount)
  }
  return { lines: [...amounts].map(([number, amount]) => ({ number, amount })), problems }
}

type Term =
  /** Takes one digit: break, head, tail, include. */
  | { kind: 'digit'; select: (digit: Digit) => string[] }
  /** Takes nothing: power, nakhat, brothers, doubles, parities, big, small. */
  | { kind: 'set'; select: (reverse: boolean) => string[] }
  /** Takes 2–10 distinct digits. */
  | { kind: 'khway'; select: (digits: Digit[]) => string[] }
  | { kind: 'reverse' }
  | { kind: 'unit' }
  | { kind: 'unsupported' }
  | { kind: 'ambiguous' }

const digitTerm = (select: (digit: Digit) => string[]): Term => ({ kind: 'digit', select })
const setTerm = (select: () => string[]): Term => ({
  kind: 'set',
  select: (reverse) => (reverse ? withReverse(select()) : select()),
})

const BREAK = digitTerm(breakSet)
const HEAD = digitTerm(headSet)
const TAIL = digitTerm(tailSet)
const INCLUDE = digitTerm(includeSet)
const POWER: Term = { kind: 'set', select: (reverse) => powerSet({ reverse }) }
const NAKHAT: Term = { kind: 'set', select: (reverse) => nakhatSet({ reverse }) }
const BROTHERS: Term = { kind: 'set', select: (reverse) => brothersSet(reverse ? 'both' : 'up') }
const BROTHERS_DOWN: Term = { kind: 'set', select: (reverse) => brothersSet(reverse ? 'both' : 'down') }
const DOUBLES = setTerm(() => doubles('all'))
const KHWAY: Term = { kind: 'khway', select: khway }
const KHWAY_PUU: Term = { kind: 'khway', select: khwayPuu }
const REVERSE: Term = { kind: 'reverse' }
const UNIT: Term = { kind: 'unit' }
const UNSUPPORTED: Term = { kind: 'unsupported' }
const AMBIGUOUS: Term = { kind: 'ambiguous' }

// Spellings from shared/reference/number-games-rules.md A3 and the chat parsers it cites.
const TERMS: Readonly<Record<string, Term>> = {
  // Break: digit sum mod 10.
  ဘရိတ်: BREAK,
  ဘြိတ်: BREAK,
  ဘရိပ်: BREAK,
  break: BREAK,
  brk: BREAK,
  bk: BREAK,
  b: BREAK,
  // Head: tens digit.
  ထိပ်: HEAD,
  ထ: HEAD,
  head: HEAD,
  // Tail: units digit.
  ပိတ်: TAIL,
  နောက်: TAIL,
  နောက်ပိတ်: TAIL,
  tail: TAIL,
  // Include: either digit, 19 numbers.
  ပါ: INCLUDE,
  အပါ: INCLUDE,
  ပတ်သီး: INCLUDE,
  include: INCLUDE,
  // ပတ်/ပါတ် is the tail in some apps and include in others: ask instead of guessing.
  ပတ်: AMBIGUOUS,
  ပါတ်: AMBIGUOUS,
  ပါဝါ: POWER,
  power: POWER,
  နက္ခတ်: NAKHAT,
  နက်ခတ်: NAKHAT,
  နက်ခက်: NAKHAT,
  နတ်ခတ်: NAKHAT,
  nakhat: NAKHAT,
  nakkhat: NAKHAT,
  ညီကို: BROTHERS,
  ညီအစ်ကို: BROTHERS,
  ညီအကို: BROTHERS,
  ညီနောင်: BROTHERS,
  brother: BROTHERS,
  brothers: BROTHERS,
  ကိုညီ: BROTHERS_DOWN,
  အပူး: DOUBLES,
  ပူး: DOUBLES,
  double: DOUBLES,
  doubles: DOUBLES,
  စုံပူး: setTerm(() => doubles('even')),
  မပူး: setTerm(() => doubles('odd')),
  စုံစုံ: setTerm(evenEven),
  မမ: setTerm(oddOdd),
  စုံမ: setTerm(evenOdd),
  မစုံ: setTerm(oddEven),
  ကြီး: setTerm(bigSet),
  big: setTerm(bigSet),
  ငယ်: setTerm(smallSet),
  small: setTerm(smallSet),
  ခွေ: KHWAY,
  khway: KHWAY,
  ခွေပူး: KHWAY_PUU,
  ...termsFor(REVERSE_WORDS, REVERSE),
  ...termsFor(UNIT_WORDS, UNIT),
  // Named in the reference but not offered by the bet screen; ထိုင်း also keeps "ထိုင်းနက္ခတ်" from
  // reading as the Myanmar nakhat. A twenty-number block has no chat form to read.
  ထိုင်း: UNSUPPORTED,
  ထိုင်းနက္ခတ်: UNSUPPORTED,
  ထိုင်းပါဝါ: UNSUPPORTED,
  ပဒေသာ: UNSUPPORTED,
  စုံကပ်: UNSUPPORTED,
  မကပ်: UNSUPPORTED,
  အလုံး: UNSUPPORTED,
}

type Token = SlipToken<Term>
type LineReading = { numbers: string[]; amount: number }

const tokenize = slipTokenizer(TERMS)

const termOf = (token: Token | undefined): Term | null => (token?.kind === 'term' ? token.term : null)

/** The numbers and amount of one line; a reason when it cannot be read; null when it is empty. */
function readLine(line: string): LineReading | SlipProblemReason | null {
  const tokens = joinThousands(tokenize(normalizeSlipLine(line)))
  if (tokens.length === 0) return null
  for (const token of tokens) {
    if (token.kind === 'unknown') return 'unknownTerm'
    if (termOf(token)?.kind === 'unsupported') return 'unsupportedTerm'
    if (termOf(token)?.kind === 'ambiguous') return 'ambiguousTerm'
  }

  let end = tokens.length
  while (end > 0 && termOf(tokens[end - 1])?.kind === 'unit') end -= 1
  const hasUnit = end < tokens.length
  const body = tokens.slice(0, end)
  if (body.some((t) => termOf(t)?.kind === 'unit')) return 'unclear'
  const terms = body.flatMap((t) => {
    const term = termOf(t)
    return term && (term.kind === 'digit' || term.kind === 'set' || term.kind === 'khway') ? [term] : []
  })
  if (terms.length > 1) return 'unclear'
  const term = terms[0]

  const last = body.at(-1)
  if (last?.kind !== 'number') return 'noAmount'
  const before = body.slice(0, -1)
  const numbers = before.flatMap((t) => (t.kind === 'number' ? [t.text] : []))
  // A line of one number and no unit: "47" is a number waiting for its amount, "500" an amount.
  if (numbers.length === 0 && !hasUnit && couldBeArgument(term, last.text)) return 'noAmount'
  const amount = readAmount(last.text)
  if (amount === null) return 'badAmount'

  const picked = term ? selectWithTerm(term, before, numbers) : selectNumbers(before)
  return typeof picked === 'string' ? picked : { numbers: picked, amount }
}

function couldBeArgument(term: Term | undefined, text: string): boolean {
  if (!term) return /^\d{1,2}$/.test(text)
  if (term.kind === 'digit') return /^\d$/.test(text)
  if (term.kind === 'khway') return parseKhwayDigits(text) !== null
  return false
}

function selectWithTerm(
  term: Term,
  before: readonly Token[],
  numbers: readonly string[],
): string[] | SlipProblemReason {
  const reverse = before.some((t) => termOf(t)?.kind === 'reverse')
  if (term.kind === 'set') return numbers.length > 0 ? 'unclear' : term.select(reverse)
  if (numbers.length === 0) return 'noNumbers'
  if (term.kind === 'khway') {
    const digits = parseKhwayDigits(numbers.join(''))
    return digits ? term.select(digits) : 'badNumber'
  }
  if (term.kind !== 'digit') return 'unclear'
  const [digit] = numbers
  if (numbers.length > 1 || !digit || !/^\d$/.test(digit)) return 'badNumber'
  const set = term.select(Number(digit) as Digit)
  return reverse ? withReverse(set) : set
}

/** Plain numbers with R markers, in the order typed, each reverse right after its number. */
function selectNumbers(before: readonly Token[]): string[] | SlipProblemReason {
  const picks = markReverses(before, (text) => /^\d{2}$/.test(text))
  if (typeof picks === 'string') return picks
  const numbers = picks.flatMap(({ number, reverse }) => (reverse ? [number, reverseTwoD(number)] : [number]))
  return [...new Set(numbers)]
}
