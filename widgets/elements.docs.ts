import { type AreaName, ROUTES } from '@shwe/session/routes'
import type { COMMON_ATTRIBUTES, ELEMENTS, ElementName, ShweElementEventMap } from './elements.ts'

/**
 * What the reference page (`/examples/`) says of each element. Typed against `ELEMENTS`: an attribute added
 * there without a description here, or described here but not there, fails the type check.
 */

export interface AttributeText {
  doc: string
  /** Values it takes, when it is one of a list. */
  values?: readonly string[]
}

type AttributesOf<N extends ElementName> = keyof (typeof ELEMENTS)[N]['attributes']

export type ElementTexts = {
  [N in ElementName]: { summary: string; attributes: Record<AttributesOf<N>, AttributeText> }
}

/** The screens of an area, in the order of the route table. */
export function screensOf(area: AreaName): string[] {
  return [...new Set(ROUTES.filter((route) => route.area === area).map((route) => route.screen))]
}

const screen = (area: AreaName): { screen: AttributeText } => ({
  screen: { doc: 'The screen to show first.', values: screensOf(area) },
})

export const COMMON_ATTRIBUTE_TEXTS: Record<keyof typeof COMMON_ATTRIBUTES, AttributeText> = {
  'api-base': {
    doc: 'Address of the Shwe API, e.g. https://HOST/api. The first element on a page sets it for all of them.',
  },
  'site-base': {
    doc: "Address of the Shwe site. A link to a part of Shwe the page does not show opens there in a new tab, unless the page cancels the element's navigate event. Frame mode loads its frame from here (default: the host the script came from).",
  },
  mode: {
    values: ['frame', 'page'],
    doc: "frame: the widget runs in an iframe of the Shwe site and the player's session never enters this page. page: it runs in this page. Default: frame for elements that sign in or move money when this page's origin is not the API's, else page. Read when the element is added to the page.",
  },
}

export const ELEMENT_TEXTS: ElementTexts = {
  'app-shell': {
    summary: 'Top bar, sidebar and bottom bar: sign in, register, guest accounts, balance and language.',
    attributes: {
      'home-href': { doc: 'Where the logo links to.' },
      'download-app-url': { doc: 'The Download App link in the sidebar; hidden when unset.' },
      ref: {
        doc: "A referral code the register dialog fills in (an affiliate's code). On the Shwe site, a page's ?ref= does the same.",
      },
    },
  },
  account: { summary: "The player's profile and the change-password form.", attributes: screen('account') },
  catalogue: {
    summary: 'Game categories, banners, provider grids, game lists with search, game launch and Shan.',
    attributes: screen('catalogue'),
  },
  promotions: { summary: 'Promotion cards with their details.', attributes: screen('promotions') },
  content: {
    summary: 'Contact channels and hotline, promotion videos, reels and the about text.',
    attributes: screen('content'),
  },
  wallet: {
    summary: 'Balances, exchange, transfer, deposit and withdraw requests, and every money log.',
    attributes: {
      ...screen('wallet'),
      'hide-game-wallet': { doc: 'true hides the game-wallet row of the balance card.' },
    },
  },
  '2d-board': {
    summary:
      'The live 2D result, the bet grid with its quick tools, confirmation, and the morning and evening slips.',
    attributes: screen('2d-board'),
  },
  '3d-board': {
    summary: 'The 3D entry with its tools, confirmation and history.',
    attributes: screen('3d-board'),
  },
  winners: {
    summary: "The 2D and 3D winners of a draw, names masked (read with the player's session).",
    attributes: {
      screen: { doc: 'two-d or three-d.', values: screensOf('winners') },
      date: { doc: 'The draw date (YYYY-MM-DD) to open on; default the latest.' },
    },
  },
  'digit-game': {
    summary: 'The digit game with its paytable, history and fairness check.',
    attributes: screen('digit-game'),
  },
  leaderboard: { summary: "The month's ten largest withdrawals, names masked.", attributes: {} },
}

/** Every event an element dispatches on itself (bubbling, composed), with its `detail`. */
export const EVENT_TEXTS: Record<
  Exclude<keyof ShweElementEventMap, keyof HTMLElementEventMap>,
  {
    detail: string
    doc: string
  }
> = {
  navigate: {
    detail: '{ route: string, url: string | null }',
    doc: 'A link to a part of Shwe this page does not show. Cancel it (preventDefault) to handle it yourself; otherwise, with a site-base (always in frame mode), the Shwe page opens in a new tab. url is that page.',
  },
  authchange: {
    detail: '{ signedIn: boolean }',
    doc: 'Frame mode: the player signed in or out inside the frame. The token never leaves the frame.',
  },
  languagechange: {
    detail: "{ lang: 'en' | 'mm' | 'zh' | 'th' }",
    doc: 'Frame mode: the player chose another language inside the frame; the elements on the page follow it.',
  },
}
