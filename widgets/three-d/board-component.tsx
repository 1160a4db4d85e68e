import { type ThreeDBoardProps, ThreeDScreens } from './ThreeDBoard.tsx'
import { views } from './views-bet.tsx'

/** The 3D board as a React component: the entry and confirm screens at once, the history when first shown. */
export function ThreeDBoard(props: ThreeDBoardProps) {
  return <ThreeDScreens eager={views} {...props} />
}
