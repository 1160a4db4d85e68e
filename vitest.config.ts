import { defineConfig } from 'vitest/config'
import { PREACT_ALIASES } from './vite.lib.config.ts'

/**
 * One Vitest run per suite kind, selected with `--project`:
 * lint (import arrows), unit (pure packages and the service worker's rules), components (widgets in jsdom),
 * elements (the custom-element wrapper in jsdom under preact/compat, as the library build ships it),
 * server (API on PGlite, and on PostgreSQL when DATABASE_URL is set), e2e (Chromium against the built product).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'lint',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'unit',
          include: [
            'packages/{domain,contract,api-client,session,i18n}/src/**/*.test.ts',
            'site/sw/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'components',
          include: ['widgets/**/*.test.{ts,tsx}', 'packages/ui/src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**'],
          environment: 'jsdom',
          setupFiles: ['packages/ui/src/test-dialog-polyfill.ts', 'widgets/test-setup.ts'],
        },
      },
      {
        resolve: { alias: PREACT_ALIASES, mainFields: ['module', 'main'] },
        test: {
          name: 'elements',
          include: ['widgets/define-widget.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['packages/ui/src/test-dialog-polyfill.ts'],
          // Dependencies that import React are run through the aliases too, so one Preact renders everything.
          server: { deps: { inline: ['styled-components', '@nanostores/react'] } },
        },
      },
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          environment: 'node',
          // Every test opens its own database and app; sharing the module graph per worker halves the run.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
})
