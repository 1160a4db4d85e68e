export { Winners, type WinnersProps } from './Winners.tsx'
export { WINNERS_SCREENS, type WinnersScreen } from './winners.logic.ts'
