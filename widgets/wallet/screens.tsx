import { Skeleton } from '@shwe/ui'
import {
  AreaScreens,
  defineScreens,
  type EagerScreens,
  lazyScreen,
  type ScreenOf,
} from '../platform/AreaScreens.tsx'
import * as S from './Wallet.styles.ts'
import { WALLET_ELEMENT } from './wallet.def.ts'

/**
 * The wallet's screens and their routes. Each page ships its own first screens (the element and `/wallet` the
 * home and the transfer); any other loads when first shown, with the screens of its page (the module of that page's
 * island, or of the screen alone when its page has one).
 */
export const WALLET_AREA = defineScreens('wallet', {
  home: { route: '/wallet', load: lazyScreen(() => import('./first-screens.ts').then((m) => m.views.home)) },
  'internal-transfer': {
    route: '/wallet/internal-transfer',
    load: lazyScreen(() => import('./first-screens.ts').then((m) => m.views['internal-transfer'])),
  },
  deposit: {
    route: '/top-up/bank',
    load: lazyScreen(() => import('./request-screens.ts').then((m) => m.requestScreens.deposit)),
  },
  withdraw: {
    route: '/with-draw',
    load: lazyScreen(() => import('./request-screens.ts').then((m) => m.requestScreens.withdraw)),
  },
  transfer: {
    route: '/information?tab=transfer',
    load: lazyScreen(() => import('./request-screens.ts').then((m) => m.requestScreens.transfer)),
  },
  history: {
    route: '/wallet-history',
    load: lazyScreen(() => import('./HistoryScreen.tsx').then((m) => m.HistoryScreen)),
  },
  transactions: {
    route: '/transactions',
    load: lazyScreen(() => import('./exchange-screens.ts').then((m) => m.exchangeScreens.transactions)),
  },
  'exchange-log': {
    route: '/exchange-log',
    load: lazyScreen(() => import('./exchange-screens.ts').then((m) => m.exchangeScreens['exchange-log'])),
  },
  logs: {
    route: '/information?tab=logs',
    load: lazyScreen(() => import('./LogsScreen.tsx').then((m) => m.LogsScreen)),
  },
})

export const WALLET_SCREENS = WALLET_AREA.names
export type WalletScreen = ScreenOf<typeof WALLET_AREA>

export interface WalletProps {
  /** The first screen; on the site the URL decides (`/wallet`, `/top-up/bank`, `/information?tab=logs`, …). */
  screen?: WalletScreen
  /** Hides the game-wallet row of the wallet card, as the 2D and 3D bet screens do. */
  hideGameWallet?: boolean
}

/** The screens a page of the wallet ships in its first load. */
export type WalletViews = EagerScreens<typeof WALLET_AREA>

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
 * loads when the player first moves to it. Every screen is given the query of its route and `hideGameWallet`.
 */
export function WalletScreens({
  eager,
  screen = WALLET_ELEMENT.firstScreen,
  hideGameWallet = false,
}: WalletProps & { eager: WalletViews }) {
  return (
    <AreaScreens
      screens={WALLET_AREA}
      screen={screen}
      eager={eager}
      fallback={<Loading />}
      props={{ hideGameWallet }}
    />
  )
}
