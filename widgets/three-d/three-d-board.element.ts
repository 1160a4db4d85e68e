import { defineWidget } from '../define-widget.tsx'
import { ThreeDBoard } from './board-component.tsx'
import type { ThreeDBoardProps, ThreeDScreen } from './ThreeDBoard.tsx'
import { THREE_D } from './texts.ts'

export { configureRuntime } from '../runtime.ts'

/** `<shwe-3d-board api-base="https://host/api" screen="entry"></shwe-3d-board>` */
export const ThreeDBoardElement = defineWidget<ThreeDBoardProps>('shwe-3d-board', ThreeDBoard, {
  areas: [THREE_D],
  props: { screen: 'string' },
})

declare global {
  interface HTMLElementTagNameMap {
    'shwe-3d-board': HTMLElement & { apiBase?: string; siteBase?: string; screen?: ThreeDScreen }
  }
}
