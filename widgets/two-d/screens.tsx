import { Skeleton, styled } from '@shwe/ui'
import {
  AreaScreens,
  defineScreens,
  type EagerScreens,
  lazyScreen,
  type ScreenOf,
} from '../platform/AreaScreens.tsx'

/**
 * The 2D board's screens and their routes. Each page ships its own first screen (`/2d` the live result, the slips
 * pages the slips, `/2d/bet` the grid, `/2d/confirm` the confirmation; the element the live result and the slips);
 * any other loads when first shown.
 */
export const TWO_D_AREA = defineScreens('2d-board', {
  live: { route: '/2d', load: lazyScreen(() => import('./LiveScreen.tsx').then((m) => m.LiveScreen)) },
  bet: { route: '/2d/bet', load: lazyScreen(() => import('./BetScreen.tsx').then((m) => m.BetScreen)) },
  confirm: {
    route: '/2d/confirm',
    load: lazyScreen(() => import('./ConfirmScreen.tsx').then((m) => m.ConfirmScreen)),
  },
  'slips-morning': {
    route: '/morning-bet-slip',
    load: lazyScreen(() => import('./SlipsScreen.tsx').then((m) => m.SlipsScreen)),
    props: { session: 'morning' },
  },
  'slips-evening': {
    route: '/evening-bet-slip',
    load: lazyScreen(() => import('./SlipsScreen.tsx').then((m) => m.SlipsScreen)),
    props: { session: 'evening' },
  },
})

export const TWO_D_SCREENS = TWO_D_AREA.names
export type TwoDScreen = ScreenOf<typeof TWO_D_AREA>

export interface TwoDBoardProps {
  /** The first screen; on the site the URL decides (`/2d`, `/2d/bet`, `/2d/confirm`, `/morning-bet-slip`, …). */
  screen?: TwoDScreen
}

/** The screens a page of the board ships in its first load. */
export type TwoDViews = EagerScreens<typeof TWO_D_AREA>

// Its own few rules rather than a screen's styles, which would come along to every page of the board.
const LoadingPanel = styled.div.withConfig({ componentId: 'twoD_Loading' })`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
`

/** While a screen's code arrives: a panel of the screen's size, so the page does not jump. */
function Loading() {
  return (
    <LoadingPanel aria-busy="true">
      <Skeleton height={28} width="40%" />
      <Skeleton height={200} />
    </LoadingPanel>
  )
}

/**
 * The 2D board: live result, bet grid, confirmation and slips, with the screens of `eager` in the first load
 * (those of the page that mounts it) and the others loaded when the player moves to them.
 */
export function TwoDScreens({ eager, screen = 'live' }: TwoDBoardProps & { eager: TwoDViews }) {
  return <AreaScreens screens={TWO_D_AREA} screen={screen} eager={eager} fallback={<Loading />} />
}
