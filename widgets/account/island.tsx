import '../site-mode.ts'
import { EXCHANGE } from '../exchange.texts.ts'
import { withWidgetRoot } from '../WidgetRoot.tsx'
import { Account } from './Account.tsx'
import { ACCOUNT } from './texts.ts'

/** The account area as the site mounts it (`/information?tab=profile`). */
export const AccountIsland = withWidgetRoot(Account, [ACCOUNT, EXCHANGE, 'care', 'win-alerts'])
