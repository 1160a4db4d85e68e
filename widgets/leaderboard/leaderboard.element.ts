import { defineWidget } from '../define-widget.tsx'
import { Leaderboard } from './Leaderboard.tsx'
import { LEADERBOARD } from './texts.ts'

export { configureRuntime } from '../runtime.ts'

/** `<shwe-leaderboard api-base="https://host/api"></shwe-leaderboard>` */
export const LeaderboardElement = defineWidget('shwe-leaderboard', Leaderboard, { areas: [LEADERBOARD] })

declare global {
  interface HTMLElementTagNameMap {
    'shwe-leaderboard': HTMLElement & { apiBase?: string; siteBase?: string }
  }
}
