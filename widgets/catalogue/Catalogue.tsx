import { useScreen } from '../platform/root-context.ts'
import { DemoPlayScreen } from './DemoPlayScreen.tsx'
import { GamesScreen } from './GamesScreen.tsx'
import { HomeScreen } from './HomeScreen.tsx'
import { ShanScreen } from './ShanScreen.tsx'

export const CATALOGUE_SCREENS = ['home', 'games', 'demo-play', 'shan'] as const
export type CatalogueScreen = (typeof CATALOGUE_SCREENS)[number]

export interface CatalogueProps {
  /** The first screen; on the site the URL decides (`/`, `/games`, `/demo-play`, `/shan`). */
  screen?: CatalogueScreen
}

/**
 * The game catalogue: the home with its strip, banners and game lists (`/`), the game lobby (`/games`), demo
 * play (`/demo-play`) and the Shan launcher (`/shan`). Each screen reads its query (type, provider, tab, list) from the route; on a partner page
 * before any navigation that is the screen's default (the home shows every type).
 */
export function Catalogue({ screen = 'home' }: CatalogueProps) {
  const { screen: current, match } = useScreen('catalogue', screen, CATALOGUE_SCREENS)
  // The query belongs to the route only when the route is this screen's.
  const query = match?.screen === current ? match.query : null
  switch (current) {
    case 'home':
      return <HomeScreen query={query} />
    case 'games':
      return <GamesScreen query={query} />
    case 'demo-play':
      return <DemoPlayScreen query={query} />
    case 'shan':
      return <ShanScreen />
  }
}
