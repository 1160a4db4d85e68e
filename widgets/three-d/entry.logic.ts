import type { ThreeDDrawInfo, ThreeDDrawView, ThreeDNumbers } from '@shwe/contract'
import {
  backGroup,
  breakGroupSet,
  DOUBLE_NUMBERS_3D,
  FIRST_TWENTY_3D,
  frontGroup,
  isThreeDNumber,
  POWER_NUMBERS_3D,
  permutations,
  SINGLE_NUMBERS_3D,
} from '@shwe/domain'

/**
 * The 3D entry screen's rules (spec number-games.md §4, §5, §9): the typed number and amount, the quick tools,
 * the permutation tool, and the selection they build, in groups. Pure, so each has a table test.
 */

/** The least amount per number (spec §9), until the server names its own. */
export const MIN_AMOUNT = 1

// ---------------------------------------------------------------------------------------------------------
// Typed number and amount

export type NumberProblem = 'empty' | 'invalid' | 'duplicate' | 'unavailable'

const BURMESE_DIGIT = /[၀-၉]/g
const toAscii = (text: string) => text.replace(BURMESE_DIGIT, (d) => String(d.charCodeAt(0) - 0x1040))

/** The three digits typed ("123", "၁၂၃", " 007 "), or null when that is not a 3D number. */
export function typedNumber(text: string): string | null {
  const number = toAscii(text.trim())
  return isThreeDNumber(number) ? number : null
}

/**
 * Why a typed number cannot be added, or null (spec §5): nothing typed, not exactly three digits, already
 * selected, or closed for betting.
 */
export function numberProblem(
  text: string,
  selected: ReadonlySet<string>,
  unavailable: ReadonlySet<string> = NO_NUMBERS,
): NumberProblem | null {
  if (text.trim() === '') return 'empty'
  const number = typedNumber(text)
  if (number === null) return 'invalid'
  if (selected.has(number)) return 'duplicate'
  return unavailable.has(number) ? 'unavailable' : null
}

export type AmountProblem = 'invalid' | 'belowMinimum'

/** The amount typed as whole kyat, or null when it is not one above zero. */
export function typedAmount(text: string): number | null {
  const trimmed = toAscii(text.trim())
  if (!/^\d+$/.test(trimmed)) return null
  const amount = Number(trimmed)
  return amount > 0 && Number.isSafeInteger(amount) ? amount : null
}

/** Why a typed amount cannot be used, or null: not whole kyat above 0 (spec §5), or below the server's minimum. */
export function amountProblem(text: string, minimum = MIN_AMOUNT): AmountProblem | null {
  const amount = typedAmount(text)
  if (amount === null) return 'invalid'
  return amount < minimum ? 'belowMinimum' : null
}

// ---------------------------------------------------------------------------------------------------------
// Quick tools (spec §9), each set from the domain

export type ToolKey = 'single' | 'double' | 'power' | 'firstTwenty' | 'front' | 'back' | 'break'

export interface ThreeDTool {
  key: ToolKey
  /** The arguments the tool takes (a digit, a digit sum); none for a fixed set. */
  choices?: readonly number[]
  select: (choice?: number) => readonly string[]
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
const DIGITS = range(0, 9)
/** The break groups: every digit sum of three digits, 0–27. */
export const BREAK_SUMS = range(0, 27)

/** Every 3D quick tool, in the order the screen shows them. */
export const THREE_D_TOOLS: readonly ThreeDTool[] = [
  { key: 'single', select: () => SINGLE_NUMBERS_3D },
  { key: 'double', select: () => DOUBLE_NUMBERS_3D },
  { key: 'power', select: () => POWER_NUMBERS_3D },
  { key: 'firstTwenty', select: () => FIRST_TWENTY_3D },
  { key: 'front', choices: DIGITS, select: (d = 0) => frontGroup(d) },
  { key: 'back', choices: DIGITS, select: (d = 0) => backGroup(d) },
  { key: 'break', choices: BREAK_SUMS, select: (sum = 0) => breakGroupSet(sum) },
]

/** The arrangements of the selected numbers not selected yet (spec §4: every arrangement of each chosen number). */
export function newArrangements(selected: readonly string[]): string[] {
  const have = new Set(selected)
  const added = new Set<string>()
  for (const number of selected) {
    for (const arrangement of permutations(number)) if (!have.has(arrangement)) added.add(arrangement)
  }
  return [...added]
}

// ---------------------------------------------------------------------------------------------------------
// The selection: groups of numbers added together, each bet at one amount

/** How a group came to be: its label on the entry screen. */
export type GroupSource =
  | { kind: 'typed' }
  | { kind: 'tool'; tool: ToolKey; choice?: number }
  | { kind: 'permutation' }
  | { kind: 'lines' }
  /** A group of the stored draft, back on the entry screen. */
  | { kind: 'saved' }

export interface PickGroup {
  /** Unique in the selection, for keys. */
  id: number
  source: GroupSource
  numbers: readonly string[]
  /** Kyat per number; null takes the amount field's when submitted. */
  amount: number | null
  /** The numbers came from the permutation tool (`is_permutation` in the draft and the bet). */
  isPermutation: boolean
}

/** One number at its amount, as a paste box or the stored draft gives lines. */
export interface EntryLine {
  num: string
  amount: number
  isPermutation: boolean
}

/** What an addition did: the numbers added and why the others were left out. */
export interface AddReport {
  added: number
  /** Already selected. */
  taken: number
  /** Closed for betting. */
  closed: number
}

export const NO_NUMBERS: ReadonlySet<string> = new Set()

/** Every number of the selection. */
export const selectedOf = (groups: readonly PickGroup[]): Set<string> =>
  new Set(groups.flatMap((group) => group.numbers))

const nextId = (groups: readonly PickGroup[]) => groups.reduce((max, group) => Math.max(max, group.id), 0) + 1

/**
 * Adds `numbers` as one group (typed numbers join the typed group without an amount), leaving out those
 * already selected and those `unavailable`. A number is bet once per slip, so it is in one group only.
 */
export function withPicks(
  groups: readonly PickGroup[],
  numbers: readonly string[],
  source: GroupSource,
  { amount = null, isPermutation = false }: { amount?: number | null; isPermutation?: boolean } = {},
  unavailable: ReadonlySet<string> = NO_NUMBERS,
): { groups: PickGroup[]; report: AddReport } {
  const have = selectedOf(groups)
  const report: AddReport = { added: 0, taken: 0, closed: 0 }
  const added: string[] = []
  for (const number of new Set(numbers)) {
    if (have.has(number)) report.taken += 1
    else if (unavailable.has(number)) report.closed += 1
    else added.push(number)
  }
  report.added = added.length
  if (added.length === 0) return { groups: [...groups], report }
  const typed =
    source.kind === 'typed'
      ? groups.findLast((group) => group.source.kind === 'typed' && group.amount === null)
      : undefined
  if (typed) {
    return {
      groups: groups.map((group) =>
        group === typed ? { ...group, numbers: [...group.numbers, ...added] } : group,
      ),
      report,
    }
  }
  return {
    groups: [...groups, { id: nextId(groups), source, numbers: added, amount, isPermutation }],
    report,
  }
}

/**
 * Adds lines that carry their own amount (a pasted slip): one group per amount and kind, in the order first
 * seen; numbers already selected or unavailable are left out, and a number repeated keeps its first line.
 */
export function withLines(
  groups: readonly PickGroup[],
  lines: readonly EntryLine[],
  unavailable: ReadonlySet<string> = NO_NUMBERS,
): { groups: PickGroup[]; report: AddReport } {
  const buckets = new Map<string, { amount: number; isPermutation: boolean; numbers: string[] }>()
  const seen = new Set<string>()
  let repeated = 0
  for (const line of lines) {
    if (!isThreeDNumber(line.num) || !(line.amount > 0)) continue
    if (seen.has(line.num)) {
      repeated += 1
      continue
    }
    seen.add(line.num)
    const key = `${line.amount}|${line.isPermutation}`
    const bucket = buckets.get(key) ?? { amount: line.amount, isPermutation: line.isPermutation, numbers: [] }
    bucket.numbers.push(line.num)
    buckets.set(key, bucket)
  }
  let next = [...groups]
  const report: AddReport = { added: 0, taken: repeated, closed: 0 }
  for (const { amount, isPermutation, numbers } of buckets.values()) {
    const step = withPicks(next, numbers, { kind: 'lines' }, { amount, isPermutation }, unavailable)
    next = step.groups
    report.added += step.report.added
    report.taken += step.report.taken
    report.closed += step.report.closed
  }
  return { groups: next, report }
}

/** Drops one number; a group left empty goes. */
export const withoutPick = (groups: readonly PickGroup[], number: string): PickGroup[] =>
  groups
    .map((group) =>
      group.numbers.includes(number)
        ? { ...group, numbers: group.numbers.filter((n) => n !== number) }
        : group,
    )
    .filter((group) => group.numbers.length > 0)

/** The amount of each group once submitted: its own, else the amount field's. */
export const amountOf = (group: PickGroup, fieldAmount: number | null): number | null =>
  group.amount ?? fieldAmount

/** Whether submitting needs the amount field: some group has no amount of its own. */
export const needsAmount = (groups: readonly PickGroup[]): boolean =>
  groups.some((group) => group.amount === null)

/** The selection's total at the amount field's amount, or null when a group has no amount yet. */
export function selectionTotal(groups: readonly PickGroup[], fieldAmount: number | null): number | null {
  let total = 0
  for (const group of groups) {
    const amount = amountOf(group, fieldAmount)
    if (amount === null) return null
    total += amount * group.numbers.length
  }
  return total
}

// ---------------------------------------------------------------------------------------------------------
// The draw

/** The draw bets go to now, or null while betting is closed. */
export function openDraw(info: ThreeDDrawInfo): ThreeDDrawView | null {
  if (info.current_session?.is_betting_open) return info.current_session
  if (info.next_session?.is_betting_open) return info.next_session
  return null
}

/** Whole days and the rest, for a countdown that may run for two weeks. */
export function splitDays(ms: number): { days: number; restMs: number } {
  const DAY = 86_400_000
  // Rounded up to the second first, as the countdown shows it, so 23:59:59.5 does not read as a day.
  const whole = Math.ceil(Math.max(0, ms) / 1000) * 1000
  const days = Math.floor(whole / DAY)
  return { days, restMs: whole - days * DAY }
}

// ---------------------------------------------------------------------------------------------------------
// The server's board for the open draw (`GET /threed/numbers`)

/** What each prize pays per kyat staked, as the server sends it ("500": 500 × the amount). */
export interface Prizes {
  /** The winning number itself. */
  exact: string
  /** Another arrangement of the winning digits. */
  permutation: string
}

/** What the board means for the entry screen. */
export interface BoardRules {
  /** Closed by the operator or full: no bet goes to them now. */
  unavailable: ReadonlySet<string>
  /** The least amount per number in whole kyat. */
  minimumAmount: number
  prizes: Prizes
  isBettingOpen: boolean
}

/** Numbers no bet can go to now: the closed ones and the full ones. */
export function unavailableOf(board: Pick<ThreeDNumbers, 'closed_numbers' | 'numbers'>): Set<string> {
  const numbers = new Set(board.closed_numbers)
  for (const share of board.numbers) if (share.is_full) numbers.add(share.number)
  return numbers
}

/**
 * The server's least stake ("1.00") as the least whole amount: amounts are whole kyat (spec §5), so
 * "1.50" asks for 2. Never below 1, whatever arrives.
 */
export const minimumOf = (minStake: string): number => Math.max(MIN_AMOUNT, Math.ceil(Number(minStake) || 0))

/** The entry screen's rules from the board: unavailable numbers, minimum, prizes, and whether it is open. */
export const boardRules = (board: ThreeDNumbers): BoardRules => ({
  unavailable: unavailableOf(board),
  minimumAmount: minimumOf(board.min_stake),
  prizes: { exact: board.exact_odds, permutation: board.permutation_odds },
  isBettingOpen: board.is_betting_open,
})

/** What `amount` on one number wins at `odds` ("500"), or null when the odds are not a number. */
export function potentialWin(amount: number, odds: string): number | null {
  const rate = Number(odds)
  return odds.trim() !== '' && Number.isFinite(rate) && rate >= 0 ? amount * rate : null
}

// ---------------------------------------------------------------------------------------------------------
// The server's refusal

/**
 * The numbers of a 3D bet refusal that are over their limit or closed: the server sends them as the reply's
 * `data` (packages/server/src/lottery/place-bet.ts), an array of three-digit strings.
 */
export function refusedNumbers(data: unknown): string[] | null {
  if (!Array.isArray(data)) return null
  const numbers = data.filter(isThreeDNumber)
  return numbers.length > 0 ? numbers : null
}
