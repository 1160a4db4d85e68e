import { views } from './first-screens.ts'
import { type WalletProps, WalletScreens } from './screens.tsx'

/**
 * The wallet as a React component, as `<shwe-wallet>` and as `/wallet` shows it: its home and transfer screens in
 * its first load, the others when first shown.
 */
export function Wallet(props: WalletProps) {
  return <WalletScreens eager={views} {...props} />
}
