import { defineScreens, type ScreenOf } from '../platform/AreaScreens.tsx'

/** The digit game's one screen and its route. */
export const DIGIT_GAME_AREA = defineScreens('digit-game', {
  game: { route: '/digitbet', load: 'eager' },
})

export type DigitGameScreen = ScreenOf<typeof DIGIT_GAME_AREA>
