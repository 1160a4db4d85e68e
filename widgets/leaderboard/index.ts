export { Leaderboard } from './Leaderboard.tsx'
export { LEADERBOARD_SIZE, type RankedRow, rankRows } from './leaderboard.logic.ts'
