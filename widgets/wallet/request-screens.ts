import { DepositScreen } from './DepositScreen.tsx'
import { TransferTab } from './TransferTab.tsx'
import { WithdrawScreen } from './WithdrawScreen.tsx'

/**
 * The screens `/top-up/bank` and `/with-draw` ship in their first load, and the transfer tab of `/information`,
 * which shows the same forms: one module, so they load together wherever one of them is first needed.
 */
export const requestScreens = { deposit: DepositScreen, withdraw: WithdrawScreen, transfer: TransferTab }
