import { ERROR_STATUS } from '@shwe/contract'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_SCRYPT_LOG_N,
  hashPassword,
  needsRehash,
  PASSWORD_WORK,
  PasswordWorkBusy,
  SERVER_BUSY,
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

describe('bounded password work', () => {
  /** Settles to 'busy' when the work was refused at once, else to the hash. */
  const attempt = (work: Promise<string>) =>
    work.then(
      (hash) => hash,
      (error: unknown) => (error instanceof PasswordWorkBusy ? 'busy' : Promise.reject(error)),
    )

  it('runs a few hashes at once, lets a bounded line wait, and refuses beyond it with 503 and Retry-After', async () => {
    const { concurrency, maxWaiting } = PASSWORD_WORK
    const players = Array.from({ length: concurrency + maxWaiting + 3 }, (_, i) =>
      attempt(hashPassword(`player-${i}`, LOW)),
    )
    // The sign-ups' line is a separate one: players filling theirs do not refuse a sign-up.
    const signUp = attempt(hashPassword('new-player', LOW, 'sign-ups'))
    const results = await Promise.all(players)
    expect(results.filter((r) => r === 'busy')).toHaveLength(3)
    expect(results.slice(0, concurrency + maxWaiting).every((r) => r.startsWith('scrypt$'))).toBe(true)
    expect(await signUp).toMatch(/^scrypt\$/)
    // Once the line has drained, work is taken again.
    expect(await verifyPassword('player-0', results[0] ?? '', LOW)).toBe(true)

    const reply = new PasswordWorkBusy().getResponse()
    expect(reply.status).toBe(503)
    expect(reply.headers.get('retry-after')).toBe(String(PASSWORD_WORK.retryAfterSeconds))
    expect(await reply.json()).toEqual({ status: ERROR_STATUS, message: SERVER_BUSY, data: '' })
  })

  it('serves players waiting for a slot before new accounts waiting for one', async () => {
    const finished: string[] = []
    const track = (name: string, work: Promise<unknown>) => work.then(() => void finished.push(name))
    const stored = await hashPassword('secret123', 8)
    // Slow sign-ups take every slot and more wait; a quick sign-in arrives last.
    const slow = Array.from({ length: PASSWORD_WORK.concurrency + 3 }, (_, i) =>
      track(`sign-up-${i}`, hashPassword(`new-${i}`, 14, 'sign-ups')),
    )
    const signIn = track('sign-in', verifyPassword('secret123', stored, 8))
    await Promise.all([...slow, signIn])
    const waitingSignUps = finished.filter(
      (name) => name.startsWith('sign-up-') && Number(name.slice(8)) >= PASSWORD_WORK.concurrency,
    )
    expect(finished.indexOf('sign-in')).toBeLessThan(finished.indexOf(waitingSignUps[0] ?? ''))
  })
})
