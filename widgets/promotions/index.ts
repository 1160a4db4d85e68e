export { Promotions, type PromotionsProps } from './Promotions.tsx'
export { PROMOTIONS_SCREENS, type PromotionsScreen } from './screens.ts'
