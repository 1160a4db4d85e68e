import { registerTexts } from '@shwe/i18n'
import en from '@shwe/i18n/locales/en/account.json' with { type: 'json' }

/** The account area's texts: English travels with this widget; other languages load when chosen. */
export const ACCOUNT = registerTexts('account', en)
