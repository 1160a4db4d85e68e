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

/** `POST /logout`: the current token is revoked. */
export interface LogoutReply {
  message: string
}

/**
 * `POST /register`. The player joins the agent whose `referral_code` they give; the server makes up the
 * user name (`Pi` and eight digits). A complete payout account (all three account fields, an existing
 * payment type, digits-only number) is remembered for withdrawals; an incomplete one is ignored.
 */
export interface RegisterPayload {
  /** 3–100 characters. */
  name: string
  /** Digits only, at most 20; one account per phone. */
  phone: string
  /** 6–128 characters. */
  password: string
  /** Must equal `password`. */
  password_confirmation: string
  referral_code: string
  payment_type_id?: number | string
  account_name?: string
  account_number?: string
}

/** `POST /register` answers like a sign-in: the new profile and a token. */
export type RegisterReply = LoginReply

/**
 * `POST /guest-register`: a guest account with credentials made on the device. Only `name`, `user_name`,
 * `phone`, `password` (with its confirmation), `is_changed_password` and `type` are read; the rest is the
 * payload clients already send.
 */
export interface GuestRegisterPayload {
  /** At most 255 characters, e.g. `GuestPlayer4821`. */
  name: string
  /** 3–32 letters, digits or underscores; unique. */
  user_name: string
  phone?: string | null
  password: string
  password_confirmation?: string
  agent_id?: number | null
  status?: number
  is_changed_password: 1 | '1' | true
  type: 40 | '40'
  referral_code?: string
}

/** The guest's profile, with the fields the guest payload set. */
export interface GuestUser extends UserProfile {
  agent_id: number | null
  is_changed_password: 1
  type: 40
  referral_code: string
}

/** `POST /guest-register` answers HTTP 201 `{status: "success", message, data: {user, token}}`. */
export interface GuestRegisterReply {
  user: GuestUser
  token: string
}

/** `POST /change-password`: every other session of the player ends. The reply is the profile. */
export interface ChangePasswordPayload {
  current_password: string
  /** 6–128 characters. */
  password: string
  /** Must equal `password`. */
  password_confirmation: string
}
