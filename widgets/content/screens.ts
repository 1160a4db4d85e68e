import { defineScreens, type ScreenOf } from '../platform/AreaScreens.tsx'

/** The content pages and their routes, every one with the area: one island shows them all on the site. */
export const CONTENT_AREA = defineScreens('content', {
  contact: { route: '/contact', load: 'eager' },
  videos: { route: '/ads-video', load: 'eager' },
  reels: { route: '/reels', load: 'eager' },
  about: { route: '/about', load: 'eager' },
})

export const CONTENT_SCREENS = CONTENT_AREA.names
export type ContentScreen = ScreenOf<typeof CONTENT_AREA>
