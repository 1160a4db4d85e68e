import { type TwoDBoardProps, TwoDScreens } from './TwoDBoard.tsx'
import { views } from './views-live.tsx'

/** The 2D board as a React component: the live result and slips at once, the bet screens when first shown. */
export function TwoDBoard(props: TwoDBoardProps) {
  return <TwoDScreens eager={views} {...props} />
}
