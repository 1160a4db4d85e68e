/** Decimal string with two places, e.g. "15000.00": how the API renders money. */
export type DecimalString = string

/** GET /user, and `user` in the login reply. `balance` is the game balance. */
export interface UserProfile {
  id: number
  name: string
  user_name: string
  phone: string | null
  email: string | null
  balance: DecimalString
  main_balance: DecimalString
  status: number
}

export interface LoginPayload {
  user_name: string
  password: string
}

export interface LoginReply {
  user: UserProfile
  token: string
}

/** GET /toptenwithdraw: one player's approved withdrawals this month, id masked. */
export interface LeaderboardRow {
  id: number
  player_id: string
  amount: DecimalString
}
