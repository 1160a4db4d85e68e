import { ACCOUNT_ELEMENT } from './account/account.def.ts'
import { APP_SHELL_ELEMENT } from './app-shell/app-shell.def.ts'
import { CATALOGUE_ELEMENT } from './catalogue/catalogue.def.ts'
import { CONTENT_ELEMENT } from './content/content.def.ts'
import { DIGIT_GAME_ELEMENT } from './digit-game/digit-game.def.ts'
import type { ElementDef } from './element-def.ts'
import { LEADERBOARD_ELEMENT } from './leaderboard/leaderboard.def.ts'
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

export type { AttributeDef, AttributeType, ElementDef } from './element-def.ts'
export { COMMON_ATTRIBUTES } from './element-def.ts'

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

/** The `detail` of each Shwe element event, by name (documented in `elements.docs.ts`). */
export interface ShweElementEventMap extends HTMLElementEventMap {
  navigate: CustomEvent<{ route: string; url: string | null }>
  authchange: CustomEvent<{ signedIn: boolean }>
  languagechange: CustomEvent<{ lang: 'en' | 'mm' | 'zh' | 'th' }>
}

/** A Shwe element as the page sees it: its own props beside the common ones, and typed events. */
export type ShweElement<Props extends object = object> = HTMLElement &
  Props & {
    apiBase?: string
    siteBase?: string
    mode?: 'frame' | 'page'
    addEventListener<K extends keyof ShweElementEventMap>(
      type: K,
      listener: (this: HTMLElement, event: ShweElementEventMap[K]) => unknown,
      options?: boolean | AddEventListenerOptions,
    ): void
    addEventListener(
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ): void
  }
