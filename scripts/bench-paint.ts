/**
 * What the input-to-paint benchmarks (`bench-2d.ts`, `bench-3d.ts`) share: the built product on a server clock
 * with a signed-in Chromium page under CPU throttling, the recorder the page runs, real CDP mouse input, and
 * the figures and their table.
 *
 * The primary figure is measured in the page: for each of an interaction's pointerdown, pointerup and click,
 * from the event's `timeStamp` (when the browser received the input) to the end of the next frame that holds
 * the DOM change (a `requestAnimationFrame` callback, then a `MessageChannel` message after that frame's
 * style, layout and paint); the interaction's figure is the largest of its events. It leaves out what the
 * compositor does after the main thread (raster and presentation), so the Event Timing API's durations (input
 * to presented frame, in 8 ms steps, only those of at least 16 ms) are printed beside it as a check. A goal
 * is met when the p75 of the primary figure is within it.
 *
 * Beside it, each interaction's own work: for each of its events, from the page's first listener (capturing on
 * window) to its last (bubbling on window), which holds every handler and the render they cause (Preact renders
 * in a microtask, run as each listener returns), summed over the events. It is what the page's code costs,
 * apart from the input delay and the browser's style, layout and paint.
 *
 * The page is driven through CDP alone (Runtime.evaluate, Input.dispatchMouseEvent): Playwright's locators
 * would put their own listeners on every pointer event of the page, which a player's browser does not run.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Clock } from '@shwe/domain'
import { type Browser, type CDPSession, chromium, type Page } from 'playwright-core'
import { CHROMIUM_FLAGS, chromiumPath } from '../e2e/chromium.ts'
import { REPO_ROOT, startServer } from '../packages/server/src/main.ts'
import { demoToken } from './demo-player.ts'

export const CPU_SLOWDOWN = 4
const VIEWPORT = { width: 390, height: 844 }
/** Idle time before and after each measured interaction, so its frames are not shared with another's. */
const SETTLE_MS = 250

/** What the page records for one input event (times in the page's `performance.now()` milliseconds). */
interface EventRecord {
  label: string
  type: string
  /** The event's `timeStamp`: when the browser received the input. */
  start: number
  /** When the page began dispatching it. */
  dispatched: number
  /** After the page's own handlers and the render they caused (a bubbling listener on window). */
  handled: number
  /** After the next frame that holds the DOM change (only a click waits for a change). */
  painted: number
  /** The click changed the DOM before the frame measured (false: no change within 30 frames). */
  changed: boolean
}

interface TimingEntry {
  name: string
  startTime: number
  duration: number
}

export interface BenchState {
  label: string
  records: EventRecord[]
  timing: TimingEntry[]
}

/**
 * How the page finds a target: a button of the cells' group (`cells` of `instrument`) by its text, a button by
 * its accessible label or by its text.
 */
export type TargetKind = 'cell' | 'label' | 'text'

/** The page's helpers, as `window.__benchPage`. */
interface BenchPageHelpers {
  find(kind: TargetKind, name: string): HTMLElement | undefined
  /** Scrolls the target to the middle of the viewport. */
  aim(kind: TargetKind, name: string): void
  /** The target's centre in the viewport, and whether that point hits the target. */
  point(kind: TargetKind, name: string): { x: number; y: number; hits: boolean } | null
  /** Focuses a field by its `aria-label` or the text of its `<label>`. */
  focus(field: string): void
  /** Names the interaction the next input events belong to ('' for none). */
  label(name: string): void
  /** The interaction was clicked and every one of its events has its frame. */
  done(name: string): boolean
}

/** Where the page's recorder looks; serialised into the page with `instrument`. */
export interface InstrumentOptions {
  /** CSS selector of the element whose buttons are the `cell` targets (the 2D grid). */
  cells?: string
}

/**
 * The page's recorder and helpers, installed before any of its scripts (`context.addInitScript(instrument,
 * options)`, as `openPage` does). Serialised into the page, so it must be self-contained.
 */
function instrument(options: InstrumentOptions) {
  const state: BenchState = { label: '', records: [], timing: [] }
  const helpers: BenchPageHelpers = {
    find(kind, name) {
      if (kind === 'cell')
        return [
          ...(document.querySelector(options.cells ?? ':not(*)')?.querySelectorAll('button') ?? []),
        ].find((cell) => cell.textContent?.trim() === name)
      return [...document.querySelectorAll('button')].find((button) =>
        kind === 'label' ? button.getAttribute('aria-label') === name : button.textContent?.trim() === name,
      )
    },
    aim(kind, name) {
      helpers.find(kind, name)?.scrollIntoView({ block: 'center' })
    },
    point(kind, name) {
      const target = helpers.find(kind, name)
      if (!target) return null
      const box = target.getBoundingClientRect()
      const x = box.left + box.width / 2
      const y = box.top + box.height / 2
      const hit = document.elementFromPoint(x, y)
      return { x, y, hits: hit !== null && target.contains(hit) }
    },
    focus(field) {
      const byLabel = [...document.querySelectorAll('label')].find(
        (label) => label.textContent?.trim() === field,
      )?.control
      const input = document.querySelector<HTMLInputElement>(`input[aria-label="${field}"]`) ?? byLabel
      input?.focus()
    },
    label(name) {
      state.label = name
    },
    done(name) {
      const mine = state.records.filter((record) => record.label === name)
      return (
        mine.some((record) => record.type === 'click') &&
        mine.every((record) => !Number.isNaN(record.painted))
      )
    },
  }
  const global = window as unknown as { __bench: BenchState; __benchPage: BenchPageHelpers }
  global.__bench = state
  global.__benchPage = helpers
  let armed = false
  let changed = false
  new MutationObserver(() => {
    if (armed) changed = true
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
  for (const type of ['pointerdown', 'pointerup', 'click']) {
    const open = new WeakMap<Event, EventRecord>()
    addEventListener(
      type,
      (event) => {
        if (!event.isTrusted || !state.label) return
        const record: EventRecord = {
          label: state.label,
          type,
          start: event.timeStamp,
          dispatched: performance.now(),
          handled: Number.NaN,
          painted: Number.NaN,
          changed: true,
        }
        state.records.push(record)
        open.set(event, record)
        if (type === 'click') {
          armed = true
          changed = false
        }
        let frames = 0
        const afterFrame = () => {
          frames++
          if (type === 'click' && !changed && frames < 30) {
            requestAnimationFrame(afterFrame)
            return
          }
          const channel = new MessageChannel()
          channel.port1.onmessage = () => {
            record.painted = performance.now()
            if (type === 'click') {
              record.changed = changed
              armed = false
            }
          }
          channel.port2.postMessage(null)
        }
        requestAnimationFrame(afterFrame)
      },
      { capture: true },
    )
    addEventListener(type, (event) => {
      const record = open.get(event)
      if (record) record.handled = performance.now()
    })
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      const { name, startTime, duration } = entry
      state.timing.push({ name, startTime, duration })
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit)
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The value at fraction `q` of the sorted values, by linear interpolation. */
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const at = (sorted.length - 1) * q
  const low = Math.floor(at)
  const high = Math.ceil(at)
  return (sorted[low] as number) + ((sorted[high] as number) - (sorted[low] as number)) * (at - low)
}

/** The value at fraction `q` of those values that are numbers, or NaN when none is. */
const quantileOf = (values: number[], q: number) =>
  quantile(
    values.filter((value) => !Number.isNaN(value)),
    q,
  )

export const ms = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(1))

/**
 * The page, driven through its own CDP session only: Playwright's locators would add their hit-target
 * listeners to every pointer and mouse event of the page, which a player's browser does not run.
 */
export class BenchPage {
  readonly page: Page
  readonly cdp: CDPSession

  constructor(page: Page, cdp: CDPSession) {
    this.page = page
    this.cdp = cdp
  }

  /** Evaluates `expression` in the page and returns its value. */
  async value<T>(expression: string): Promise<T> {
    const reply = (await this.cdp.send('Runtime.evaluate', {
      expression,
      returnByValue: true,
      awaitPromise: true,
    })) as {
      result: { value?: unknown }
      exceptionDetails?: { text: string; exception?: { description?: string } }
    }
    if (reply.exceptionDetails)
      throw new Error(reply.exceptionDetails.exception?.description ?? reply.exceptionDetails.text)
    return reply.result.value as T
  }

  /** Calls a function of the page's `__benchPage` helpers (see `instrument`). */
  call<T>(name: keyof BenchPageHelpers, ...args: unknown[]): Promise<T> {
    return this.value<T>(`window.__benchPage.${name}(...${JSON.stringify(args)})`)
  }

  async until(what: string, expression: string, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs
    while (!(await this.value<boolean>(expression))) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
      await sleep(100)
    }
  }

  /** The CPU runs `rate` times slower (1: full speed). */
  async throttle(rate: number): Promise<void> {
    await this.cdp.send('Emulation.setCPUThrottlingRate', { rate })
  }

  /** The page's recordings so far. */
  state(): Promise<BenchState> {
    return this.value<BenchState>('window.__bench')
  }
}

/**
 * Opens `route` signed in as the seeded demo player, the recorder installed, and waits until every island has
 * hydrated.
 */
export async function openPage(
  bench: { browser: Browser; url: string; token: string },
  route: string,
  options: InstrumentOptions = {},
): Promise<BenchPage> {
  const context = await bench.browser.newContext({ viewport: VIEWPORT })
  await context.addInitScript((value) => {
    localStorage.setItem('token', value)
    sessionStorage.setItem('ads_popup_shown', '1')
  }, bench.token)
  await context.addInitScript(instrument, options)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const opened = new BenchPage(page, cdp)
  await page.goto(`${bench.url}${route}`)
  await opened.until('hydration', "document.querySelectorAll('astro-island[ssr]').length === 0")
  return opened
}

/**
 * One measured interaction: scrolls the target to the middle of the viewport (clear of the shell's fixed
 * bars), lets the page go idle, clicks its centre with CDP mouse input, and waits until the page recorded
 * the frame after it.
 */
export async function interact(
  page: BenchPage,
  label: string,
  kind: TargetKind,
  name: string,
): Promise<void> {
  await page.call('aim', kind, name)
  await sleep(SETTLE_MS)
  const point = await page.call<{ x: number; y: number; hits: boolean } | null>('point', kind, name)
  if (!point) throw new Error(`${label}: no ${kind} "${name}" on the page`)
  if (!point.hits) throw new Error(`${label}: something covers ${kind} "${name}" at (${point.x}, ${point.y})`)
  // The pointer arrives first (hover styles settle), then the press and release are measured.
  await page.page.mouse.move(point.x, point.y)
  await page.call('label', label)
  await sleep(SETTLE_MS)
  await page.page.mouse.down()
  await page.page.mouse.up()
  await sleep(SETTLE_MS)
  await page.until(`the frame after ${label}`, `window.__benchPage.done(${JSON.stringify(label)})`, 10_000)
  await page.call('label', '')
}

/** Figures of one interaction, in ms. */
export interface Interaction<K extends string = string> {
  label: string
  kind: K
  /** Input to the frame after the DOM change: the largest over the interaction's events. */
  paint: number
  /** Of the click: input delay, handlers and render, the rest until the frame was done. */
  delay: number
  work: number
  frame: number
  /**
   * The interaction's own work: the handlers of its pointerdown, pointerup and click with the render they
   * cause, summed; neither the input delay nor the browser's style, layout and paint.
   */
  own: number
  /** Event Timing's largest duration, or null when every event was under its 16 ms threshold. */
  eventTiming: number | null
  /** How many numbers were selected after it, where the benchmark counts them. */
  picked?: number
}

/** A time the page could not take arrives as null (NaN does not survive the trip out of the page). */
const time = (value: number | null) => (typeof value === 'number' ? value : Number.NaN)

/** The figures of the interaction named `label` from the page's recordings. */
export function summarise<K extends string>(label: string, kind: K, state: BenchState): Interaction<K> {
  const records = state.records
    .filter((record) => record.label === label)
    .map((record) => ({
      ...record,
      handled: time(record.handled),
      painted: time(record.painted),
    }))
  const click = records.find((record) => record.type === 'click')
  if (!click) throw new Error(`${label}: the page saw no click`)
  if (!click.changed) throw new Error(`${label}: the click changed nothing on the page within 30 frames`)
  let worst = click
  for (const record of records)
    if (record.painted - record.start > worst.painted - worst.start) worst = record
  const timed = state.timing.filter((entry) =>
    records.some((record) => record.type === entry.name && Math.abs(record.start - entry.startTime) < 0.01),
  )
  return {
    label,
    kind,
    paint: worst.painted - worst.start,
    delay: click.dispatched - click.start,
    work: click.handled - click.dispatched,
    frame: click.painted - click.handled,
    own: records.reduce((sum, record) => sum + (record.handled - record.dispatched), 0),
    eventTiming: timed.length ? Math.max(...timed.map((entry) => entry.duration)) : null,
  }
}

/** The first line of a report: what ran, where, and how busy the machine was. */
export function describeRun(title: string, chromiumVersion: string, elapsedMs: number): string {
  return (
    `${title}: Chromium ${chromiumVersion} headless, ${CPU_SLOWDOWN}× CPU slowdown, ` +
    `${VIEWPORT.width}×${VIEWPORT.height}, CDP mouse input; ${cpus().length} CPUs, load average ` +
    `${loadavg()[0]?.toFixed(2)} (other work on the machine slows every figure); ${(elapsedMs / 1000).toFixed(0)} s`
  )
}

/** One row of the summary: the interactions of a kind, and their goal (null: shown for information). */
export interface SummaryRow<K extends string> {
  name: string
  kind: K
  goal: number | null
  /** A goal for the p75 of the interaction's own work (handlers and render), where there is one. */
  ownGoal?: number
}

/**
 * Prints the summary table (median, p75 and max of the primary figure, the click's parts, Event Timing) and
 * one verdict per goal, then the legend.
 */
export function printSummary<K extends string>(rows: SummaryRow<K>[], interactions: Interaction<K>[]): void {
  const width = Math.max(11, ...rows.map((row) => row.name.length))
  console.log(
    '\nInput to the end of the frame after the DOM change, ms (primary; the largest over pointerdown, pointerup, click)',
  )
  console.log(
    `${'interaction'.padEnd(width)} ${'n'.padStart(3)} ${'median'.padStart(7)} ${'p75'.padStart(6)} ${'max'.padStart(6)} ` +
      `${'goal'.padStart(6)} | click: ${'delay'.padStart(5)} ${'work'.padStart(5)} ${'frame'.padStart(5)} ` +
      `| Event Timing ≥ 16: ${'n'.padStart(5)} ${'max'.padStart(4)} | own: ${'median'.padStart(6)} ${'p75'.padStart(5)} ${'max'.padStart(5)}`,
  )
  const verdicts: string[] = []
  for (const row of rows) {
    const mine = interactions.filter((i) => i.kind === row.kind)
    if (mine.length === 0) continue
    const paint = mine.map((i) => i.paint)
    const p75 = quantileOf(paint, 0.75)
    const max = Math.max(...paint)
    const timed = mine.flatMap((i) => (i.eventTiming === null ? [] : [i.eventTiming]))
    const mid = (pick: (i: Interaction<K>) => number) => ms(quantileOf(mine.map(pick), 0.5)).padStart(5)
    const own = mine.map((i) => i.own)
    const ownP75 = quantileOf(own, 0.75)
    if (row.ownGoal !== undefined) {
      verdicts.push(
        `${row.name}, own work (handlers and render): p75 ${ms(ownP75)} ms against a goal of ≤ ${row.ownGoal} ms: ` +
          `${ownP75 <= row.ownGoal ? 'meets the goal' : 'MISSES the goal'} (max ${ms(Math.max(...own))} ms)`,
      )
    }
    if (row.goal !== null) {
      verdicts.push(
        `${row.name}: p75 ${ms(p75)} ms against a goal of ≤ ${row.goal} ms: ` +
          `${p75 <= row.goal ? 'meets the goal' : 'MISSES the goal'} (max ${ms(max)} ms)`,
      )
    }
    console.log(
      `${row.name.padEnd(width)} ${String(mine.length).padStart(3)} ${ms(quantileOf(paint, 0.5)).padStart(7)} ` +
        `${ms(p75).padStart(6)} ${ms(max).padStart(6)} ${(row.goal === null ? 'info' : `≤ ${row.goal}`).padStart(6)} ` +
        `|        ${mid((i) => i.delay)} ${mid((i) => i.work)} ${mid((i) => i.frame)} ` +
        `|                    ${`${timed.length}/${mine.length}`.padStart(5)} ${(timed.length ? String(Math.max(...timed)) : '—').padStart(4)} ` +
        `|      ${ms(quantileOf(own, 0.5)).padStart(6)} ${ms(ownP75).padStart(5)} ${ms(Math.max(...own)).padStart(5)}`,
    )
  }
  console.log('')
  for (const verdict of verdicts) console.log(verdict)
  console.log(
    '\nA goal is met when the p75 is within it. Click columns (medians): delay, from the input to its dispatch;' +
      ' work, the handlers and the render they cause; frame, from there to the end of the frame that shows the' +
      ' change, waiting for the frame included. Event Timing (input to presented frame, 8 ms steps) only' +
      " reports events of 16 ms or more. Own: the interaction's own work, the handlers of its pointerdown," +
      ' pointerup and click and the render they cause, summed (median, p75, max).',
  )
}

/**
 * Runs a benchmark against the built product: a fresh data directory, the server on a free port with its clock
 * starting at `startsAt` (then moving on in real time), Chromium, and the demo player's token. Cleans up after
 * `body`, then hands its result to `report` with the Chromium version and the run's duration. Exits 1 when the
 * product is not built or the run fails; a benchmark's figures never fail it.
 */
export async function runBench<T>(
  name: string,
  startsAt: number,
  body: (bench: { browser: Browser; url: string; token: string }) => Promise<T>,
  report: (result: T, chromiumVersion: string, elapsedMs: number) => void,
): Promise<void> {
  try {
    if (!existsSync(join(REPO_ROOT, 'dist', 'site', 'index.html'))) {
      console.error('dist/site/index.html is missing: build the product first with npm run build')
      process.exit(1)
    }
    const startedAt = Date.now()
    const clock: Clock = { now: () => new Date(startsAt + (Date.now() - startedAt)) }
    const dataDir = mkdtempSync(join(tmpdir(), `shwe-${name.replace(':', '-')}-`))
    const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, log: false, clock })
    let result: T
    let chromiumVersion = ''
    try {
      const browser = await chromium.launch({
        executablePath: chromiumPath(),
        args: ['--headless', ...CHROMIUM_FLAGS],
      })
      try {
        chromiumVersion = browser.version()
        result = await body({ browser, url: server.url, token: await demoToken(server.url) })
      } finally {
        await browser.close()
      }
    } finally {
      await server.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
    report(result, chromiumVersion, Date.now() - startedAt)
  } catch (error) {
    console.error(
      `${name} could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    )
    process.exit(1)
  }
}
