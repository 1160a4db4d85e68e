import { defineWidget } from '../define-widget.tsx'

export { configureRuntime } from '../runtime.ts'

import { Leaderboard } from './Leaderboard.tsx'

/** `<shwe-leaderboard api-base="https://host/api"></shwe-leaderboard>` */
export const LeaderboardElement = defineWidget('shwe-leaderboard', Leaderboard)

declare global {
  interface HTMLElementTagNameMap {
    'shwe-leaderboard': HTMLElement & { apiBase?: string }
  }
}
