import '../platform/site-mode.ts'
import { withWidgetRoot } from '../platform/WidgetRoot.tsx'
import { EXCHANGE } from '../shared/exchange/exchange.texts.ts'
import { HistoryScreen } from './HistoryScreen.tsx'
import { type WalletProps, WalletScreens } from './screens.tsx'
import { WALLET } from './texts.ts'

/** The wallet as `/wallet-history` mounts it; other screens load when first shown. */
function Wallet(props: WalletProps) {
  return <WalletScreens eager={{ history: HistoryScreen }} {...props} />
}

export const WalletHistoryIsland = withWidgetRoot(Wallet, [WALLET, EXCHANGE])
