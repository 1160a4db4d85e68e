import '../platform/site-mode.ts'
import { withWidgetRoot } from '../platform/WidgetRoot.tsx'
import { type ThreeDBoardProps, ThreeDScreens } from './ThreeDBoard.tsx'
import { THREE_D } from './texts.ts'
import { views } from './views-entry.tsx'

/** The 3D board as `/3d` mounts it; the confirmation and the history load when first shown. */
function ThreeDBoard(props: ThreeDBoardProps) {
  return <ThreeDScreens eager={views} {...props} />
}

export const ThreeDIsland = withWidgetRoot(ThreeDBoard, [THREE_D])
