import { afterEach, describe, expect, it, vi } from 'vitest'
import { commitment, digitRoller, newServerSeed, rollDigit, sha256Hex, verifyRolls } from './fairness.ts'

// Node's own crypto is the independent implementation the Web Crypto code is checked against. The
// domain compiles without Node's types (its source must not use Node), so the test loads the module
// untyped and states the two calls it makes.
interface NodeCrypto {
  createHmac(algorithm: 'sha256', key: string): { update(data: string): { digest(): Uint8Array } }
  createHash(algorithm: 'sha256'): { update(data: string): { digest(encoding: 'hex'): string } }
}
const { createHash, createHmac }: NodeCrypto = await import('node:crypto' as string)

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

const SERVER = 'server-seed-1'
const CLIENT = 'client-seed'

const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest()

// The algorithm of fairness.ts restated with node:crypto, as a player would recompute it offline.
function referenceRoll(serverSeed: string, clientSeed: string, nonce: number): number {
  for (let round = 0; ; round++) {
    const message = round === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${round}`
    for (const byte of hmac(serverSeed, message)) if (byte < 250) return byte % 10
  }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('hashes and commitments', () => {
  it('hashes UTF-8 text to lowercase hex SHA-256', async () => {
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
    expect(await sha256Hex('မင်္ဂလာပါ')).toBe(createHash('sha256').update('မင်္ဂလာပါ').digest('hex'))
  })

  it('commits to the server seed with its SHA-256', async () => {
    expect(await commitment(SERVER)).toBe('a562d93d4bf3b40f7d2ed81c4c43334cc714f2d7d11691a1bec023153998f2e2')
  })

  it('makes fresh 32-byte seeds', () => {
    const a = newServerSeed()
    expect(a).toMatch(/^[0-9a-f]{64}$/)
    expect(newServerSeed()).not.toBe(a)
  })
})

describe('rollDigit', () => {
  it('matches a roll worked out by hand', async () => {
    // HMAC-SHA256(key "server-seed-1", "client-seed:0") begins 0x98 = 152 < 250, and 152 mod 10 = 2.
    expect(hex(hmac(SERVER, `${CLIENT}:0`))).toBe(
      '98513100fdbec42923f0707294e08a3ea5790a9d3dec296e4137066214eb3efd',
    )
    expect(await rollDigit(SERVER, CLIENT, 0)).toBe(2)
  })

  it('skips a first byte of 250 or more and takes the next one', async () => {
    // Nonce 10 begins 0xff (rejected), then 0x2c = 44 → 4.
    expect(hex(hmac(SERVER, `${CLIENT}:10`).subarray(0, 2))).toBe('ff2c')
    expect(await rollDigit(SERVER, CLIENT, 10)).toBe(4)

    // And for another seed, whichever nonce first needs the skip.
    const seed = 'another seed'
    let nonce = 0
    while ((hmac(seed, `c:${nonce}`)[0] ?? 0) < 250) nonce++
    const bytes = hmac(seed, `c:${nonce}`)
    const next = [...bytes.subarray(1)].find((b) => b < 250) ?? -1
    expect(await rollDigit(seed, 'c', nonce)).toBe(next % 10)
  })

  it('goes on to "client:nonce:1" when all 32 bytes are rejected', async () => {
    const subtle = globalThis.crypto.subtle
    const sign = subtle.sign.bind(subtle)
    const messages: string[] = []
    vi.spyOn(subtle, 'sign').mockImplementation(async (algorithm, key, data) => {
      messages.push(new TextDecoder().decode(data as Uint8Array))
      // Pretend the first MAC is all 0xff, which happens with probability (6/256)^32.
      return messages.length === 1 ? new Uint8Array(32).fill(255).buffer : sign(algorithm, key, data)
    })
    const digit = await rollDigit(SERVER, CLIENT, 5)
    expect(messages).toEqual([`${CLIENT}:5`, `${CLIENT}:5:1`])
    const fallback = [...hmac(SERVER, `${CLIENT}:5:1`)].find((b) => b < 250) ?? -1
    expect(digit).toBe(fallback % 10)
  })

  it.each([-1, 1.5, Number.NaN, 2 ** 53])('refuses the nonce %s', async (nonce) => {
    await expect(rollDigit(SERVER, CLIENT, nonce)).rejects.toThrow(RangeError)
  })
})

describe('verification', () => {
  it('recomputes 10,000 rolls independently and verifies them', async () => {
    const roller = await digitRoller(SERVER)
    const rolls = await Promise.all(
      Array.from({ length: 10_000 }, async (_, nonce) => ({
        nonce,
        digit: await roller.roll(CLIENT, nonce),
      })),
    )
    for (const { nonce, digit } of rolls) {
      if (digit !== referenceRoll(SERVER, CLIENT, nonce)) expect.fail(`nonce ${nonce} differs`)
    }
    expect(await verifyRolls(SERVER, await commitment(SERVER), CLIENT, rolls)).toBe(true)
  })

  it('fails on a wrong seed, commitment, client seed or digit', async () => {
    const rolls = [
      { nonce: 0, digit: 2 },
      { nonce: 10, digit: 4 },
    ]
    const committed = await commitment(SERVER)
    expect(await verifyRolls(SERVER, committed, CLIENT, rolls)).toBe(true)
    expect(await verifyRolls(SERVER, committed.toUpperCase(), CLIENT, rolls)).toBe(true)
    expect(await verifyRolls('server-seed-2', committed, CLIENT, rolls)).toBe(false)
    expect(await verifyRolls(SERVER, await commitment('other'), CLIENT, rolls)).toBe(false)
    expect(await verifyRolls(SERVER, committed, 'other-client', rolls)).toBe(false)
    expect(await verifyRolls(SERVER, committed, CLIENT, [{ nonce: 0, digit: 3 }])).toBe(false)
    expect(await verifyRolls(SERVER, committed, CLIENT, [{ nonce: -1, digit: 2 }])).toBe(false)
  })
})

// Without the rejection of bytes from 250 up, digits 0–5 would come up 26 times in 256 and the others 25: over a
// million rolls that bias gives a chi-square near 370, far above the bound. The runs test catches order: rolls
// that alternate or stick (small 0–4, big 5–9) more than chance would make too many or too few runs.
it('spreads a million server rolls evenly over the ten digits, in no pattern (chi-square and runs, p = 0.01)', async () => {
  // Through Web Crypto a million rolls take half a minute of a processor, nearly all of it in handing each HMAC to
  // a thread and back. The roller's first 10,000 digits are checked against node:crypto's, which then rolls the
  // million: the same algorithm and key, so the same digits, in a tenth of the time.
  const roller = await digitRoller('chi-square seed')
  const rolled = await Promise.all(
    Array.from({ length: 10_000 }, (_, i) => roller.roll('chi-square client', i)),
  )
  const rolls = 1_000_000
  const counts = new Array<number>(10).fill(0)
  let bigs = 0
  let runs = 0
  let previousBig: boolean | undefined
  for (let nonce = 0; nonce < rolls; nonce++) {
    const d = referenceRoll('chi-square seed', 'chi-square client', nonce)
    if (nonce < rolled.length && rolled[nonce] !== d)
      expect.fail(`nonce ${nonce}: the roller gave ${rolled[nonce]}`)
    counts[d] = (counts[d] ?? 0) + 1
    const big = d >= 5
    if (big) bigs += 1
    if (big !== previousBig) runs += 1
    previousBig = big
  }
  const expected = rolls / 10
  const chiSquare = counts.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0)
  expect(chiSquare).toBeLessThan(21.67) // 9 degrees of freedom, p = 0.01

  // Wald–Wolfowitz: the number of runs of small and big rolls, as a normal deviate.
  const smalls = rolls - bigs
  const meanRuns = (2 * bigs * smalls) / rolls + 1
  const varianceRuns = (2 * bigs * smalls * (2 * bigs * smalls - rolls)) / (rolls ** 2 * (rolls - 1))
  expect(Math.abs(runs - meanRuns) / Math.sqrt(varianceRuns)).toBeLessThan(2.576) // two-sided, p = 0.01
}, 120_000)
