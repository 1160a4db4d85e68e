import {
  type ChangePasswordPayload,
  type GuestRegisterPayload,
  type GuestRegisterReply,
  type LoginPayload,
  type LoginReply,
  paths,
  type RegisterPayload,
  type RegisterReply,
  type UserProfile,
} from '@shwe/contract'
import type { Call } from './request.ts'

/** Signing in and out, registration and the player's profile. */
export function accountCalls(call: Call) {
  return {
    /** Signs a player in with user name (or phone) and password; answers the profile and a token. */
    login: (payload: LoginPayload) => call<LoginReply>('POST', paths.login, payload),
    /** Signs the player out on the server, ending the token the call is made with. */
    logout: () => call<unknown>('POST', paths.logout),
    /** Reads the signed-in player's profile, with both balances. */
    user: () => call<UserProfile>('GET', paths.user),
    /** Opens a player account under an agent's referral code; answers the profile and a token. */
    register: (payload: RegisterPayload) => call<RegisterReply>('POST', paths.register, payload),
    /** Opens a guest account with credentials made on the device; answers the profile and a token. */
    guestRegister: (payload: GuestRegisterPayload) =>
      call<GuestRegisterReply>('POST', paths.guestRegister, payload),
    /** Changes the player's password and signs out their other devices; answers the profile. */
    changePassword: (payload: ChangePasswordPayload) =>
      call<UserProfile>('POST', paths.changePassword, payload),
  }
}
