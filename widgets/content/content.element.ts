import { defineWidget } from '../define-widget.tsx'
import { Content, type ContentProps, type ContentScreen } from './Content.tsx'
import { CONTENT } from './texts.ts'

export { configureRuntime } from '../runtime.ts'

/** `<shwe-content api-base="https://host/api" screen="contact"></shwe-content>` (or videos, reels, about) */
export const ContentElement = defineWidget<ContentProps>('shwe-content', Content, {
  areas: [CONTENT],
  props: { screen: 'string' },
})

declare global {
  interface HTMLElementTagNameMap {
    'shwe-content': HTMLElement & { apiBase?: string; siteBase?: string; screen?: ContentScreen }
  }
}
