import '../site-mode.ts'
import { withWidgetRoot } from '../WidgetRoot.tsx'
import { ThreeDBoard } from './board-component.tsx'
import { THREE_D } from './texts.ts'

/** The 3D board as `/3d` and `/3d/confirm` mount it; the history loads when first shown. */
export const ThreeDIsland = withWidgetRoot(ThreeDBoard, [THREE_D])
