import { HistoryScreen } from './HistoryScreen.tsx'
import type { ThreeDViews } from './ThreeDBoard.tsx'

/** `/3d/history`. */
export const views: ThreeDViews = {
  history: () => <HistoryScreen />,
}
