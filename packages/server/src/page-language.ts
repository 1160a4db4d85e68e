import {
  LANGUAGE_COOKIE,
  LANGUAGE_PAGES_DIR,
  PLAYER_COOKIE,
  PLAYER_PAGES_DIR,
  SITE_DEFAULT_LANGUAGE,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '@shwe/contract'
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'

/**
 * The site's pages in other languages than English are built beside the English ones, under `in/<language>/`
 * (site/pages/in/[lang]/[...route].astro). A browser whose language cookie (written by the site's widgets
 * whenever the player picks a language) names one of them gets that page at the same address, so its first
 * paint is in the player's language; without the cookie, or with a value that is none of the languages, the
 * English page. The language pages are not served at their own addresses.
 *
 * The pages whose content is a player's are also built as a signed-in player first sees them, in every language,
 * under `player/<language>/` (site/pages/player/[lang]/[...route].astro): a browser that keeps the signed-in cookie
 * (written by the widgets while they hold a player's session; the token never leaves local storage) gets that
 * form of the page when it is built. The cookie only picks the HTML: what the page shows comes from the API with
 * the token, as always, so a stale cookie shows a player's empty screen until the session says otherwise.
 */

const isSiteLanguage = (value: string | undefined): value is SiteLanguage =>
  (SITE_LANGUAGES as readonly (string | undefined)[]).includes(value)

/** The language a request's pages are sent in: the cookie's when it names one of the languages, else English. */
export function pageLanguage(c: Context): SiteLanguage {
  const value = getCookie(c, LANGUAGE_COOKIE)
  return isSiteLanguage(value) ? value : SITE_DEFAULT_LANGUAGE
}

/** The site path of the page built at `relative` in `language`, or null for English (the page itself). */
export function languagePagePath(relative: string, language: SiteLanguage): string | null {
  return language === SITE_DEFAULT_LANGUAGE ? null : `/${LANGUAGE_PAGES_DIR}/${language}/${relative}`
}

/** Whether the request's browser keeps the signed-in cookie, so pages built in their player's form go in it. */
export function isPlayerBrowser(c: Context): boolean {
  return getCookie(c, PLAYER_COOKIE) === '1'
}

/** The site path of the player's form of the page built at `relative`, in `language` (built for some pages only). */
export function playerPagePath(relative: string, language: SiteLanguage): string {
  return `/${PLAYER_PAGES_DIR}/${language}/${relative}`
}

/** True for an address inside the language or player pages' folders, which only the cookies reach. */
export function isCookieOnlyPagePath(pathname: string): boolean {
  const first = pathname.split('/').find(Boolean)?.toLowerCase()
  return first === LANGUAGE_PAGES_DIR || first === PLAYER_PAGES_DIR
}

/**
 * A built page's language and the path of its English visitor's page (`in/mm/2d/index.html`: mm, `2d/index.html`;
 * `player/en/wallet/index.html`: en, `wallet/index.html`).
 */
export function splitLanguagePage(relative: string): { language: SiteLanguage; page: string } {
  const [dir, language, ...rest] = relative.split('/')
  return (dir === LANGUAGE_PAGES_DIR || dir === PLAYER_PAGES_DIR) &&
    isSiteLanguage(language) &&
    rest.length > 0
    ? { language, page: rest.join('/') }
    : { language: SITE_DEFAULT_LANGUAGE, page: relative }
}
