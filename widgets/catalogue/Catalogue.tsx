import { AreaScreens } from '../platform/AreaScreens.tsx'
import { DemoPlayScreen } from './DemoPlayScreen.tsx'
import { GamesScreen } from './GamesScreen.tsx'
import { HomeScreen } from './HomeScreen.tsx'
import { ShanScreen } from './ShanScreen.tsx'
import { CATALOGUE_AREA, type CatalogueScreen } from './screens.ts'

export interface CatalogueProps {
  /** The first screen; on the site the URL decides (`/`, `/games`, `/demo-play`, `/shan`). */
  screen?: CatalogueScreen
}

const EAGER = { home: HomeScreen, games: GamesScreen, 'demo-play': DemoPlayScreen, shan: ShanScreen }

/**
 * The game catalogue: the home with its strip, banners and game lists (`/`), the game lobby (`/games`), demo
 * play (`/demo-play`) and the Shan launcher (`/shan`). Each screen reads its query (type, provider, tab, list) from
 * the route; on a partner page before any navigation that is the screen's default (the home shows every type).
 */
export function Catalogue({ screen = 'home' }: CatalogueProps) {
  return <AreaScreens screens={CATALOGUE_AREA} screen={screen} eager={EAGER} />
}
