import { LogsScreen } from './LogsScreen.tsx'
import type { ScreenViews } from './Wallet.tsx'

/** `/information?tab=logs`: the deposit, withdraw and game logs. */
export const views: ScreenViews = {
  logs: ({ query }) => <LogsScreen query={query} />,
}
