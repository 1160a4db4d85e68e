export { ThreeDBoard } from './board-component.tsx'
export type { EntryScreenProps, PasteBoxSlotProps } from './EntryScreen.tsx'
export type { AddReport, EntryLine, Prizes } from './entry.logic.ts'
export { THREE_D_SCREENS, type ThreeDBoardProps, type ThreeDScreen } from './ThreeDBoard.tsx'
