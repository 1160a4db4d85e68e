import { defineWidget } from '../platform/define-widget.tsx'
import type { ShweElement } from '../platform/element-def.ts'
import { Catalogue, type CatalogueProps } from './Catalogue.tsx'
import { CATALOGUE_ELEMENT } from './catalogue.def.ts'
import type { CatalogueScreen } from './screens.ts'
import { CATALOGUE } from './texts.ts'

export { configureRuntime } from '../platform/runtime.ts'

/** `<shwe-catalogue api-base="https://host/api" screen="home"></shwe-catalogue>` */
export const CatalogueElement = defineWidget<CatalogueProps>(CATALOGUE_ELEMENT, Catalogue, {
  areas: [CATALOGUE],
})

declare global {
  interface HTMLElementTagNameMap {
    'shwe-catalogue': ShweElement<{ screen?: CatalogueScreen }>
  }
}
