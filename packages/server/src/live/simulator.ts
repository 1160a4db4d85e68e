import { randomBytes } from 'node:crypto'
import type { LiveHoliday } from '@shwe/contract'
import { type Clock, isTradingDay, TWO_D_RESULT_TIMES, twoDFromSet, yangonDateTime } from '@shwe/domain'
import { hash32, seededRandom } from '../seeded-random.ts'
import {
  coreMethods,
  createLiveCore,
  type FeedReading,
  type LiveFeed,
  type LiveLogger,
  PLACEHOLDER,
} from './feed.ts'

/**
 * A stand-in for the SET feed, for demos and tests: a random walk of the SET index and a rising SET value
 * (turnover) during market hours on Yangon trading days.
 *
 * The figures are a pure function of (seed, date, time): each day's walk is replayed from that day's
 * seed in fixed steps, so two processes with the same seed show the same numbers whenever they tick, and
 * a restart in the afternoon shows the morning's result again. The flip side: whoever knows the seed knows
 * every future number, so a seeded simulator is never a fair draw.
 */

export interface SimulatorOptions {
  clock: Clock
  /** Any text; the same seed gives the same figures. Default: a random seed per process. */
  seed?: string
  /** One step of the walk, and how often the running simulator looks at the clock. Default 3 s. */
  intervalMs?: number
  /** Market holidays, Yangon date (`YYYY-MM-DD`) → name; weekends are closed anyway. */
  holidays?: Readonly<Record<string, string>>
  logger?: LiveLogger
}

export type SimulatorFeed = LiveFeed & {
  /** Reads the clock and publishes the figures for that moment; the running simulator calls it every interval. */
  tick(): void
}

export const DEFAULT_SIMULATOR_INTERVAL_MS = 3_000

const secondsOf = (hhmm: string) => {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number)
  return hours * 3600 + minutes * 60
}

// SET trades 10:00–12:30 and 14:30–17:00 Bangkok time; Yangon is 30 minutes behind. The windows end at the
// 2D result times, so the 12:01 and 16:30 figures are each session's last.
const WINDOWS: readonly (readonly [start: number, end: number])[] = [
  [secondsOf('09:30'), secondsOf(TWO_D_RESULT_TIMES.morning)],
  [secondsOf('14:00'), secondsOf(TWO_D_RESULT_TIMES.evening)],
]
const MARKET_OPEN = WINDOWS[0]?.[0] ?? 0
const MARKET_MS = WINDOWS.reduce((sum, [start, end]) => sum + (end - start) * 1000, 0)

/** The snapshot times of the feed; 12:01 and 16:30 are the morning and evening results. */
const SLOTS = ['11:00', TWO_D_RESULT_TIMES.morning, '15:00', TWO_D_RESULT_TIMES.evening].map(secondsOf)

/** Milliseconds of trading from the open until `second` (of the Yangon day). */
function marketMsAt(second: number): number {
  return WINDOWS.reduce(
    (sum, [start, end]) => sum + Math.min(Math.max(second - start, 0), end - start) * 1000,
    0,
  )
}

/** The Yangon second of the day at which `marketMs` of trading have passed. */
function secondAtMarketMs(marketMs: number): number {
  let left = marketMs / 1000
  for (const [start, end] of WINDOWS) {
    if (left <= end - start) return start + left
    left -= end - start
  }
  return WINDOWS.at(-1)?.[1] ?? 0
}

const pad = (n: number) => String(n).padStart(2, '0')
const clockTime = (second: number) => {
  const s = Math.floor(second)
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`
}

/** Hundredths as the feed prints figures: thousands separators, two decimals. */
export function formatHundredths(hundredths: number): string {
  const whole = String(Math.floor(hundredths / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${whole}.${pad(hundredths % 100)}`
}

interface Figures {
  /** SET index and SET value in hundredths, so rounding and printing are exact. */
  set: number
  value: number
}

/** One trading day's walk, advanced step by step; remembers the figures at each result slot. */
function dayWalk(seed: string, date: string, intervalMs: number) {
  const random = seededRandom(hash32(`${seed}|${date}`))
  // Scale each step to its length, so a day looks alike at any interval: the index moves like a random
  // walk (with the square root of time), the turnover grows in proportion to time.
  const scale = intervalMs / DEFAULT_SIMULATOR_INTERVAL_MS
  const figures: Figures = {
    set: 120_000 + Math.floor(random() * 20_000),
    value: 50_000 + Math.floor(random() * 150_000),
  }
  const pace = 0.6 + random() * 0.8
  const slotSteps = new Map(SLOTS.map((second) => [Math.floor(marketMsAt(second) / intervalMs), second]))
  const atSlot = new Map<number, Figures>()
  let step = 0
  const record = () => {
    const slot = slotSteps.get(step)
    if (slot !== undefined) atSlot.set(slot, { ...figures })
  }
  record()
  return {
    get step() {
      return step
    },
    figures: () => ({ ...figures }),
    atSlot: (second: number) => atSlot.get(second),
    advanceTo(target: number) {
      while (step < target) {
        step++
        figures.set = Math.max(
          10_000,
          figures.set + Math.round(figures.set * (random() - 0.5) * 6e-4 * Math.sqrt(scale)),
        )
        figures.value += Math.floor(random() * 1_300 * pace * scale)
        record()
      }
    },
  }
}

const isoDay = (date: string, days: number) => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}

// Longer than any run of market holidays; past it the holiday list is wrong, and the board shows placeholders.
const LOOK_BACK_DAYS = 31

export function createSimulatorFeed(options: SimulatorOptions): SimulatorFeed {
  const { clock } = options
  const intervalMs = options.intervalMs ?? DEFAULT_SIMULATOR_INTERVAL_MS
  if (!(intervalMs >= 10)) throw new RangeError('intervalMs must be at least 10 ms')
  const seed = options.seed ?? randomBytes(16).toString('hex')
  const holidays = options.holidays ?? {}
  const holidaySet = new Set(Object.keys(holidays))
  const logger = options.logger ?? console
  const lastStep = Math.floor(MARKET_MS / intervalMs)

  // Today's walk and the last trading day's; replaying a whole day takes about 6,000 steps.
  const walks = new Map<string, ReturnType<typeof dayWalk>>()
  function walkUntil(date: string, step: number) {
    let walk = walks.get(date)
    if (!walk || walk.step > step) {
      walk = dayWalk(seed, date, intervalMs)
      walks.set(date, walk)
      while (walks.size > 2) walks.delete(walks.keys().next().value as string)
    }
    walk.advanceTo(step)
    return walk
  }

  function readingAt(now: Date): FeedReading {
    const stamp = yangonDateTime(now)
    const today = stamp.slice(0, 10)
    const [hours = 0, minutes = 0, seconds = 0] = stamp.slice(11).split(':').map(Number)
    const holidayName = holidays[today]
    const holiday: LiveHoliday = holidayName
      ? { status: '1', date: today, name: holidayName }
      : { status: '2', date: today, name: 'NULL' }

    // Before the open and on closed days the board keeps showing the last trading day, as the SET feeds do.
    let day: string | undefined = today
    let second = hours * 3600 + minutes * 60 + seconds
    if (!isTradingDay(today, holidaySet) || second < MARKET_OPEN) {
      day = undefined
      second = 24 * 3600
      for (let back = 1; back <= LOOK_BACK_DAYS && !day; back++) {
        const candidate = isoDay(today, -back)
        if (isTradingDay(candidate, holidaySet)) day = candidate
      }
    }
    if (!day) {
      const none = PLACEHOLDER
      return {
        server_time: stamp,
        live: { set: none, value: none, time: none, date: none, twod: none },
        result: [],
        holiday,
      }
    }

    const step = Math.min(Math.floor(marketMsAt(second) / intervalMs), lastStep)
    const walk = walkUntil(day, step)
    const live = walk.figures()
    const set = formatHundredths(live.set)
    const value = formatHundredths(live.value)
    const dayNumber = Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000)
    const result = SLOTS.flatMap((slot, index) => {
      const figures = second >= slot ? walk.atSlot(slot) : undefined
      if (!figures) return []
      const rowSet = formatHundredths(figures.set)
      const rowValue = formatHundredths(figures.value)
      return [
        {
          set: rowSet,
          value: rowValue,
          open_time: clockTime(slot),
          twod: twoDFromSet(rowSet, rowValue) ?? PLACEHOLDER,
          stock_date: day,
          stock_datetime: `${day} ${clockTime(slot)}`,
          history_id: String(dayNumber * SLOTS.length + index),
        },
      ]
    })
    return {
      server_time: stamp,
      live: {
        set,
        value,
        time: clockTime(secondAtMarketMs(step * intervalMs)),
        date: day,
        twod: twoDFromSet(set, value) ?? PLACEHOLDER,
      },
      result,
      holiday,
    }
  }

  const core = createLiveCore({
    source: 'simulator',
    clock,
    logger,
    initial: readingAt(clock.now()),
    stale: false,
  })

  let timer: ReturnType<typeof setInterval> | undefined
  const tick = () => {
    try {
      core.publish(readingAt(clock.now()))
    } catch (error) {
      logger.error('Live 2D simulator failed:', error)
    }
  }

  return {
    ...coreMethods(core),
    tick,
    start() {
      if (timer) return
      tick()
      timer = setInterval(tick, intervalMs)
      timer.unref()
    },
    stop() {
      clearInterval(timer)
      timer = undefined
      core.stopped()
    },
  }
}
