import { ExchangeLogScreen } from './ExchangeLogScreen.tsx'
import { TransactionsScreen } from './TransactionsScreen.tsx'
import type { ScreenViews } from './Wallet.tsx'

/** `/transactions` and `/exchange-log`: the exchanges between the two balances. */
export const views: ScreenViews = {
  transactions: () => <TransactionsScreen />,
  'exchange-log': () => <ExchangeLogScreen />,
}
