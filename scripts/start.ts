/**
 * `npm start`: build what is missing or stale, then serve the API, site, widgets and examples. `WORKERS=n`
 * (PostgreSQL only) runs n server processes on the one port; this process then builds, serves the examples'
 * partner origin and keeps the workers running.
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { runPrimary, workersFromEnv } from '../packages/server/src/workers.ts'
import { isBuildStale } from './build-state.ts'

const root = join(import.meta.dirname, '..')

let workers: number
try {
  workers = workersFromEnv(process.env)
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

if (isBuildStale()) {
  console.log('Building the site and the widget bundles…')
  const build = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// The examples as a partner's site serves them, from another origin (port 4322, or PARTNER_PORT; 0 turns it
// off): that origin may frame the site's /embed/* pages unless PARTNER_ORIGINS says otherwise.
const partnerPort = Number(process.env.PARTNER_PORT ?? 4322)
if (partnerPort > 0) process.env.PARTNER_ORIGINS ??= `http://localhost:${partnerPort}`

const stops: (() => Promise<void> | void)[] = []
if (workers === 1) {
  const { main } = await import('../packages/server/src/main.ts')
  await main()
} else {
  console.log(`Starting ${workers} server processes on PostgreSQL`)
  const primary = runPrimary({ workers, exec: join(root, 'packages/server/src/main.ts') })
  stops.push(() => primary.stop())
}

if (partnerPort > 0) {
  const { startPartnerSite } = await import('./partner-site.ts')
  const productPort = Number(process.env.PORT || 4321)
  // The partner's origin is a demonstration: when its port is taken, the product serves without it.
  const partner = await startPartnerSite({
    productUrl: `http://localhost:${productPort}`,
    port: partnerPort,
    host: '0.0.0.0',
  }).catch((error: NodeJS.ErrnoException) => {
    const why = error.code === 'EADDRINUSE' ? `port ${partnerPort} is taken` : error.message
    console.warn(
      `The examples' partner origin did not start (${why}); the product still serves. Set PARTNER_PORT to another port, or 0 to turn it off.`,
    )
    return null
  })
  if (partner) {
    console.log(`Examples on a partner's origin: ${partner.url}/partner-frame.html (index: ${partner.url}/)`)
    stops.push(() => partner.close())
  }
}

if (stops.length > 0) {
  const stop = (signal: string) => {
    if (workers > 1) console.log(`${signal}: stopping the server processes`)
    Promise.all(stops.map((s) => s())).then(
      () => {
        process.exitCode = 0
      },
      (error: unknown) => {
        console.error('Shutdown failed:', error)
        process.exitCode = 1
      },
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
