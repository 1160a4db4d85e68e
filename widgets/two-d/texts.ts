import { registerTexts } from '@shwe/i18n'
import en from '@shwe/i18n/locales/en/two-d.json' with { type: 'json' }

/** The 2D board's texts: English travels with this widget; other languages load when chosen. */
export const TWO_D = registerTexts('two-d', en)
