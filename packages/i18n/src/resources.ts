import common from '@shwe/i18n/locales/en/common.json' with { type: 'json' }
import type { Language } from './languages.ts'

/**
 * Every area's texts, typed from the English files, which are the source of truth: every other language must
 * have the same keys. Areas match the widget folders, plus `common` for texts every widget uses.
 */
export interface Messages {
  common: typeof common
  'app-shell': typeof import('../locales/en/app-shell.json')
  account: typeof import('../locales/en/account.json')
  /** Play safe: limits, cool-off and self-exclusion, shown by the account; loaded with its screen. */
  care: typeof import('../locales/en/care.json')
  /** Win notifications on this device, offered by the 2D board and the profile; loaded with the offer. */
  'win-alerts': typeof import('../locales/en/win-alerts.json')
  leaderboard: typeof import('../locales/en/leaderboard.json')
  catalogue: typeof import('../locales/en/catalogue.json')
  promotions: typeof import('../locales/en/promotions.json')
  content: typeof import('../locales/en/content.json')
  wallet: typeof import('../locales/en/wallet.json')
  /** The exchange dialog, shown by the wallet, the account and the shell's balance. */
  exchange: typeof import('../locales/en/exchange.json')
  'two-d': typeof import('../locales/en/two-d.json')
  'three-d': typeof import('../locales/en/three-d.json')
  winners: typeof import('../locales/en/winners.json')
  'digit-game': typeof import('../locales/en/digit-game.json')
  /** The `/embed/<name>` pages of frame mode: the frame's names and the notice of a page opened on its own. */
  embed: typeof import('../locales/en/embed.json')
  /** The site's offline page, shown by the service worker when a page cannot be reached. */
  offline: typeof import('../locales/en/offline.json')
}
export type Area = keyof Messages

/**
 * The common English texts ship with every widget (they are the fallback of every language); on the site they
 * ride in the page instead (null here, see below).
 */
export const englishCommon: Messages['common'] | null = common

type Loader = () => Promise<unknown>

declare global {
  interface ImportMetaEnv {
    /**
     * True in the site's build, where every page carries its islands' texts in its own language (page-texts.ts):
     * the site's scripts carry no English (its `@shwe/i18n/locales/en/…` imports are empty there, see
     * astro.config.mjs), and English loads as the other languages do when a player switches to it.
     */
    readonly SHWE_TEXTS_IN_PAGE?: boolean
  }
}

// One chunk per language and area, fetched only when a widget of that area shows that language. In the
// elements, English is left out: each area's English texts come with its widget's own code.
const files = import.meta.env.SHWE_TEXTS_IN_PAGE
  ? import.meta.glob<unknown>('../locales/*/*.json', { import: 'default' })
  : import.meta.glob<unknown>(['../locales/*/*.json', '!../locales/en/*.json'], { import: 'default' })

/** The loader of one area's texts in one language other than English, or undefined when there is none. */
export function loaderOf(language: Language, area: Area): Loader | undefined {
  return files[`../locales/${language}/${area}.json`]
}
