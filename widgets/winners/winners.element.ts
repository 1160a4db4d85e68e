import type { ScreenOf } from '../platform/AreaScreens.tsx'
import { defineWidget } from '../platform/define-widget.tsx'
import type { ShweElement } from '../platform/element-def.ts'
import type { WINNERS_AREA } from './screens.ts'
import { WINNERS } from './texts.ts'
import { Winners, type WinnersProps } from './Winners.tsx'
import { WINNERS_ELEMENT } from './winners.def.ts'

export { configureRuntime } from '../platform/runtime.ts'

/** `<shwe-winners api-base="https://host/api" screen="two-d"></shwe-winners>` (or `screen="three-d"`). */
export const WinnersElement = defineWidget<WinnersProps>(WINNERS_ELEMENT, Winners, {
  areas: [WINNERS],
})

declare global {
  interface HTMLElementTagNameMap {
    'shwe-winners': ShweElement<{ screen?: ScreenOf<typeof WINNERS_AREA>; date?: string }>
  }
}
