import '../platform/site-mode.ts'
import { withWidgetRoot } from '../platform/WidgetRoot.tsx'
import { Leaderboard } from './Leaderboard.tsx'
import { LEADERBOARD } from './texts.ts'

/** The leaderboard as the site mounts it: an island inside the page's shared runtime. */
export const LeaderboardIsland = withWidgetRoot(Leaderboard, [LEADERBOARD])
