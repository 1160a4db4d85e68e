import { setTimeout as delay } from 'node:timers/promises'
import { type Clock, systemClock, yangonDate, yangonDateTime } from '@shwe/domain'
import { coreMethods, createLiveCore, type LiveFeed, type LiveLogger, PLACEHOLDER } from './feed.ts'
import { parseFeedReply } from './feed-schema.ts'

/**
 * Polls an upstream live feed (the shape of api-contract.md §8) and serves the last good reply. The feed
 * is a third-party scraper with no SLA: when it is down, slow or answers nonsense, the last good figures
 * stay up flagged `stale`, and polling goes on.
 */

export interface HttpFeedOptions {
  url: string
  clock?: Clock
  /** Pause between the end of one request and the next. Default 2 s, as the product's pages poll. */
  intervalMs?: number
  /** A reply slower than this counts as a failure. Default 1.5 s. */
  timeoutMs?: number
  /** Largest accepted reply body. Default 256 KiB; a real reply is about 1 KiB. */
  maxBytes?: number
  logger?: LiveLogger
}

export type HttpFeed = LiveFeed & {
  /** One request; never throws. The running feed calls it in a loop. */
  poll(): Promise<void>
}

type Health = 'ok' | 'partial' | 'down' | 'timeout' | 'invalid'

class FeedProblem extends Error {}

async function readText(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('Content-Length'))
  if (declared > maxBytes) {
    await response.body?.cancel()
    throw new FeedProblem(`reply of ${declared} bytes is too large`)
  }
  if (!response.body) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength
    // Breaking out of the loop cancels the body.
    if (size > maxBytes) throw new FeedProblem(`reply is larger than ${maxBytes} bytes`)
    chunks.push(chunk)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}

export function createHttpFeed(options: HttpFeedOptions): HttpFeed {
  const url = new URL(options.url)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RangeError(`the live feed URL must be http or https, got ${url.protocol}`)
  }
  const clock = options.clock ?? systemClock
  const intervalMs = options.intervalMs ?? 2_000
  const timeoutMs = options.timeoutMs ?? 1_500
  const maxBytes = options.maxBytes ?? 256 * 1024
  const logger = options.logger ?? console
  // The URL may carry a key in its query; logs name the host only.
  const name = `Live 2D feed ${url.host}`

  const now = clock.now()
  const core = createLiveCore({
    source: 'http',
    clock,
    logger,
    initial: {
      server_time: yangonDateTime(now),
      live: { set: PLACEHOLDER, value: PLACEHOLDER, time: PLACEHOLDER, date: PLACEHOLDER, twod: PLACEHOLDER },
      result: [],
      holiday: { status: '2', date: yangonDate(now), name: 'NULL' },
    },
    // Nothing has been read yet: placeholders, and they say so.
    stale: true,
  })

  let health: Health | undefined
  function report(next: Health, detail: string) {
    if (next === health) return
    const previous = health
    health = next
    if (next === 'ok') {
      logger.info?.(`${name}: ${previous ? 'receiving again' : 'receiving'}`)
    } else if (next === 'partial') {
      logger.error(`${name}: ${detail}`)
    } else {
      logger.error(`${name}: ${detail}; serving the last good figures, marked stale`)
    }
  }

  let stopper = new AbortController()

  async function poll(): Promise<void> {
    const signal = stopper.signal
    try {
      const response = await fetch(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
      })
      if (!response.ok) {
        await response.body?.cancel()
        throw new FeedProblem(`answered HTTP ${response.status}`)
      }
      const body = await readText(response, maxBytes)
      let json: unknown
      try {
        json = JSON.parse(body)
      } catch {
        throw new FeedProblem('answered something that is not JSON')
      }
      const parsed = parseFeedReply(json)
      if (!parsed.ok) throw new FeedProblem(`answered an unexpected shape (${parsed.problem})`)
      core.publish(parsed.reading)
      if (parsed.dropped > 0)
        report('partial', `dropped ${parsed.dropped} result row(s) that failed the checks`)
      else report('ok', '')
    } catch (error) {
      // Stopping cancels the request in flight; that is not the feed's fault.
      if (signal.aborted) return
      if (error instanceof FeedProblem) report('invalid', error.message)
      else if (error instanceof Error && error.name === 'TimeoutError') {
        report('timeout', `no reply within ${timeoutMs} ms`)
      } else report('down', `unreachable (${error instanceof Error ? error.message : String(error)})`)
      core.markStale()
    }
  }

  let running = false
  async function loop(signal: AbortSignal) {
    while (!signal.aborted) {
      await poll()
      // Unreferenced: the poller alone does not keep the process alive.
      await delay(intervalMs, undefined, { signal, ref: false }).catch(() => {})
    }
  }

  return {
    ...coreMethods(core),
    poll,
    start() {
      if (running) return
      running = true
      stopper = new AbortController()
      void loop(stopper.signal)
    },
    stop() {
      running = false
      stopper.abort()
      core.stopped()
    },
  }
}
