import '../platform/site-mode.ts'
import { withWidgetRoot } from '../platform/WidgetRoot.tsx'
import { ConfirmScreen } from './ConfirmScreen.tsx'
import { type ThreeDBoardProps, ThreeDScreens } from './screens.tsx'
import { THREE_D } from './texts.ts'

/** The 3D board as `/3d/confirm` mounts it: the confirmation in its first load, the other screens when first shown. */
function ThreeDBoard(props: ThreeDBoardProps) {
  return <ThreeDScreens eager={{ confirm: ConfirmScreen }} {...props} />
}

export const ThreeDConfirmIsland = withWidgetRoot(ThreeDBoard, [THREE_D])
