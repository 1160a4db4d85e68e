import { ConfirmScreen } from './ConfirmScreen.tsx'
import { EntryScreen } from './EntryScreen.tsx'
import type { ThreeDViews } from './ThreeDBoard.tsx'

/** `/3d` and `/3d/confirm`. */
export const views: ThreeDViews = {
  entry: () => <EntryScreen />,
  confirm: () => <ConfirmScreen />,
}
