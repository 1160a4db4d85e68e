import { DepositScreen } from './DepositScreen.tsx'
import { ExchangeLogScreen } from './ExchangeLogScreen.tsx'
import { HistoryScreen } from './HistoryScreen.tsx'
import { HomeScreen } from './HomeScreen.tsx'
import { LogsScreen } from './LogsScreen.tsx'
import { type WalletProps, WalletScreens } from './screens.tsx'
import { TransactionsScreen } from './TransactionsScreen.tsx'
import { TransferScreen } from './TransferScreen.tsx'
import { TransferTab } from './TransferTab.tsx'
import { WithdrawScreen } from './WithdrawScreen.tsx'

/** Every screen of the wallet at hand, so a test moves between them without waiting for a lazy one to load. */
const ALL_SCREENS = {
  home: HomeScreen,
  'internal-transfer': TransferScreen,
  deposit: DepositScreen,
  withdraw: WithdrawScreen,
  transfer: TransferTab,
  history: HistoryScreen,
  transactions: TransactionsScreen,
  'exchange-log': ExchangeLogScreen,
  logs: LogsScreen,
}

/** The wallet as its element shows it, every screen loaded. */
export const Wallet = (props: WalletProps) => <WalletScreens eager={ALL_SCREENS} {...props} />
