export { CONTENT_SCREENS, Content, type ContentProps, type ContentScreen } from './Content.tsx'
