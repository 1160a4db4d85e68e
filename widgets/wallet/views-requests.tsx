import { DepositScreen } from './DepositScreen.tsx'
import { TransferTab } from './TransferTab.tsx'
import type { ScreenViews } from './Wallet.tsx'
import { WithdrawScreen } from './WithdrawScreen.tsx'

/** `/top-up/bank`, `/with-draw` and the Deposit and Withdraw tabs of `/information?tab=transfer`. */
export const views: ScreenViews = {
  deposit: () => <DepositScreen />,
  withdraw: () => <WithdrawScreen />,
  transfer: ({ query }) => <TransferTab query={query} />,
}
