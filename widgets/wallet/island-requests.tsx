import '../platform/site-mode.ts'
import { withWidgetRoot } from '../platform/WidgetRoot.tsx'
import { EXCHANGE } from '../shared/exchange/exchange.texts.ts'
import { WALLET } from './texts.ts'
import { views } from './views-requests.tsx'
import { type WalletProps, WalletScreens } from './Wallet.tsx'

/** The wallet as `/top-up/bank` and `/with-draw` mount it. */
function Wallet(props: WalletProps) {
  return <WalletScreens eager={views} {...props} />
}

export const WalletRequestsIsland = withWidgetRoot(Wallet, [WALLET, EXCHANGE])
