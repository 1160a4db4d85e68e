import { defineWidget } from '../define-widget.tsx'
import { DigitGame, type DigitGameProps } from './DigitGame.tsx'
import { DIGIT_GAME } from './texts.ts'

export { configureRuntime } from '../runtime.ts'

/** `<shwe-digit-game api-base="https://host/api"></shwe-digit-game>`: the digit game with its fairness panel. */
export const DigitGameElement = defineWidget<DigitGameProps>('shwe-digit-game', DigitGame, {
  areas: [DIGIT_GAME],
  props: { screen: 'string' },
})

declare global {
  interface HTMLElementTagNameMap {
    'shwe-digit-game': HTMLElement & {
      apiBase?: string
      siteBase?: string
      screen?: 'game'
    }
  }
}
