import { defineWidget } from '../platform/define-widget.tsx'
import type { ShweElement } from '../platform/element-def.ts'
import { Promotions, type PromotionsProps } from './Promotions.tsx'
import { PROMOTIONS_ELEMENT } from './promotions.def.ts'
import type { PromotionsScreen } from './screens.ts'
import { PROMOTIONS } from './texts.ts'

export { configureRuntime } from '../platform/runtime.ts'

/** `<shwe-promotions api-base="https://host/api" screen="list"></shwe-promotions>` */
export const PromotionsElement = defineWidget<PromotionsProps>(PROMOTIONS_ELEMENT, Promotions, {
  areas: [PROMOTIONS],
})

declare global {
  interface HTMLElementTagNameMap {
    'shwe-promotions': ShweElement<{ screen?: PromotionsScreen }>
  }
}
