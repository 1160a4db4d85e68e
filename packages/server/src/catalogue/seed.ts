import type { AppDatabase } from '../db.ts'
import type { SeedContext } from '../routes.ts'

/** Fills the demo catalogue. */
export async function seedCatalogue(_db: AppDatabase, _context: SeedContext): Promise<void> {}
