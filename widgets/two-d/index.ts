export { TWO_D_SCREENS, type TwoDBoardProps, type TwoDScreen } from './screens.tsx'
export { TwoDBoard } from './TwoDBoard.tsx'
