import { Skeleton } from '@shwe/ui'
import {
  AreaScreens,
  defineScreens,
  type EagerScreens,
  lazyScreen,
  type ScreenOf,
} from '../platform/AreaScreens.tsx'
import * as S from './Board.styles.ts'

/**
 * The 3D board's screens and their routes. Each page ships its own first screen (the element the entry and the
 * confirmation); any other loads when first shown.
 */
export const THREE_D_AREA = defineScreens('3d-board', {
  entry: {
    route: '/3d',
    load: lazyScreen(() => import('./BoardEntryScreen.tsx').then((m) => m.BoardEntryScreen)),
  },
  confirm: {
    route: '/3d/confirm',
    load: lazyScreen(() => import('./ConfirmScreen.tsx').then((m) => m.ConfirmScreen)),
  },
  history: {
    route: '/3d/history',
    load: lazyScreen(() => import('./HistoryScreen.tsx').then((m) => m.HistoryScreen)),
  },
})

export const THREE_D_SCREENS = THREE_D_AREA.names
export type ThreeDScreen = ScreenOf<typeof THREE_D_AREA>

export interface ThreeDBoardProps {
  /** The first screen; on the site the URL decides (`/3d`, `/3d/confirm`, `/3d/history`). */
  screen?: ThreeDScreen
}

/** The screens a page of the board ships in its first load. */
export type ThreeDViews = EagerScreens<typeof THREE_D_AREA>

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
 * load (those of the page that mounts it) and the others loaded when the player moves to them.
 */
export function ThreeDScreens({ eager, screen = 'entry' }: ThreeDBoardProps & { eager: ThreeDViews }) {
  return <AreaScreens screens={THREE_D_AREA} screen={screen} eager={eager} fallback={<Loading />} />
}
