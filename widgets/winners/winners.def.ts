import { type ElementDef, SCREEN_ATTRIBUTE } from '../platform/element-def.ts'

/** `<shwe-winners>`, as the element registry (`widgets/elements.ts`) lists it. */
// The winners lists are read with the player's session (the server answers 401 without one).
export const WINNERS_ELEMENT = {
  tag: 'shwe-winners',
  signsIn: true,
  attributes: { ...SCREEN_ATTRIBUTE, date: { prop: 'date', type: 'string', embeddable: true } },
} as const satisfies ElementDef
