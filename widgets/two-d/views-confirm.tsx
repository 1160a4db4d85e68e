import { ConfirmScreen } from './ConfirmScreen.tsx'
import type { TwoDViews } from './TwoDBoard.tsx'

/** `/2d/confirm`: the numbers with their amounts, and the bet. */
export const views: TwoDViews = {
  confirm: () => <ConfirmScreen />,
}
