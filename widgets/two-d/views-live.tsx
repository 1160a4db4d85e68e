import { LiveScreen } from './LiveScreen.tsx'
import { SlipsScreen } from './SlipsScreen.tsx'
import type { TwoDViews } from './TwoDBoard.tsx'

/** `/2d`, `/morning-bet-slip` and `/evening-bet-slip`. */
export const views: TwoDViews = {
  live: () => <LiveScreen />,
  'slips-morning': () => <SlipsScreen session="morning" />,
  'slips-evening': () => <SlipsScreen session="evening" />,
}
