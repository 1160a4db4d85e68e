import { HomeScreen } from './HomeScreen.tsx'
import { TransferScreen } from './TransferScreen.tsx'

/** `/wallet` and `/wallet/internal-transfer`: the wallet's home and its transfer, in one load. */
export const views = { home: HomeScreen, 'internal-transfer': TransferScreen }
