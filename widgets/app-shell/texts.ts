import { registerTexts } from '@shwe/i18n'
import en from '@shwe/i18n/locales/en/app-shell.json' with { type: 'json' }

/** The shell's texts: English travels with this widget; other languages load when chosen. */
export const SHELL = registerTexts('app-shell', en)
