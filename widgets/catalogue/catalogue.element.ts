import { defineWidget } from '../define-widget.tsx'
import { Catalogue, type CatalogueProps, type CatalogueScreen } from './Catalogue.tsx'
import { CATALOGUE } from './texts.ts'

export { configureRuntime } from '../runtime.ts'

/** `<shwe-catalogue api-base="https://host/api" screen="home"></shwe-catalogue>` */
export const CatalogueElement = defineWidget<CatalogueProps>('shwe-catalogue', Catalogue, {
  areas: [CATALOGUE],
  props: { screen: 'string' },
})

declare global {
  interface HTMLElementTagNameMap {
    'shwe-catalogue': HTMLElement & { apiBase?: string; siteBase?: string; screen?: CatalogueScreen }
  }
}
