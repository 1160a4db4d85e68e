export { CATALOGUE_SCREENS, Catalogue, type CatalogueProps, type CatalogueScreen } from './Catalogue.tsx'
export { HIDDEN_TYPE_IDS, PAGE_SIZE } from './catalogue.logic.ts'
