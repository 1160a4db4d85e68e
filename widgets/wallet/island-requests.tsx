import '../platform/site-mode.ts'
import { withWidgetRoot } from '../platform/WidgetRoot.tsx'
import { EXCHANGE } from '../shared/exchange/exchange.texts.ts'
import { requestScreens } from './request-screens.ts'
import { type WalletProps, WalletScreens } from './screens.tsx'
import { WALLET } from './texts.ts'

/** The wallet as `/top-up/bank`, `/with-draw` and the transfer tab of `/information` mount it; other screens load when first shown. */
function Wallet(props: WalletProps) {
  return <WalletScreens eager={requestScreens} {...props} />
}

export const WalletRequestsIsland = withWidgetRoot(Wallet, [WALLET, EXCHANGE])
