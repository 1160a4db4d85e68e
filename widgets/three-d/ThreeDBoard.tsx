import { Skeleton } from '@shwe/ui'
import { type ComponentType, Suspense, useRef } from 'react'
import { FocusTitle } from '../platform/FocusTitle.tsx'
import { lazyViews } from '../platform/lazy-views.ts'
import { useScreen } from '../platform/root-context.ts'
import * as S from './Board.styles.ts'

export const THREE_D_SCREENS = ['entry', 'confirm', 'history'] as const
export type ThreeDScreen = (typeof THREE_D_SCREENS)[number]

export interface ThreeDBoardProps {
  /** The first screen; on the site the URL decides (`/3d`, `/3d/confirm`, `/3d/history`). */
  screen?: ThreeDScreen
}

export type ThreeDViews = Partial<Record<ThreeDScreen, ComponentType>>

const lazyView = lazyViews<ThreeDScreen, object>({
  entry: () => import('./views-entry.tsx'),
  confirm: () => import('./views-confirm.tsx'),
  history: () => import('./views-history.tsx'),
})

/** While a screen's code arrives: a panel of the screen's size, so the page does not jump. */
function Loading() {
  return (
    <S.Screen aria-busy="true">
      <Skeleton height={28} width="40%" />
      <Skeleton height={96} />
      <Skeleton height={240} />
    </S.Screen>
  )
}

/**
 * The 3D board: entry with the quick tools, confirmation and history, with the screens of `eager` in the first
 * load (those of the page that mounts it) and the others loaded when the player moves to them. After a move in
 * place the new screen's title takes the focus, as a new page would start there.
 */
export function ThreeDScreens({ eager, screen = 'entry' }: ThreeDBoardProps & { eager: ThreeDViews }) {
  const current = useScreen('3d-board', screen, THREE_D_SCREENS)
  const box = useRef<HTMLDivElement>(null)
  const first = useRef(current.screen)
  const hasMoved = useRef(false)
  if (current.screen !== first.current) hasMoved.current = true
  if (current.isElsewhere) return null
  const View = eager[current.screen] ?? lazyView(current.screen)
  return (
    <div ref={box} style={{ display: 'contents' }}>
      <Suspense fallback={<Loading />}>
        <View />
        {hasMoved.current && <FocusTitle key={current.screen} box={box} />}
      </Suspense>
    </div>
  )
}
