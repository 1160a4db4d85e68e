import { defineWidget } from '../platform/define-widget.tsx'
import type { ShweElement } from '../platform/element-def.ts'
import type { ThreeDBoardProps, ThreeDScreen } from './screens.tsx'
import { ThreeDBoard } from './ThreeDBoard.tsx'
import { THREE_D } from './texts.ts'
import { THREE_D_BOARD_ELEMENT } from './three-d-board.def.ts'

export { configureRuntime } from '../platform/runtime.ts'

/** `<shwe-3d-board api-base="https://host/api" screen="entry"></shwe-3d-board>` */
export const ThreeDBoardElement = defineWidget<ThreeDBoardProps>(THREE_D_BOARD_ELEMENT, ThreeDBoard, {
  areas: [THREE_D],
})

declare global {
  interface HTMLElementTagNameMap {
    'shwe-3d-board': ShweElement<{ screen?: ThreeDScreen }>
  }
}
