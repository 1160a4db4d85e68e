import '../site-mode.ts'
import { EXCHANGE } from '../exchange.texts.ts'
import { withWidgetRoot } from '../WidgetRoot.tsx'
import { WALLET } from './texts.ts'
import { Wallet } from './wallet-component.tsx'

/** The wallet as `/wallet` and `/wallet/internal-transfer` mount it; other screens load when first shown. */
export const WalletIsland = withWidgetRoot(Wallet, [WALLET, EXCHANGE])
