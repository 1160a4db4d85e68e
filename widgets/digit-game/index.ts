export { DigitGame, type DigitGameProps } from './DigitGame.tsx'
