import '../platform/site-mode.ts'
import { withWidgetRoot } from '../platform/WidgetRoot.tsx'
import { TwoDBoard } from './TwoDBoard.tsx'
import { TWO_D } from './texts.ts'

/** The 2D board as `/2d`, `/morning-bet-slip` and `/evening-bet-slip` mount it; the bet screens load when first shown. */
export const TwoDIsland = withWidgetRoot(TwoDBoard, [TWO_D, 'win-alerts'])
