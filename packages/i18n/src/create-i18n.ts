import i18next, { type i18n } from 'i18next'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.ts'
import { type Area, english, resources } from './resources.ts'

export type I18n = i18n

/**
 * A private i18next instance (never the global one, so a partner page's own i18next is untouched),
 * loaded with every language and area, English as the fallback for any missing text.
 */
export function createI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance()
  void instance.init({
    resources,
    lng: language,
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
