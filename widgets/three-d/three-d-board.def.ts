import { type ElementDef, SCREEN_ATTRIBUTE } from '../platform/element-def.ts'

/** `<shwe-3d-board>`, as the element registry (`widgets/elements.ts`) lists it. */
export const THREE_D_BOARD_ELEMENT = {
  tag: 'shwe-3d-board',
  signsIn: true,
  attributes: SCREEN_ATTRIBUTE,
} as const satisfies ElementDef
