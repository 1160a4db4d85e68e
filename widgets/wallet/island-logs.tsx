import '../platform/site-mode.ts'
import { withWidgetRoot } from '../platform/WidgetRoot.tsx'
import { EXCHANGE } from '../shared/exchange/exchange.texts.ts'
import { WALLET } from './texts.ts'
import { views } from './views-logs.tsx'
import { type WalletProps, WalletScreens } from './Wallet.tsx'

/** The wallet as `/information` mounts it (the logs tab). */
function Wallet(props: WalletProps) {
  return <WalletScreens eager={views} {...props} />
}

export const WalletLogsIsland = withWidgetRoot(Wallet, [WALLET, EXCHANGE])
