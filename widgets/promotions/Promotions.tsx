import { AreaScreens } from '../platform/AreaScreens.tsx'
import { PromotionList } from './PromotionList.tsx'
import { PROMOTIONS_AREA, type PromotionsScreen } from './screens.ts'

export interface PromotionsProps {
  /** The first screen; on the site the URL decides (`/promotion`). */
  screen?: PromotionsScreen
}

const EAGER = { list: PromotionList }

/** The promotions area: promotion cards and their details (`/promotion`). */
export function Promotions({ screen = 'list' }: PromotionsProps) {
  return <AreaScreens screens={PROMOTIONS_AREA} screen={screen} eager={EAGER} />
}
