export { TwoDBoard } from './board-component.tsx'
export { TWO_D_SCREENS, type TwoDBoardProps, type TwoDScreen } from './TwoDBoard.tsx'
