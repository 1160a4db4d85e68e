import '../platform/site-mode.ts'
import { withWidgetRoot } from '../platform/WidgetRoot.tsx'
import { SlipsScreen } from './SlipsScreen.tsx'
import { type TwoDBoardProps, TwoDScreens } from './screens.tsx'
import { TWO_D } from './texts.ts'

/** The 2D board as `/morning-bet-slip` and `/evening-bet-slip` mount it: the slips in its first load. */
function TwoDBoard(props: TwoDBoardProps) {
  return <TwoDScreens eager={{ 'slips-morning': SlipsScreen, 'slips-evening': SlipsScreen }} {...props} />
}

export const TwoDSlipsIsland = withWidgetRoot(TwoDBoard, [TWO_D])
