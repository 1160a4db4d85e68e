import '../platform/site-mode.ts'
import { withWidgetRoot } from '../platform/WidgetRoot.tsx'
import { EXCHANGE } from '../shared/exchange/exchange.texts.ts'
import { DepositScreen } from './DepositScreen.tsx'
import { type WalletProps, WalletScreens } from './screens.tsx'
import { TransferTab } from './TransferTab.tsx'
import { WALLET } from './texts.ts'
import { WithdrawScreen } from './WithdrawScreen.tsx'

/** The wallet as `/top-up/bank`, `/with-draw` and the transfer tab of `/information` mount it; others load when first shown. */
function Wallet(props: WalletProps) {
  return (
    <WalletScreens
      eager={{ deposit: DepositScreen, withdraw: WithdrawScreen, transfer: TransferTab }}
      {...props}
    />
  )
}

export const WalletRequestsIsland = withWidgetRoot(Wallet, [WALLET, EXCHANGE])
