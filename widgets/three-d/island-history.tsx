import '../platform/site-mode.ts'
import { withWidgetRoot } from '../platform/WidgetRoot.tsx'
import { type ThreeDBoardProps, ThreeDScreens } from './ThreeDBoard.tsx'
import { THREE_D } from './texts.ts'
import { views } from './views-history.tsx'

/** The 3D board as `/3d/history` mounts it; the entry and confirm screens load when first shown. */
function ThreeDBoard(props: ThreeDBoardProps) {
  return <ThreeDScreens eager={views} {...props} />
}

export const ThreeDHistoryIsland = withWidgetRoot(ThreeDBoard, [THREE_D])
