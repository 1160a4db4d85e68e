import { globSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { PREACT_ALIASES } from './vite.lib.config.ts'
import { SlowFirstSequencer } from './vitest.sequencer.ts'

/**
 * One Vitest run per suite kind, selected with `--project`:
 * lint (import arrows), unit (pure packages and the service worker's rules), components and own-page (widgets in
 * jsdom),
 * elements (the custom-element wrapper and the islands' paced hydration in jsdom under preact/compat, as the
 * library build and the site ship them),
 * server (API on PGlite, and on PostgreSQL when DATABASE_URL is set), e2e (Chromium against the built product).
 */
const COMPONENT_TESTS = ['widgets/**/*.test.{ts,tsx}', 'packages/ui/src/**/*.test.{ts,tsx}']

/** Tests of how the site's islands hydrate, which only preact/compat does as the site ships it (in one pass). */
const PREACT_ONLY = ['widgets/platform/paced-part.test.tsx']

/**
 * Component test files that need a page of their own rather than the window their worker shares: custom
 * elements (a page has one runtime, made by its first widget), files in another environment (switching would
 * take the shared window away under timers still pending) and files that fake the clock (jsdom schedules
 * its animation frames on whatever `setInterval` is current, so a frame pending when a fake clock is
 * uninstalled would never come, for any later file in the worker).
 */
const OWN_PAGE = globSync(COMPONENT_TESTS, { exclude: ['**/node_modules/**', ...PREACT_ONLY] }).filter(
  (file) =>
    file.endsWith('.element.test.ts') ||
    /useFakeTimers|fakeTimersWithUser|@vitest-environment/.test(readFileSync(file, 'utf8')),
)

export default defineConfig({
  test: {
    // Vitest's default leaves one core to itself, which on a two-core machine runs every file in turn; most files
    // wait on a database, a timer or a socket as much as they compute, so one more than the cores is the better
    // use (on two cores: the unit run 292 s with two at a time, 261 s with three).
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: SlowFirstSequencer },
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
            'site/render/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'components',
          include: COMPONENT_TESTS,
          exclude: ['**/node_modules/**', ...OWN_PAGE, ...PREACT_ONLY],
          environment: 'jsdom',
          setupFiles: ['packages/ui/src/test-dialog-polyfill.ts', 'widgets/test/setup.ts'],
          // Files share their worker's window and libraries (a fresh jsdom and React per file cost three
          // quarters of the run); widgets/test/setup.ts gives each file the first address and empty storage.
          isolate: false,
          // Room for a busy machine: see widgets/test/setup.ts.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'own-page',
          include: OWN_PAGE,
          testTimeout: 15_000,
          environment: 'jsdom',
          setupFiles: ['packages/ui/src/test-dialog-polyfill.ts', 'widgets/test/setup-own-page.ts'],
        },
      },
      {
        resolve: { alias: PREACT_ALIASES, mainFields: ['module', 'main'] },
        test: {
          name: 'elements',
          include: ['widgets/platform/define-widget.test.tsx', ...PREACT_ONLY],
          environment: 'jsdom',
          setupFiles: ['packages/ui/src/test-dialog-polyfill.ts'],
          // Dependencies that import React are run through the aliases too, so one Preact renders everything.
          server: { deps: { inline: ['@nanostores/react'] } },
        },
      },
      {
        test: {
          name: 'server',
          include: ['packages/server/{src,test}/**/*.test.ts'],
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
          // Migrates and seeds one embedded database for the run, which each file's product copies.
          globalSetup: ['e2e/seeded-data.ts'],
          // Each file starts its own product and browser; the modules they are made of (the server, Playwright) are
          // loaded once per worker rather than once per file.
          isolate: false,
          // Two files at a time, each with its own product on a free port, its own data and its own browser (the
          // browser keeps the processors busy: a third file at a time finishes no sooner).
          maxWorkers: Math.max(2, availableParallelism() - 1),
          // A page under load answers later than Vitest's one-second default patience for a polled expectation.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
})
