/**
 * The site's pages in the player's language: the widgets keep the chosen language in a cookie as well as in
 * local storage, and the server sends each page already rendered in that language (built under
 * `in/<language>/`), so what paints first is in the player's language.
 */

/** The languages of the interface (the widgets' `LANGUAGES`, in the same order). */
export const SITE_LANGUAGES = ['mm', 'en', 'zh', 'th'] as const
export type SiteLanguage = (typeof SITE_LANGUAGES)[number]

/** The language every page is built in first, and sent in without the cookie. */
export const SITE_DEFAULT_LANGUAGE: SiteLanguage = 'en'

/** The cookie holding the chosen language, named as the session's storage key. */
export const LANGUAGE_COOKIE = 'lan'

/** A year: the site's cookies (the language, the signed-in mark) stay until the player changes them. */
export const SITE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

/** Where the pages in the other languages are built, below the site's root (`in/mm/wallet/index.html`). */
export const LANGUAGE_PAGES_DIR = 'in'

/**
 * The pages whose content differs for a signed-in player (the wallet, the account, the bet screens) are also built
 * as a signed-in player first sees them, under `player/<language>/`: the widgets keep a cookie while the browser
 * holds a player's session (the token itself stays in local storage), and the server sends those pages in their
 * player's form, so the screen paints at once instead of a sign-in prompt that hydration replaces.
 */
export const PLAYER_COOKIE = 'signed_in'

/** Where the player's form of those pages is built, below the site's root (`player/en/wallet/index.html`). */
export const PLAYER_PAGES_DIR = 'player'
