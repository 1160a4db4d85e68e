import { Skeleton } from '@shwe/ui'
import { type ComponentType, type RefObject, Suspense, useEffect, useRef } from 'react'
import { lazyViews } from '../lazy-views.ts'
import { useScreen } from '../WidgetRoot.tsx'
import * as S from './Live.styles.ts'

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
  confirm: () => import('./views-bet.tsx'),
})

/** While a screen's code arrives: a panel of the screen's size, so the page does not jump. */
function Loading() {
  return (
    <S.Screen aria-busy="true">
      <Skeleton height={28} width="40%" />
      <Skeleton height={200} />
    </S.Screen>
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

/**
 * Moves the focus to the title of the screen the player moved to, once it is shown: at once, or when its code
 * has arrived and replaced the loading panel.
 */
function FocusTitle({ box }: { box: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    const root = box.current
    if (!root) return
    const focusTitle = (): boolean => {
      const title = root.querySelector('h1')
      if (!title) return false
      if (!title.hasAttribute('tabindex')) title.setAttribute('tabindex', '-1')
      title.focus()
      return true
    }
    if (focusTitle()) return
    const observer = new MutationObserver(() => {
      if (focusTitle()) observer.disconnect()
    })
    observer.observe(root, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [box])
  return null
}
