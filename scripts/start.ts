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

// The examples as a partner's site serves them, from another origin (port 4322, or PARTNER_PORT; 0 turns it
// off): that origin may frame the site's /embed/* pages unless PARTNER_ORIGINS says otherwise.
const partnerPort = Number(process.env.PARTNER_PORT ?? 4322)
if (partnerPort > 0) process.env.PARTNER_ORIGINS ??= `http://localhost:${partnerPort}`

const { main } = await import('../packages/server/src/main.ts')
await main()

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
    const stop = () => void partner.close()
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
  }
}
