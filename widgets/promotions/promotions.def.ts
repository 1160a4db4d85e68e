import { type ElementDef, SCREEN_ATTRIBUTE } from '../platform/element-def.ts'

/** `<shwe-promotions>`, as the element registry (`widgets/elements.ts`) lists it. */
export const PROMOTIONS_ELEMENT = {
  tag: 'shwe-promotions',
  signsIn: false,
  attributes: SCREEN_ATTRIBUTE,
} as const satisfies ElementDef
