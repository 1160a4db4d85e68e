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

/** One number of the slip and the kyat staked on it. */
export interface SlipLine {
  /** "00"–"99". */
  number: string
  amount: number
}

/**
 * Why a line could not be read:
 * - `noAmount`: the line does not end with an amount ("47", "ထိပ် 3", "ပါဝါ").
 * - `badAmount`: the amount is 0, starts with 0, is grouped wrongly ("000") or is too large.
 * - `belowMinimum`: the amount is below `minimumStake`.
 * - `noNumbers`: an amount with nothing to bet on ("500", "ထိပ် 500").
 * - `badNumber`: a number that is not two digits ("5 500", "123 500"), a term given something other
 *   than one digit ("ထိပ် 35 100"), or khway digits that are not 2–10 distinct digits.
 * - `unknownTerm`: a word or sign the slip reader does not know.
 * - `unsupportedTerm`: a known term that the product does not offer (Thai nakhat, padaythar, blocks…).
 * - `ambiguousTerm`: a term that apps use with different meanings (ပတ်, ပါတ်: tail or include).
 * - `unclear`: the parts do not fit together: two terms, a term with extra numbers, R with no number
 *   before it, a unit that is not after the amount.
 */
export type SlipProblemReason =
  | 'noAmount'
  | 'badAmount'
  | 'belowMinimum'
  | 'noNumbers'
  | 'badNumber'
  | 'unknownTerm'
  | 'unsupportedTerm'
  | 'ambiguousTerm'
  | 'unclear'

export interface SlipProblem {
  /** 1-based, counting every line of the pasted text, empty ones included. */
  line: number
  /** The line as typed. */
  text: string
  reason: SlipProblemReason
}

/** A pasted slip as read: named apart from the stored `TwoDSlip` of @shwe/contract. */
export interface TwoDSlipReading {
  lines: SlipLine[]
  problems: SlipProblem[]
}

export interface ParseTwoDSlipOptions {
  /** An amount below this is a `belowMinimum` problem. Any amount of at least 1 by default. */
  minimumStake?: number
}

/**
 * Reads a pasted 2D slip into one line per number, in the order first typed.
 *
 * - A number typed on several lines gets one line with the amounts summed, at its first place; within
 *   one line a number counts once ("12R 21 500" is 12 and 21 at 500).
 * - Numbers on a line are separated by spaces or any of `, . - = / : ; + * | · ၊ ။ ( )`; "12,34,500"
 *   is 12 and 34 at 500, while "12 1,500" is 12 at 1,500 (a comma is a thousands separator only
 *   inside the amount and not right after a number).
 * - R (r, အာ, အပြန်) written right after a number ("12R") reverses that number; standing apart
 *   ("12 34 R") it reverses every number since the previous R. After a term it reverses the set.
 * - Every line that has something in it is either read completely or returned as a problem; nothing
 *   of a problem line is bet. Empty lines and lines of separators only (chat dividers like "-----")
 *   are skipped.
 */
export function parseTwoDSlip(text: string, options: ParseTwoDSlipOptions = {}): TwoDSlipReading {
  const minimumStake = options.minimumStake ?? 1
  if (!Number.isFinite(minimumStake) || minimumStake < 0)
    throw new RangeError(`not a minimum stake: ${minimumStake}`)

  const amounts = new Map<string, number>()
  const problems: SlipProblem[] = []
  text.split(/\r\n|[\n\r\u2028\u2029]/).forEach((line, index) => {
    const reading = readLine(line)
    if (reading === null) return
    if (typeof reading === 'string' || reading.amount < minimumStake) {
      problems.push({
        line: index + 1,
        text: line,
        reason: typeof reading === 'string' ? reading : 'belowMinimum',
      })
      return
    }
    for (const number of reading.numbers) amounts.set(number, (amounts.get(number) ?? 0) + reading.amount)
  })
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

// Spellings from shared/reference/number-games-rules.md A3 and the chat parsers it cites. Latin words
// must match whole; Burmese words match as the longest known word at the start of a run of Burmese
// letters (chats often write "၅ဘရိတ်" or "ထိပ်၃" without spaces).
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
  r: REVERSE,
  အာ: REVERSE,
  အပြန်: REVERSE,
  ks: UNIT,
  kyat: UNIT,
  kyats: UNIT,
  mmk: UNIT,
  ကျပ်: UNIT,
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

const BURMESE_WORDS = Object.keys(TERMS)
  .filter((word) => /^[\u1000-\u109f]+$/.test(word))
  .sort((a, b) => b.length - a.length)

type Token = { gap: string } & (
  | { kind: 'number'; text: string }
  | { kind: 'term'; term: Term }
  | { kind: 'unknown' }
)
type Reading = { numbers: string[]; amount: number } | SlipProblemReason | null

const SEPARATOR = /[\s,.\-–—=/:;+*|·၊။()\u200b\u200c\u200d]/
// ဝ (the letter wa) is typed for ၀ (zero); it is a zero when no vowel sign or other mark follows it.
const DIGITS_WITH_WA = /(?:[0-9]|ဝ(?!\p{M}))+/gu

function normalize(line: string): string {
  return line
    .normalize('NFC')
    .replace(/[၀-၉]/g, (d) => String(d.charCodeAt(0) - 0x1040))
    .replace(DIGITS_WITH_WA, (run) => (/[0-9]/.test(run) ? run.replaceAll('ဝ', '0') : run))
    .toLowerCase()
}

function tokenize(line: string): Token[] {
  const tokens: Token[] = []
  let gap = ''
  const push = (token: Token) => {
    tokens.push(token)
    gap = ''
  }
  let i = 0
  while (i < line.length) {
    const rest = line.slice(i)
    const char = line.charAt(i)
    const digits = /^[0-9]+/.exec(rest)?.[0]
    const latin = /^[a-z]+/.exec(rest)?.[0]
    if (SEPARATOR.test(char)) {
      gap += char
      i += 1
    } else if (digits) {
      push({ gap, kind: 'number', text: digits })
      i += digits.length
    } else if (latin) {
      const term = TERMS[latin]
      push(term ? { gap, kind: 'term', term } : { gap, kind: 'unknown' })
      i += latin.length
    } else if (/[\u1000-\u109f]/.test(char)) {
      const word = BURMESE_WORDS.find((w) => rest.startsWith(w) && !/^\p{M}/u.test(rest.slice(w.length)))
      const term = word ? TERMS[word] : undefined
      if (word && term) {
        push({ gap, kind: 'term', term })
        i += word.length
      } else if (char === 'ဝ' && !/^\p{M}/u.test(rest.slice(1))) {
        const zeros = /^ဝ+/.exec(rest)?.[0] ?? 'ဝ'
        push({ gap, kind: 'number', text: '0'.repeat(zeros.length) })
        i += zeros.length
      } else {
        push({ gap, kind: 'unknown' })
        break
      }
    } else {
      push({ gap, kind: 'unknown' })
      break
    }
  }
  return tokens
}

/**
 * Joins "1" "," "000" back into the amount "1,000". Only the last number can be the amount, and a
 * comma right after the number before it means the commas separate numbers ("12,34,500").
 */
function joinThousands(tokens: Token[]): Token[] {
  const last = tokens.findLastIndex((t) => t.kind === 'number')
  let first = last
  const isNumber = (i: number, pattern: RegExp) => {
    const token = tokens[i]
    return token?.kind === 'number' && pattern.test(token.text)
  }
  while (
    first > 0 &&
    tokens[first]?.gap === ',' &&
    isNumber(first, /^\d{3}$/) &&
    isNumber(first - 1, /^\d+$/)
  )
    first -= 1
  const head = tokens[first]
  if (first === last || !head || head.gap === ',' || !isNumber(first, /^\d{1,3}$/)) return tokens
  const text = tokens
    .slice(first, last + 1)
    .map((t) => (t.kind === 'number' ? t.text : ''))
    .join(',')
  return [...tokens.slice(0, first), { gap: head.gap, kind: 'number', text }, ...tokens.slice(last + 1)]
}

function readAmount(text: string): number | null {
  if (!/^[1-9]\d*$/.test(text) && !/^[1-9]\d{0,2}(?:,\d{3})+$/.test(text)) return null
  const amount = Number(text.replaceAll(',', ''))
  return Number.isSafeInteger(amount) ? amount : null
}

const termOf = (token: Token | undefined): Term | null => (token?.kind === 'term' ? token.term : null)

/** The numbers and amount of one line; a reason when it cannot be read; null when it is empty. */
function readLine(line: string): Reading {
  const tokens = joinThousands(tokenize(normalize(line)))
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
  const picks: { number: string; reverse: boolean }[] = []
  let groupStart = 0
  for (const [i, token] of before.entries()) {
    if (token.kind === 'number') {
      if (!/^\d{2}$/.test(token.text)) return 'badNumber'
      picks.push({ number: token.text, reverse: false })
      continue
    }
    const isAttached = token.gap === '' && before[i - 1]?.kind === 'number'
    const from = isAttached ? picks.length - 1 : groupStart
    if (from < 0 || from >= picks.length) return 'unclear'
    for (const pick of picks.slice(from)) pick.reverse = true
    groupStart = picks.length
  }
  if (picks.length === 0) return 'noNumbers'
  const numbers = picks.flatMap(({ number, reverse }) => (reverse ? [number, reverseTwoD(number)] : [number]))
  return [...new Set(numbers)]
}
