import { LiveScreen } from './LiveScreen.tsx'
import { SlipsScreen } from './SlipsScreen.tsx'

/** `/2d`, `/morning-bet-slip` and `/evening-bet-slip`: the live result and the slips, in one load. */
export const views = {
  live: LiveScreen,
  'slips-morning': SlipsScreen,
  'slips-evening': SlipsScreen,
}
