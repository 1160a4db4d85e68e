import { describe, expect, it } from 'vitest'
import {
  changeLimit,
  coolOffEnd,
  LIMIT_DELAY_MS,
  type LimitUsage,
  limitInForce,
  limitPeriodBounds,
  limitRefusal,
  MAX_LIMIT_PYA,
  selfExclusionEnd,
  settleLimit,
} from './limits.ts'

const NOW = new Date('2026-11-25T04:00:00Z') // Wednesday 10:30 in Yangon
const later = (ms: number) => new Date(NOW.getTime() + ms)
const ks = (kyat: number) => BigInt(kyat) * 100n

describe('changing a limit', () => {
  it('applies a first limit, and a lower one, at once', () => {
    const first = changeLimit({ value: null }, ks(50_000), NOW)
    expect(first).toEqual({ value: ks(50_000) })
    expect(changeLimit(first, ks(20_000), NOW)).toEqual({ value: ks(20_000) })
    expect(changeLimit(first, ks(50_000), NOW)).toEqual({ value: ks(50_000) })
    expect(changeLimit(first, 0n, NOW)).toEqual({ value: 0n })
  })

  it('makes a higher limit, or none, wait a day, and keeps the old one until then', () => {
    const state = changeLimit({ value: ks(20_000) }, ks(80_000), NOW)
    expect(state).toEqual({
      value: ks(20_000),
      pending: { value: ks(80_000), effectiveAt: later(LIMIT_DELAY_MS) },
    })
    expect(limitInForce(state, later(LIMIT_DELAY_MS - 1))).toBe(ks(20_000))
    expect(limitInForce(state, later(LIMIT_DELAY_MS))).toBe(ks(80_000))
    const removed = changeLimit({ value: ks(20_000) }, null, NOW)
    expect(removed.pending).toEqual({ value: null, effectiveAt: later(LIMIT_DELAY_MS) })
    expect(limitInForce(removed, later(LIMIT_DELAY_MS))).toBeNull()
  })

  it('never shortens the wait by asking again, and a lower limit cancels a raise still waiting', () => {
    const raised = changeLimit({ value: ks(20_000) }, ks(30_000), NOW)
    const again = changeLimit(raised, ks(90_000), later(20 * 60 * 60 * 1000))
    expect(again.pending?.effectiveAt).toEqual(later(44 * 60 * 60 * 1000))
    expect(limitInForce(again, later(LIMIT_DELAY_MS))).toBe(ks(20_000))
    expect(changeLimit(raised, ks(10_000), later(1000))).toEqual({ value: ks(10_000) })
    expect(changeLimit(raised, ks(20_000), later(1000))).toEqual({ value: ks(20_000) })
  })

  it('counts a raise whose time came as the limit in force when the next change is asked', () => {
    const raised = changeLimit({ value: ks(20_000) }, ks(30_000), NOW)
    expect(settleLimit(raised, later(LIMIT_DELAY_MS))).toEqual({ value: ks(30_000) })
    // 25,000 is below the 30,000 now in force: at once.
    expect(changeLimit(raised, ks(25_000), later(LIMIT_DELAY_MS + 1))).toEqual({ value: ks(25_000) })
  })

  it('refuses a limit below zero or above the largest', () => {
    expect(() => changeLimit({ value: null }, -1n, NOW)).toThrow(RangeError)
    expect(() => changeLimit({ value: null }, MAX_LIMIT_PYA + 1n, NOW)).toThrow(RangeError)
    expect(changeLimit({ value: null }, MAX_LIMIT_PYA, NOW)).toEqual({ value: MAX_LIMIT_PYA })
  })
})

describe('the periods a limit counts over, on Yangon clocks', () => {
  it('is the Yangon day, the Monday-to-Sunday week and the calendar month', () => {
    expect(limitPeriodBounds('day', NOW)).toEqual({
      start: new Date('2026-11-24T17:30:00Z'),
      end: new Date('2026-11-25T17:30:00Z'),
    })
    expect(limitPeriodBounds('week', NOW)).toEqual({
      start: new Date('2026-11-22T17:30:00Z'),
      end: new Date('2026-11-29T17:30:00Z'),
    })
    expect(limitPeriodBounds('month', NOW)).toEqual({
      start: new Date('2026-10-31T17:30:00Z'),
      end: new Date('2026-11-30T17:30:00Z'),
    })
  })

  it('turns the day at Yangon midnight, not UTC midnight', () => {
    // 23:59 and 00:00 in Yangon.
    expect(limitPeriodBounds('day', new Date('2026-11-25T17:29:00Z')).start).toEqual(
      new Date('2026-11-24T17:30:00Z'),
    )
    expect(limitPeriodBounds('day', new Date('2026-11-25T17:30:00Z')).start).toEqual(
      new Date('2026-11-25T17:30:00Z'),
    )
  })
})

describe('whether money would pass a limit', () => {
  const usage = (deposit: number, loss: number): LimitUsage => ({
    deposit: { day: ks(deposit), week: ks(deposit), month: ks(deposit) },
    loss: { day: ks(loss), week: ks(loss), month: ks(loss) },
  })

  it('refuses a deposit over the limit at the boundary, and takes one up to it', () => {
    const limits = { deposit_daily: ks(100_000) }
    expect(limitRefusal(limits, usage(60_000, 0), 'deposit', ks(40_000))).toBeNull()
    expect(limitRefusal(limits, usage(60_000, 0), 'deposit', ks(40_000) + 1n)).toEqual({
      limit: 'deposit_daily',
      left: ks(40_000),
    })
  })

  it('counts a stake in full against the net loss, and a winning player has room beyond the limit', () => {
    const limits = { loss_daily: ks(10_000) }
    expect(limitRefusal(limits, usage(0, 9_000), 'loss', ks(1_000))).toBeNull()
    expect(limitRefusal(limits, usage(0, 9_000), 'loss', ks(1_001))).toEqual({
      limit: 'loss_daily',
      left: ks(1_000),
    })
    // Ahead by 5,000 Ks today: 15,000 Ks may be staked.
    expect(limitRefusal(limits, usage(0, -5_000), 'loss', ks(15_000))).toBeNull()
    expect(limitRefusal(limits, usage(0, 12_000), 'loss', 1n)).toEqual({ limit: 'loss_daily', left: 0n })
  })

  it('names the first limit passed, and ignores the other measure', () => {
    const limits = { deposit_weekly: ks(1), loss_weekly: ks(5_000), loss_monthly: ks(6_000) }
    expect(limitRefusal(limits, usage(0, 4_000), 'loss', ks(1_500))).toEqual({
      limit: 'loss_weekly',
      left: ks(1_000),
    })
    expect(limitRefusal({ loss_daily: null }, usage(0, 99_999), 'loss', ks(1))).toBeNull()
    expect(limitRefusal({ loss_daily: 0n }, usage(0, 0), 'deposit', ks(1))).toBeNull()
  })
})

describe('cool-off and self-exclusion', () => {
  it('ends a cool-off 24 hours, 7 days or 30 days later', () => {
    expect(coolOffEnd('24h', NOW)).toEqual(later(LIMIT_DELAY_MS))
    expect(coolOffEnd('7d', NOW)).toEqual(later(7 * LIMIT_DELAY_MS))
    expect(coolOffEnd('30d', NOW)).toEqual(later(30 * LIMIT_DELAY_MS))
  })

  it('ends a self-exclusion the same Yangon time, 6 to 60 months later', () => {
    expect(selfExclusionEnd(6, NOW)).toEqual(new Date('2027-05-25T04:00:00Z'))
    expect(selfExclusionEnd(60, NOW)).toEqual(new Date('2031-11-25T04:00:00Z'))
    for (const months of [5, 61, 6.5, Number.NaN])
      expect(() => selfExclusionEnd(months, NOW)).toThrow(RangeError)
  })
})
