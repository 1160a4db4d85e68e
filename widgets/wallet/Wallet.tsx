import { HomeScreen } from './HomeScreen.tsx'
import { type WalletProps, WalletScreens } from './screens.tsx'
import { TransferScreen } from './TransferScreen.tsx'

/** `/wallet` and `/wallet/internal-transfer`: the wallet's home and its transfer, in one load. */
export const views = { home: HomeScreen, 'internal-transfer': TransferScreen }

/**
 * The wallet as a React component, as `<shwe-wallet>` and as `/wallet` shows it: its home and transfer screens in
 * its first load, the others when first shown.
 */
export function Wallet(props: WalletProps) {
  return <WalletScreens eager={views} {...props} />
}
