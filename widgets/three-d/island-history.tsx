import '../platform/site-mode.ts'
import { withWidgetRoot } from '../platform/WidgetRoot.tsx'
import { HistoryScreen } from './HistoryScreen.tsx'
import { type ThreeDBoardProps, ThreeDScreens } from './screens.tsx'
import { THREE_D } from './texts.ts'

/** The 3D board as `/3d/history` mounts it: the history in its first load, the other screens when first shown. */
function ThreeDBoard(props: ThreeDBoardProps) {
  return <ThreeDScreens eager={{ history: HistoryScreen }} {...props} />
}

export { FIRST_HISTORY_PATH } from './history.queries.ts'

export const ThreeDHistoryIsland = withWidgetRoot(ThreeDBoard, [THREE_D])
