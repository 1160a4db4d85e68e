import { BetScreen } from './BetScreen.tsx'
import { ConfirmScreen } from './ConfirmScreen.tsx'
import type { TwoDViews } from './TwoDBoard.tsx'

/** `/2d/bet` and `/2d/confirm`. */
export const views: TwoDViews = {
  bet: ({ query }) => <BetScreen query={query} />,
  confirm: () => <ConfirmScreen />,
}
