import { setTimeout as delay } from 'node:timers/promises'
import { type Clock, systemClock } from '@shwe/domain'
import { createOutboundClient, OutboundRefused, outboundUrlProblem, type Resolver } from '../outbound.ts'
import { coreMethods, createLiveCore, type LiveFeed, type LiveLogger, unreadReading } from './feed.ts'
import { parseFeedReply } from './feed-schema.ts'

/**
 * Polls an upstream live feed (the shape of api-contract.md §8) and serves the last good reply. The feed
 * is a third-party scraper with no SLA: when it is down, slow or answers nonsense, the last good figures
 * stay up flagged `stale`, and polling goes on.
 *
 * Its numbers settle draws and pay players without anyone looking, so the feed is read over https only
 * (port 443), from a public address checked as the connection is made; plain http only to this machine (a
 * feed or simulator on the same host, tests). No redirect is followed, and a reply over `maxBytes` is cut
 * off unread.
 */

/** Why `url` cannot be the live feed's address, or undefined when it can. */
export function liveFeedUrlProblem(url: string): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return 'not a URL'
  }
  return outboundUrlProblem(parsed, true)
}

/** What the live feed's address must be, for start-up errors. */
export const LIVE_FEED_URL_RULE =
  'an https URL (port 443), or plain http to this machine (127.0.0.1, [::1], localhost)'

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
  /** Resolves the feed's host name (default: the system's resolver). */
  resolve?: Resolver
}

export type HttpFeed = LiveFeed & {
  /** One request; never throws. The running feed calls it in a loop. */
  poll(): Promise<void>
}

type Health = 'ok' | 'partial' | 'down' | 'refused' | 'timeout' | 'invalid'

class FeedProblem extends Error {}

export function createHttpFeed(options: HttpFeedOptions): HttpFeed {
  const problem = liveFeedUrlProblem(options.url)
  if (problem) throw new RangeError(`the live feed URL must be ${LIVE_FEED_URL_RULE}: ${problem}`)
  const url = new URL(options.url)
  const outbound = createOutboundClient({
    allowLoopbackHttp: true,
    ...(options.resolve ? { resolve: options.resolve } : {}),
  })
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
    initial: unreadReading(now),
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
      const reply = await outbound.request(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
        maxBytes,
      })
      if (reply.status < 200 || reply.status > 299) throw new FeedProblem(`answered HTTP ${reply.status}`)
      if (!reply.complete) throw new FeedProblem(`reply is larger than ${maxBytes} bytes`)
      let json: unknown
      try {
        json = JSON.parse(new TextDecoder().decode(reply.body))
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
      else if (error instanceof OutboundRefused) report('refused', `not contacted: ${error.message}`)
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
      outbound.close()
      core.stopped()
    },
  }
}
