import { type ElementDef, SCREEN_ATTRIBUTE } from '../platform/element-def.ts'

/** `<shwe-wallet>`, as the element registry (`widgets/elements.ts`) lists it. */
export const WALLET_ELEMENT = {
  tag: 'shwe-wallet',
  signsIn: true,
  firstScreen: 'home',
  attributes: {
    ...SCREEN_ATTRIBUTE,
    'hide-game-wallet': { prop: 'hideGameWallet', type: 'boolean', embeddable: true },
  },
} as const satisfies ElementDef
