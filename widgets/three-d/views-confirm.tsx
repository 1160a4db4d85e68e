import { ConfirmScreen } from './ConfirmScreen.tsx'
import type { ThreeDViews } from './ThreeDBoard.tsx'

/** `/3d/confirm`: the confirmation by groups. */
export const views: ThreeDViews = {
  confirm: () => <ConfirmScreen />,
}
