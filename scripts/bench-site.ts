/**
 * `npm run bench:site`: Lighthouse 12.8.2 performance figures of the built site (`npm run build` first).
 *
 * Starts the built product on a free port with a fresh data directory, its clock on a Monday morning in Yangon
 * while the 2D morning draw and the next 3D draw are open (so `/2d` counts down and `/2d/bet` and `/3d` show open
 * boards), then runs Lighthouse with its mobile defaults (simulated slow 4G and a 4× slower CPU) against every
 * route of the spec's table (`BENCH_RUNS`, default 3, times each; `BENCH_ROUTES` narrows the list) with Debian's
 * chromium, and prints per page the medians of the performance score, LCP, TBT, CLS and bytes transferred,
 * against the goals, then the worst median of each figure. A benchmark: it exits 0 whatever the figures, and
 * non-zero only when it cannot run.
 *
 * A screen only a player sees (`PLAYER_ONLY`: a signed-out visitor gets a prompt to log in) runs as the seeded
 * demo player instead, in a browser as the site leaves it once the player has signed in (the token in local
 * storage, the signed-in cookie that brings the pages in their player's form): both go into a Chromium
 * profile made for the purpose (by visiting a JSON endpoint of the same origin, so no page asset is cached),
 * and each such run gets a fresh copy of it with Lighthouse's storage reset off, so the load stays cold.
 */
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PLAYER_COOKIE } from '@shwe/contract'
import type { Clock } from '@shwe/domain'
import { matchRoute, tableRoutes } from '@shwe/session/routes'
import { chromium as playwright } from 'playwright-core'
import { CHROMIUM_FLAGS } from '../e2e/chromium.ts'
import { REPO_ROOT, startServer } from '../packages/server/src/main.ts'
import { demoToken } from './demo-player.ts'

const LIGHTHOUSE = 'lighthouse@12.8.2'
interface PageSpec {
  path: string
  /** Loaded as the signed-in demo player. */
  signedIn?: boolean
}
/** `BENCH_ROUTES=/,/2d npm run bench:site` measures only those routes. */
const ONLY = process.env.BENCH_ROUTES?.split(',').filter(Boolean)
/** Monday 2026-11-30, 10:30 in Yangon (04:00 UTC), moving on in real time: the 2D morning draw is open. */
const MONDAY_MORNING = Date.parse('2026-11-30T04:00:00Z')
/** The profile request a signed-in page makes with its token; its answer shows the run was signed in. */
const PROFILE_PATH = '/api/user'
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
/** `BENCH_KEEP=1` keeps the Lighthouse reports (JSON, one per page and run) and prints where. */
const KEEP_REPORTS = process.env.BENCH_KEEP === '1'
const GOALS = { performance: 98, lcpSeconds: 1.2, tbtMs: 50, cls: 0.02 }
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS].join(' ')

interface Figures {
  performance: number
  lcpSeconds: number
  tbtMs: number
  cls: number
  bytes: number
  /** What Lighthouse took as the largest contentful paint. */
  lcpElement: string
  /** The host's CPU benchmark index in this run. */
  benchmarkIndex: number
}

function chromium(): string {
  const found = spawnSync('sh', ['-c', 'command -v chromium || command -v chromium-browser || true'], {
    encoding: 'utf8',
  }).stdout.trim()
  if (!found) {
    console.error('Chromium is not installed: apt-get install -y chromium')
    process.exit(1)
  }
  return found
}

/** A file name for a page's report: its path and query. */
function slug(url: string): string {
  const { pathname, search } = new URL(url)
  return `${pathname}${search}`.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

interface LcpDetails {
  items?: { items?: { node?: { selector?: string; nodeLabel?: string } }[] }[]
}

interface NetworkDetails {
  items?: { url?: string; statusCode?: number }[]
}

interface LighthouseReport {
  categories: { performance?: { score: number | null } }
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>
  runtimeError?: { code: string; message: string }
  /** Lighthouse's measure of the host's CPU speed (a desktop of the kind its 4× slowdown assumes scores about 1500). */
  environment?: { benchmarkIndex?: number }
  runWarnings?: string[]
}

/** Runs a child process without blocking this one: the product is served from this very process. */
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const timer = setTimeout(() => child.kill('SIGTERM'), 300_000)
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

async function runLighthouse(
  url: string,
  chromePath: string,
  outDir: string,
  index: number,
  profile: string | null,
): Promise<Figures> {
  const output = join(outDir, `${slug(url)}-run-${index}.json`)
  // A signed-in run: a fresh copy of the signed-in profile, whose storage Lighthouse must not reset.
  const userDataDir = profile ? join(outDir, `profile-${index}`) : null
  if (profile && userDataDir) cpSync(profile, userDataDir, { recursive: true })
  const chromeFlags = userDataDir ? `${CHROME_FLAGS} --user-data-dir=${userDataDir}` : CHROME_FLAGS
  const args = [
    '-y',
    LIGHTHOUSE,
    url,
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    `--chrome-flags=${chromeFlags}`,
    '--only-categories=performance',
    ...(userDataDir ? ['--disable-storage-reset'] : []),
  ]
  rmSync(output, { force: true })
  let result: { code: number | null; output: string }
  try {
    result = await run('npx', args, { ...process.env, CHROME_PATH: chromePath }, outDir)
  } finally {
    if (userDataDir) rmSync(userDataDir, { recursive: true, force: true })
  }
  if (result.code !== 0 || !existsSync(output)) {
    const said = result.output
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('npm warn'))
      .join('\n')
    throw new Error(`Lighthouse failed on ${url} (exit ${result.code}): ${said}`)
  }
  const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport
  if (report.runtimeError)
    throw new Error(`Lighthouse on ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`)
  if (profile) {
    const requests = (report.audits['network-requests']?.details as NetworkDetails | undefined)?.items ?? []
    const signedIn = requests.some(
      (request) =>
        request.url && new URL(request.url).pathname === PROFILE_PATH && request.statusCode === 200,
    )
    if (!signedIn)
      throw new Error(`Lighthouse on ${url}: the page did not load signed in (no ${PROFILE_PATH} 200)`)
  }
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN
  return {
    performance: (report.categories.performance?.score ?? Number.NaN) * 100,
    lcpSeconds: audit('largest-contentful-paint') / 1000,
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    lcpElement: lcpElement(
      report.audits['largest-contentful-paint-element']?.details as LcpDetails | undefined,
    ),
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
  }
}

/**
 * A Chromium profile whose local storage holds the demo player's token for the product's origin, made by
 * visiting a JSON endpoint there (nothing the pages load gets cached).
 */
async function signedInProfile(serverUrl: string, chromePath: string, dir: string): Promise<string> {
  const token = await demoToken(serverUrl)
  const context = await playwright.launchPersistentContext(dir, {
    executablePath: chromePath,
    args: ['--headless', ...CHROMIUM_FLAGS],
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(new URL(PROFILE_PATH, serverUrl).href)
    await page.evaluate((value) => localStorage.setItem('token', value), token)
    // As the site leaves a browser where the player has signed in: its pages come in their player's form.
    // Kept past this browser (a session cookie would not be): a day is enough for the run.
    const expires = Math.floor(Date.now() / 1000) + 24 * 60 * 60
    await context.addCookies([{ name: PLAYER_COOKIE, value: '1', url: serverUrl, expires }])
  } finally {
    await context.close()
  }
  return dir
}

function lcpElement(details: LcpDetails | undefined): string {
  const node = details?.items?.[0]?.items?.[0]?.node
  if (!node) return 'unknown'
  const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 40)
  return `${node.selector ?? '?'}${label ? ` "${label}"` : ''}`
}

/**
 * The screens a signed-out visitor sees only as a prompt to log in (or is sent to `/login` from): measured as the
 * signed-in demo player, which is what a player sees there.
 */
const PLAYER_ONLY = new Set([
  'account',
  'wallet',
  '2d-board:bet',
  '2d-board:confirm',
  '2d-board:slips-morning',
  '2d-board:slips-evening',
  '3d-board:confirm',
  '3d-board:history',
  'digit-game',
  // The winners' lists send a visitor to `/login` (measured as `/login` itself).
  'winners',
])

/** Each route signed out, or signed in when only a player sees it. */
function pagesToMeasure(routes: readonly string[]): PageSpec[] {
  return routes.map((path) => {
    const match = matchRoute(path)
    const signedIn =
      !!match && (PLAYER_ONLY.has(match.area) || PLAYER_ONLY.has(`${match.area}:${match.screen}`))
    return { path, signedIn }
  })
}

/** The worst median of each figure over every page, and the page it belongs to. */
function printWorst(pages: { name: string; figures: Figures }[]): void {
  if (pages.length === 0) return
  const worst = (key: 'performance' | 'lcpSeconds' | 'tbtMs' | 'cls', lowIsBad: boolean) =>
    pages.reduce((a, b) =>
      (lowIsBad ? b.figures[key] < a.figures[key] : b.figures[key] > a.figures[key]) ? b : a,
    )
  const perf = worst('performance', true)
  const lcp = worst('lcpSeconds', false)
  const tbt = worst('tbtMs', false)
  const cls = worst('cls', false)
  console.log(
    `\nWorst: performance ${perf.figures.performance.toFixed(0)} (${perf.name}), LCP ${lcp.figures.lcpSeconds.toFixed(2)} s (${lcp.name}), ` +
      `TBT ${tbt.figures.tbtMs.toFixed(0)} ms (${tbt.name}), CLS ${cls.figures.cls.toFixed(3)} (${cls.name})`,
  )
}

if (!existsSync(join(REPO_ROOT, 'dist', 'site', 'index.html'))) {
  console.error('dist/site/index.html is missing: build the product first with npm run build')
  process.exit(1)
}

const chromePath = chromium()
const dataDir = mkdtempSync(join(tmpdir(), 'shwe-bench-site-'))
const reports = mkdtempSync(join(tmpdir(), 'shwe-lighthouse-'))
const startedAt = Date.now()
const clock: Clock = { now: () => new Date(MONDAY_MORNING + (Date.now() - startedAt)) }
const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, log: false, clock })
const rows: string[] = []
const medians: { name: string; figures: Figures }[] = []
const WIDTH = 34
try {
  console.log(`${LIGHTHOUSE}, mobile defaults, ${RUNS} runs per page, medians; product at ${server.url}`)
  const profile = await signedInProfile(server.url, chromePath, join(reports, 'signed-in-profile'))
  const PAGES = pagesToMeasure(ONLY ?? tableRoutes())
  for (const { path, signedIn } of PAGES) {
    const name = signedIn ? `${path} signed in` : path
    const url = new URL(path, server.url).href
    const probe = await fetch(url)
    await probe.arrayBuffer()
    if (probe.status === 404) {
      rows.push(`${name.padEnd(WIDTH)} missing (404 from the server)`)
      console.log(`${name}: missing (404), skipped`)
      continue
    }
    const runs: Figures[] = []
    for (let index = 1; index <= RUNS; index++) {
      let figures: Figures
      try {
        figures = await runLighthouse(url, chromePath, reports, index, signedIn ? profile : null)
      } catch (error) {
        console.error(error instanceof Error ? error.message : String(error))
        continue
      }
      runs.push(figures)
      console.log(
        `${name} run ${index}: performance ${figures.performance.toFixed(0)}, LCP ${figures.lcpSeconds.toFixed(2)} s, ` +
          `TBT ${figures.tbtMs.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}, ${(figures.bytes / 1000).toFixed(1)} kB, ` +
          `host CPU index ${figures.benchmarkIndex.toFixed(0)}, LCP element ${figures.lcpElement}`,
      )
    }
    if (runs.length === 0) {
      rows.push(`${name.padEnd(WIDTH)} no figures: every Lighthouse run failed (see above)`)
      continue
    }
    const m = (key: Exclude<keyof Figures, 'lcpElement'>) => median(runs.map((r) => r[key]))
    medians.push({
      name,
      figures: {
        performance: m('performance'),
        lcpSeconds: m('lcpSeconds'),
        tbtMs: m('tbtMs'),
        cls: m('cls'),
        bytes: m('bytes'),
        lcpElement: runs[0]?.lcpElement ?? 'unknown',
        benchmarkIndex: m('benchmarkIndex'),
      },
    })
    const meets =
      m('performance') >= GOALS.performance &&
      m('lcpSeconds') <= GOALS.lcpSeconds &&
      m('tbtMs') <= GOALS.tbtMs &&
      m('cls') <= GOALS.cls
    rows.push(
      `${name.padEnd(WIDTH)} ${m('performance').toFixed(0).padStart(5)} ${m('lcpSeconds').toFixed(2).padStart(7)} ` +
        `${m('tbtMs').toFixed(0).padStart(7)} ${m('cls').toFixed(3).padStart(6)} ${(m('bytes') / 1000).toFixed(1).padStart(9)}  ` +
        (meets ? 'meets the goals' : 'MISSES the goals'),
    )
  }
} finally {
  await server.close()
  rmSync(dataDir, { recursive: true, force: true })
  if (KEEP_REPORTS) console.log(`Lighthouse reports kept in ${reports}`)
  else rmSync(reports, { recursive: true, force: true })
}

console.log(
  `\nMedians (goals: performance ≥ ${GOALS.performance}, LCP ≤ ${GOALS.lcpSeconds} s, TBT ≤ ${GOALS.tbtMs} ms, CLS ≤ ${GOALS.cls})`,
)
console.log(
  `${'page'.padEnd(WIDTH)} ${'perf'.padStart(5)} ${'LCP s'.padStart(7)} ${'TBT ms'.padStart(7)} ${'CLS'.padStart(6)} ${'kB moved'.padStart(9)}`,
)
for (const row of rows) console.log(row)
printWorst(medians)
