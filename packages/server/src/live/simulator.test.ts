import type { LiveSnapshot, TwoDResult } from '@shwe/contract'
import { fixedClock, twoDFromSet } from '@shwe/domain'
import { describe, expect, it } from 'vitest'
import { createSimulatorFeed, formatHundredths, type SimulatorOptions } from './simulator.ts'

/** An instant given as Yangon wall-clock time. */
const yangon = (dateTime: string) => new Date(`${dateTime.replace(' ', 'T')}+06:30`)

const quiet = { error: () => {} }

function recordingLogger() {
  const errors: unknown[][] = []
  const infos: unknown[][] = []
  return {
    errors,
    infos,
    error: (...args: unknown[]) => void errors.push(args),
    info: (...args: unknown[]) => void infos.push(args),
  }
}

function simulator(start: string, options: Partial<SimulatorOptions> = {}) {
  const clock = fixedClock(yangon(start))
  const feed = createSimulatorFeed({ clock, seed: 'test-seed', logger: quiet, ...options })
  const results: TwoDResult[] = []
  feed.onResult((result) => void results.push(result))
  return { clock, feed, results }
}

/** Ticks every `stepMs` from `from` to `to` (Yangon) and returns every snapshot seen. */
function run(feed: ReturnType<typeof simulator>, from: string, to: string, stepMs: number) {
  const seen: LiveSnapshot[] = []
  feed.clock.set(yangon(from))
  while (feed.clock.now() <= yangon(to)) {
    feed.feed.tick()
    seen.push(feed.feed.snapshot())
    feed.clock.advance(stepMs)
  }
  return seen
}

const FIGURE = /^\d{1,3}(,\d{3})*\.\d{2}$/
const withoutTime = ({ server_time: _, ...rest }: LiveSnapshot) => rest

describe('formatHundredths', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123_456, '1,234.56'],
    [3_891_562, '38,915.62'],
    [100_000_000, '1,000,000.00'],
  ])('prints %i hundredths as %s', (hundredths, text) => {
    expect(formatHundredths(hundredths)).toBe(text)
  })
})

describe('simulator', () => {
  it('replays the same figures from the same seed, however often it ticks', () => {
    const first = run(
      simulator('2026-11-23 09:00:00'),
      '2026-11-23 09:00:00',
      '2026-11-23 17:00:00',
      7 * 60_000,
    )
    const second = run(
      simulator('2026-11-23 09:00:00'),
      '2026-11-23 09:00:00',
      '2026-11-23 17:00:00',
      7 * 60_000,
    )
    expect(second).toEqual(first)

    // A process started late in the day shows what one running since the morning shows.
    const late = simulator('2026-11-23 16:56:00')
    late.feed.tick()
    expect(late.feed.snapshot()).toEqual(first.at(-1))

    const other = simulator('2026-11-23 16:56:00', { seed: 'another seed' })
    other.feed.tick()
    expect(other.feed.snapshot().live).not.toEqual(late.feed.snapshot().live)
  })

  it('keeps live.twod equal to the number of live.set and live.value, printed like the SET feed', () => {
    const sim = simulator('2026-11-23 09:00:00')
    const seen = run(sim, '2026-11-23 09:29:00', '2026-11-23 16:31:00', 47_000)
    const numbers = new Set<string>()
    for (const { live } of seen) {
      expect(live.set).toMatch(FIGURE)
      expect(live.value).toMatch(FIGURE)
      expect(live.twod).toMatch(/^\d{2}$/)
      expect(live.twod).toBe(twoDFromSet(live.set, live.value))
      numbers.add(live.twod)
    }
    // The number moves during the day.
    expect(numbers.size).toBeGreaterThan(20)
    // Turnover only grows within a day.
    const values = seen
      .filter((s) => s.live.date === '2026-11-23')
      .map((s) => Number(s.live.value.replace(/,/g, '')))
    expect(values).toEqual([...values].sort((a, b) => a - b))
  })

  it('ticks only in market hours: 09:30–12:01 and 14:00–16:30 Yangon', () => {
    const sim = simulator('2026-11-23 12:01:00')
    sim.feed.tick()
    const atResult = sim.feed.snapshot()
    expect(atResult.live.time).toBe('12:01:00')
    sim.clock.set(yangon('2026-11-23 13:59:59'))
    sim.feed.tick()
    expect(withoutTime(sim.feed.snapshot())).toEqual(withoutTime(atResult))
    sim.clock.set(yangon('2026-11-23 14:00:03'))
    sim.feed.tick()
    expect(sim.feed.snapshot().live.time).toBe('14:00:03')
    expect(sim.feed.snapshot().server_time).toBe('2026-11-23 14:00:03')
  })

  it.each([
    ['Saturday', '2026-11-21 11:00:00'],
    ['Sunday', '2026-11-22 15:00:00'],
  ])('is closed on %s and shows the last trading day', (_, start) => {
    const sim = simulator(start)
    sim.feed.tick()
    const first = sim.feed.snapshot()
    expect(first.live.date).toBe('2026-11-20')
    expect(first.live.time).toBe('16:30:00')
    expect(first.holiday).toEqual({ status: '2', date: start.slice(0, 10), name: 'NULL' })
    expect(first.result.map((row) => [row.stock_date, row.open_time])).toEqual([
      ['2026-11-20', '11:00:00'],
      ['2026-11-20', '12:01:00'],
      ['2026-11-20', '15:00:00'],
      ['2026-11-20', '16:30:00'],
    ])
    const changes: LiveSnapshot[] = []
    sim.feed.subscribe((snapshot) => void changes.push(snapshot))
    for (let i = 0; i < 20; i++) {
      sim.clock.advance(10 * 60_000)
      sim.feed.tick()
    }
    expect(changes).toEqual([])
    expect(sim.results.every((result) => result.date === '2026-11-20')).toBe(true)
  })

  it('is closed on a configured holiday, and says so', () => {
    const sim = simulator('2026-11-25 10:30:00', { holidays: { '2026-11-25': 'Test Holiday' } })
    sim.feed.tick()
    const snapshot = sim.feed.snapshot()
    expect(snapshot.holiday).toEqual({ status: '1', date: '2026-11-25', name: 'Test Holiday' })
    expect(snapshot.live.date).toBe('2026-11-24')
    expect(snapshot.result.every((row) => row.stock_date === '2026-11-24')).toBe(true)
  })

  it('shows the last trading day until the open', () => {
    const sim = simulator('2026-11-23 09:29:59')
    sim.feed.tick()
    expect(sim.feed.snapshot().live.date).toBe('2026-11-20')
    sim.clock.set(yangon('2026-11-23 09:30:00'))
    sim.feed.tick()
    expect(sim.feed.snapshot().live).toMatchObject({ date: '2026-11-23', time: '09:30:00' })
    expect(sim.feed.snapshot().result).toEqual([])
  })

  it('adds the result rows at 11:00, 12:01, 15:00 and 16:30, and reports 12:01 and 16:30 once each', () => {
    const sim = simulator('2026-11-23 10:59:57')
    sim.feed.tick()
    expect(sim.feed.snapshot().result).toEqual([])
    sim.clock.set(yangon('2026-11-23 11:00:00'))
    sim.feed.tick()
    expect(sim.feed.snapshot().result.map((row) => row.open_time)).toEqual(['11:00:00'])

    sim.clock.set(yangon('2026-11-23 12:00:57'))
    sim.feed.tick()
    expect(sim.results).toEqual([])
    sim.clock.set(yangon('2026-11-23 12:01:00'))
    sim.feed.tick()
    const noon = sim.feed.snapshot()
    const morning = noon.result.find((row) => row.open_time === '12:01:00')
    expect(morning).toMatchObject({
      set: noon.live.set,
      value: noon.live.value,
      twod: noon.live.twod,
      stock_date: '2026-11-23',
      stock_datetime: '2026-11-23 12:01:00',
      source: 'simulator',
    })
    expect(sim.results).toEqual([
      {
        date: '2026-11-23',
        session: 'morning',
        twod: noon.live.twod,
        set: noon.live.set,
        value: noon.live.value,
        source: 'simulator',
      },
    ])
    for (let i = 0; i < 10; i++) {
      sim.feed.tick()
      sim.clock.advance(60_000)
    }
    expect(sim.results).toHaveLength(1)

    sim.clock.set(yangon('2026-11-23 16:30:00'))
    sim.feed.tick()
    sim.clock.set(yangon('2026-11-23 18:00:00'))
    sim.feed.tick()
    sim.feed.tick()
    const evening = sim.feed.snapshot()
    expect(evening.result.map((row) => row.open_time)).toEqual([
      '11:00:00',
      '12:01:00',
      '15:00:00',
      '16:30:00',
    ])
    for (const row of evening.result) expect(row.twod).toBe(twoDFromSet(row.set, row.value))
    expect(sim.results.map((result) => [result.session, result.twod])).toEqual([
      ['morning', morning?.twod],
      ['evening', evening.live.twod],
    ])
  })

  it('reports a day missed while it was not running, once', () => {
    const sim = simulator('2026-11-23 20:00:00')
    sim.feed.tick()
    sim.feed.tick()
    expect(sim.results.map((result) => result.session)).toEqual(['morning', 'evening'])
  })

  it('does not report results before the first tick, so listeners added after creation miss nothing', () => {
    const clock = fixedClock(yangon('2026-11-23 17:00:00'))
    const feed = createSimulatorFeed({ clock, seed: 'x', logger: quiet })
    expect(feed.snapshot().result).toHaveLength(4)
    const results: TwoDResult[] = []
    feed.onResult((result) => void results.push(result))
    feed.tick()
    expect(results).toHaveLength(2)
  })

  it('lets an operator result stand over a different simulated number, and reports it once', () => {
    const logger = recordingLogger()
    const sim = simulator('2026-11-23 12:30:00', { logger })
    const simulated = sim.feed.snapshot().result.find((row) => row.open_time === '12:01:00')?.twod ?? ''
    const typed = simulated === '42' ? '24' : '42'
    expect(sim.feed.setResult('2026-11-23', 'evening', typed)).toMatchObject({
      ok: false,
      reason: 'too-early',
    })
    expect(sim.feed.setResult('2026-11-23', 'morning', typed)).toMatchObject({ ok: true, created: true })
    sim.feed.tick()
    sim.feed.tick()
    const row = sim.feed.snapshot().result.find((r) => r.open_time === '12:01:00')
    expect(row).toMatchObject({ twod: typed, source: 'admin', set: '--', value: '--' })
    expect(sim.results).toEqual([
      { date: '2026-11-23', session: 'morning', twod: typed, set: '--', value: '--', source: 'admin' },
    ])
    // The simulator disagreeing with an operator is expected: noted, not an error.
    expect(logger.errors).toEqual([])
    expect(logger.infos).toHaveLength(1)
    expect(sim.feed.setResult('2026-11-23', 'morning', typed)).toMatchObject({ ok: true, created: false })
    expect(sim.feed.setResult('2026-11-23', 'morning', simulated)).toMatchObject({
      ok: false,
      reason: 'conflict',
      existing: { twod: typed },
    })
  })

  it('shows stored results as final without reporting them, over its own numbers', () => {
    const logger = recordingLogger()
    const sim = simulator('2026-11-23 17:00:00', { logger })
    const shown = (openTime: string) => sim.feed.snapshot().result.find((row) => row.open_time === openTime)
    const simulatedMorning = shown('12:01:00')?.twod ?? ''
    const storedMorning = simulatedMorning === '42' ? '24' : '42'
    const stored: TwoDResult = {
      date: '2026-11-23',
      session: 'morning',
      twod: storedMorning,
      set: '--',
      value: '--',
      source: 'admin',
    }
    expect(sim.feed.restore([stored])).toBe(1)
    expect(sim.feed.restore([stored])).toBe(0)
    sim.feed.tick()
    expect(shown('12:01:00')).toMatchObject({ twod: storedMorning, source: 'admin' })
    expect(sim.feed.finalResult('2026-11-23', 'morning')).toEqual(stored)
    // Only the evening number, which nothing had stored, is reported as new.
    expect(sim.results.map((result) => result.session)).toEqual(['evening'])

    // A stored result also replaces one the feed had made final itself: the stored one was settled.
    const own = sim.results[0]
    const other = own?.twod === '11' ? '12' : '11'
    expect(sim.feed.restore([{ ...stored, session: 'evening', twod: other }])).toBe(1)
    expect(shown('16:30:00')).toMatchObject({ twod: other, source: 'admin' })
    expect(logger.errors).toHaveLength(1)
    expect(sim.results).toHaveLength(1)
  })

  it('keeps a listener failure inside the feed', () => {
    const sim = simulator('2026-11-23 12:30:00')
    sim.feed.subscribe(() => {
      throw new Error('subscriber broke')
    })
    sim.feed.onResult(() => Promise.reject(new Error('listener broke')))
    sim.clock.advance(60_000)
    expect(() => sim.feed.tick()).not.toThrow()
    expect(sim.results).toHaveLength(1)
  })

  it('runs on a timer once started; stopping ends the subscriptions that asked to be told', async () => {
    const sim = simulator('2026-11-23 10:00:00', { intervalMs: 20 })
    sim.feed.start()
    sim.feed.start()
    const before = sim.feed.snapshot().live.time
    sim.clock.advance(60_000)
    await new Promise((resolve) => setTimeout(resolve, 80))
    expect(sim.feed.snapshot().live.time).not.toBe(before)

    let ended = false
    sim.feed.subscribe(() => {})
    sim.feed.subscribe(
      () => {},
      () => {
        ended = true
      },
    )
    expect(sim.feed.subscriberCount()).toBe(2)
    sim.feed.stop()
    expect(ended).toBe(true)
    expect(sim.feed.subscriberCount()).toBe(1)
    const stopped = sim.feed.snapshot()
    sim.clock.advance(60_000)
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(sim.feed.snapshot()).toBe(stopped)
  })
})
