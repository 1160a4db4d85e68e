import { HistoryScreen } from './HistoryScreen.tsx'
import type { ScreenViews } from './Wallet.tsx'

/** `/wallet-history`: the deposit and withdraw requests, and every request in one table. */
export const views: ScreenViews = {
  history: ({ query }) => <HistoryScreen query={query} />,
}
