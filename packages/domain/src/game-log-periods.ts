/** The reporting periods players pick from (the game log's `type`); kept apart so pages need no date library. */
export const GAME_LOG_PERIODS = ['today', 'yesterday', 'this_week', 'last_week'] as const
export type GameLogPeriod = (typeof GAME_LOG_PERIODS)[number]
