/** The four interface languages, in the order the language picker offers them (spec: mm, en, zh, th). */
export const LANGUAGES = ['mm', 'en', 'zh', 'th'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'

/**
 * The BCP 47 locale each language formats numbers and dates with. The product's code for Burmese is "mm";
 * the standard one is "my". Digits stay Latin in every language, as players read 2D numbers and amounts.
 */
export const INTL_LOCALES: Record<Language, string> = {
  en: 'en-US',
  mm: 'my-MM-u-nu-latn',
  zh: 'zh-CN',
  th: 'th-TH-u-nu-latn',
}

/**
 * The locale dates and times are written in. Chromium (Chrome, Android's WebView) carries no Burmese calendar
 * data and writes "my" dates as en-US does ("Dec 1, 2026, 12:00 PM"), while Node and Safari write them in
 * Burmese ("2026 ဒီ 1 12:00"). A Burmese page rendered by the server must read the same once it hydrates in any
 * browser, so Burmese dates take the pattern Chrome's players have always seen.
 */
export const DATE_LOCALES: Record<Language, string> = { ...INTL_LOCALES, mm: 'en-US' }

/** The value for `<html lang>`. */
export const HTML_LANG: Record<Language, string> = { en: 'en', mm: 'my', zh: 'zh-Hans', th: 'th' }
