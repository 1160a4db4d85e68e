import '../site-mode.ts'
import { EXCHANGE } from '../exchange.texts.ts'
import { withWidgetRoot } from '../WidgetRoot.tsx'
import { WALLET } from './texts.ts'
import { views } from './views-history.tsx'
import { type WalletProps, WalletScreens } from './Wallet.tsx'

/** The wallet as `/wallet-history` mounts it. */
function Wallet(props: WalletProps) {
  return <WalletScreens eager={views} {...props} />
}

export const WalletHistoryIsland = withWidgetRoot(Wallet, [WALLET, EXCHANGE])
