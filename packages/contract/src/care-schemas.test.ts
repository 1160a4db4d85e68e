import { describe, expect, it } from 'vitest'
import { liftExclusionSchema, limitsSchema, selfExclusionSchema } from './care-schemas.ts'
import { fieldErrors } from './schemas.ts'

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? null : fieldErrors(result.error as Parameters<typeof fieldErrors>[0])

describe('limitsSchema', () => {
  it('reads kyat as pya, null as no limit, and leaves out what was not sent', () => {
    expect(
      limitsSchema.parse({ loss_daily: '5000.50', deposit_weekly: null, reality_check_minutes: 30 }),
    ).toEqual({ loss_daily: 500_050n, deposit_weekly: null, reality_check_minutes: 30 })
  })

  it('names each bad field, and asks for something only when nothing else is wrong', () => {
    expect(errorsOf(limitsSchema.safeParse({ loss_daily: true, reality_check_minutes: 45 }))).toEqual({
      loss_daily: ['The loss_daily must be an amount from 0 to 100000000.00 kyat, or null for none.'],
      reality_check_minutes: ['The reality_check_minutes must be one of 15, 30, 60, 120, or null.'],
    })
    expect(errorsOf(limitsSchema.safeParse({ unknown: 1 }))).toEqual({
      body: ['Send at least one limit or reality_check_minutes.'],
    })
  })
})

describe('care pauses and their lifting', () => {
  it('takes whole months within the range only', () => {
    expect(selfExclusionSchema.parse({ months: 6 })).toEqual({ months: 6 })
    for (const months of [5, 6.5, '6', 61]) {
      expect(errorsOf(selfExclusionSchema.safeParse({ months }))).toEqual({
        months: ['The months must be a whole number from 6 to 60.'],
      })
    }
  })

  it('needs the player and a reason of ten characters once trimmed', () => {
    expect(errorsOf(liftExclusionSchema.safeParse({ user_name: '  ', reason: '  too short  ' }))).toEqual({
      user_name: ['The user name field is required.'],
      reason: ['Give the reason in at least 10 characters.'],
    })
  })
})
