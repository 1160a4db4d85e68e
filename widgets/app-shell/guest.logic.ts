import type { GuestRegisterPayload } from '@shwe/contract'

/** The credentials of a guest account just made, shown once. */
export interface GuestCredentials {
  userName: string
  password: string
}

/** Spec platform.md §5 and §6: guest user names are P and eight digits, display names GuestPlayer and four. */
export const GUEST = {
  userNameRange: [10_000_000, 99_999_999],
  nameRange: [1000, 9999],
  agentId: 4,
  type: 40,
  status: 1,
  referralCode: 'guestplayer',
  passwordLength: 12,
} as const

/** Letters and digits a player can copy or type back without confusing them (no 0/O, 1/l/I). */
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789'

export type RandomValues = (array: Uint32Array<ArrayBuffer>) => Uint32Array<ArrayBuffer>

const cryptoRandom: RandomValues = (array) => crypto.getRandomValues(array)

/** A uniform integer in [min, max], from the CSPRNG, without modulo bias. */
export function randomInt(min: number, max: number, random: RandomValues = cryptoRandom): number {
  const span = max - min + 1
  const limit = Math.floor(0x1_0000_0000 / span) * span
  const word = new Uint32Array(1)
  for (;;) {
    const value = (random(word)[0] ?? 0) >>> 0
    if (value < limit) return min + (value % span)
  }
}

/**
 * A fresh password for a guest: random letters and digits from `crypto.getRandomValues`, never a shared
 * constant, so nobody can sign in to another player's guest account by knowing how guests are made.
 */
export function guestPassword(random: RandomValues = cryptoRandom): string {
  let out = ''
  for (let i = 0; i < GUEST.passwordLength; i++) {
    out += PASSWORD_ALPHABET[randomInt(0, PASSWORD_ALPHABET.length - 1, random)]
  }
  return out
}

/** The guest registration payload of the spec, made on the device. */
export function guestPayload(random: RandomValues = cryptoRandom): GuestRegisterPayload {
  const password = guestPassword(random)
  return {
    name: `GuestPlayer${randomInt(GUEST.nameRange[0], GUEST.nameRange[1], random)}`,
    user_name: `P${randomInt(GUEST.userNameRange[0], GUEST.userNameRange[1], random)}`,
    phone: null,
    password,
    password_confirmation: password,
    agent_id: GUEST.agentId,
    status: GUEST.status,
    is_changed_password: 1,
    type: GUEST.type,
    referral_code: GUEST.referralCode,
  }
}
