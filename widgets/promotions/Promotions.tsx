import { useScreen } from '../platform/root-context.ts'
import { PromotionList } from './PromotionList.tsx'

export const PROMOTIONS_SCREENS = ['list'] as const
export type PromotionsScreen = (typeof PROMOTIONS_SCREENS)[number]

export interface PromotionsProps {
  /** The first screen; on the site the URL decides (`/promotion`). */
  screen?: PromotionsScreen
}

/** The promotions area: promotion cards and their details (`/promotion`). */
export function Promotions({ screen = 'list' }: PromotionsProps) {
  const current = useScreen('promotions', screen, PROMOTIONS_SCREENS)
  switch (current.screen) {
    case 'list':
      return <PromotionList />
  }
}
