import '../platform/site-mode.ts'
import { withWidgetRoot } from '../platform/WidgetRoot.tsx'
import { EXCHANGE } from '../shared/exchange/exchange.texts.ts'
import { WALLET } from './texts.ts'
import { views } from './views-exchanges.tsx'
import { type WalletProps, WalletScreens } from './Wallet.tsx'

/** The wallet as `/transactions` and `/exchange-log` mount it. */
function Wallet(props: WalletProps) {
  return <WalletScreens eager={views} {...props} />
}

export const WalletExchangesIsland = withWidgetRoot(Wallet, [WALLET, EXCHANGE])
