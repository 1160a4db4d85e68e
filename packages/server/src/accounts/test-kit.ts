/** Shared by the accounts tests: the bodies of a sign-up and of a guest sign-up, as the clients send them. */

/** `POST /register` under the demo agent's referral code; `extra` adds or replaces fields. */
export const registration = (phone: string, extra: Record<string, unknown> = {}) => ({
  name: 'Aung Aung',
  phone,
  password: 'golden77',
  password_confirmation: 'golden77',
  referral_code: 'SHWE2026',
  ...extra,
})

/** `POST /guest-register` as the client generates it; `extra` adds or replaces fields. */
export const guestRegistration = (userName: string, extra: Record<string, unknown> = {}) => ({
  name: 'GuestPlayer',
  user_name: userName,
  phone: null,
  password: 'k3y-7781',
  password_confirmation: 'k3y-7781',
  agent_id: 4,
  status: 1,
  is_changed_password: 1,
  type: 40,
  referral_code: 'guestplayer',
  ...extra,
})
