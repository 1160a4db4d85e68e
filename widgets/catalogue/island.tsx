import '../platform/site-mode.ts'
import { withWidgetRoot } from '../platform/WidgetRoot.tsx'
import { Catalogue } from './Catalogue.tsx'
import { CATALOGUE } from './texts.ts'

/** The catalogue as the site mounts it (`/`, `/games`, `/demo-play`). */
export const CatalogueIsland = withWidgetRoot(Catalogue, [CATALOGUE])
