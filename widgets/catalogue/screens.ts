import { defineScreens, type ScreenOf } from '../platform/AreaScreens.tsx'

/** The catalogue's screens and their routes, every one with the area: one island shows them all on the site. */
export const CATALOGUE_AREA = defineScreens('catalogue', {
  home: { route: '/', load: 'eager' },
  games: { route: '/games', load: 'eager' },
  'demo-play': { route: '/demo-play', load: 'eager' },
  shan: { route: '/shan', load: 'eager' },
})

export const CATALOGUE_SCREENS = CATALOGUE_AREA.names
export type CatalogueScreen = ScreenOf<typeof CATALOGUE_AREA>
