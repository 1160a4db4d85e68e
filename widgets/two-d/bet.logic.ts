import type { TwoDNumbers } from '@shwe/contract'
import {
  type Digit,
  isTwoDNumber,
  parseKhwayDigits,
  TWO_D_NUMBERS,
  TWO_D_ODDS,
  TWO_D_TOOLS,
  type TwoDSession,
  type TwoDTool,
} from '@shwe/domain'

/**
 * The 2D bet screen's rules: the stake, the quick tools as buttons, the query it accepts and the server's
 * over-limit refusal. Pure, so each has a table test.
 */

/**
 * The smallest stake per number (spec §5, the server's default `twoDMinPya`). The server does not publish
 * its configured minimum yet; when draw info carries one, pass it to `stakeProblem`.
 */
export const MIN_STAKE = 100
/** The stake a new pick gets (spec §5). */
export const DEFAULT_STAKE = 100
/** What a winning number credits per kyat staked: the server's default 2D odds, until draw info names them. */
export const TWO_D_EXACT_ODDS = Number(TWO_D_ODDS.exact)

export type StakeProblem = 'empty' | 'notWhole' | 'belowMinimum'

/** Why a typed stake cannot be used, or null: a whole number of kyat, at least `minimum`. */
export function stakeProblem(text: string, minimum = MIN_STAKE): StakeProblem | null {
  const trimmed = text.trim()
  if (trimmed === '') return 'empty'
  if (!/^\d+$/.test(trimmed)) return 'notWhole'
  return Number(trimmed) < minimum ? 'belowMinimum' : null
}

/** What a number pays if it wins: stake × odds. */
export const potentialWin = (stake: number, odds = TWO_D_EXACT_ODDS) => stake * odds

/** How a tool button gets its argument. */
export type ToolInput =
  /** One button, no argument. */
  | { kind: 'none' }
  /** A typed digit 0–9. */
  | { kind: 'digit' }
  /** 2 to 10 different typed digits (khway). */
  | { kind: 'digits' }
  /** One button per fixed choice; `label` is a text key under `tools.choices` or a literal. */
  | { kind: 'choices'; choices: readonly { value: unknown; label: string; literal?: boolean }[] }

export interface ToolSpec {
  tool: TwoDTool
  input: ToolInput
  /** The numbers the tool selects for the argument. */
  select: (argument?: unknown) => string[]
}

const SIZE_GROUPS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const
const BLOCKS = ['00–19', '20–39', '40–59', '60–79', '80–99'] as const

const INPUTS: Readonly<Record<string, ToolInput>> = {
  break: { kind: 'digit' },
  head: { kind: 'digit' },
  tail: { kind: 'digit' },
  include: { kind: 'digit' },
  khway: { kind: 'digits' },
  'khway-puu': { kind: 'digits' },
  'size-group': {
    kind: 'choices',
    choices: SIZE_GROUPS.map((g) => ({ value: g, label: `sizeGroup${g}` })),
  },
  block: { kind: 'choices', choices: BLOCKS.map((label, i) => ({ value: i, label, literal: true })) },
  power: {
    kind: 'choices',
    choices: [
      { value: { reverse: false }, label: 'plain' },
      { value: { reverse: true }, label: 'withR' },
    ],
  },
  nakhat: {
    kind: 'choices',
    choices: [
      { value: { reverse: false }, label: 'plain' },
      { value: { reverse: true }, label: 'withR' },
    ],
  },
  brothers: {
    kind: 'choices',
    choices: [
      { value: 'up', label: 'up' },
      { value: 'down', label: 'down' },
      { value: 'both', label: 'both' },
    ],
  },
  doubles: {
    kind: 'choices',
    choices: [
      { value: 'all', label: 'all' },
      { value: 'even', label: 'even' },
      { value: 'odd', label: 'odd' },
    ],
  },
}

/**
 * Every quick tool of the domain except R (which works on the picks, not a set), with how its button
 * asks for its argument. The sets always come from the domain's own function.
 */
export const TOOL_SPECS: readonly ToolSpec[] = TWO_D_TOOLS.filter((tool) => tool.key !== 'reverse').map(
  (tool) => {
    const call = tool.select as (argument?: unknown) => string[]
    return { tool, input: INPUTS[tool.key] ?? { kind: 'none' }, select: (argument) => call(argument) }
  },
)

/** The digit a tool input holds ("5", "၅"), or null. */
export function toolDigit(text: string): Digit | null {
  const ascii = burmeseToAscii(text.trim())
  return /^\d$/.test(ascii) ? (Number(ascii) as Digit) : null
}

/** The khway digits a tool input holds: 2 to 10 different digits, or null. */
export const toolDigits = (text: string): Digit[] | null => parseKhwayDigits(burmeseToAscii(text.trim()))

const burmeseToAscii = (text: string) => text.replace(/[၀-၉]/g, (d) => String(d.charCodeAt(0) - 0x1040))

/**
 * The draw a link asked for: `time` 2 (12:00 PM) or 4 (04:30 PM), or `session` 1–2 (morning, 10:30 and
 * 12:00) or 3–4 (evening, 14:30 and 16:30). Only shown: bets always go to the draw the server has open.
 */
export function requestedSession(query: URLSearchParams | null): TwoDSession | null {
  const time = query?.get('time')
  if (time === '2') return 'morning'
  if (time === '4') return 'evening'
  const session = query?.get('session')
  if (session === '1' || session === '2') return 'morning'
  if (session === '3' || session === '4') return 'evening'
  return null
}

/**
 * The numbers of a 2D bet refusal that are over their limit or closed: the server sends them as the
 * reply's `data` (packages/server/src/lottery/place-bet.ts), an array of two-digit strings.
 */
export function overLimitNumbers(data: unknown): string[] | null {
  if (!Array.isArray(data)) return null
  const numbers = data.filter(isTwoDNumber)
  return numbers.length > 0 ? numbers : null
}

/** Numbers no bet can go to now: closed by the operator (itself or its head) or full. */
export function unavailableNumbers(
  board: Pick<TwoDNumbers, 'closed_numbers' | 'closed_heads' | 'numbers'> | null | undefined,
): Set<string> {
  const heads = new Set(board?.closed_heads ?? [])
  const shares = new Map((board?.numbers ?? []).map((share) => [share.number, share]))
  const numbers = new Set(board?.closed_numbers ?? [])
  return new Set(
    TWO_D_NUMBERS.filter((num) => {
      const share = shares.get(num)
      return numbers.has(num) || heads.has(num.slice(0, 1)) || share?.is_closed || share?.is_full
    }),
  )
}
