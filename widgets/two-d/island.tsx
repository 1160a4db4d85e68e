import '../platform/site-mode.ts'
import { withWidgetRoot } from '../platform/WidgetRoot.tsx'
import { LiveScreen } from './LiveScreen.tsx'
import { type TwoDBoardProps, TwoDScreens } from './screens.tsx'
import { TWO_D } from './texts.ts'

/** The 2D board as `/2d` mounts it: the live result in its first load, the other screens when first shown. */
function TwoDBoard(props: TwoDBoardProps) {
  return <TwoDScreens eager={{ live: LiveScreen }} {...props} />
}

export const TwoDIsland = withWidgetRoot(TwoDBoard, [TWO_D, 'win-alerts'])
