/** `npm start`: build what is missing or stale, then serve the API, site, widgets and examples. */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { isBuildStale } from './build-state.ts'

const root = join(import.meta.dirname, '..')

if (isBuildStale()) {
  console.log('Building the site and the widget bundles…')
  const build = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const { main } = await import('../packages/server/src/main.ts')
await main()
