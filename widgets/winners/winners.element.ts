import { defineWidget } from '../define-widget.tsx'
import { WINNERS } from './texts.ts'
import { Winners, type WinnersProps } from './Winners.tsx'
import type { WinnersScreen } from './winners.logic.ts'

export { configureRuntime } from '../runtime.ts'

/** `<shwe-winners api-base="https://host/api" screen="two-d"></shwe-winners>` (or `screen="three-d"`). */
export const WinnersElement = defineWidget<WinnersProps>('shwe-winners', Winners, {
  areas: [WINNERS],
  props: { screen: 'string', date: 'string' },
})

declare global {
  interface HTMLElementTagNameMap {
    'shwe-winners': HTMLElement & {
      apiBase?: string
      siteBase?: string
      screen?: WinnersScreen
      date?: string
    }
  }
}
