import '../platform/site-mode.ts'
import { withWidgetRoot } from '../platform/WidgetRoot.tsx'
import { BetScreen } from './BetScreen.tsx'
import { type TwoDBoardProps, TwoDScreens } from './screens.tsx'
import { TWO_D } from './texts.ts'

/** The 2D board as `/2d/bet` mounts it: the grid in its first load, the other screens when first shown. */
function TwoDBoard(props: TwoDBoardProps) {
  return <TwoDScreens eager={{ bet: BetScreen }} {...props} />
}

export const TwoDBetIsland = withWidgetRoot(TwoDBoard, [TWO_D])
