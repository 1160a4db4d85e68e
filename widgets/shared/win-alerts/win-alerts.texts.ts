import { registerTexts } from '@shwe/i18n'
import en from '@shwe/i18n/locales/en/win-alerts.json' with { type: 'json' }

/** The win notifications offer's texts: English travels with the offer, which loads where it shows. */
export const WIN_ALERTS = registerTexts('win-alerts', en)
