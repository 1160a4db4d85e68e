import './types.d.ts'

export { createI18n, type I18n, isLanguageLoaded, loadLanguage } from './create-i18n.ts'
export {
  DEFAULT_LANGUAGE,
  HTML_LANG,
  INTL_LOCALES,
  LANGUAGES,
  type Language,
} from './languages.ts'
export type { Area, Messages } from './resources.ts'
