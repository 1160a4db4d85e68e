import { LiveScreen } from './LiveScreen.tsx'
import { SlipsScreen } from './SlipsScreen.tsx'
import { type TwoDBoardProps, TwoDScreens } from './screens.tsx'

/** `/2d`, `/morning-bet-slip` and `/evening-bet-slip`: the live result and the slips, in one load. */
export const views = {
  live: LiveScreen,
  'slips-morning': SlipsScreen,
  'slips-evening': SlipsScreen,
}

/**
 * The 2D board as a React component, as `<shwe-2d-board>` and as `/2d` and the slips pages show it: the live
 * result and the slips in its first load, the bet screens when first shown.
 */
export function TwoDBoard(props: TwoDBoardProps) {
  return <TwoDScreens eager={views} {...props} />
}
