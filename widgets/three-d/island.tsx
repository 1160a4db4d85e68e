import '../platform/site-mode.ts'
import { withWidgetRoot } from '../platform/WidgetRoot.tsx'
import { BoardEntryScreen } from './BoardEntryScreen.tsx'
import { type ThreeDBoardProps, ThreeDScreens } from './screens.tsx'
import { THREE_D } from './texts.ts'

/** The 3D board as `/3d` mounts it: the entry in its first load, the confirmation and the history when first shown. */
function ThreeDBoard(props: ThreeDBoardProps) {
  return <ThreeDScreens eager={{ entry: BoardEntryScreen }} {...props} />
}

export const ThreeDIsland = withWidgetRoot(ThreeDBoard, [THREE_D])
