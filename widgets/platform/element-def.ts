/**
 * What an element is, as the page sees it: its tag, its attributes and whether it needs the player's session.
 * Each area's `<name>.def.ts` defines its element with these; `widgets/elements.ts` lists them all.
 */

import type { UrlReach } from '@shwe/ui'

export type AttributeType = 'string' | 'number' | 'boolean' | 'json' | 'url'

interface BaseAttributeDef {
  /** The prop the attribute sets (`hide-game-wallet` → `hideGameWallet`). */
  prop: string
  /**
   * True when a `/embed/<name>` page may take the attribute from its query (frame mode passes it there). Only
   * attributes that cannot lead anywhere (a screen, a flag, a date) are embeddable.
   */
  embeddable?: true
}

export type AttributeDef =
  | (BaseAttributeDef & { type: Exclude<AttributeType, 'url'> })
  /**
   * An address that becomes a link, a frame, a fetch or a picture: it reaches the widget only through
   * `elementUrl` (packages/ui), within `reach`; anything else leaves the prop at its default.
   */
  | (BaseAttributeDef & { type: 'url'; reach: UrlReach; embeddable?: never })

export interface ElementDef {
  tag: `shwe-${string}`
  /**
   * True when it signs the player in or moves money. On a page whose origin is not the API's, such an element
   * runs in frame mode unless told `mode="page"`: the player's token then stays on the Shwe site.
   */
  signsIn: boolean
  /** The screen shown when the element is given none, when that is not its area's first in the route table. */
  firstScreen?: string
  /** Attributes of this element beyond the common ones (`COMMON_ATTRIBUTES`). */
  attributes: Record<string, AttributeDef>
}

/** Attributes every element takes; none of them is embeddable (the `/embed/*` page sets its own). */
export const COMMON_ATTRIBUTES = {
  'api-base': { prop: 'apiBase', type: 'url', reach: 'api' },
  'site-base': { prop: 'siteBase', type: 'url', reach: 'shwe' },
  mode: { prop: 'mode', type: 'string' },
} as const satisfies Record<string, AttributeDef>

/** The `screen` attribute of an area's element: the screen it shows first. */
export const SCREEN_ATTRIBUTE = {
  screen: { prop: 'screen', type: 'string', embeddable: true },
} as const satisfies Record<string, AttributeDef>

/** Every element by name (`dist/widgets/<name>.js`). */

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
