export type { EntryScreenProps, PasteBoxSlotProps } from './EntryScreen.tsx'
export type { AddReport, EntryLine, Prizes } from './entry.logic.ts'
export { THREE_D_SCREENS, type ThreeDBoardProps, type ThreeDScreen } from './screens.tsx'
export { ThreeDBoard } from './ThreeDBoard.tsx'
