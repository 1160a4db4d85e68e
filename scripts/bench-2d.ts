/**
 * `npm run bench:2d`: input-to-paint of the 2D bet grid (`/2d/bet`) in Chromium, on the built product
 * (`npm run build` first).
 *
 * Starts the built product on a free port with a fresh data directory and a server clock on a Monday morning
 * in Yangon (2D betting open), signs in as the seeded demo player, opens `/2d/bet` at 390×844, waits for
 * hydration and the board, then slows the CPU 4× (CDP `Emulation.setCPUThrottlingRate`) and, after a few
 * warm-up interactions, measures with real CDP mouse input:
 *
 * - grid taps: picking and dropping numbers, alternately, on different numbers (goal ≤ 16 ms), and the tap's
 *   own work, its handlers and the render they cause (goal ≤ 4 ms);
 * - quick tools: applying a tool to an empty draft, several different tools (goal ≤ 50 ms);
 * - Clear before each tool, shown for information;
 * - the no-JS floor, for information: the same change of a cell made by a native listener that stops the click
 *   before the app sees it, i.e. what the browser alone needs for a tap on this machine at this slowdown.
 *
 * How an interaction is measured (and checked against Event Timing) is in `bench-paint.ts`, shared with
 * `bench:3d`.
 *
 * A benchmark: it exits 0 whatever the figures, and non-zero only when it cannot run.
 */
import {
  type BenchPage,
  CPU_SLOWDOWN,
  describeRun,
  type Interaction,
  interact,
  ms,
  openPage,
  printSummary,
  runBench,
  sleep,
  summarise,
} from './bench-paint.ts'

const TAPS = Number(process.env.BENCH_TAPS ?? 30)
const FLOOR_TAPS = 10
const GOALS = { tapMs: 16, tapOwnMs: 4, toolMs: 50 }
/** The grid whose buttons are the `cell` targets. */
const GRID = '[role=group][aria-label="Numbers 00 to 99"]'

/** Numbers spread over the grid's rows, tapped in turn: pick the next, then drop the one before. */
const TAP_NUMBERS =
  '03 18 27 34 41 56 62 79 85 90 11 48 53 66 97 22 39 70 84 05 93 14 61 28 76 45 09 87 32 58 16 99'.split(' ')

/** Quick tools applied to an empty draft, each found by its Add button's accessible label. */
interface ToolStep {
  label: string
  /** A digit typed into the tool's field before its Add is pressed (not measured). */
  digit?: { field: string; value: string }
  button: string
}
const TOOLS: ToolStep[] = [
  { label: 'Power: Plain', button: 'Add Power: Plain' },
  { label: 'Brothers: Both', button: 'Add Brothers: Both' },
  { label: 'Doubles: All', button: 'Add Doubles: All' },
  { label: 'Even-even', button: 'Add Even-even' },
  { label: 'Big (50–99)', button: 'Add Big (50–99)' },
  { label: 'Size group: 1', button: 'Add Size group: 1 Brothers' },
  { label: 'Block 00–19', button: 'Add 20-number block: 00–19' },
  { label: 'Nakhat: With R', button: 'Add Nakhat: With R' },
  { label: 'Odd-odd', button: 'Add Odd-odd' },
  { label: 'Small (00–49)', button: 'Add Small (00–49)' },
  { label: 'Head 5', digit: { field: 'Head digit', value: '5' }, button: 'Add Head' },
  { label: 'Break 7', digit: { field: 'Break digit', value: '7' }, button: 'Add Break' },
]
const WARM_UP_TOOLS: ToolStep[] = [
  { label: 'Odd-even', button: 'Add Odd-even' },
  { label: 'Even-odd', button: 'Add Even-odd' },
]

/** Monday 2026-11-30, 10:30 in Yangon (04:00 UTC): the morning draw is open. Moves on in real time. */
const MONDAY_MORNING = Date.parse('2026-11-30T04:00:00Z')

type Kind = 'tap' | 'tool' | 'clear' | 'floor'

/** How many grid numbers are picked. */
const pickedCount = (bet: BenchPage) =>
  bet.value<number>(
    `document.querySelector(${JSON.stringify(GRID)})?.querySelectorAll('[aria-pressed=true]').length ?? 0`,
  )

async function openBetScreen(bench: Parameters<typeof openPage>[0]): Promise<BenchPage> {
  const bet = await openPage(bench, '/2d/bet', { cells: GRID })
  // The board is in once the cells carry their shares ("47, 3% taken") rather than the bare number.
  await bet.until(
    'the board',
    "window.__benchPage.find('cell', '47')?.getAttribute('aria-label')?.includes(',') === true",
  )
  if (await bet.value<boolean>("document.body.textContent.includes('Betting is closed at this time.')"))
    throw new Error('The 2D board says betting is closed: the server clock is not in an open draw')
  return bet
}

async function tap(bet: BenchPage, label: string, num: string, expectPicked: boolean) {
  await interact(bet, label, 'cell', num)
  const pressed = await bet.value<string | null>(
    `window.__benchPage.find('cell', ${JSON.stringify(num)})?.getAttribute('aria-pressed') ?? null`,
  )
  if (pressed !== String(expectPicked))
    throw new Error(
      `${label}: ${num} should be ${expectPicked ? 'picked' : 'dropped'}, aria-pressed=${pressed}`,
    )
}

async function clear(bet: BenchPage, label: string): Promise<boolean> {
  if ((await pickedCount(bet)) === 0) return false
  await interact(bet, label, 'text', 'Clear')
  if ((await pickedCount(bet)) !== 0) throw new Error(`${label}: Clear left numbers picked`)
  return true
}

async function applyTool(bet: BenchPage, label: string, step: ToolStep): Promise<number> {
  if (step.digit) {
    // Typed for real, then the page goes idle again before Add is pressed.
    await bet.call('focus', step.digit.field)
    await bet.page.keyboard.press('Control+A')
    await bet.page.keyboard.type(step.digit.value)
  }
  await interact(bet, label, 'label', step.button)
  const count = await pickedCount(bet)
  if (count === 0) throw new Error(`${label}: the tool picked no numbers`)
  return count
}

async function measure(bench: Parameters<typeof openPage>[0]): Promise<Interaction<Kind>[]> {
  const bet = await openBetScreen(bench)
  await bet.throttle(CPU_SLOWDOWN)

  // Warm-up: a few taps, two tools and a clear, not counted.
  await tap(bet, 'warm tap 1', '50', true)
  await tap(bet, 'warm tap 2', '50', false)
  await tap(bet, 'warm tap 3', TAP_NUMBERS[0] as string, true)
  for (const [index, step] of WARM_UP_TOOLS.entries()) {
    await clear(bet, `warm clear ${index + 1}`)
    await applyTool(bet, `warm tool ${index + 1}`, step)
  }
  await clear(bet, 'warm clear 3')
  await tap(bet, 'warm tap 4', TAP_NUMBERS[0] as string, true)

  // Taps: pick the next number, then drop the one before it, so taps alternate and never repeat a cell.
  const labels: { label: string; kind: Kind; picked?: number }[] = []
  for (let index = 0; index < TAPS; index++) {
    const step = Math.floor(index / 2)
    const pick = index % 2 === 0
    const num = TAP_NUMBERS[(pick ? step + 1 : step) % TAP_NUMBERS.length] as string
    const label = `tap ${index + 1} ${pick ? 'pick' : 'drop'} ${num}`
    await tap(bet, label, num, pick)
    labels.push({ label, kind: 'tap' })
  }
  for (const [index, step] of TOOLS.entries()) {
    const clearLabel = `clear ${index + 1}`
    if (await clear(bet, clearLabel)) labels.push({ label: clearLabel, kind: 'clear' })
    const label = `tool ${step.label}`
    const picked = await applyTool(bet, label, step)
    labels.push({ label, kind: 'tool', picked })
  }
  // The no-JS floor: the same change of a cell (aria-pressed) made by a native listener that stops the
  // click before the app sees it, so what is left is the browser's own input, style, layout and paint.
  await clear(bet, 'floor clear')
  await bet.value(`document.querySelector(${JSON.stringify(GRID)}).addEventListener('click', (event) => {
    const cell = event.target.closest('button')
    if (!cell) return
    event.stopPropagation()
    cell.setAttribute('aria-pressed', String(cell.getAttribute('aria-pressed') !== 'true'))
  }, { capture: true })`)
  await tap(bet, 'floor warm', TAP_NUMBERS[0] as string, true)
  for (let index = 0; index < FLOOR_TAPS; index++) {
    const step = Math.floor(index / 2)
    const pick = index % 2 === 0
    const num = TAP_NUMBERS[(pick ? step + 1 : step) % TAP_NUMBERS.length] as string
    const label = `floor ${index + 1} ${pick ? 'pick' : 'drop'} ${num}`
    await tap(bet, label, num, pick)
    labels.push({ label, kind: 'floor' })
  }
  await sleep(500)
  const state = await bet.state()
  const interactions = labels.map(({ label, kind, picked }) => {
    const interaction = summarise(label, kind, state)
    if (picked !== undefined) interaction.picked = picked
    return interaction
  })
  await bet.page.context().close()
  return interactions
}

function report(interactions: Interaction<Kind>[], chromiumVersion: string, elapsedMs: number) {
  console.log(describeRun('2D bet (/2d/bet) input-to-paint', chromiumVersion, elapsedMs))
  console.log('\nQuick tools, each applied to an empty draft (ms; the click as delay + work + frame):')
  for (const i of interactions.filter((i) => i.kind === 'tool')) {
    console.log(
      `  ${i.label.replace(/^tool /, '').padEnd(16)} ${String(i.picked).padStart(3)} numbers ${ms(i.paint).padStart(6)}` +
        `  (${ms(i.delay)} + ${ms(i.work)} + ${ms(i.frame)})  Event Timing ${i.eventTiming ?? '< 16'}`,
    )
  }
  printSummary<Kind>(
    [
      { name: 'grid tap', kind: 'tap', goal: GOALS.tapMs, ownGoal: GOALS.tapOwnMs },
      { name: 'quick tool', kind: 'tool', goal: GOALS.toolMs },
      { name: 'clear', kind: 'clear', goal: null },
      { name: 'no-JS floor', kind: 'floor', goal: null },
    ],
    interactions,
  )
  console.log(
    'The no-JS floor makes the same change of a cell with a native listener before the app sees the click:' +
      ' what the browser alone takes on this machine.',
  )
}

await runBench('bench:2d', MONDAY_MORNING, measure, report)
