import { defineScreens, type ScreenOf } from '../platform/AreaScreens.tsx'

/** The promotions' one screen and its route. */
export const PROMOTIONS_AREA = defineScreens('promotions', {
  list: { route: '/promotion', load: 'eager' },
})

export const PROMOTIONS_SCREENS = PROMOTIONS_AREA.names
export type PromotionsScreen = ScreenOf<typeof PROMOTIONS_AREA>
