export { Catalogue, type CatalogueProps } from './Catalogue.tsx'
export { HIDDEN_TYPE_IDS, PAGE_SIZE } from './catalogue.logic.ts'
export { CATALOGUE_SCREENS, type CatalogueScreen } from './screens.ts'
