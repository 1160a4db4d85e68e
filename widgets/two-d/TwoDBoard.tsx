import { Skeleton } from '@shwe/ui'
import { type ComponentType, Suspense, useRef } from 'react'
import { styled } from 'styled-components'
import { FocusTitle } from '../platform/FocusTitle.tsx'
import { lazyViews } from '../platform/lazy-views.ts'
import { useScreen } from '../platform/root-context.ts'

export const TWO_D_SCREENS = ['live', 'bet', 'confirm', 'slips-morning', 'slips-evening'] as const
export type TwoDScreen = (typeof TWO_D_SCREENS)[number]

export interface TwoDBoardProps {
  /** The first screen; on the site the URL decides (`/2d`, `/2d/bet`, `/2d/confirm`, `/morning-bet-slip`, …). */
  screen?: TwoDScreen
}

/** What every screen of the board is given: the query of the route it shows (`time=2`, `session=1`), or null. */
export interface TwoDScreenProps {
  query: URLSearchParams | null
}
export type TwoDViews = Partial<Record<TwoDScreen, ComponentType<TwoDScreenProps>>>

const lazyView = lazyViews<TwoDScreen, TwoDScreenProps>({
  live: () => import('./views-live.tsx'),
  'slips-morning': () => import('./views-live.tsx'),
  'slips-evening': () => import('./views-live.tsx'),
  bet: () => import('./views-bet.tsx'),
  confirm: () => import('./views-confirm.tsx'),
})

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
 * (those of the page that mounts it) and the others loaded when the player moves to them. After a move in place
 * the new screen's title takes the focus, as a new page would start there: the button pressed is gone.
 */
export function TwoDScreens({ eager, screen = 'live' }: TwoDBoardProps & { eager: TwoDViews }) {
  const current = useScreen('2d-board', screen, TWO_D_SCREENS)
  const box = useRef<HTMLDivElement>(null)
  const first = useRef(current.screen)
  const hasMoved = useRef(false)
  if (current.screen !== first.current) hasMoved.current = true
  if (current.isElsewhere) return null
  const query = current.match?.screen === current.screen ? current.match.query : null
  const View = eager[current.screen] ?? lazyView(current.screen)
  return (
    <div ref={box} style={{ display: 'contents' }}>
      <Suspense fallback={<Loading />}>
        <View query={query} />
        {hasMoved.current && <FocusTitle key={current.screen} box={box} />}
      </Suspense>
    </div>
  )
}
