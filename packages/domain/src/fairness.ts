/**
 * Provably fair digit rolls, with Web Crypto only so the same code runs on the server and in a
 * player's browser.
 *
 * The algorithm, for anyone recomputing a roll offline:
 * 1. Before play the server publishes commitment = lowercase hex SHA-256 of the UTF-8 server seed.
 * 2. Roll number `nonce` (a whole number, 0, 1, 2 …) under client seed C:
 *    a. message = UTF-8 of `C:nonce` (nonce in decimal, e.g. "lucky:7");
 *    b. mac = HMAC-SHA256 with key = UTF-8 of the server seed, over the message (32 bytes);
 *    c. read the bytes of mac in order; skip every byte ≥ 250; the first byte b < 250 gives the
 *       digit b mod 10 (250 = 25 × 10, so each digit has exactly 25 of the accepted byte values);
 *    d. if all 32 bytes are skipped, repeat b–c with message `C:nonce:1`, then `C:nonce:2`, and so on.
 * 3. After the server seed is revealed, anyone checks SHA-256(seed) against the commitment and
 *    recomputes every roll.
 */

const encoder = new TextEncoder()

const toHex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('')

/** Lowercase hex SHA-256 of the UTF-8 text. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await globalThis.crypto.subtle.digest('SHA-256', encoder.encode(text)))
}

/** What the server publishes before play, binding itself to `serverSeed` without revealing it. */
export function commitment(serverSeed: string): Promise<string> {
  return sha256Hex(serverSeed)
}

/** A fresh server seed: 32 random bytes from the platform CSPRNG, as hex. */
export function newServerSeed(): string {
  const bytes = new Uint8Array(32)
  globalThis.crypto.getRandomValues(bytes)
  return toHex(bytes.buffer)
}

// Bytes from 250 up would favour digits 0–5; 250 is the largest multiple of 10 that fits in a byte.
const ACCEPT_BELOW = 250

export interface DigitRoller {
  roll(clientSeed: string, nonce: number): Promise<number>
}

/** Imports the server seed as an HMAC key once, for rolling many digits under it. */
export async function digitRoller(serverSeed: string): Promise<DigitRoller> {
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  return {
    async roll(clientSeed, nonce) {
      if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError(`not a nonce: ${nonce}`)
      for (let round = 0; ; round++) {
        const message = round === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${round}`
        const mac = new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(message)))
        const byte = mac.find((b) => b < ACCEPT_BELOW)
        if (byte !== undefined) return byte % 10
      }
    },
  }
}

/** The digit 0–9 of roll `nonce`, as described at the top of this file. */
export async function rollDigit(serverSeed: string, clientSeed: string, nonce: number): Promise<number> {
  return (await digitRoller(serverSeed)).roll(clientSeed, nonce)
}

const VERIFY_BATCH = 1000

/** True when the seed matches the published commitment and every roll recomputes to its digit. */
export async function verifyRolls(
  serverSeed: string,
  committed: string,
  clientSeed: string,
  rolls: readonly { nonce: number; digit: number }[],
): Promise<boolean> {
  if ((await commitment(serverSeed)) !== committed.toLowerCase()) return false
  if (!rolls.every(({ nonce }) => Number.isSafeInteger(nonce) && nonce >= 0)) return false
  const roller = await digitRoller(serverSeed)
  // Web Crypto answers asynchronously; checking a batch at a time keeps long histories fast.
  for (let start = 0; start < rolls.length; start += VERIFY_BATCH) {
    const batch = rolls.slice(start, start + VERIFY_BATCH)
    const digits = await Promise.all(batch.map(({ nonce }) => roller.roll(clientSeed, nonce)))
    if (batch.some(({ digit }, i) => digits[i] !== digit)) return false
  }
  return true
}
