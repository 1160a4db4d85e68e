import { defineWidget } from '../platform/define-widget.tsx'
import type { ShweElement } from '../platform/element-def.ts'
import { Leaderboard } from './Leaderboard.tsx'
import { LEADERBOARD_ELEMENT } from './leaderboard.def.ts'
import { LEADERBOARD } from './texts.ts'

export { configureRuntime } from '../platform/runtime.ts'

/** `<shwe-leaderboard api-base="https://host/api"></shwe-leaderboard>` */
export const LeaderboardElement = defineWidget(LEADERBOARD_ELEMENT, Leaderboard, { areas: [LEADERBOARD] })

declare global {
  interface HTMLElementTagNameMap {
    'shwe-leaderboard': ShweElement
  }
}
