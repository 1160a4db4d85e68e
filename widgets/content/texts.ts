import { registerTexts } from '@shwe/i18n'
import en from '@shwe/i18n/locales/en/content.json' with { type: 'json' }

/** The content area's texts (contact, videos, reels, about): English travels with this widget; other languages load when chosen. */
export const CONTENT = registerTexts('content', en)
