import { type ElementDef, SCREEN_ATTRIBUTE } from '../platform/element-def.ts'

/** `<shwe-account>`, as the element registry (`widgets/elements.ts`) lists it. */
export const ACCOUNT_ELEMENT = {
  tag: 'shwe-account',
  signsIn: true,
  attributes: SCREEN_ATTRIBUTE,
} as const satisfies ElementDef
