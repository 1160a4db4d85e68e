import { useScreen } from '../WidgetRoot.tsx'
import { HomeScreen } from './HomeScreen.tsx'
import { LogsScreen } from './LogsScreen.tsx'
import { TransferScreen } from './TransferScreen.tsx'

export const WALLET_SCREENS = ['home', 'internal-transfer', 'logs'] as const
export type WalletScreen = (typeof WALLET_SCREENS)[number]

export interface WalletProps {
  /** The first screen; on the site the URL decides (`/wallet`, `/information?tab=logs&type=…`, …). */
  screen?: WalletScreen
  /** Hides the game-wallet row of the wallet card, as the 2D and 3D bet screens do. */
  hideGameWallet?: boolean
}

/** The player's wallet: its home, exchanges between the balances, deposits, withdrawals and every log. */
export function Wallet({ screen = 'home', hideGameWallet = false }: WalletProps) {
  const current = useScreen('wallet', screen, WALLET_SCREENS)
  if (current.isElsewhere) return null
  const query = current.match?.screen === current.screen ? current.match.query : null
  switch (current.screen) {
    case 'home':
      return <HomeScreen hideGameWallet={hideGameWallet} />
    case 'internal-transfer':
      return <TransferScreen />
    case 'logs':
      return <LogsScreen query={query} />
  }
}
