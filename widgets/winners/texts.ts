import { registerTexts } from '@shwe/i18n'
import en from '@shwe/i18n/locales/en/winners.json' with { type: 'json' }

/** The winners' texts: English travels with this widget; other languages load when chosen. */
export const WINNERS = registerTexts('winners', en)
