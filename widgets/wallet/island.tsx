import '../site-mode.ts'
import { EXCHANGE } from '../exchange.texts.ts'
import { withWidgetRoot } from '../WidgetRoot.tsx'
import { WALLET } from './texts.ts'
import { Wallet } from './Wallet.tsx'

/** The wallet as the site mounts it (`/information?tab=logs`). */
export const WalletIsland = withWidgetRoot(Wallet, [WALLET, EXCHANGE])
