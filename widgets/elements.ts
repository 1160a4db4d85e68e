import { ACCOUNT_ELEMENT } from './account/account.def.ts'
import { APP_SHELL_ELEMENT } from './app-shell/app-shell.def.ts'
import { CATALOGUE_ELEMENT } from './catalogue/catalogue.def.ts'
import { CONTENT_ELEMENT } from './content/content.def.ts'
import { DIGIT_GAME_ELEMENT } from './digit-game/digit-game.def.ts'
import { LEADERBOARD_ELEMENT } from './leaderboard/leaderboard.def.ts'
import type { ElementDef } from './platform/element-def.ts'
import { PROMOTIONS_ELEMENT } from './promotions/promotions.def.ts'
import { THREE_D_BOARD_ELEMENT } from './three-d/three-d-board.def.ts'
import { TWO_D_BOARD_ELEMENT } from './two-d/two-d-board.def.ts'
import { WALLET_ELEMENT } from './wallet/wallet.def.ts'
import { WINNERS_ELEMENT } from './winners/winners.def.ts'

/**
 * Every custom element partners can load: its tag, entry module, attributes and whether it needs the player's
 * session. `defineWidget` reads its attributes from here, the widget build takes its entries from here, and the
 * reference page `/examples/` documents exactly these (`elements.docs.ts` must describe every attribute, or
 * the types fail), so the three cannot disagree. Only what the elements need at run time is here.
 */

export type { AttributeDef, AttributeType, ElementDef } from './platform/element-def.ts'
export { COMMON_ATTRIBUTES } from './platform/element-def.ts'

export const ELEMENTS = {
  'app-shell': APP_SHELL_ELEMENT,
  account: ACCOUNT_ELEMENT,
  catalogue: CATALOGUE_ELEMENT,
  promotions: PROMOTIONS_ELEMENT,
  content: CONTENT_ELEMENT,
  wallet: WALLET_ELEMENT,
  '2d-board': TWO_D_BOARD_ELEMENT,
  '3d-board': THREE_D_BOARD_ELEMENT,
  winners: WINNERS_ELEMENT,
  'digit-game': DIGIT_GAME_ELEMENT,
  leaderboard: LEADERBOARD_ELEMENT,
} as const satisfies Record<string, ElementDef>

export type ElementName = keyof typeof ELEMENTS

export type { ShweElement, ShweElementEventMap } from './platform/element-def.ts'
