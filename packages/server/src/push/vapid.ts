import { randomBytes } from 'node:crypto'
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import webPush from 'web-push'
import type { AppDatabase } from '../db.ts'
import { serverKeys } from './schema.ts'

/**
 * The server's VAPID key pair: browsers subscribe with its public key, and every push is signed with its
 * private key, so push services accept pushes for those subscriptions only from this server. It is made once
 * and kept: new keys would orphan every stored subscription. On PostgreSQL it is kept in the database, so every
 * server of that database signs alike; on the embedded database in the data folder. `VAPID_PUBLIC_KEY` and
 * `VAPID_PRIVATE_KEY` set it instead, and win over both.
 */

export interface VapidKeys {
  /** The uncompressed P-256 public key (65 bytes), base64url. */
  publicKey: string
  /** The P-256 private key (32 bytes), base64url. */
  privateKey: string
}

/** Where generated keys are kept, in the data folder. */
export const vapidKeysFile = (dataDir: string): string => join(dataDir, 'vapid.json')

/** The bytes of a base64url text (no padding), or null when it is not exactly that. */
export function base64urlBytes(text: unknown): Buffer | null {
  if (typeof text !== 'string' || !/^[A-Za-z0-9_-]+$/.test(text)) return null
  const bytes = Buffer.from(text, 'base64url')
  // Decoding forgives stray bits in the last character; only the text that re-encodes the same is exact.
  return bytes.toString('base64url') === text ? bytes : null
}

/** An uncompressed P-256 point: 65 bytes starting 0x04. */
export const isP256PublicKey = (bytes: Buffer | null): boolean =>
  bytes !== null && bytes.length === 65 && bytes[0] === 0x04

/** What is wrong with a key pair, or null when both keys have the right form. */
export function vapidKeysProblem(keys: Partial<VapidKeys>): string | null {
  if (!isP256PublicKey(base64urlBytes(keys.publicKey)))
    return 'the VAPID public key must be an uncompressed P-256 key (65 bytes), base64url'
  if (base64urlBytes(keys.privateKey)?.length !== 32)
    return 'the VAPID private key must be a P-256 private key (32 bytes), base64url'
  return null
}

/**
 * The key pair kept in `dataDir/vapid.json`, made and saved (readable by this user only) when there is none;
 * `created` says whether this call made it. A file that is there but unreadable as keys is an error, never
 * replaced.
 */
export async function ensureVapidKeys(dataDir: string): Promise<{ keys: VapidKeys; created: boolean }> {
  const file = vapidKeysFile(dataDir)
  const existing = await readKeys(file)
  if (existing) return { keys: existing, created: false }
  const generated = webPush.generateVAPIDKeys()
  const keys: VapidKeys = { publicKey: generated.publicKey, privateKey: generated.privateKey }
  await mkdir(dataDir, { recursive: true })
  // Written whole under another name, then linked into place: linking never replaces a file, so when two
  // servers start together on one folder the second finds the first one's complete file and keeps its keys.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  await writeFile(partial, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: 'wx' })
  try {
    await link(partial, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    const written = await readKeys(file)
    if (!written) throw new Error(`${file} vanished while the keys were being made`)
    return { keys: written, created: false }
  } finally {
    await unlink(partial)
  }
  return { keys, created: true }
}

/** The key pair kept in `dataDir/vapid.json`, or null when there is none. */
export const readVapidKeys = (dataDir: string): Promise<VapidKeys | null> => readKeys(vapidKeysFile(dataDir))

async function readKeys(file: string): Promise<VapidKeys | null> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  let parsed: Partial<VapidKeys>
  try {
    parsed = JSON.parse(text) as Partial<VapidKeys>
  } catch {
    throw new Error(
      `${file} is not JSON; restore it, or remove it to make new keys (devices must then subscribe again)`,
    )
  }
  const problem = vapidKeysProblem(parsed ?? {})
  if (problem) throw new Error(`${file}: ${problem}`)
  return { publicKey: parsed.publicKey as string, privateKey: parsed.privateKey as string }
}

/**
 * The key pair kept in the database (`server_keys`, name `vapid`), made when there is none; `created` says
 * whether this call made it. Every server process of one database signs alike, whichever started first: a
 * second process inserting at the same moment keeps the first one's pair. A stored pair that is not a key
 * pair is an error, never replaced.
 */
export async function ensureStoredVapidKeys(
  db: AppDatabase,
  /** A pair to keep when there is none yet, such as the one a single server kept in its data folder. */
  adopt?: VapidKeys,
): Promise<{ keys: VapidKeys; created: boolean }> {
  const generated = adopt ?? webPush.generateVAPIDKeys()
  const made: VapidKeys = { publicKey: generated.publicKey, privateKey: generated.privateKey }
  const inserted = await db
    .insert(serverKeys)
    .values({ name: VAPID_KEY_NAME, value: made })
    .onConflictDoNothing()
    .returning({ name: serverKeys.name })
  if (inserted.length > 0) return { keys: made, created: true }
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, VAPID_KEY_NAME))
  const stored = (row?.value ?? {}) as Partial<VapidKeys>
  const problem = vapidKeysProblem(stored)
  if (problem) throw new Error(`server_keys ${VAPID_KEY_NAME}: ${problem}`)
  return {
    keys: { publicKey: stored.publicKey as string, privateKey: stored.privateKey as string },
    created: false,
  }
}

const VAPID_KEY_NAME = 'vapid'
