import { BetScreen } from './BetScreen.tsx'
import type { TwoDViews } from './TwoDBoard.tsx'

/** `/2d/bet`: the grid, the tools and the paste box. */
export const views: TwoDViews = {
  bet: ({ query }) => <BetScreen query={query} />,
}
