import { type ElementDef, SCREEN_ATTRIBUTE } from '../platform/element-def.ts'

/** `<shwe-catalogue>`, as the element registry (`widgets/elements.ts`) lists it. */
export const CATALOGUE_ELEMENT = {
  tag: 'shwe-catalogue',
  signsIn: true,
  attributes: SCREEN_ATTRIBUTE,
} as const satisfies ElementDef
