/**
 * Size budget of the element bundles: the gzip size of each entry plus every chunk it imports statically
 * (what a partner page downloads before the element renders). Prints the figures; fails above budget.
 */
import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

const root = join(import.meta.dirname, '..')
const dist = join(root, 'dist', 'widgets')

/** Budgets in kB (1000 bytes), gzip level 9. */
const BUDGETS: Record<string, number> = { 'leaderboard.js': 45 }

function staticGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen
  seen.add(file)
  const code = readFileSync(file, 'utf8')
  // Static imports only: `import ... from "./x.js"` and bare `import "./x.js"`; dynamic import() loads later.
  for (const match of code.matchAll(
    /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.[^"']+)["']/g,
  )) {
    staticGraph(resolve(dirname(file), match[1] as string), seen)
  }
  return seen
}

let over = false
for (const [entry, budget] of Object.entries(BUDGETS)) {
  const files = [...staticGraph(join(dist, entry))]
  let total = 0
  for (const file of files) {
    const size = gzipSync(readFileSync(file), { level: 9 }).length
    total += size
    console.log(`  ${relative(dist, file).padEnd(40)} ${(size / 1000).toFixed(2)} kB gz`)
  }
  const verdict = total <= budget * 1000 ? 'within' : 'OVER'
  if (total > budget * 1000) over = true
  console.log(
    `${entry}: ${(total / 1000).toFixed(2)} kB gzip with its chunks (budget ${budget} kB, ${verdict})`,
  )
}
process.exit(over ? 1 : 0)
