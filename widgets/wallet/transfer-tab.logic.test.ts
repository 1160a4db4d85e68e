import { describe, expect, it } from 'vitest'
import { transferRoute, transferTypeOf } from './transfer-tab.logic.ts'

describe('transfer-tab.logic', () => {
  it.each([
    [null, 'deposit'],
    ['tab=transfer', 'deposit'],
    ['tab=transfer&type=withdraw', 'withdraw'],
    ['tab=transfer&type=deposit', 'deposit'],
    ['tab=transfer&type=game_logs', 'deposit'],
  ])('reads the sub-tab of "%s" as %s', (query, type) => {
    expect(transferTypeOf(query === null ? null : new URLSearchParams(query))).toBe(type)
  })

  it('writes the routes of the spec', () => {
    expect(transferRoute('deposit')).toBe('/information?tab=transfer&type=deposit')
    expect(transferRoute('withdraw')).toBe('/information?tab=transfer&type=withdraw')
  })
})
