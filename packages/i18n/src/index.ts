export { createI18n, hasTexts, type I18n, loadTexts, registerTexts } from './create-i18n.ts'
export {
  DEFAULT_LANGUAGE,
  HTML_LANG,
  INTL_LOCALES,
  LANGUAGES,
  type Language,
} from './languages.ts'
export type { Area, Messages } from './resources.ts'
export type { KeyPath, TextValues, Translate } from './translator.ts'
