import { useScreen } from '../platform/root-context.ts'
import { PromotionList } from './PromotionList.tsx'
import { PROMOTIONS_AREA, type PromotionsScreen } from './screens.ts'

export interface PromotionsProps {
  /** The first screen; on the site the URL decides (`/promotion`). */
  screen?: PromotionsScreen
}

/** The promotions area: promotion cards and their details (`/promotion`). */
export function Promotions({ screen = 'list' }: PromotionsProps) {
  useScreen(PROMOTIONS_AREA.area, screen, PROMOTIONS_AREA.names)
  return <PromotionList />
}
