import { defineConfig } from 'drizzle-kit'

// Paths are relative to the repository root, where `npm run db:generate` runs.
export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/server/src/schema.ts',
  out: './packages/server/drizzle',
  strict: true,
  verbose: true,
})
