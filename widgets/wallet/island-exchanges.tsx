import '../platform/site-mode.ts'
import { withWidgetRoot } from '../platform/WidgetRoot.tsx'
import { EXCHANGE } from '../shared/exchange/exchange.texts.ts'
import { exchangeScreens } from './exchange-screens.ts'
import { type WalletProps, WalletScreens } from './screens.tsx'
import { WALLET } from './texts.ts'

/** The wallet as `/transactions` and `/exchange-log` mount it; other screens load when first shown. */
function Wallet(props: WalletProps) {
  return <WalletScreens eager={exchangeScreens} {...props} />
}

export const WalletExchangesIsland = withWidgetRoot(Wallet, [WALLET, EXCHANGE])
