import { registerTexts } from '@shwe/i18n'
import en from '@shwe/i18n/locales/en/care.json' with { type: 'json' }

/** Play safe's texts: English travels with its screen, which loads when a player opens it. */
export const CARE = registerTexts('care', en)
