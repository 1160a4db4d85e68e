import { defineWidget } from '../platform/define-widget.tsx'
import type { ShweElement } from '../platform/element-def.ts'
import type { TwoDBoardProps, TwoDScreen } from './screens.tsx'
import { TwoDBoard } from './TwoDBoard.tsx'
import { TWO_D } from './texts.ts'
import { TWO_D_BOARD_ELEMENT } from './two-d-board.def.ts'

export { configureRuntime } from '../platform/runtime.ts'

/** `<shwe-2d-board api-base="https://host/api" screen="live"></shwe-2d-board>` */
export const TwoDBoardElement = defineWidget<TwoDBoardProps>(TWO_D_BOARD_ELEMENT, TwoDBoard, {
  areas: [TWO_D, 'win-alerts'],
})

declare global {
  interface HTMLElementTagNameMap {
    'shwe-2d-board': ShweElement<{ screen?: TwoDScreen }>
  }
}
