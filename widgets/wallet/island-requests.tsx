import '../site-mode.ts'
import { EXCHANGE } from '../exchange.texts.ts'
import { withWidgetRoot } from '../WidgetRoot.tsx'
import { WALLET } from './texts.ts'
import { views } from './views-requests.tsx'
import { type WalletProps, WalletScreens } from './Wallet.tsx'

/** The wallet as `/top-up/bank` and `/with-draw` mount it. */
function Wallet(props: WalletProps) {
  return <WalletScreens eager={views} {...props} />
}

export const WalletRequestsIsland = withWidgetRoot(Wallet, [WALLET, EXCHANGE])
