import '../platform/site-mode.ts'
import { withWidgetRoot } from '../platform/WidgetRoot.tsx'
import { DigitGame } from './DigitGame.tsx'
import { DIGIT_GAME } from './texts.ts'

/** The digit game as `/digitbet` mounts it: an island inside the page's shared runtime. */
export const DigitGameIsland = withWidgetRoot(DigitGame, [DIGIT_GAME])
