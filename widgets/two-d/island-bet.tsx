import '../platform/site-mode.ts'
import { withWidgetRoot } from '../platform/WidgetRoot.tsx'
import { type TwoDBoardProps, TwoDScreens } from './TwoDBoard.tsx'
import { TWO_D } from './texts.ts'
import { views } from './views-bet.tsx'

/** The 2D board as `/2d/bet` mounts it; the other screens load when first shown. */
function TwoDBoard(props: TwoDBoardProps) {
  return <TwoDScreens eager={views} {...props} />
}

export const TwoDBetIsland = withWidgetRoot(TwoDBoard, [TWO_D])
