import { registerTexts } from '@shwe/i18n'
import en from '@shwe/i18n/locales/en/wallet.json' with { type: 'json' }

/** The wallet's texts: English travels with this widget; other languages load when chosen. */
export const WALLET = registerTexts('wallet', en)
