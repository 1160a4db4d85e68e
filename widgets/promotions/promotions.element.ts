import { defineWidget } from '../define-widget.tsx'
import { Promotions, type PromotionsProps } from './Promotions.tsx'
import { PROMOTIONS } from './texts.ts'

export { configureRuntime } from '../runtime.ts'

/** `<shwe-promotions api-base="https://host/api" screen="list"></shwe-promotions>` */
export const PromotionsElement = defineWidget<PromotionsProps>('shwe-promotions', Promotions, {
  areas: [PROMOTIONS],
  props: { screen: 'string' },
})

declare global {
  interface HTMLElementTagNameMap {
    'shwe-promotions': HTMLElement & { apiBase?: string; siteBase?: string; screen?: 'list' }
  }
}
