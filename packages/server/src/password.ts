import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'
import { failure } from '@shwe/contract'
import { HTTPException } from 'hono/http-exception'

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

/**
 * Which waiting line a hash joins. Players who already have an account (signing in, changing a password,
 * confirming a withdrawal) are served before new accounts, so a flood of sign-ups cannot delay them.
 */
export type PasswordLane = 'players' | 'sign-ups'

/**
 * How much password work runs at once in this process, and how many may wait per lane. Each hash takes
 * 128 MiB and a CPU core for a fraction of a second at the production cost: two at a time leave the other
 * cores and the thread pool (files, DNS) to everything else.
 */
export const PASSWORD_WORK = { concurrency: 2, maxWaiting: 16, retryAfterSeconds: 2 } as const

export const SERVER_BUSY = 'The server is busy. Please try again in a moment.'

/**
 * Thrown when a lane's waiting line is full: the request is refused at once with 503 and `Retry-After`
 * rather than queued without end. Its reply is ready-made, so any route that hashes answers the same way.
 */
export class PasswordWorkBusy extends HTTPException {
  constructor() {
    super(503, {
      message: SERVER_BUSY,
      res: new Response(JSON.stringify(failure(SERVER_BUSY)), {
        status: 503,
        headers: {
          'Content-Type': 'application/json',
          'Retry-After': String(PASSWORD_WORK.retryAfterSeconds),
        },
      }),
    })
  }
}

const waiting: Record<PasswordLane, (() => void)[]> = { players: [], 'sign-ups': [] }
let running = 0

/** Runs `work` when a slot is free, players first; refuses when the lane's line is full. */
async function inTurn<T>(lane: PasswordLane, work: () => Promise<T>): Promise<T> {
  if (running < PASSWORD_WORK.concurrency) {
    running++
  } else {
    const line = waiting[lane]
    if (line.length >= PASSWORD_WORK.maxWaiting) throw new PasswordWorkBusy()
    // The slot is handed over by the work that ends, so `running` stays counted.
    await new Promise<void>((start) => line.push(start))
  }
  try {
    return await work()
  } finally {
    const next = waiting.players.shift() ?? waiting['sign-ups'].shift()
    if (next) next()
    else running--
  }
}

function derive(
  password: string,
  salt: Buffer,
  keyLength: number,
  params: ScryptParams,
  lane: PasswordLane,
): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** params.logN, r: params.r, p: params.p, maxmem: MAX_MEMORY }
  return inTurn(
    lane,
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
          error ? reject(error) : resolve(key),
        )
      }),
  )
}

/**
 * A new hash of `password`. Throws `PasswordWorkBusy` when too much password work is waiting already;
 * sign-ups pass `lane: 'sign-ups'` so that they wait behind existing players.
 */
export async function hashPassword(
  password: string,
  logN: number = DEFAULT_SCRYPT_LOG_N,
  lane: PasswordLane = 'players',
): Promise<string> {
  const params = { logN, r: BLOCK_SIZE, p: PARALLELISM }
  const salt = randomBytes(SALT_BYTES)
  const hash = await derive(password, salt, KEY_BYTES, params, lane)
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
 * Runs in the players' lane; throws `PasswordWorkBusy` when that line is full.
 */
export async function verifyPassword(
  password: string,
  stored: string | null,
  logN: number = DEFAULT_SCRYPT_LOG_N,
): Promise<boolean> {
  const parsed = stored === null ? null : parseHash(stored)
  const target = parsed ?? decoy(logN)
  const key = await derive(password, target.salt, target.hash.length, target, 'players')
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
