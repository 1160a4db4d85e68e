export { Content, type ContentProps } from './Content.tsx'
export { CONTENT_SCREENS, type ContentScreen } from './screens.ts'
