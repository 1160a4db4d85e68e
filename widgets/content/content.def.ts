import { type ElementDef, SCREEN_ATTRIBUTE } from '../platform/element-def.ts'

/** `<shwe-content>`, as the element registry (`widgets/elements.ts`) lists it. */
export const CONTENT_ELEMENT = {
  tag: 'shwe-content',
  signsIn: false,
  attributes: SCREEN_ATTRIBUTE,
} as const satisfies ElementDef
