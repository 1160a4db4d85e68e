/**
 * What the 2D and the 3D slip readers share: the line-by-line reading with its problems, Burmese digits,
 * the words of a line, amounts with thousands separators, and R markers. Each game adds its own numbers
 * and terms (two-d-slip.ts, three-d-slip.ts).
 */

/** One number of a pasted slip and the kyat staked on it. */
export interface SlipLine {
  /** "00"–"99" for 2D, "000"–"999" for 3D. */
  number: string
  amount: number
}

/**
 * Why a line could not be read:
 * - `noAmount`: the line does not end with an amount ("47", "ထိပ် 3", "ပါဝါ", "123R").
 * - `badAmount`: the amount is 0, starts with 0, is grouped wrongly ("000"), is too large, or (3D) has
 *   decimals ("500.50").
 * - `belowMinimum`: the amount is below `minimumStake`.
 * - `noNumbers`: an amount with nothing to bet on ("500", "ထိပ် 500").
 * - `badNumber`: a number of the wrong length for the game ("5 500" or "123 500" in 2D, "12 500" or
 *   "1234 500" in 3D), a term given something other than one digit ("ထိပ် 35 100"), or khway digits that
 *   are not 2–10 distinct digits.
 * - `unknownTerm`: a word or sign the slip reader does not know.
 * - `unsupportedTerm`: a known term that the product does not offer (Thai nakhat, padaythar, blocks…).
 * - `ambiguousTerm`: a term that apps use with different meanings (ပတ်, ပါတ်: tail or include).
 * - `unclear`: the parts do not fit together: two terms, a term with extra numbers, R with no number
 *   before it, a unit that is not after the amount, or (3D) commas that could group the amount or
 *   separate numbers ("123 250,500").
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

export interface SlipProblem<Reason extends SlipProblemReason = SlipProblemReason> {
  /** 1-based, counting every line of the pasted text, empty ones included. */
  line: number
  /** The line as typed. */
  text: string
  reason: Reason
}

export interface ParseSlipOptions {
  /** An amount below this is a `belowMinimum` problem. Any amount of at least 1 by default. */
  minimumStake?: number
}

/**
 * Reads `text` one line at a time with `readLine`: a line read completely comes back in `readings`, in
 * order; a line that cannot be read, or whose amount is below the minimum, comes back in `problems` with
 * its place and text. Lines `readLine` finds empty (null) are skipped. The caller names both types, which
 * TypeScript cannot tell apart in the union `readLine` returns.
 */
export function readSlipLines<Reading extends { amount: number }, Reason extends SlipProblemReason>(
  text: string,
  options: ParseSlipOptions,
  readLine: (line: string) => Reading | Reason | null,
): { readings: Reading[]; problems: SlipProblem<Reason | 'belowMinimum'>[] } {
  const minimumStake = options.minimumStake ?? 1
  if (!Number.isFinite(minimumStake) || minimumStake < 0)
    throw new RangeError(`not a minimum stake: ${minimumStake}`)

  const readings: Reading[] = []
  const problems: SlipProblem<Reason | 'belowMinimum'>[] = []
  text.split(/\r\n|[\n\r\u2028\u2029]/).forEach((line, index) => {
    const reading = readLine(line)
    if (reading === null) return
    if (typeof reading === 'string') problems.push({ line: index + 1, text: line, reason: reading })
    else if (reading.amount < minimumStake)
      problems.push({ line: index + 1, text: line, reason: 'belowMinimum' })
    else readings.push(reading)
  })
  return { readings, problems }
}

/** R written after numbers: 2D adds each number reversed, 3D every arrangement of its digits. */
export const REVERSE_WORDS = ['r', 'အာ', 'အပြန်'] as const
/** Units that may follow the amount. */
export const UNIT_WORDS = ['ks', 'kyat', 'kyats', 'mmk', 'ကျပ်'] as const

/** A term table entry for each of `words`. */
export const termsFor = <Term>(words: readonly string[], term: Term): Record<string, Term> =>
  Object.fromEntries(words.map((word) => [word, term]))

export type SlipToken<Term> = { gap: string } & (
  | { kind: 'number'; text: string }
  | { kind: 'term'; term: Term }
  | { kind: 'unknown' }
)

/** Characters that separate the parts of a line; what stood between two parts is kept as `gap`. */
const SEPARATOR = /[\s,.\-–—=/:;+*@|·၊။()\u200b\u200c\u200d]/
// ဝ (the letter wa) is typed for ၀ (zero); it is a zero when no vowel sign or other mark follows it.
const DIGITS_WITH_WA = /(?:[0-9]|ဝ(?!\p{M}))+/gu

/** A line with Burmese digits as ASCII digits, ဝ typed among digits as 0, and Latin letters in lower case. */
export function normalizeSlipLine(line: string): string {
  return line
    .normalize('NFC')
    .replace(/[၀-၉]/g, (d) => String(d.charCodeAt(0) - 0x1040))
    .replace(DIGITS_WITH_WA, (run) => (/[0-9]/.test(run) ? run.replaceAll('ဝ', '0') : run))
    .toLowerCase()
}

/**
 * Splits a normalized line into numbers, the game's terms and unknown parts. Latin words must match a
 * term whole; Burmese words match as the longest known word at the start of a run of Burmese letters
 * (chats often write "၅ဘရိတ်" or "ထိပ်၃" without spaces). Reading stops at the first unknown part.
 */
export function slipTokenizer<Term>(
  terms: Readonly<Record<string, Term>>,
): (line: string) => SlipToken<Term>[] {
  const termOf = (word: string) => (Object.hasOwn(terms, word) ? terms[word] : undefined)
  const burmeseWords = Object.keys(terms)
    .filter((word) => /^[\u1000-\u109f]+$/.test(word))
    .sort((a, b) => b.length - a.length)

  return (line) => {
    const tokens: SlipToken<Term>[] = []
    let gap = ''
    const push = (token: SlipToken<Term>) => {
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
        const term = termOf(latin)
        push(term === undefined ? { gap, kind: 'unknown' } : { gap, kind: 'term', term })
        i += latin.length
      } else if (/[\u1000-\u109f]/.test(char)) {
        const word = burmeseWords.find((w) => rest.startsWith(w) && !/^\p{M}/u.test(rest.slice(w.length)))
        const term = word === undefined ? undefined : termOf(word)
        if (word && term !== undefined) {
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
}

/**
 * Joins "1" "," "000" back into the amount "1,000". Only the last number can be the amount, and a
 * comma right after the number before it means the commas separate numbers ("12,34,500").
 */
export function joinThousands<Term>(tokens: SlipToken<Term>[]): SlipToken<Term>[] {
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

/** Whole kyat from 1, plain ("1500") or grouped by thousands ("1,500"); null for anything else. */
export function readAmount(text: string): number | null {
  if (!/^[1-9]\d*$/.test(text) && !/^[1-9]\d{0,2}(?:,\d{3})+$/.test(text)) return null
  const amount = Number(text.replaceAll(',', ''))
  return Number.isSafeInteger(amount) ? amount : null
}

/**
 * The numbers of a line in the order typed, each marked when an R applies to it. `parts` are numbers and
 * R markers only. An R written right after a number ("12R") applies to that number; standing apart
 * ("12 34 R") it applies to every number since the previous R.
 */
export function markReverses(
  parts: readonly SlipToken<unknown>[],
  isNumber: (text: string) => boolean,
): { number: string; reverse: boolean }[] | 'badNumber' | 'noNumbers' | 'unclear' {
  const picks: { number: string; reverse: boolean }[] = []
  let groupStart = 0
  for (const [i, token] of parts.entries()) {
    if (token.kind === 'number') {
      if (!isNumber(token.text)) return 'badNumber'
      picks.push({ number: token.text, reverse: false })
      continue
    }
    const isAttached = token.gap === '' && parts[i - 1]?.kind === 'number'
    const from = isAttached ? picks.length - 1 : groupStart
    if (from < 0 || from >= picks.length) return 'unclear'
    for (const pick of picks.slice(from)) pick.reverse = true
    groupStart = picks.length
  }
  return picks.length === 0 ? 'noNumbers' : picks
}
