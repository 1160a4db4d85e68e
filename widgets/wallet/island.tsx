import '../platform/site-mode.ts'
import { withWidgetRoot } from '../platform/WidgetRoot.tsx'
import { EXCHANGE } from '../shared/exchange/exchange.texts.ts'
import { WALLET } from './texts.ts'
import { Wallet } from './Wallet.tsx'

/** The wallet as `/wallet` and `/wallet/internal-transfer` mount it; other screens load when first shown. */
export const WalletIsland = withWidgetRoot(Wallet, [WALLET, EXCHANGE])
