/**
 * `npm test`: every `test:*` suite in order, whatever fails along the way, then one plain line
 * `N passed, N failed` counted over all of them (Vitest suites count their tests; the other suites count
 * as one check each). Exits non-zero when anything failed.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const results = join(root, '.test-results')

interface Suite {
  script: string
  /** Vitest suites report their own counts through the JSON reporter. */
  isVitest?: boolean
  /** Suites that need the build; skipped (and counted failed) when it failed. */
  needsBuild?: boolean
}

const SUITES: Suite[] = [
  { script: 'test:lint' },
  { script: 'test:arrows', isVitest: true },
  { script: 'test:types' },
  { script: 'test:unit', isVitest: true },
  { script: 'test:build' },
  { script: 'test:size', needsBuild: true },
  { script: 'test:e2e', isVitest: true, needsBuild: true },
]

const declared = Object.keys(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts).filter(
  (s) => s.startsWith('test:'),
)
const unknown = declared.filter((s) => !SUITES.some((suite) => suite.script === s))
if (unknown.length > 0) {
  console.error(`scripts/test.ts does not run ${unknown.join(', ')}: add them to SUITES.`)
  process.exit(1)
}

rmSync(results, { recursive: true, force: true })
mkdirSync(results, { recursive: true })

const began = performance.now()
let passed = 0
let failed = 0
let isBuilt = true
const timings: string[] = []

for (const suite of SUITES) {
  if (suite.needsBuild && !isBuilt) {
    console.error(`\n✗ ${suite.script} skipped: the build failed`)
    failed += 1
    continue
  }
  const report = join(results, `${suite.script.replace(':', '-')}.json`)
  const extra = suite.isVitest
    ? ['--', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]
    : []
  console.log(`\n▶ npm run ${suite.script}`)
  const started = performance.now()
  const run = spawnSync('npm', ['run', '--silent', suite.script, ...extra], { cwd: root, stdio: 'inherit' })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  timings.push(`${suite.script} ${seconds}s`)
  const ok = run.status === 0

  if (suite.isVitest && existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'))
    const notRun = json.numPendingTests + json.numTodoTests
    passed += json.numPassedTests
    failed += json.numFailedTests + notRun
    // A file that failed to load has no tests to count, but it is a failure.
    if (!ok && json.numFailedTests === 0) failed += 1
  } else {
    if (ok) passed += 1
    else failed += 1
  }
  if (suite.script === 'test:build' && !ok) isBuilt = false
  console.log(`${ok ? '✓' : '✗'} ${suite.script} (${seconds}s)`)
}

const summary = `${passed} passed, ${failed} failed`
writeFileSync(join(results, 'summary.txt'), `${summary}\n`)
console.log(`\n${timings.join(' · ')} · in all ${((performance.now() - began) / 1000).toFixed(1)}s`)
console.log(summary)
process.exit(failed === 0 ? 0 : 1)
