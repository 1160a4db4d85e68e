import { HomeScreen } from './HomeScreen.tsx'
import { TransferScreen } from './TransferScreen.tsx'
import type { ScreenViews } from './Wallet.tsx'

/** `/wallet` and `/wallet/internal-transfer`. */
export const views: ScreenViews = {
  home: ({ hideGameWallet }) => <HomeScreen hideGameWallet={hideGameWallet} />,
  'internal-transfer': () => <TransferScreen />,
}
