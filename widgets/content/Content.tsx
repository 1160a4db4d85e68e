import { useScreen } from '../platform/root-context.ts'
import { AboutScreen } from './AboutScreen.tsx'
import { ContactScreen } from './ContactScreen.tsx'
import { ReelsScreen } from './ReelsScreen.tsx'
import { VideosScreen } from './VideosScreen.tsx'

export const CONTENT_SCREENS = ['contact', 'videos', 'reels', 'about'] as const
export type ContentScreen = (typeof CONTENT_SCREENS)[number]

export interface ContentProps {
  /** The first screen; on the site the URL decides (`/contact`, `/ads-video`, `/reels`, `/about`). */
  screen?: ContentScreen
}

/** The site's content pages: contact channels, ads videos, the reels feed and about. */
export function Content({ screen = 'contact' }: ContentProps) {
  const current = useScreen('content', screen, CONTENT_SCREENS)
  switch (current.screen) {
    case 'contact':
      return <ContactScreen />
    case 'videos':
      return <VideosScreen />
    case 'reels':
      return <ReelsScreen />
    case 'about':
      return <AboutScreen />
  }
}
