/**
 * `npm run dev`: the API on API_PORT (default 4322) and Astro's dev server on PORT (default 4321),
 * which proxies /api to it. Stops both on Ctrl-C.
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const apiPort = process.env.API_PORT ?? '4322'
const env = { ...process.env, API_PORT: apiPort, ASTRO_TELEMETRY_DISABLED: '1' }

const api = spawn(process.execPath, ['packages/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...env, PORT: apiPort },
})
const site = spawn('npx', ['astro', 'dev'], { cwd: root, stdio: 'inherit', env })

const stop = () => {
  api.kill('SIGTERM')
  site.kill('SIGTERM')
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
for (const child of [api, site]) child.once('exit', stop)
