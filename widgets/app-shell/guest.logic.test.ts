import { describe, expect, it } from 'vitest'
import { GUEST, guestPassword, guestPayload, randomInt } from './guest.logic.ts'

/** A generator that returns the given words in turn. */
const words =
  (...values: number[]) =>
  (array: Uint32Array<ArrayBuffer>) => {
    array[0] = values.shift() ?? 0
    return array
  }

describe('guestPayload', () => {
  it('names the guest P and eight digits, GuestPlayer and four digits, with the spec constants', () => {
    for (let i = 0; i < 200; i++) {
      const payload = guestPayload()
      expect(payload.user_name).toMatch(/^P[1-9]\d{7}$/)
      expect(payload.name).toMatch(/^GuestPlayer[1-9]\d{3}$/)
      expect(payload).toMatchObject({
        phone: null,
        agent_id: 4,
        status: 1,
        is_changed_password: 1,
        type: 40,
        referral_code: 'guestplayer',
      })
      expect(payload.password_confirmation).toBe(payload.password)
    }
  })

  it('never gives two guests the same password', () => {
    const passwords = new Set(Array.from({ length: 500 }, () => guestPayload().password))
    expect(passwords.size).toBe(500)
  })
})

describe('guestPassword', () => {
  it('is twelve letters and digits without look-alikes', () => {
    for (let i = 0; i < 200; i++) expect(guestPassword()).toMatch(/^[A-HJ-NP-Za-km-z2-9]{12}$/)
  })
})

describe('randomInt', () => {
  it('stays within the bounds, ends included', () => {
    expect(randomInt(1000, 9999, words(0))).toBe(1000)
    expect(randomInt(1000, 9999, words(8999))).toBe(9999)
    expect(randomInt(GUEST.userNameRange[0], GUEST.userNameRange[1], words(0))).toBe(10_000_000)
  })

  it('draws again rather than favour low numbers (no modulo bias)', () => {
    // 2^32 is not a multiple of 9000: the words at the very top would make low numbers likelier.
    expect(randomInt(1000, 9999, words(0xffff_ffff, 5))).toBe(1005)
  })
})
