import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from '@shwe/contract'
import { HTML_LANG, type Language } from '@shwe/i18n'
import type { ReadableAtom } from 'nanostores'

/**
 * On the product's own site, the chosen language is also kept in a cookie, so the server sends the next page
 * already in it (packages/server/src/page-language.ts), and the page's `<html lang>` follows it. Written at once
 * too, for a player whose choice was kept before the cookie existed.
 */
export function followPageLanguage($lang: ReadableAtom<Language>, doc: Document = document): () => void {
  return $lang.subscribe((language) => {
    const secure = doc.location?.protocol === 'https:' ? '; Secure' : ''
    doc.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`
    doc.documentElement.lang = HTML_LANG[language]
  })
}
