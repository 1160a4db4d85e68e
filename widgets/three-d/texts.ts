import { registerTexts } from '@shwe/i18n'
import en from '@shwe/i18n/locales/en/three-d.json' with { type: 'json' }

/** The 3D board's texts: English travels with this widget; other languages load when chosen. */
export const THREE_D = registerTexts('three-d', en)
