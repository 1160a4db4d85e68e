import { registerTexts } from '@shwe/i18n'
import en from '@shwe/i18n/locales/en/exchange.json' with { type: 'json' }

/** The exchange dialog's texts, apart from the wallet's: the shell and the account show the dialog too. */
export const EXCHANGE = registerTexts('exchange', en)
