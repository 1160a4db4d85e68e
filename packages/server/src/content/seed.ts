import type { AppDatabase } from '../db.ts'
import type { SeedContext } from '../routes.ts'

/** Fills the demo content. */
export async function seedContent(_db: AppDatabase, _context: SeedContext): Promise<void> {}
