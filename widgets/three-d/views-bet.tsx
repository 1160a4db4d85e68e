import { BoardEntryScreen } from './BoardEntryScreen.tsx'
import { ConfirmScreen } from './ConfirmScreen.tsx'
import type { ThreeDViews } from './ThreeDBoard.tsx'

/** `/3d` and `/3d/confirm`. */
export const views: ThreeDViews = {
  entry: () => <BoardEntryScreen />,
  confirm: () => <ConfirmScreen />,
}
