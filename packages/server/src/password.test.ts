import { describe, expect, it } from 'vitest'
import {
  DEFAULT_SCRYPT_LOG_N,
  hashPassword,
  needsRehash,
  UNUSABLE_PASSWORD,
  verifyPassword,
} from './password.ts'

const LOW = 10

describe('password hashing', () => {
  it('uses scrypt N=2^17, r=8, p=1 with a 16-byte salt by default, and verifies', async () => {
    const stored = await hashPassword('demo1234')
    const [scheme, logN, r, p, salt, hash] = stored.split('$')
    expect([scheme, logN, r, p]).toEqual(['scrypt', '17', '8', '1'])
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16)
    expect(Buffer.from(hash ?? '', 'base64')).toHaveLength(32)
    expect(DEFAULT_SCRYPT_LOG_N).toBe(17)
    // One verification at full cost; wrong passwords are covered at a low cost below.
    expect(await verifyPassword('demo1234', stored)).toBe(true)
    expect(needsRehash(stored)).toBe(false)
  })

  it('salts every hash', async () => {
    const a = await hashPassword('same password', LOW)
    const b = await hashPassword('same password', LOW)
    expect(a).not.toBe(b)
    expect(await verifyPassword('same password', a, LOW)).toBe(true)
    expect(await verifyPassword('same password', b, LOW)).toBe(true)
    expect(await verifyPassword('same passwore', b, LOW)).toBe(false)
    expect(await verifyPassword('', b, LOW)).toBe(false)
  })

  it('verifies with the parameters stored in the hash, not the current ones', async () => {
    const old = await hashPassword('secret123', 8)
    expect(await verifyPassword('secret123', old, LOW)).toBe(true)
    expect(needsRehash(old, LOW)).toBe(true)
    expect(needsRehash(await hashPassword('secret123', LOW), LOW)).toBe(false)
  })

  it('treats Unicode compositions of the same text alike', async () => {
    const composed = 'caf\u00e9123'
    const decomposed = 'cafe\u0301123'
    expect(await verifyPassword(decomposed, await hashPassword(composed, LOW), LOW)).toBe(true)
  })

  it('refuses missing, unusable and malformed hashes', async () => {
    const good = await hashPassword('secret123', LOW)
    for (const stored of [
      null,
      UNUSABLE_PASSWORD,
      '',
      'secret123',
      good.replace('scrypt$', 'bcrypt$'),
      good.replace(`$${LOW}$`, '$30$'),
      `${good}$extra`,
      good.split('$').slice(0, 5).join('$'),
    ]) {
      expect(await verifyPassword('secret123', stored, LOW)).toBe(false)
    }
  })
})
