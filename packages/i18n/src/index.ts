export { createI18n, hasTexts, type I18n, loadTexts, registerTexts } from './create-i18n.ts'
export {
  DATE_LOCALES,
  DEFAULT_LANGUAGE,
  HTML_LANG,
  INTL_LOCALES,
  LANGUAGES,
  type Language,
} from './languages.ts'
export { addPageTexts, type PageTexts, pageTextsTag } from './page-texts.ts'
export { type Area, loaderOf, type Messages } from './resources.ts'
export type { KeyPath, TextValues, Translate } from './translator.ts'
