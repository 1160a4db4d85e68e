import type { AreaScreensTable, ScreenOf } from '../platform/AreaScreens.tsx'

/**
 * The promotions' one screen and its route. With one screen there is no move to make, so the area renders it
 * without `AreaScreens` (whose code would be the page's only use of it); the table still names the screen.
 */
export const PROMOTIONS_AREA = {
  area: 'promotions',
  screens: { list: { route: '/promotion', load: 'eager' } },
  names: ['list'],
} as const satisfies AreaScreensTable

export const PROMOTIONS_SCREENS = PROMOTIONS_AREA.names
export type PromotionsScreen = ScreenOf<typeof PROMOTIONS_AREA>
