import { expect, it } from 'vitest'
import { maskPlayerId } from './player-id.ts'

it.each([
  ['P12345678', 'P12****78'],
  ['Pi12345678', 'Pi1****78'],
  ['demo01', 'dem****01'],
  ['abcde', 'a****'],
  ['a', '****'],
])('masks %j as %j', (id, masked) => {
  expect(maskPlayerId(id)).toBe(masked)
})

it('never shows the whole id', () => {
  for (const id of ['P10000000', 'P99999999', 'player_name_long']) {
    expect(maskPlayerId(id)).not.toContain(id.slice(3, -2))
  }
})
