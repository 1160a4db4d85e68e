export {
  PROMOTIONS_SCREENS,
  Promotions,
  type PromotionsProps,
  type PromotionsScreen,
} from './Promotions.tsx'
