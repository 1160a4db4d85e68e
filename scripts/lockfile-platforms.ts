/**
 * Keeps package-lock.json valid for `npm ci` when the registry lacks some platform builds.
 *
 * Biome and the Astro compiler ship one optional package per platform. When the registry this machine
 * reaches has no copy of, say, the Windows build, npm leaves it out of the lockfile, and `npm ci` then
 * refuses the lockfile ("Missing: … from lock file"). This adds an entry with the platform's `os`/`cpu`
 * for every such optional package, so `npm ci` skips it on other platforms without fetching it.
 *
 * Run `node scripts/lockfile-platforms.ts` after `npm install`; `--check` only reports.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

interface LockEntry {
  version?: string
  dev?: boolean
  optional?: boolean
  os?: string[]
  cpu?: string[]
  libc?: string[]
  optionalDependencies?: Record<string, string>
}

const OSES = [
  'android',
  'darwin',
  'win32',
  'linux',
  'freebsd',
  'openharmony',
  'sunos',
  'netbsd',
  'openbsd',
  'aix',
]
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'wasm32', 'riscv64', 'ppc64', 's390x', 'loong64']

/** The platform a package name such as `@biomejs/cli-linux-x64-musl` is built for. */
export function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | null {
  const parts = name.split('/').pop()?.split('-') ?? []
  const os = OSES.find((o) => parts.includes(o))
  const cpu = CPUS.find((c) => parts.includes(c))
  if (!os && !cpu) return null
  const libc = os === 'linux' ? [parts.includes('musl') ? 'musl' : 'glibc'] : undefined
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}), ...(libc ? { libc } : {}) }
}

/** Optional platform packages the lockfile names but has no entry for. */
export function missingPlatformEntries(packages: Record<string, LockEntry>): Map<string, LockEntry> {
  const missing = new Map<string, LockEntry>()
  for (const [path, entry] of Object.entries(packages)) {
    for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = path === '' ? `node_modules/${dep}` : `${path}/node_modules/${dep}`
      if (packages[nested] || packages[`node_modules/${dep}`] || missing.has(`node_modules/${dep}`)) continue
      const platform = platformOf(dep)
      if (!platform) continue
      missing.set(`node_modules/${dep}`, {
        version,
        ...(entry.dev ? { dev: true } : {}),
        optional: true,
        ...platform,
      })
    }
  }
  return missing
}

if (import.meta.main) {
  const file = join(import.meta.dirname, '..', 'package-lock.json')
  const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages: Record<string, LockEntry> }
  const missing = missingPlatformEntries(lock.packages)
  if (process.argv.includes('--check')) {
    for (const name of missing.keys()) console.log(`missing: ${name}`)
    process.exit(missing.size === 0 ? 0 : 1)
  }
  for (const [path, entry] of missing) lock.packages[path] = entry
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
  )
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
  console.log(`added ${missing.size} platform entries to package-lock.json`)
}
