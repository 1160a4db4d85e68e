import { views } from './first-screens.ts'
import { type TwoDBoardProps, TwoDScreens } from './screens.tsx'

/**
 * The 2D board as a React component and as `<shwe-2d-board>` shows it: the live result and the slips in its first
 * load, the bet screens when first shown.
 */
export function TwoDBoard(props: TwoDBoardProps) {
  return <TwoDScreens eager={views} {...props} />
}
