import '../platform/site-mode.ts'
import { withWidgetRoot } from '../platform/WidgetRoot.tsx'
import { Content } from './Content.tsx'
import { CONTENT } from './texts.ts'

/** The content area as the site mounts it (`/contact`, `/ads-video`, `/reels`, `/about`). */
export const ContentIsland = withWidgetRoot(Content, [CONTENT])
