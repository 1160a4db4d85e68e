import { AppFooter } from './app-shell/AppFooter.tsx'
import { AppShell } from './app-shell/AppShell.tsx'
import { Leaderboard } from './leaderboard/Leaderboard.tsx'
import { withWidgetRoot } from './WidgetRoot.tsx'

/** The widgets as the site mounts them: each an island inside the page's shared runtime. */
export const AppShellIsland = withWidgetRoot(AppShell)
export const AppFooterIsland = withWidgetRoot(AppFooter)
export const LeaderboardIsland = withWidgetRoot(Leaderboard)
