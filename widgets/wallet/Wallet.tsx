import { Skeleton } from '@shwe/ui'
import { type ComponentType, Suspense } from 'react'
import { lazyViews } from '../platform/lazy-views.ts'
import { useScreen } from '../platform/root-context.ts'
import * as S from './Wallet.styles.ts'
import { WALLET_ELEMENT } from './wallet.def.ts'

export const WALLET_SCREENS = [
  'home',
  'internal-transfer',
  'deposit',
  'withdraw',
  'transfer',
  'history',
  'transactions',
  'exchange-log',
  'logs',
] as const
export type WalletScreen = (typeof WALLET_SCREENS)[number]

export interface WalletProps {
  /** The first screen; on the site the URL decides (`/wallet`, `/top-up/bank`, `/information?tab=logs`, …). */
  screen?: WalletScreen
  /** Hides the game-wallet row of the wallet card, as the 2D and 3D bet screens do. */
  hideGameWallet?: boolean
}

/** What every screen of the wallet is given. */
export interface ScreenProps {
  /** The query of the route the screen shows (`type=withdraw`, `from=…`), or null. */
  query: URLSearchParams | null
  hideGameWallet: boolean
}
export type ScreenViews = Partial<Record<WalletScreen, ComponentType<ScreenProps>>>

/** Where each screen's code lives: the screens of one page travel together and load when first shown. */
const lazyView = lazyViews<WalletScreen, ScreenProps>({
  home: () => import('./views-home.tsx'),
  'internal-transfer': () => import('./views-home.tsx'),
  deposit: () => import('./views-requests.tsx'),
  withdraw: () => import('./views-requests.tsx'),
  transfer: () => import('./views-requests.tsx'),
  history: () => import('./views-history.tsx'),
  transactions: () => import('./views-exchanges.tsx'),
  'exchange-log': () => import('./views-exchanges.tsx'),
  logs: () => import('./views-logs.tsx'),
})

/** While a screen's code arrives: a panel of the screen's width, so the page does not jump. */
function Loading() {
  return (
    <S.Screen aria-busy="true">
      <Skeleton height={28} width="40%" />
      <Skeleton height={160} />
      <Skeleton height={96} />
    </S.Screen>
  )
}

/**
 * The wallet, with the screens of `eager` in its first load (those of the page that mounts it); any other screen
 * loads when the player first moves to it.
 */
export function WalletScreens({
  eager,
  screen = WALLET_ELEMENT.firstScreen,
  hideGameWallet = false,
}: WalletProps & { eager: ScreenViews }) {
  const current = useScreen('wallet', screen, WALLET_SCREENS)
  if (current.isElsewhere) return null
  const query = current.match?.screen === current.screen ? current.match.query : null
  const View = eager[current.screen] ?? lazyView(current.screen)
  return (
    <Suspense fallback={<Loading />}>
      <View query={query} hideGameWallet={hideGameWallet} />
    </Suspense>
  )
}
