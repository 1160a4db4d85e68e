import { defineWidget } from '../platform/define-widget.tsx'
import type { ShweElement } from '../platform/element-def.ts'
import { DigitGame, type DigitGameProps } from './DigitGame.tsx'
import { DIGIT_GAME_ELEMENT } from './digit-game.def.ts'
import type { DigitGameScreen } from './screens.ts'
import { DIGIT_GAME } from './texts.ts'

export { configureRuntime } from '../platform/runtime.ts'

/** `<shwe-digit-game api-base="https://host/api"></shwe-digit-game>`: the digit game with its fairness panel. */
export const DigitGameElement = defineWidget<DigitGameProps>(DIGIT_GAME_ELEMENT, DigitGame, {
  areas: [DIGIT_GAME],
})

declare global {
  interface HTMLElementTagNameMap {
    'shwe-digit-game': ShweElement<{ screen?: DigitGameScreen }>
  }
}
