import type { AreaScreensTable, ScreenOf } from '../platform/AreaScreens.tsx'

/**
 * The digit game's one screen and its route. With one screen there is no move to make, so the area renders it
 * without `AreaScreens` (whose code would be the page's only use of it); the table still names the screen.
 */
export const DIGIT_GAME_AREA = {
  area: 'digit-game',
  screens: { game: { route: '/digitbet', load: 'eager' } },
  names: ['game'],
} as const satisfies AreaScreensTable

export type DigitGameScreen = ScreenOf<typeof DIGIT_GAME_AREA>
