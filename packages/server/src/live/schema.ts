import { boolean, integer, jsonb, pgTable } from 'drizzle-orm/pg-core'
import { instant } from '../schema.ts'

/**
 * The last reading of the 2D live feed, written by the one process that polls it (or runs the simulator), so a
 * process that starts, or reconnects, shows the current figures at once rather than waiting for the next change.
 * One row (`id` 1). Only with PostgreSQL; a single process on the embedded database keeps it in memory.
 */
export const liveFeedState = pgTable('live_feed_state', {
  id: integer('id').primaryKey(),
  reading: jsonb('reading').notNull(),
  stale: boolean('stale').notNull(),
  updatedAt: instant('updated_at').notNull(),
})
