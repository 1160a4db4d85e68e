import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { AppDatabase } from '../db.ts'
import { serverSettings } from '../schema.ts'

/**
 * The admin token guards `/api/admin/*`. It is either fixed by `ADMIN_TOKEN`, or generated once on the
 * first start of a database; only its SHA-256 is kept in the database, so the generated token is shown
 * exactly once (and written to a file readable only by its owner, for the CLI).
 */

const SETTING = 'admin_token_sha256'
const sha256 = (text: string) => createHash('sha256').update(text).digest()

/** Makes sure an admin token exists; returns the new token when this call created it, else null. */
export async function ensureAdminToken(db: AppDatabase): Promise<string | null> {
  const [existing] = await db.select().from(serverSettings).where(eq(serverSettings.key, SETTING))
  if (existing) return null
  const token = `shwe_admin_${randomBytes(32).toString('base64url')}`
  const inserted = await db
    .insert(serverSettings)
    .values({ key: SETTING, value: sha256(token).toString('hex') })
    .onConflictDoNothing()
    .returning()
  return inserted.length > 0 ? token : null
}

/** Whether `presented` is the admin token: the configured one, or the generated one's hash. */
export async function isAdminToken(
  db: AppDatabase,
  presented: string,
  configured?: string,
): Promise<boolean> {
  const digest = sha256(presented)
  if (configured) return timingSafeEqual(digest, sha256(configured))
  const [stored] = await db.select().from(serverSettings).where(eq(serverSettings.key, SETTING))
  if (!stored) return false
  const expected = Buffer.from(stored.value, 'hex')
  return expected.length === digest.length && timingSafeEqual(digest, expected)
}
