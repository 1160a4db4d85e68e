import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')

/** What the built files in dist/ are made from. */
const SOURCES = [
  'site',
  'widgets',
  'packages/domain',
  'packages/contract',
  'packages/api-client',
  'packages/session',
  'packages/i18n',
  'packages/ui',
  'astro.config.mjs',
  'vite.lib.config.ts',
  'package-lock.json',
]

const OUTPUTS = ['dist/site/index.html', 'dist/site/sw.js', 'dist/widgets/leaderboard.js']

function newest(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let latest = 0
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.') || /\.test\.tsx?$/.test(entry)) continue
    latest = Math.max(latest, newest(join(path, entry)))
  }
  return latest
}

/** True when dist/ is missing or older than any of its sources. */
export function isBuildStale(): boolean {
  const outputs = OUTPUTS.map((file) => join(root, file))
  if (!outputs.every(existsSync)) return true
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs))
  return SOURCES.some((source) => newest(join(root, source)) > built)
}
