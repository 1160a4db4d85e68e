import { bigserial, index, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt } from '../schema.ts'

/**
 * Accounts asked for (register and guest register), counted per client address to limit how many one
 * address may create within the window. A refused request leaves no row; rows older than the window go.
 */
export const signupAttempts = pgTable(
  'signup_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The client's key: its IPv4 address, or its IPv6 /64. */
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('signup_attempts_address_idx').on(t.address, t.createdAt),
    index('signup_attempts_created_idx').on(t.createdAt),
  ],
)
