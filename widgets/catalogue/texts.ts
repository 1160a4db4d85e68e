import { registerTexts } from '@shwe/i18n'
import en from '@shwe/i18n/locales/en/catalogue.json' with { type: 'json' }

/** The catalogue's texts: English travels with this widget; other languages load when chosen. */
export const CATALOGUE = registerTexts('catalogue', en)
