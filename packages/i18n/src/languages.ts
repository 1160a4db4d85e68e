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

/** The value for `<html lang>`. */
export const HTML_LANG: Record<Language, string> = { en: 'en', mm: 'my', zh: 'zh-Hans', th: 'th' }
