import type { LotteryBetPayload } from '@shwe/contract'
import { isThreeDNumber } from '@shwe/domain'
import { type KeptStorage, keptAtom, localKeptStorage, STORAGE_KEYS } from '@shwe/session'
import { computed } from 'nanostores'
import type { PickGroup } from './entry.logic.ts'

/**
 * The 3D bet draft (spec number-games.md §3), kept in local storage under `threed_bets` so the confirm screen
 * and a reload find it: a list of groups, each the numbers added together at one amount,
 * `[{ amounts: [{ num, amount }], amount, totalAmount, timestamp }]`. A line from the permutation tool also
 * carries `is_permutation: true`. A number is in one group only, as a slip takes each number once.
 */
export const DRAFT_KEY = STORAGE_KEYS.threeDDraft

export interface DraftLine {
  num: string
  amount: number
  is_permutation?: true
}

export interface DraftGroup {
  amounts: DraftLine[]
  /** Kyat per number: every line of the group has it. */
  amount: number
  totalAmount: number
  /** When the group was made (ISO 8601). */
  timestamp: string
}

export type ThreeDDraft = readonly DraftGroup[]

export const EMPTY_DRAFT: ThreeDDraft = Object.freeze([]) as ThreeDDraft

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0

/** A group of these numbers at `amount` each. */
export function groupOf(
  numbers: readonly string[],
  amount: number,
  { isPermutation = false, timestamp = new Date().toISOString() } = {},
): DraftGroup {
  const amounts = numbers.map(
    (num): DraftLine => (isPermutation ? { num, amount, is_permutation: true } : { num, amount }),
  )
  return { amounts, amount, totalAmount: amount * amounts.length, timestamp }
}

/**
 * The draft stored in `raw`. Whatever is not a group of three-digit numbers at a positive amount is dropped,
 * a number already in an earlier group is dropped from a later one, and totals are worked out again.
 */
export function readDraft(raw: string | null | undefined): ThreeDDraft {
  if (!raw) return EMPTY_DRAFT
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return EMPTY_DRAFT
  }
  if (!Array.isArray(parsed)) return EMPTY_DRAFT
  const seen = new Set<string>()
  const groups: DraftGroup[] = []
  for (const item of parsed) {
    const { amounts, amount, timestamp } = (item ?? {}) as Record<string, unknown>
    if (!isAmount(amount) || !Array.isArray(amounts)) continue
    const lines: DraftLine[] = []
    for (const line of amounts) {
      const { num, is_permutation } = (line ?? {}) as Record<string, unknown>
      if (!isThreeDNumber(num) || seen.has(num)) continue
      seen.add(num)
      lines.push(is_permutation === true ? { num, amount, is_permutation: true } : { num, amount })
    }
    if (lines.length === 0) continue
    const stamp = typeof timestamp === 'string' ? timestamp : new Date(Number(timestamp) || 0).toISOString()
    groups.push({ amounts: lines, amount, totalAmount: amount * lines.length, timestamp: stamp })
  }
  return groups
}

/** Everything the draft bets: the sum of its groups' totals. */
export const draftTotal = (draft: ThreeDDraft): number =>
  draft.reduce((sum, group) => sum + group.totalAmount, 0)

/** Sets every number of group `index` to `amount` (spec §4) and works out its total again. */
export const withGroupAmount = (draft: ThreeDDraft, index: number, amount: number): ThreeDDraft =>
  draft.map((group, i) =>
    i === index
      ? {
          ...group,
          amount,
          amounts: group.amounts.map((line) => ({ ...line, amount })),
          totalAmount: amount * group.amounts.length,
        }
      : group,
  )

/** Drops group `index`. */
export const withoutGroup = (draft: ThreeDDraft, index: number): ThreeDDraft =>
  draft.filter((_, i) => i !== index)

/** Drops these numbers from every group; a group left empty goes. */
export const withoutNumbers = (draft: ThreeDDraft, numbers: ReadonlySet<string>): ThreeDDraft =>
  draft
    .map((group) => {
      const amounts = group.amounts.filter((line) => !numbers.has(line.num))
      return { ...group, amounts, totalAmount: group.amount * amounts.length }
    })
    .filter((group) => group.amounts.length > 0)

/** The draft's numbers among `numbers` (those the board says are unavailable), in the draft's order. */
export const numbersAmong = (draft: ThreeDDraft, numbers: ReadonlySet<string>): string[] =>
  draft.flatMap((group) => group.amounts.map((line) => line.num).filter((num) => numbers.has(num)))

/** The `POST /threed-bet` body: every line once, permutation lines flagged. */
export function betPayload(draft: ThreeDDraft): LotteryBetPayload {
  return {
    totalAmount: draftTotal(draft),
    amounts: draft.flatMap((group) =>
      group.amounts.map(({ num, amount, is_permutation }) =>
        is_permutation ? { num, amount, is_permutation: true } : { num, amount },
      ),
    ),
  }
}

/**
 * The selection of the entry screen as draft groups: each at its own amount, else at `fieldAmount`. Groups
 * without an amount when `fieldAmount` is null are left out (the screen asks for an amount first).
 */
export function draftOf(
  groups: readonly PickGroup[],
  fieldAmount: number | null,
  timestamp?: string,
): ThreeDDraft {
  const draft: DraftGroup[] = []
  for (const group of groups) {
    const amount = group.amount ?? fieldAmount
    if (amount === null || group.numbers.length === 0) continue
    draft.push(
      groupOf(group.numbers, amount, { isPermutation: group.isPermutation, ...(timestamp && { timestamp }) }),
    )
  }
  return draft
}

/** The draft's groups as the entry screen's selection, each keeping its amount. */
export const picksOf = (draft: ThreeDDraft): PickGroup[] =>
  draft.map((group, index) => ({
    id: index + 1,
    source: { kind: 'saved' },
    numbers: group.amounts.map((line) => line.num),
    amount: group.amount,
    isPermutation: group.amounts.some((line) => line.is_permutation),
  }))

/**
 * The page's draft store: read from storage when made, written back on every change (removed when empty).
 * Made once per runtime: `runtime.stores(threeDDraft)`. Storage that throws (quota, privacy mode) leaves the
 * draft in memory only.
 */
export function threeDDraft(_runtime?: unknown, storage: KeptStorage | null = localKeptStorage()) {
  const $draft = keptAtom<ThreeDDraft>(DRAFT_KEY, readDraft, {
    storage,
    isEmpty: (draft) => draft.length === 0,
  })
  const $total = computed($draft, draftTotal)
  const update = (change: (draft: ThreeDDraft) => ThreeDDraft) => $draft.set(change($draft.get()))

  return {
    $draft,
    $total,
    replace: (draft: ThreeDDraft) => $draft.set(draft),
    setGroupAmount: (index: number, amount: number) => update((d) => withGroupAmount(d, index, amount)),
    removeGroup: (index: number) => update((d) => withoutGroup(d, index)),
    removeNumbers: (numbers: ReadonlySet<string>) => update((d) => withoutNumbers(d, numbers)),
    clear: () => $draft.set(EMPTY_DRAFT),
  }
}
export type ThreeDDraftStore = ReturnType<typeof threeDDraft>
