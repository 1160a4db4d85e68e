import { defineWidget } from '../platform/define-widget.tsx'
import type { ShweElement } from '../platform/element-def.ts'
import { Content, type ContentProps } from './Content.tsx'
import { CONTENT_ELEMENT } from './content.def.ts'
import type { ContentScreen } from './screens.ts'
import { CONTENT } from './texts.ts'

export { configureRuntime } from '../platform/runtime.ts'

/** `<shwe-content api-base="https://host/api" screen="contact"></shwe-content>` (or videos, reels, about) */
export const ContentElement = defineWidget<ContentProps>(CONTENT_ELEMENT, Content, {
  areas: [CONTENT],
})

declare global {
  interface HTMLElementTagNameMap {
    'shwe-content': ShweElement<{ screen?: ContentScreen }>
  }
}
