import { registerTexts } from '@shwe/i18n'
import en from '@shwe/i18n/locales/en/promotions.json' with { type: 'json' }

/** The promotions area's texts: English travels with this widget; other languages load when chosen. */
export const PROMOTIONS = registerTexts('promotions', en)
