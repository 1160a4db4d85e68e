/**
 * `npm run test:size`, after the build: what the built JavaScript weighs against its budgets.
 *
 * - Elements (`dist/widgets`): the code every element shares (gzip ≤ 46 kB) and the code each element adds
 *   on top of it (gzip ≤ 15 kB), over the static import graph; see `splitElements` for the rule.
 * - Site pages (`dist/site/**\/*.html`): the JavaScript a page loads on first load, brotli ≤ 60 kB per page,
 *   and the heaviest files of the heaviest page.
 *
 * Sizes are per file, compressed one by one as they are served. Exits 1, naming the budget, when any is exceeded.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { ELEMENTS } from '../widgets/elements.ts'
import {
  BUDGETS,
  compressedSizes,
  htmlFiles,
  KB,
  pageFirstLoad,
  type Sizes,
  splitElements,
  staticGraph,
} from './size-graph.ts'

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
  console.log(
    `  budgets: shared ≤ ${kB(BUDGETS.sharedGzip)} gzip, own ≤ ${kB(BUDGETS.ownGzip)} gzip per element`,
  )
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

function checkPages(): void {
  if (!existsSync(join(siteDir, 'index.html'))) {
    failures.push('dist/site/index.html is missing: run npm run build first')
    return
  }
  console.log('\nSite pages (dist/site), first-load JavaScript, brotli -q 11:')
  let heaviest: { page: string; total: number; files: { name: string; size: Sizes }[] } | undefined
  for (const html of htmlFiles(siteDir)) {
    const page = relative(siteDir, html)
    // The frame pages load an element's bundle and embed.js from /widgets/, budgeted with the elements.
    if (page.startsWith('embed/')) continue
    const load = pageFirstLoad(html, siteDir)
    const files = [
      ...load.files.map((f) => ({ name: relative(siteDir, f), size: sizeOf(f) })),
      ...load.inline.map((body, i) => ({
        name: `(inline module script ${i + 1})`,
        size: compressedSizes(body),
      })),
    ]
    const total = sum(files.map((f) => f.size))
    const verdict = total.brotli > BUDGETS.pageBrotli ? 'OVER' : 'ok'
    console.log(
      `  ${page.padEnd(32)} ${kB(total.brotli).padStart(10)} br  ${String(files.length).padStart(2)} files  ${verdict}`,
    )
    for (const url of load.outside) console.log(`    not counted (not a file of dist/site): ${url}`)
    if (total.brotli > BUDGETS.pageBrotli) {
      failures.push(
        `page budget exceeded: ${page} loads ${kB(total.brotli)} brotli, over ${kB(BUDGETS.pageBrotli)}`,
      )
    }
    if (!heaviest || total.brotli > heaviest.total) heaviest = { page, total: total.brotli, files }
  }
  console.log(`  budget: ≤ ${kB(BUDGETS.pageBrotli)} brotli per page`)
  if (heaviest && heaviest.files.length > 0) {
    console.log(`\nHeaviest files of the heaviest page, ${heaviest.page}:`)
    for (const { name, size } of [...heaviest.files]
      .sort((a, b) => b.size.brotli - a.size.brotli)
      .slice(0, 8)) {
      console.log(`  ${name.padEnd(40)} ${kB(size.brotli).padStart(10)} br ${kB(size.raw).padStart(10)} raw`)
    }
  }
}

checkElements()
checkPages()
if (failures.length > 0) {
  console.error('')
  for (const failure of failures) console.error(`✗ ${failure}`)
  process.exit(1)
}
console.log('\nAll size budgets met.')
