import { ExchangeLogScreen } from './ExchangeLogScreen.tsx'
import { TransactionsScreen } from './TransactionsScreen.tsx'

/**
 * The screens `/transactions` and `/exchange-log` ship in their first load, two views of the exchange log: one
 * module, so they load together wherever one of them is first needed.
 */
export const exchangeScreens = { transactions: TransactionsScreen, 'exchange-log': ExchangeLogScreen }
