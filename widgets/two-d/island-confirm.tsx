import '../platform/site-mode.ts'
import { withWidgetRoot } from '../platform/WidgetRoot.tsx'
import { ConfirmScreen } from './ConfirmScreen.tsx'
import { type TwoDBoardProps, TwoDScreens } from './screens.tsx'
import { TWO_D } from './texts.ts'

/** The 2D board as `/2d/confirm` mounts it: the confirmation in its first load, the other screens when first shown. */
function TwoDBoard(props: TwoDBoardProps) {
  return <TwoDScreens eager={{ confirm: ConfirmScreen }} {...props} />
}

export const TwoDConfirmIsland = withWidgetRoot(TwoDBoard, [TWO_D])
