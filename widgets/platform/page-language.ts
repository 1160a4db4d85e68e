import { LANGUAGE_COOKIE, PLAYER_COOKIE, SITE_COOKIE_MAX_AGE_S } from '@shwe/contract'
import { HTML_LANG, type Language } from '@shwe/i18n'
import type { ReadableAtom } from 'nanostores'

/**
 * On the product's own site, the chosen language is also kept in a cookie, so the server sends the next page
 * already in it (packages/server/src/page-language.ts), and the page's `<html lang>` follows it. Written at once
 * too, for a player whose choice was kept before the cookie existed.
 */
export function followPageLanguage($lang: ReadableAtom<Language>, doc: Document = document): () => void {
  return $lang.subscribe((language) => {
    writeSiteCookie(doc, LANGUAGE_COOKIE, language)
    doc.documentElement.lang = HTML_LANG[language]
  })
}

/**
 * On the product's own site, a cookie says whether the browser holds a signed-in player's session (never the token),
 * so the server sends the pages whose content is a player's in their player's form (packages/server/src/
 * page-language.ts). Set while signed in, removed when the player signs out or the session ends.
 */
export function followPlayerPages($isSignedIn: ReadableAtom<boolean>, doc: Document = document): () => void {
  return $isSignedIn.subscribe((isSignedIn) => writeSiteCookie(doc, PLAYER_COOKIE, isSignedIn ? '1' : null))
}

/** Sets a cookie of the site's pages for a year (`null`: removes it), `Secure` on https. */
function writeSiteCookie(doc: Document, name: string, value: string | null): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : ''
  const age = value === null ? 0 : SITE_COOKIE_MAX_AGE_S
  doc.cookie = `${name}=${value ?? ''}; Path=/; Max-Age=${age}; SameSite=Lax${secure}`
}
