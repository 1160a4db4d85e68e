import { isTwoDNumber } from '@shwe/domain'
import { type KeptStorage, keptAtom, localKeptStorage, STORAGE_KEYS } from '@shwe/session'
import { computed } from 'nanostores'

/**
 * The 2D bet draft (spec §3): the numbers picked and the kyat on each, kept in local storage under `bets`
 * as `{ totalAmount, amounts: [{ num, amount }] }` so the confirm screen and a reload find it.
 */
export const DRAFT_KEY = STORAGE_KEYS.twoDDraft

export interface DraftLine {
  num: string
  amount: number
}

export interface BetDraft {
  totalAmount: number
  amounts: DraftLine[]
}

export const EMPTY_DRAFT: BetDraft = Object.freeze({ totalAmount: 0, amounts: [] }) as BetDraft

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0

/** The draft stored in `raw`; whatever is not a list of two-digit numbers with positive amounts is dropped. */
export function readDraft(raw: string | null | undefined): BetDraft {
  if (!raw) return EMPTY_DRAFT
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return EMPTY_DRAFT
  }
  const amounts = (parsed as { amounts?: unknown } | null)?.amounts
  if (!Array.isArray(amounts)) return EMPTY_DRAFT
  const lines = new Map<string, number>()
  for (const line of amounts) {
    const { num, amount } = (line ?? {}) as { num?: unknown; amount?: unknown }
    const value = typeof amount === 'string' ? Number(amount) : amount
    if (isTwoDNumber(num) && isAmount(value) && !lines.has(num)) lines.set(num, value)
  }
  return draftOf([...lines].map(([num, amount]) => ({ num, amount })))
}

/** A draft of these lines, with its total. */
export function draftOf(amounts: DraftLine[]): BetDraft {
  return { totalAmount: amounts.reduce((sum, line) => sum + line.amount, 0), amounts }
}

/** Picks `num` at `amount`, or drops it when it is already picked. */
export function toggled(draft: BetDraft, num: string, amount: number): BetDraft {
  return draft.amounts.some((line) => line.num === num)
    ? draftOf(draft.amounts.filter((line) => line.num !== num))
    : draftOf([...draft.amounts, { num, amount }])
}

/** Adds the numbers not yet picked, each at `amount`; picked ones keep their amount. */
export function withNumbers(draft: BetDraft, numbers: readonly string[], amount: number): BetDraft {
  const have = new Set(draft.amounts.map((line) => line.num))
  const added = [...new Set(numbers)].filter((num) => !have.has(num)).map((num) => ({ num, amount }))
  return added.length === 0 ? draft : draftOf([...draft.amounts, ...added])
}

/** Adds slip lines: a number already picked gets the line's amount added to it. */
export function withLines(draft: BetDraft, lines: readonly { number: string; amount: number }[]): BetDraft {
  const amounts = new Map(draft.amounts.map((line) => [line.num, line.amount]))
  for (const { number, amount } of lines) amounts.set(number, (amounts.get(number) ?? 0) + amount)
  return draftOf([...amounts].map(([num, amount]) => ({ num, amount })))
}

/** Sets one number's amount. */
export const withAmount = (draft: BetDraft, num: string, amount: number): BetDraft =>
  draftOf(draft.amounts.map((line) => (line.num === num ? { num, amount } : line)))

/** Sets every number's amount. */
export const withEveryAmount = (draft: BetDraft, amount: number): BetDraft =>
  draftOf(draft.amounts.map(({ num }) => ({ num, amount })))

/** Drops one number. */
export const without = (draft: BetDraft, num: string): BetDraft =>
  draftOf(draft.amounts.filter((line) => line.num !== num))

/**
 * The page's draft store: read from storage when made, written back on every change (removed when empty).
 * Made once per runtime: `runtime.stores(betDraft)`. Storage that throws (quota, privacy mode) leaves the draft
 * in memory only.
 */
export function betDraft(_runtime?: unknown, storage: KeptStorage | null = localKeptStorage()) {
  const $draft = keptAtom<BetDraft>(DRAFT_KEY, readDraft, {
    storage,
    isEmpty: (draft) => draft.amounts.length === 0,
  })
  const $picked = computed($draft, (draft) => new Set(draft.amounts.map((line) => line.num)))
  // Told only when it flips, so what depends on it alone is not re-rendered at every tap.
  const $isEmpty = computed($draft, (draft) => draft.amounts.length === 0)
  const update = (change: (draft: BetDraft) => BetDraft) => $draft.set(change($draft.get()))

  return {
    $draft,
    /** The picked numbers, for the grid. */
    $picked,
    /** Nothing is picked. */
    $isEmpty,
    toggle: (num: string, amount: number) => update((d) => toggled(d, num, amount)),
    addNumbers: (numbers: readonly string[], amount: number) =>
      update((d) => withNumbers(d, numbers, amount)),
    addLines: (lines: readonly { number: string; amount: number }[]) => update((d) => withLines(d, lines)),
    setAmount: (num: string, amount: number) => update((d) => withAmount(d, num, amount)),
    setEveryAmount: (amount: number) => update((d) => withEveryAmount(d, amount)),
    remove: (num: string) => update((d) => without(d, num)),
    clear: () => $draft.set(EMPTY_DRAFT),
  }
}
export type BetDraftStore = ReturnType<typeof betDraft>
