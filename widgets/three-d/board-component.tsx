import { type ThreeDBoardProps, ThreeDScreens } from './ThreeDBoard.tsx'
import { views as confirm } from './views-confirm.tsx'
import { views as entry } from './views-entry.tsx'

const views = { ...entry, ...confirm }

/** The 3D board as a React component: the entry and confirm screens at once, the history when first shown. */
export function ThreeDBoard(props: ThreeDBoardProps) {
  return <ThreeDScreens eager={views} {...props} />
}
