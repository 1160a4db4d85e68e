import en from '../../locales/en/demo-games.json' with { type: 'json' }
import mm from '../../locales/mm/demo-games.json' with { type: 'json' }
import th from '../../locales/th/demo-games.json' with { type: 'json' }
import zh from '../../locales/zh/demo-games.json' with { type: 'json' }

/**
 * The demo provider's pages speak the product's four languages. The launch call's `Accept-Language` picks
 * one and the game link carries it (`?lang=`), as a real provider's launch takes a language.
 */

export const PAGE_LANGUAGES = ['en', 'mm', 'zh', 'th'] as const
export type PageLanguage = (typeof PAGE_LANGUAGES)[number]

/** English defines the keys; the type makes every other language have them all. */
export type PageText = typeof en
export const PAGE_TEXT: Record<PageLanguage, PageText> = { en, mm, zh, th }

/** The `<html lang>` tag of each language (Burmese is `my` in BCP 47; the product calls it `mm`). */
export const HTML_LANG: Record<PageLanguage, string> = { en: 'en', mm: 'my', zh: 'zh-Hans', th: 'th' }

const BY_PRIMARY_TAG: Record<string, PageLanguage> = { en: 'en', my: 'mm', mm: 'mm', zh: 'zh', th: 'th' }

const isPageLanguage = (value: string): value is PageLanguage =>
  (PAGE_LANGUAGES as readonly string[]).includes(value)

/** The language of `Accept-Language` the pages have, highest weight first (`my-MM;q=0.9` is Burmese). */
export function negotiate(acceptLanguage: string | undefined): PageLanguage | undefined {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find(Boolean)
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q) : 1, index }
    })
    .filter((entry) => entry.q > 0 && entry.primary in BY_PRIMARY_TAG)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  const first = ranked[0]
  return first ? BY_PRIMARY_TAG[first.primary] : undefined
}

/** The page language: `lang` when it names one, else from `Accept-Language`, else English. */
export function pageLanguage(lang: string | undefined, acceptLanguage: string | undefined): PageLanguage {
  if (lang && isPageLanguage(lang)) return lang
  return negotiate(acceptLanguage) ?? 'en'
}
