import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'

/**
 * Password storage with scrypt (OWASP Password Storage: N=2^17, r=8, p=1).
 * Stored form: `scrypt$<log2 N>$<r>$<p>$<salt base64>$<hash base64>`, so the parameters travel with
 * each hash and can be raised later; `needsRehash` tells login when a stored hash is below the current cost.
 */

export const DEFAULT_SCRYPT_LOG_N = 17
const BLOCK_SIZE = 8
const PARALLELISM = 1
const SALT_BYTES = 16
const KEY_BYTES = 32
/** scrypt needs 128·N·r·p bytes; N=2^17, r=8 is 128 MiB, so leave room above it. */
const MAX_MEMORY = 256 * 1024 * 1024

/** Marks an account that has no password: verification always fails, after doing the same work. */
export const UNUSABLE_PASSWORD = '!'

export interface ScryptParams {
  logN: number
  r: number
  p: number
}

interface ParsedHash extends ScryptParams {
  salt: Buffer
  hash: Buffer
}

function derive(password: string, salt: Buffer, keyLength: number, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** params.logN, r: params.r, p: params.p, maxmem: MAX_MEMORY }
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

export async function hashPassword(password: string, logN: number = DEFAULT_SCRYPT_LOG_N): Promise<string> {
  const params = { logN, r: BLOCK_SIZE, p: PARALLELISM }
  const salt = randomBytes(SALT_BYTES)
  const hash = await derive(password, salt, KEY_BYTES, params)
  return ['scrypt', params.logN, params.r, params.p, salt.toString('base64'), hash.toString('base64')].join(
    '$',
  )
}

const isInt = (text: string | undefined, min: number, max: number): boolean => {
  if (text === undefined || !/^\d{1,3}$/.test(text)) return false
  const n = Number(text)
  return n >= min && n <= max
}

/** Reads a stored hash; null for anything that is not a well-formed scrypt hash within sane limits. */
function parseHash(stored: string): ParsedHash | null {
  const [scheme, logN, r, p, salt, hash, ...rest] = stored.split('$')
  if (scheme !== 'scrypt' || rest.length > 0) return null
  // Bounds keep a corrupted row from asking for gigabytes of memory.
  if (!isInt(logN, 1, 20) || !isInt(r, 1, 32) || !isInt(p, 1, 16)) return null
  if (salt === undefined || hash === undefined) return null
  const saltBytes = Buffer.from(salt, 'base64')
  const hashBytes = Buffer.from(hash, 'base64')
  if (saltBytes.length < 8 || hashBytes.length < 16 || hashBytes.length > 64) return null
  return { logN: Number(logN), r: Number(r), p: Number(p), salt: saltBytes, hash: hashBytes }
}

/** A hash that matches no password, used so that an unknown user costs as much time as a known one. */
const decoys = new Map<number, ParsedHash>()
function decoy(logN: number): ParsedHash {
  let parsed = decoys.get(logN)
  if (!parsed) {
    parsed = {
      logN,
      r: BLOCK_SIZE,
      p: PARALLELISM,
      salt: randomBytes(SALT_BYTES),
      hash: randomBytes(KEY_BYTES),
    }
    decoys.set(logN, parsed)
  }
  return parsed
}

/**
 * Checks `password` against a stored hash in constant time. With `stored` null (no such user) or unusable,
 * it still derives a key at `logN` cost and answers false, so response timing does not reveal which case it was.
 */
export async function verifyPassword(
  password: string,
  stored: string | null,
  logN: number = DEFAULT_SCRYPT_LOG_N,
): Promise<boolean> {
  const parsed = stored === null ? null : parseHash(stored)
  const target = parsed ?? decoy(logN)
  const key = await derive(password, target.salt, target.hash.length, target)
  return timingSafeEqual(key, target.hash) && parsed !== null
}

/** True when the stored hash uses weaker parameters than the current ones and should be replaced at login. */
export function needsRehash(stored: string, logN: number = DEFAULT_SCRYPT_LOG_N): boolean {
  const parsed = parseHash(stored)
  if (!parsed) return false
  return (
    parsed.logN < logN || parsed.r < BLOCK_SIZE || parsed.p < PARALLELISM || parsed.hash.length < KEY_BYTES
  )
}
