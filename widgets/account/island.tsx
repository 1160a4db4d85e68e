import '../platform/site-mode.ts'
import { withWidgetRoot } from '../platform/WidgetRoot.tsx'
import { EXCHANGE } from '../shared/exchange/exchange.texts.ts'
import { Account } from './Account.tsx'
import { ACCOUNT } from './texts.ts'

/** The account area as the site mounts it (`/information?tab=profile`). */
export const AccountIsland = withWidgetRoot(Account, [ACCOUNT, EXCHANGE, 'care', 'win-alerts'])
