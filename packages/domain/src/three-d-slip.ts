/**
 * Reads a 3D slip pasted from a chat, one bet a line:
 *
 *   123 500            123 at 500 kyat
 *   123R 100           every arrangement of 123 (six numbers), 100 each
 *   123 456 789-200    three numbers sharing one amount
 *   ၁၂၃ ၅၀၀            Burmese digits
 *
 * A line is numbers, each with an optional R, then the amount: the last number on the line, which may
 * carry thousands separators (1,000) and a unit (ks, kyat, ကျပ်). Digits, separators, amounts and R
 * are read as on a 2D slip (slip-reading.ts), so a player who pastes both games types the same way.
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
import { isThreeDNumber, permutations } from './three-d.ts'

/** One number of a pasted 3D slip, ready for a line of `POST /threed-bet`. */
export interface ThreeDSlipLine extends SlipLine {
  /**
   * The number was added by an R as another arrangement of a number typed with it ("132" of "123R"):
   * the bet's `is_permutation`. The number typed itself is false, and so is a number also typed by hand
   * anywhere on the slip. Only shown: a line pays by its number, the exact prize when it is drawn and
   * the permutation prize when another arrangement of it is.
   */
  isPermutation: boolean
}

/** 3D slips have no quick-select terms, so no term can be unsupported or ambiguous. */
export type ThreeDSlipProblemReason = Exclude<SlipProblemReason, 'unsupportedTerm' | 'ambiguousTerm'>

/** A pasted 3D slip as read: named apart from the stored `ThreeDSlip` of @shwe/contract. */
export interface ThreeDSlipReading {
  lines: ThreeDSlipLine[]
  problems: SlipProblem<ThreeDSlipProblemReason>[]
}

/**
 * Reads a pasted 3D slip into one line per number, in the order first typed.
 *
 * - R (r, အာ, အပြန်) written right after a number ("123R", "123 R" on its own) adds every arrangement of
 *   its digits at the same amount: 6 numbers for 123, 3 for 112, just 111 for 111. Standing after
 *   several numbers ("123 456 R") it applies to each of them, as on a 2D slip.
 * - A number typed on several lines gets one line with the amounts summed, at its first place, as on a
 *   2D slip; within one line a number counts once ("123R 132 100" is six numbers at 100).
 * - Numbers are separated by spaces or any of `, . - = / : ; + * @ | · ၊ ။ ( )`. Since 3D numbers and
 *   thousands groups both have three digits, commas read as whichever makes a bet: "123 1,000" is 123
 *   at 1,000 and "123,456,500" is 123 and 456 at 500; when both would ("123 250,500") the line is
 *   `unclear`.
 * - Amounts are whole kyat: a dot right before the last one or two digits ("123 500.50") is read as
 *   decimals and the line is a `badAmount`, never as another number.
 * - Every line that has something in it is either read completely or returned as a problem; nothing of
 *   a problem line is bet. Empty lines and chat dividers ("-----") are skipped.
 */
export function parseThreeDSlip(text: string, options: ParseSlipOptions = {}): ThreeDSlipReading {
  const { readings, problems } = readSlipLines<LineReading, ThreeDSlipProblemReason>(text, options, readLine)
  const lines = new Map<string, ThreeDSlipLine>()
  for (const { numbers, amount } of readings) {
    for (const [number, isPermutation] of numbers) {
      const earlier = lines.get(number)
      lines.set(
        number,
        earlier
          ? { number, amount: earlier.amount + amount, isPermutation: earlier.isPermutation && isPermutation }
          : { number, amount, isPermutation },
      )
    }
  }
  return { lines: [...lines.values()], problems }
}

type Term = 'reverse' | 'unit'
type Token = SlipToken<Term>
/** The numbers of a line, each with whether an R added it, and the amount each is staked at. */
type LineReading = { numbers: Map<string, boolean>; amount: number }

const tokenize = slipTokenizer<Term>({
  ...termsFor(REVERSE_WORDS, 'reverse'),
  ...termsFor(UNIT_WORDS, 'unit'),
})

const termOf = (token: Token | undefined): Term | null => (token?.kind === 'term' ? token.term : null)

/** The numbers and amount of one line; a reason when it cannot be read; null when it is empty. */
function readLine(line: string): LineReading | ThreeDSlipProblemReason | null {
  const tokens = tokenize(normalizeSlipLine(line))
  if (tokens.length === 0) return null
  if (tokens.some((t) => t.kind === 'unknown')) return 'unknownTerm'
  const grouped = joinThousands(tokens)
  if (grouped === tokens) return readTokens(tokens)
  // "123,456,500" could be an amount of 123,456,500 with no number, or 123 and 456 at 500.
  const asAmount = readTokens(grouped)
  const asNumbers = readTokens(tokens)
  if (typeof asAmount !== 'string' && typeof asNumbers !== 'string') return 'unclear'
  return typeof asNumbers === 'string' ? asAmount : asNumbers
}

function readTokens(tokens: readonly Token[]): LineReading | ThreeDSlipProblemReason {
  let end = tokens.length
  while (end > 0 && termOf(tokens[end - 1]) === 'unit') end -= 1
  const hasUnit = end < tokens.length
  const body = tokens.slice(0, end)
  if (body.some((t) => termOf(t) === 'unit')) return 'unclear'

  const last = body.at(-1)
  if (last?.kind !== 'number') return 'noAmount'
  const before = body.slice(0, -1)
  // A line of one three-digit number and no unit: "123" is a number waiting for its amount.
  if (before.length === 0 && !hasUnit && isThreeDNumber(last.text)) return 'noAmount'
  if (last.gap === '.' && /^\d{1,2}$/.test(last.text) && before.at(-1)?.kind === 'number') return 'badAmount'
  const amount = readAmount(last.text)
  if (amount === null) return 'badAmount'

  const picks = markReverses(before, isThreeDNumber)
  if (typeof picks === 'string') return picks
  const numbers = new Map<string, boolean>()
  for (const { number, reverse } of picks) {
    // Typed by hand: never a permutation line, even when an earlier R added it. A Map keeps its first place.
    numbers.set(number, false)
    if (!reverse) continue
    for (const other of permutations(number)) if (!numbers.has(other)) numbers.set(other, true)
  }
  return { numbers, amount }
}
