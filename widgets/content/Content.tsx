import { AreaScreens } from '../platform/AreaScreens.tsx'
import { AboutScreen } from './AboutScreen.tsx'
import { ContactScreen } from './ContactScreen.tsx'
import { ReelsScreen } from './ReelsScreen.tsx'
import { CONTENT_AREA, type ContentScreen } from './screens.ts'
import { VideosScreen } from './VideosScreen.tsx'

export interface ContentProps {
  /** The first screen; on the site the URL decides (`/contact`, `/ads-video`, `/reels`, `/about`). */
  screen?: ContentScreen
}

const EAGER = { contact: ContactScreen, videos: VideosScreen, reels: ReelsScreen, about: AboutScreen }

/** The site's content pages: contact channels, ads videos, the reels feed and about. */
export function Content({ screen = 'contact' }: ContentProps) {
  return <AreaScreens screens={CONTENT_AREA} screen={screen} eager={EAGER} />
}
