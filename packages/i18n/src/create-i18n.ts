import i18next, { type i18n } from 'i18next'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.ts'
import { type Area, bundles, english } from './resources.ts'

export type I18n = i18n

/**
 * A private i18next instance (never the global one, so a partner page's own i18next is untouched),
 * with English loaded and used as the fallback for any missing text.
 */
export function createI18n(): I18n {
  const instance = i18next.createInstance()
  void instance.init({
    resources: { [DEFAULT_LANGUAGE]: english },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: Object.keys(english) as Area[],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  })
  return instance
}

export const isLanguageLoaded = (i18n: I18n, language: Language) => i18n.hasResourceBundle(language, 'common')

/** Loads a language's texts into the instance once; later calls resolve at once. */
export async function loadLanguage(i18n: I18n, language: Language): Promise<void> {
  if (isLanguageLoaded(i18n, language)) return
  const bundle = await bundles[language]()
  for (const [area, messages] of Object.entries(bundle)) {
    i18n.addResourceBundle(language, area, messages, true, true)
  }
}
