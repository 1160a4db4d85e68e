import type { ElementDef } from '../platform/element-def.ts'

/** `<shwe-leaderboard>`, as the element registry (`widgets/elements.ts`) lists it. */
export const LEADERBOARD_ELEMENT = {
  tag: 'shwe-leaderboard',
  signsIn: false,
  attributes: {},
} as const satisfies ElementDef
