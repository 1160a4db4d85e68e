import { defineWidget } from '../define-widget.tsx'
import { TwoDBoard } from './board-component.tsx'
import type { TwoDBoardProps, TwoDScreen } from './TwoDBoard.tsx'
import { TWO_D } from './texts.ts'

export { configureRuntime } from '../runtime.ts'

/** `<shwe-2d-board api-base="https://host/api" screen="live"></shwe-2d-board>` */
export const TwoDBoardElement = defineWidget<TwoDBoardProps>('shwe-2d-board', TwoDBoard, {
  areas: [TWO_D],
  props: { screen: 'string' },
})

declare global {
  interface HTMLElementTagNameMap {
    'shwe-2d-board': HTMLElement & { apiBase?: string; siteBase?: string; screen?: TwoDScreen }
  }
}
