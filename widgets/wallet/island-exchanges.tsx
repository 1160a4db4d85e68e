import '../platform/site-mode.ts'
import { withWidgetRoot } from '../platform/WidgetRoot.tsx'
import { EXCHANGE } from '../shared/exchange/exchange.texts.ts'
import { ExchangeLogScreen } from './ExchangeLogScreen.tsx'
import { type WalletProps, WalletScreens } from './screens.tsx'
import { TransactionsScreen } from './TransactionsScreen.tsx'
import { WALLET } from './texts.ts'

/** The wallet as `/transactions` and `/exchange-log` mount it; other screens load when first shown. */
function Wallet(props: WalletProps) {
  return (
    <WalletScreens
      eager={{ transactions: TransactionsScreen, 'exchange-log': ExchangeLogScreen }}
      {...props}
    />
  )
}

export const WalletExchangesIsland = withWidgetRoot(Wallet, [WALLET, EXCHANGE])
