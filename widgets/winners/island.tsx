import '../platform/site-mode.ts'
import { withWidgetRoot } from '../platform/WidgetRoot.tsx'
import { WINNERS } from './texts.ts'
import { Winners } from './Winners.tsx'

/** The winners as `/2d/daily-winner` and `/3d/winner` mount them: an island inside the page's shared runtime. */
export const WinnersIsland = withWidgetRoot(Winners, [WINNERS])
