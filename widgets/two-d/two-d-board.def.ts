import { type ElementDef, SCREEN_ATTRIBUTE } from '../platform/element-def.ts'

/** `<shwe-2d-board>`, as the element registry (`widgets/elements.ts`) lists it. */
export const TWO_D_BOARD_ELEMENT = {
  tag: 'shwe-2d-board',
  signsIn: true,
  attributes: SCREEN_ATTRIBUTE,
} as const satisfies ElementDef
