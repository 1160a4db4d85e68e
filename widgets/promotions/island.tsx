import '../platform/site-mode.ts'
import { withWidgetRoot } from '../platform/WidgetRoot.tsx'
import { Promotions } from './Promotions.tsx'
import { PROMOTIONS } from './texts.ts'

/** The promotions area as the site mounts it (`/promotion`). */
export const PromotionsIsland = withWidgetRoot(Promotions, [PROMOTIONS])
