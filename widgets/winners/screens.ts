import { defineScreens, type ScreenDef } from '../platform/AreaScreens.tsx'
import type { WinnersScreen } from './winners.logic.ts'

/** The winners' screens and their routes: one view of either game's winners, with the area. */
export const WINNERS_AREA = defineScreens('winners', {
  'two-d': { route: '/2d/daily-winner', load: 'eager', props: { screen: 'two-d' } },
  'three-d': { route: '/3d/winner', load: 'eager', props: { screen: 'three-d' } },
} satisfies Record<WinnersScreen, ScreenDef>)
