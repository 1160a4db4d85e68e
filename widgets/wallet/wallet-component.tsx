import { views } from './views-home.tsx'
import { type WalletProps, WalletScreens } from './Wallet.tsx'

/** The wallet as a React component: its home and transfer screens at once, the others when first shown. */
export function Wallet(props: WalletProps) {
  return <WalletScreens eager={views} {...props} />
}
