import { BoardEntryScreen } from './BoardEntryScreen.tsx'
import type { ThreeDViews } from './ThreeDBoard.tsx'

/** `/3d`: the entry screen. */
export const views: ThreeDViews = {
  entry: () => <BoardEntryScreen />,
}
