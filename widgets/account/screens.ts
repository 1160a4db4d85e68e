import { defineScreens, lazyScreen, type ScreenOf } from '../platform/AreaScreens.tsx'

/** The account's screens and their routes: the profile with the area, Play safe when a player opens it. */
export const ACCOUNT_AREA = defineScreens('account', {
  profile: { route: '/information?tab=profile', load: 'eager' },
  limits: {
    route: '/information?tab=limits',
    load: lazyScreen(() => import('./LimitsScreen.tsx').then((m) => m.LimitsScreen)),
  },
})

export const ACCOUNT_SCREENS = ACCOUNT_AREA.names
export type AccountScreen = ScreenOf<typeof ACCOUNT_AREA>
