import { BoardEntryScreen } from './BoardEntryScreen.tsx'
import { ConfirmScreen } from './ConfirmScreen.tsx'
import { type ThreeDBoardProps, ThreeDScreens, type ThreeDViews } from './screens.tsx'

const FIRST: ThreeDViews = { entry: BoardEntryScreen, confirm: ConfirmScreen }

/**
 * The 3D board as a React component and as `<shwe-3d-board>`: the entry and confirm screens in its first load,
 * the history when first shown.
 */
export function ThreeDBoard(props: ThreeDBoardProps) {
  return <ThreeDScreens eager={FIRST} {...props} />
}
