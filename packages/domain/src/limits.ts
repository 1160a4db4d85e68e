import { TZDate } from '@date-fns/tz'
import { addDays } from 'date-fns/addDays'
import { addMonths } from 'date-fns/addMonths'
import { startOfDay } from 'date-fns/startOfDay'
import { startOfMonth } from 'date-fns/startOfMonth'
import { startOfWeek } from 'date-fns/startOfWeek'
import { YANGON } from './time.ts'

/**
 * Player-care limits, as rules: what a limit is in force at a moment, how a change takes effect (tighter at
 * once, looser only after a day), the Yangon period a limit counts over, whether a deposit or a stake would pass
 * one, and when a cool-off or a self-exclusion ends. Amounts are pya (bigint); the server keeps the state and
 * applies these inside the transaction that moves the money.
 */

export const LIMIT_KINDS = [
  'deposit_daily',
  'deposit_weekly',
  'deposit_monthly',
  'loss_daily',
  'loss_weekly',
  'loss_monthly',
] as const
export type LimitKind = (typeof LIMIT_KINDS)[number]

export type LimitPeriod = 'day' | 'week' | 'month'

/** What a limit counts: money asked to be deposited, or net loss (stakes minus wins). */
export type LimitMeasure = 'deposit' | 'loss'

export const LIMIT_RULES: Record<LimitKind, { measure: LimitMeasure; period: LimitPeriod }> = {
  deposit_daily: { measure: 'deposit', period: 'day' },
  deposit_weekly: { measure: 'deposit', period: 'week' },
  deposit_monthly: { measure: 'deposit', period: 'month' },
  loss_daily: { measure: 'loss', period: 'day' },
  loss_weekly: { measure: 'loss', period: 'week' },
  loss_monthly: { measure: 'loss', period: 'month' },
}

/** A looser limit (raised or removed) waits this long; a tighter one applies at once. */
export const LIMIT_DELAY_MS = 24 * 60 * 60 * 1000

/** The largest limit a player may set: 100,000,000 Ks, in pya. */
export const MAX_LIMIT_PYA = 10_000_000_000n

/** The reality check's intervals, in minutes of session time. */
export const REALITY_CHECK_MINUTES = [15, 30, 60, 120] as const
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number]

export const COOL_OFF_PERIODS = ['24h', '7d', '30d'] as const
export type CoolOffPeriod = (typeof COOL_OFF_PERIODS)[number]

/** Self-exclusion, in months: six months to five years. */
export const SELF_EXCLUSION_MONTHS = { min: 6, max: 60 } as const

/** A limit's value (null: none) and the looser value waiting for its time, if any. */
export interface LimitState {
  value: bigint | null
  pending?: { value: bigint | null; effectiveAt: Date } | undefined
}

/** The state at `now`: a pending change whose time has come is in force. */
export function settleLimit(state: LimitState, now: Date): LimitState {
  if (state.pending && state.pending.effectiveAt.getTime() <= now.getTime())
    return { value: state.pending.value }
  return state
}

/** The limit in force at `now`; null when there is none. */
export function limitInForce(state: LimitState, now: Date): bigint | null {
  return settleLimit(state, now).value
}

/** True when `next` allows no more than `current` (null allows anything). */
const isTighterOrSame = (next: bigint | null, current: bigint | null) =>
  next !== null && (current === null || next <= current)

/**
 * The state after the player asks for `requested` (null removes the limit) at `now`. A new or lower limit
 * applies at once and cancels a looser change still waiting; a higher limit, or removing one, waits
 * `LIMIT_DELAY_MS` from this request, so asking again never shortens the wait.
 */
export function changeLimit(state: LimitState, requested: bigint | null, now: Date): LimitState {
  if (requested !== null && (requested < 0n || requested > MAX_LIMIT_PYA)) {
    throw new RangeError(`a limit is 0 to ${MAX_LIMIT_PYA} pya`)
  }
  const current = settleLimit(state, now)
  if (isTighterOrSame(requested, current.value)) return { value: requested }
  return {
    value: current.value,
    pending: { value: requested, effectiveAt: new Date(now.getTime() + LIMIT_DELAY_MS) },
  }
}

/** The Yangon calendar day, Monday-to-Sunday week or calendar month containing `at`, as [start, end). */
export function limitPeriodBounds(period: LimitPeriod, at: Date): { start: Date; end: Date } {
  const day = startOfDay(new TZDate(at, YANGON))
  const [start, end] =
    period === 'day'
      ? [day, addDays(day, 1)]
      : period === 'week'
        ? (() => {
            const monday = startOfWeek(day, { weekStartsOn: 1 })
            return [monday, addDays(monday, 7)]
          })()
        : (() => {
            const first = startOfMonth(day)
            return [first, addMonths(first, 1)]
          })()
  return { start: new Date(start.getTime()), end: new Date(end.getTime()) }
}

/** What the player has used of each period so far: deposits asked for, and net loss (may be below zero). */
export interface LimitUsage {
  deposit: Record<LimitPeriod, bigint>
  loss: Record<LimitPeriod, bigint>
}

/** The first limit a deposit or a stake of `amount` would pass, with what is left under it; null when none. */
export function limitRefusal(
  limits: Partial<Record<LimitKind, bigint | null>>,
  usage: LimitUsage,
  measure: LimitMeasure,
  amount: bigint,
): { limit: LimitKind; left: bigint } | null {
  for (const kind of LIMIT_KINDS) {
    const rule = LIMIT_RULES[kind]
    const limit = limits[kind]
    if (rule.measure !== measure || limit === null || limit === undefined) continue
    const used = usage[measure][rule.period]
    // A stake counts in full: it may all be lost.
    if (used + amount > limit) return { limit: kind, left: used >= limit ? 0n : limit - used }
  }
  return null
}

/** When a cool-off taken at `now` ends. */
export function coolOffEnd(period: CoolOffPeriod, now: Date): Date {
  const days = { '24h': 1, '7d': 7, '30d': 30 }[period]
  return new Date(now.getTime() + days * LIMIT_DELAY_MS)
}

/** When a self-exclusion of `months` taken at `now` ends: the same Yangon wall-clock time, months later. */
export function selfExclusionEnd(months: number, now: Date): Date {
  if (!Number.isInteger(months) || months < SELF_EXCLUSION_MONTHS.min || months > SELF_EXCLUSION_MONTHS.max) {
    throw new RangeError(
      `self-exclusion is ${SELF_EXCLUSION_MONTHS.min} to ${SELF_EXCLUSION_MONTHS.max} months`,
    )
  }
  return new Date(addMonths(new TZDate(now, YANGON), months).getTime())
}
