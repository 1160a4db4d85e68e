import type { LiveResultRow, LiveSnapshot, LiveSource, TwoDResult } from '@shwe/contract'
import {
  type Clock,
  TWO_D_RESULT_TIMES,
  TWO_D_SESSIONS,
  type TwoDSession,
  twoDFromSet,
  twoDResultAt,
  yangonDate,
  yangonDateTime,
} from '@shwe/domain'

/**
 * The server's own copy of the 2D live figures. Browsers read this copy (never the third-party feed):
 * a source (the simulator or the HTTP adapter) keeps it fresh, and the core below keeps the rules that
 * do not depend on the source — which rows are final results, that a final result never changes, that
 * an operator's entry wins, and who is told about what.
 */
export interface LiveFeed {
  snapshot(): LiveSnapshot
  /**
   * `listener` runs whenever the snapshot changes (a new `server_time` alone is not a change).
   * `onStop` runs when the feed stops, so long-lived readers such as SSE streams can end.
   * Returns the unsubscribe function.
   */
  subscribe(listener: (snapshot: LiveSnapshot) => void, onStop?: () => void): () => void
  /** How many subscriptions are open: for tests and monitoring. */
  subscriberCount(): number
  /**
   * `listener` runs once per date and session when a 12:01 or 16:30 number becomes final, from the feed or
   * from an operator. The cache is in memory, so after a restart a result can be reported again:
   * listeners must be idempotent.
   */
  onResult(listener: ResultListener): () => void
  /** An operator declares a result; it is final at once and wins over the feed. */
  setResult(date: string, session: TwoDSession, twod: string): SetResultOutcome
  /** The final result of a draw, if this feed has one (from its source or an operator). */
  finalResult(date: string, session: TwoDSession): TwoDResult | undefined
  /**
   * Results already stored (by this process before a restart, or by another process): shown as final at
   * once and over any number the feed made final itself, since a stored result is the one that was settled.
   * Nobody is told (`onResult` is for results not stored yet). Returns how many changed the board.
   */
  restore(results: readonly TwoDResult[]): number
  start(): void
  stop(): void
}

export type ResultListener = (result: TwoDResult) => void | Promise<void>

export type SetResultOutcome =
  | { ok: true; created: boolean; result: TwoDResult }
  | { ok: false; reason: 'conflict'; existing: TwoDResult }
  | { ok: false; reason: 'too-early'; resultAt: Date }

export type LiveLogger = Pick<Console, 'error'> & Partial<Pick<Console, 'info'>>

/** What a source reads: the snapshot without the fields the core owns. */
export interface FeedReading {
  server_time: string
  live: LiveSnapshot['live']
  result: Omit<LiveResultRow, 'source'>[]
  holiday: LiveSnapshot['holiday']
}

/** The upstream feeds' "no figure" mark. */
export const PLACEHOLDER = '--'

/** What a feed shows at `now` before it has read anything: placeholders, no results, a trading day. */
export const unreadReading = (now: Date): FeedReading => ({
  server_time: yangonDateTime(now),
  live: { set: PLACEHOLDER, value: PLACEHOLDER, time: PLACEHOLDER, date: PLACEHOLDER, twod: PLACEHOLDER },
  result: [],
  holiday: { status: '2', date: yangonDate(now), name: 'NULL' },
})

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
export const TWO_DIGITS = /^\d{2}$/

/** `YYYY-MM-DD` naming a real calendar day. */
export function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  const at = new Date(Date.UTC(year, month - 1, day))
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day
}

/** The session whose result a row with this `open_time` carries, if any: `12:01:00` is the morning. */
export function sessionOfRow(openTime: string): TwoDSession | undefined {
  return TWO_D_SESSIONS.find((session) => openTime.startsWith(`${TWO_D_RESULT_TIMES[session]}:`))
}

/** The number follows from the printed figures (not just claimed next to placeholders). */
const isVerified = (row: { set: string; value: string; twod: string }) =>
  TWO_DIGITS.test(row.twod) && twoDFromSet(row.set, row.value) === row.twod

// Far more than the few days a result is shown; bounds the memory of a long-running process.
const MAX_FINALS = 200

interface Final {
  result: TwoDResult
  row: LiveResultRow
}

export interface LiveCore {
  snapshot(): LiveSnapshot
  subscribe: LiveFeed['subscribe']
  subscriberCount(): number
  onResult: LiveFeed['onResult']
  setResult: LiveFeed['setResult']
  finalResult: LiveFeed['finalResult']
  restore: LiveFeed['restore']
  /** A good reading: replaces the figures, clears `stale`, and makes due results final. */
  publish(reading: FeedReading): void
  /** The source could not be read: keep the figures, flag them. */
  markStale(): void
  /** The source stopped: end long-lived readers. */
  stopped(): void
}

/** The feed methods every source hands straight to its core. */
export const coreMethods = (core: LiveCore) => ({
  snapshot: core.snapshot,
  subscribe: core.subscribe,
  subscriberCount: core.subscriberCount,
  onResult: core.onResult,
  setResult: core.setResult,
  finalResult: core.finalResult,
  restore: core.restore,
})

export interface LiveCoreOptions {
  source: Exclude<LiveSource, 'admin'>
  clock: Clock
  logger: LiveLogger
  /** Shown until the first `publish`; its rows are not made final, so listeners added later miss nothing. */
  initial: FeedReading
  stale: boolean
}

const slotKey = (date: string, session: TwoDSession) => `${date} ${session}`

/** A final result as the board shows it when no feed row carries it. */
function finalOf(result: TwoDResult): Final {
  const time = `${TWO_D_RESULT_TIMES[result.session]}:00`
  return {
    result,
    row: {
      set: result.set,
      value: result.value,
      open_time: time,
      twod: result.twod,
      stock_date: result.date,
      stock_datetime: `${result.date} ${time}`,
      history_id: '',
      source: result.source,
    },
  }
}

function freeze(snapshot: LiveSnapshot): LiveSnapshot {
  Object.freeze(snapshot.live)
  Object.freeze(snapshot.holiday)
  for (const row of snapshot.result) Object.freeze(row)
  Object.freeze(snapshot.result)
  return Object.freeze(snapshot)
}

// Two snapshots that differ only in server_time say the same thing; readers are not woken for the clock.
const sameContent = (a: LiveSnapshot, b: LiveSnapshot) =>
  JSON.stringify({ ...a, server_time: '' }) === JSON.stringify({ ...b, server_time: '' })

export function createLiveCore(options: LiveCoreOptions): LiveCore {
  const { source, clock, logger } = options
  let reading = options.initial
  let stale = options.stale
  const finals = new Map<string, Final>()
  const warned = new Set<string>()
  const listeners = new Map<symbol, { listener: (snapshot: LiveSnapshot) => void; onStop?: () => void }>()
  const resultListeners = new Set<ResultListener>()

  /** The Yangon date the rows of `reading` belong to when they do not say. */
  const dayOf = (r: FeedReading) => (isCalendarDate(r.live.date) ? r.live.date : r.server_time.slice(0, 10))
  const dateOfRow = (row: { stock_date: string }, day: string) =>
    isCalendarDate(row.stock_date) ? row.stock_date : day

  function build(): LiveSnapshot {
    const day = dayOf(reading)
    const shown = new Set<string>()
    const rows = reading.result.map((row): LiveResultRow => {
      const session = sessionOfRow(row.open_time)
      const final = session && finals.get(slotKey(dateOfRow(row, day), session))
      if (!final) return { ...row, source }
      shown.add(slotKey(final.result.date, final.result.session))
      // The same number keeps the feed's figures but says who made it final; a different one is overruled.
      return final.result.twod === row.twod ? { ...row, source: final.result.source } : final.row
    })
    for (const [key, final] of finals) {
      if (final.result.date === day && !shown.has(key)) rows.push(final.row)
    }
    rows.sort((a, b) => a.open_time.localeCompare(b.open_time))
    return freeze({
      server_time: reading.server_time,
      live: { ...reading.live },
      result: rows,
      holiday: { ...reading.holiday },
      stale,
      source,
    })
  }

  let current = build()

  function refresh() {
    const next = build()
    const changed = !sameContent(current, next)
    current = next
    if (!changed) return
    for (const { listener } of [...listeners.values()]) {
      try {
        listener(next)
      } catch (error) {
        logger.error('Live 2D subscriber failed:', error)
      }
    }
  }

  function remember(final: Final) {
    finals.set(slotKey(final.result.date, final.result.session), final)
    if (finals.size <= MAX_FINALS) return
    const oldest = [...finals.keys()].sort().slice(0, finals.size - MAX_FINALS)
    for (const key of oldest) finals.delete(key)
  }

  function announce(results: TwoDResult[]) {
    for (const result of results) {
      for (const listener of [...resultListeners]) {
        const report = (error: unknown) =>
          logger.error(`Live 2D result listener failed for ${result.date} ${result.session}:`, error)
        try {
          Promise.resolve(listener(result)).catch(report)
        } catch (error) {
          report(error)
        }
      }
    }
  }

  /** Rows whose result time has passed and whose number follows from their figures become final, once. */
  function finalise(): TwoDResult[] {
    const now = clock.now()
    const day = dayOf(reading)
    const fresh: TwoDResult[] = []
    for (const row of reading.result) {
      const session = sessionOfRow(row.open_time)
      const date = dateOfRow(row, day)
      if (!session || !isCalendarDate(date) || !isVerified(row) || now < twoDResultAt(date, session)) continue
      const key = slotKey(date, session)
      const existing = finals.get(key)
      if (existing) {
        if (existing.result.twod !== row.twod && !warned.has(key)) {
          warned.add(key)
          const text =
            `Live 2D: the ${source} feed now shows ${row.twod} for ${key}, which is already final as ` +
            `${existing.result.twod} (${existing.result.source}); keeping ${existing.result.twod}.`
          // A simulator restarted without a fixed seed draws other figures than the stored result: expected.
          if (source === 'simulator') logger.info?.(text)
          else logger.error(text)
        }
        continue
      }
      const result: TwoDResult = { date, session, twod: row.twod, set: row.set, value: row.value, source }
      remember({ result, row: { ...row, stock_date: date, source } })
      fresh.push(result)
    }
    return fresh
  }

  return {
    snapshot: () => current,
    subscribe(listener, onStop) {
      const id = Symbol('subscription')
      listeners.set(id, { listener, ...(onStop ? { onStop } : {}) })
      return () => {
        listeners.delete(id)
      }
    },
    subscriberCount: () => listeners.size,
    onResult(listener) {
      resultListeners.add(listener)
      return () => {
        resultListeners.delete(listener)
      }
    },
    setResult(date, session, twod) {
      if (!isCalendarDate(date)) throw new RangeError(`not a YYYY-MM-DD date: ${JSON.stringify(date)}`)
      if (!TWO_D_SESSIONS.includes(session))
        throw new RangeError(`not a 2D session: ${JSON.stringify(session)}`)
      if (!TWO_DIGITS.test(twod)) throw new RangeError(`not a two-digit number: ${JSON.stringify(twod)}`)
      const resultAt = twoDResultAt(date, session)
      if (clock.now() < resultAt) return { ok: false, reason: 'too-early', resultAt }
      const existing = finals.get(slotKey(date, session))
      if (existing) {
        return existing.result.twod === twod
          ? { ok: true, created: false, result: existing.result }
          : { ok: false, reason: 'conflict', existing: existing.result }
      }
      const result: TwoDResult = {
        date,
        session,
        twod,
        set: PLACEHOLDER,
        value: PLACEHOLDER,
        source: 'admin',
      }
      remember(finalOf(result))
      refresh()
      announce([result])
      return { ok: true, created: true, result }
    },
    finalResult: (date, session) => finals.get(slotKey(date, session))?.result,
    restore(results) {
      let changed = 0
      for (const result of results) {
        const key = slotKey(result.date, result.session)
        const existing = finals.get(key)
        if (existing?.result.twod === result.twod) continue
        if (existing) {
          logger.error(
            `Live 2D: ${key} is stored as ${result.twod} (${result.source}); the board showed ` +
              `${existing.result.twod} (${existing.result.source}) and now shows the stored result.`,
          )
        }
        remember(finalOf(result))
        changed += 1
      }
      if (changed > 0) refresh()
      return changed
    },
    publish(next) {
      reading = next
      stale = false
      const fresh = finalise()
      refresh()
      // After the snapshot is updated, so a listener that reads it sees the result it is told about.
      announce(fresh)
    },
    markStale() {
      if (stale) return
      stale = true
      refresh()
    },
    stopped() {
      for (const [id, { onStop }] of [...listeners]) {
        if (!onStop) continue
        listeners.delete(id)
        try {
          onStop()
        } catch (error) {
          logger.error('Live 2D subscriber failed to stop:', error)
        }
      }
    },
  }
}
