import type { LeaderboardRow } from '@shwe/contract'

/** The list always has room for ten rows, so loading, empty and full states take the same height. */
export const LEADERBOARD_SIZE = 10
export const HIGHLIGHTED = 3

export interface RankedRow {
  rank: number
  playerId: string
  amount: string
  isHighlighted: boolean
}

/**
 * Ranks rows in the order the server sent them (largest first). The rank is the position, not the row id:
 * operators' backends send database ids there.
 */
export function rankRows(rows: readonly LeaderboardRow[]): RankedRow[] {
  return rows.slice(0, LEADERBOARD_SIZE).map((row, index) => ({
    rank: index + 1,
    playerId: row.player_id,
    amount: row.amount,
    isHighlighted: index < HIGHLIGHTED,
  }))
}
