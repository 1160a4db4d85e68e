import '../platform/site-mode.ts'
import { withWidgetRoot } from '../platform/WidgetRoot.tsx'
import { EXCHANGE } from '../shared/exchange/exchange.texts.ts'
import { LogsScreen } from './LogsScreen.tsx'
import { type WalletProps, WalletScreens } from './screens.tsx'
import { WALLET } from './texts.ts'

/** The wallet as `/information` mounts it (the logs tab); other screens load when first shown. */
function Wallet(props: WalletProps) {
  return <WalletScreens eager={{ logs: LogsScreen }} {...props} />
}

export const WalletLogsIsland = withWidgetRoot(Wallet, [WALLET, EXCHANGE])
