import { defineConfig } from 'drizzle-kit'

// Paths are relative to the repository root, where `npm run db:generate` runs.
export default defineConfig({
  dialect: 'postgresql',
  // The core schema plus one `schema.ts` per feature folder (catalogue, content, games, ...).
  schema: ['./packages/server/src/schema.ts', './packages/server/src/*/schema.ts'],
  out: './packages/server/drizzle',
  strict: true,
  verbose: true,
})
