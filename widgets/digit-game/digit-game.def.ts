import { type ElementDef, SCREEN_ATTRIBUTE } from '../platform/element-def.ts'

/** `<shwe-digit-game>`, as the element registry (`widgets/elements.ts`) lists it. */
export const DIGIT_GAME_ELEMENT = {
  tag: 'shwe-digit-game',
  signsIn: true,
  attributes: SCREEN_ATTRIBUTE,
} as const satisfies ElementDef
