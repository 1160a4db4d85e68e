/**
 * `npm run test:size`, after the build: what the built JavaScript weighs against its budgets.
 *
 * - Elements (`dist/widgets`): the code every element shares (gzip ≤ 40 kB), the code each element adds
 *   on top of it (gzip ≤ 15 kB) and all of them on one page (gzip ≤ 140 kB), over the static import graph; see
 *   `splitElements` for the rule.
 * - Site pages: every route of the table as a player's Chromium loads it (`size-pages.ts`), signed out and in,
 *   in English and Burmese, against the page budgets (`BUDGETS.page*`), and the heaviest files of the heaviest.
 *
 * Sizes are per file, compressed one by one as they are served. Exits 1, naming the budget, when any is exceeded.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parseRoute } from '../packages/session/src/routes.ts'
import { ELEMENTS } from '../widgets/elements.ts'
import { BUDGETS, compressedSizes, KB, type Sizes, splitElements, staticGraph } from './size-graph.ts'
import { measurePages, type PageLoad, PROFILES, profileName } from './size-pages.ts'

const root = join(import.meta.dirname, '..')
const widgetsDir = join(root, 'dist', 'widgets')
const siteDir = join(root, 'dist', 'site')

const kB = (bytes: number) => `${(bytes / KB).toFixed(2)} kB`
const sizeOf = (file: string): Sizes => compressedSizes(readFileSync(file))
const sum = (sizes: Sizes[]): Sizes =>
  sizes.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  })

const failures: string[] = []

function checkElements(): void {
  if (!existsSync(widgetsDir)) {
    failures.push(`dist/widgets is missing: run npm run build first`)
    return
  }
  const split = splitElements(widgetsDir, Object.keys(ELEMENTS))
  if (split.entries.length === 0) {
    failures.push('dist/widgets has no element entries (*.js)')
    return
  }
  console.log('Elements (dist/widgets), static imports only, gzip -9 / brotli -q 11:')
  console.log(`  ${'element'.padEnd(28)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}  files`)
  const shared = sum(split.shared.map(sizeOf))
  for (const { entry, own } of split.entries) {
    const size = sum(own.map(sizeOf))
    const files = own.map((f) => relative(widgetsDir, f)).join(', ')
    console.log(
      `  ${`${entry} (own)`.padEnd(28)} ${kB(size.gzip).padStart(10)} ${kB(size.brotli).padStart(10)}  ${files}`,
    )
    if (size.gzip > BUDGETS.ownGzip) {
      failures.push(
        `element budget exceeded: ${entry} own code is ${kB(size.gzip)} gzip, over ${kB(BUDGETS.ownGzip)}`,
      )
    }
  }
  const sharedFiles = split.shared.map((f) => relative(widgetsDir, f)).join(', ') || '(none)'
  console.log(
    `  ${'shared'.padEnd(28)} ${kB(shared.gzip).padStart(10)} ${kB(shared.brotli).padStart(10)}  ${sharedFiles}`,
  )
  const all = sum([...new Set([...split.shared, ...split.entries.flatMap(({ own }) => own)])].map(sizeOf))
  console.log(
    `  ${'all elements on one page'.padEnd(28)} ${kB(all.gzip).padStart(10)} ${kB(all.brotli).padStart(10)}`,
  )
  console.log(
    `  budgets: shared ≤ ${kB(BUDGETS.sharedGzip)} gzip, own ≤ ${kB(BUDGETS.ownGzip)} gzip per element, ` +
      `all ≤ ${kB(BUDGETS.allGzip)} gzip`,
  )
  if (all.gzip > BUDGETS.allGzip) {
    failures.push(
      `all elements on one page exceed their budget: ${kB(all.gzip)} gzip, over ${kB(BUDGETS.allGzip)}`,
    )
  }
  if (shared.gzip > BUDGETS.sharedGzip) {
    failures.push(
      `shared element budget exceeded: ${kB(shared.gzip)} gzip, over ${kB(BUDGETS.sharedGzip)} (${sharedFiles})`,
    )
  }
  for (const missing of split.missing) failures.push(`element import names no built file: ${missing}`)

  // The frame side of frame mode, which the site's /embed/<name> pages load beside the element.
  const frame = staticGraph([join(widgetsDir, 'embed.js')], widgetsDir)
  const frameOwn = sum(frame.files.filter((file) => !split.shared.includes(file)).map(sizeOf))
  console.log(
    `  ${'embed.js (frame side, own)'.padEnd(28)} ${kB(frameOwn.gzip).padStart(10)} ${kB(frameOwn.brotli).padStart(10)}`,
  )
  if (frame.missing.length > 0 || frame.files.length === 0) failures.push('dist/widgets/embed.js is missing')
  if (frameOwn.gzip > BUDGETS.ownGzip) {
    failures.push(`frame side budget exceeded: embed.js own code is ${kB(frameOwn.gzip)} gzip`)
  }
}

async function checkPages(): Promise<void> {
  if (!existsSync(join(siteDir, 'index.html'))) {
    failures.push('dist/site/index.html is missing: run npm run build first')
    return
  }
  console.log('\nSite pages in Chromium: the JavaScript fetched until idle, brotli as served, 390×844:')
  const started = performance.now()
  const loads = await measurePages()
  const cell = (load: PageLoad | undefined) => {
    if (!load) return '—'
    const mark = load.bytes > BUDGETS.pageTarget ? '!' : load.bytes > BUDGETS.pageGoal ? '+' : ' '
    const sent = load.landedOn !== parseRoute(load.route).path ? ` →${load.landedOn}` : ''
    return `${(load.bytes / KB).toFixed(1)}${mark}${sent}`
  }
  console.log(`  ${'route'.padEnd(28)} ${PROFILES.map((p) => profileName(p).padStart(18)).join('')}`)
  for (const route of new Set(loads.map((load) => load.route))) {
    const row = PROFILES.map((profile) =>
      cell(loads.find((load) => load.route === route && load.profile === profile)).padStart(18),
    )
    console.log(`  ${route.padEnd(28)} ${row.join('')}`)
  }
  const worst = loads.reduce((a, b) => (b.bytes > a.bytes ? b : a))
  const over = (limit: number) => loads.filter((load) => load.bytes > limit).length
  console.log(
    `  ${loads.length} pages in ${((performance.now() - started) / 1000).toFixed(0)} s; ` +
      `${over(BUDGETS.pageTarget)} over ${kB(BUDGETS.pageTarget)} (!), ${over(BUDGETS.pageGoal)} over ${kB(BUDGETS.pageGoal)} (+); ` +
      `heaviest ${worst.route} (${profileName(worst.profile)}) ${kB(worst.bytes)}, ceiling ${kB(BUDGETS.pageCeiling)}`,
  )
  console.log(`\nFiles of the heaviest page, ${worst.route} (${profileName(worst.profile)}):`)
  for (const { path, bytes } of [...worst.scripts].sort((a, b) => b.bytes - a.bytes).slice(0, 10)) {
    console.log(`  ${path.padEnd(44)} ${kB(bytes).padStart(10)} br`)
  }
  for (const load of loads.filter((load) => load.bytes > BUDGETS.pageCeiling)) {
    failures.push(
      `page budget exceeded: ${load.route} (${profileName(load.profile)}) loads ${kB(load.bytes)} brotli, over ${kB(BUDGETS.pageCeiling)}`,
    )
  }
}

checkElements()
await checkPages()
if (failures.length > 0) {
  console.error('')
  for (const failure of failures) console.error(`✗ ${failure}`)
  process.exit(1)
}
console.log('\nAll size budgets met.')
