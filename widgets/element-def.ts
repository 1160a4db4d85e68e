/**
 * What an element is, as the page sees it: its tag, its attributes and whether it needs the player's session.
 * Each area's `<name>.def.ts` defines its element with these; `widgets/elements.ts` lists them all.
 */

export type AttributeType = 'string' | 'number' | 'boolean' | 'json'

export interface AttributeDef {
  /** The prop the attribute sets (`hide-game-wallet` → `hideGameWallet`). */
  prop: string
  type: AttributeType
}

export interface ElementDef {
  tag: `shwe-${string}`
  /**
   * True when it signs the player in or moves money. On a page whose origin is not the API's, such an element
   * runs in frame mode unless told `mode="page"`: the player's token then stays on the Shwe site.
   */
  signsIn: boolean
  /** Attributes of this element beyond the common ones (`COMMON_ATTRIBUTES`). */
  attributes: Record<string, AttributeDef>
}

/** Attributes every element takes. */
/** Attributes every element takes. */
export const COMMON_ATTRIBUTES = {
  'api-base': { prop: 'apiBase', type: 'string' },
  'site-base': { prop: 'siteBase', type: 'string' },
  mode: { prop: 'mode', type: 'string' },
} as const satisfies Record<string, AttributeDef>

/** The `screen` attribute of an area's element: the screen it shows first. */
export const SCREEN_ATTRIBUTE = { screen: { prop: 'screen', type: 'string' } } as const satisfies Record<
  string,
  AttributeDef
>

/** Every element by name (`dist/widgets/<name>.js`). */
