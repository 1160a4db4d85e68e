import { registerTexts } from '@shwe/i18n'
import en from '@shwe/i18n/locales/en/digit-game.json' with { type: 'json' }

/** The digit game's texts: English travels with this widget; other languages load when chosen. */
export const DIGIT_GAME = registerTexts('digit-game', en)
