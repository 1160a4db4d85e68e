import { PLAYER } from '../test/utils.tsx'

/** The player whose profile the account's tests show: a game balance with cents, a main balance, no phone. */
export const user = {
  ...PLAYER,
  id: 7,
  name: 'Daw Hla',
  user_name: 'P12345678',
  balance: '25000.50',
  main_balance: '1000.00',
}
