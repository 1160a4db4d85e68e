import { expect, it } from 'vitest'
import { rankRows } from './leaderboard.logic.ts'

const row = (n: number) => ({ id: 100 + n, player_id: `P1${n}****00`, amount: `${1000 - n}.00` })

it('ranks by position and highlights the first three', () => {
  const ranked = rankRows([row(1), row(2), row(3), row(4)])
  expect(ranked.map((r) => [r.rank, r.playerId, r.isHighlighted])).toEqual([
    [1, 'P11****00', true],
    [2, 'P12****00', true],
    [3, 'P13****00', true],
    [4, 'P14****00', false],
  ])
})

it('shows at most ten rows', () => {
  expect(rankRows(Array.from({ length: 14 }, (_, i) => row(i)))).toHaveLength(10)
})
