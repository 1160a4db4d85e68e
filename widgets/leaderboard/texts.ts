import { registerTexts } from '@shwe/i18n'
import en from '@shwe/i18n/locales/en/leaderboard.json' with { type: 'json' }

/** The leaderboard's texts: English travels with this widget; other languages load when chosen. */
export const LEADERBOARD = registerTexts('leaderboard', en)
