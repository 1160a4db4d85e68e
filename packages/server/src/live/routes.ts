import type { LiveSnapshot } from '@shwe/contract'
import { failure } from '@shwe/contract'
import type { Env, Hono } from 'hono'
import { cors } from 'hono/cors'
import { type SSEStreamingApi, streamSSE } from 'hono/streaming'
import type { LiveFeed } from './feed.ts'

/** Under the API base (`/api`). */
export const LIVE_PATHS = { live: '/2d/live', stream: '/2d/live/stream' } as const

export interface LiveRouteOptions {
  /** A comment line this often keeps proxies from closing a quiet stream. Default 15 s. */
  heartbeatMs?: number
  /** Open streams at most; more are answered 503. Default 1,000. */
  maxStreams?: number
}

const send = (stream: SSEStreamingApi, snapshot: LiveSnapshot) =>
  stream.writeSSE({ event: 'live', data: JSON.stringify(snapshot) })

/**
 * `GET /2d/live`: the cached snapshot, as plain JSON in the feed's own shape (not the envelope), so readers
 * of the upstream feed work unchanged. `GET /2d/live/stream`: the same as server-sent events, one `live`
 * event at once and one per change. Both are public figures for widgets on partner pages: any origin, no
 * cookies, no auth, nothing that differs per reader.
 */
export function mountLiveFeed<E extends Env>(
  api: Hono<E>,
  feed: LiveFeed,
  options: LiveRouteOptions = {},
): void {
  const heartbeatMs = options.heartbeatMs ?? 15_000
  const maxStreams = options.maxStreams ?? 1_000
  let openStreams = 0

  const publicRead = cors({ origin: '*', allowMethods: ['GET'], maxAge: 86_400 })
  api.use(LIVE_PATHS.live, publicRead)
  api.use(LIVE_PATHS.stream, publicRead)

  api.get(LIVE_PATHS.live, (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(feed.snapshot())
  })

  api.get(LIVE_PATHS.stream, (c) => {
    if (openStreams >= maxStreams) {
      c.header('Retry-After', '30')
      return c.json(failure('Too many live streams are open; try again shortly.'), 503)
    }
    openStreams++
    // Proxies such as nginx otherwise buffer the stream and the events arrive late, in bursts.
    c.header('X-Accel-Buffering', 'no')
    const response = streamSSE(c, async (stream) => {
      // Events are coalesced: a slow reader gets the latest snapshot, never a growing backlog.
      let changed = false
      let ended = false
      let wake: (() => void) | undefined
      const rouse = () => wake?.()
      const unsubscribe = feed.subscribe(
        () => {
          changed = true
          rouse()
        },
        () => {
          ended = true
          rouse()
        },
      )
      stream.onAbort(() => {
        unsubscribe()
        rouse()
      })
      const pause = () =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(done, heartbeatMs)
          function done() {
            clearTimeout(timer)
            wake = undefined
            resolve()
          }
          wake = done
        })
      try {
        await send(stream, feed.snapshot())
        while (!stream.aborted && !ended) {
          if (!changed) await pause()
          if (stream.aborted || ended) break
          if (changed) {
            changed = false
            await send(stream, feed.snapshot())
          } else {
            await stream.write(': heartbeat\n\n')
          }
        }
      } finally {
        unsubscribe()
        openStreams--
      }
    })
    // A stream ends only when the feed stops, which is at shutdown: the connection is not worth keeping,
    // and an idle kept-alive one would hold the server's close open until its keep-alive timeout.
    // Set on both: Hono merges the context's headers over the returned response's.
    c.header('Connection', 'close')
    response.headers.set('Connection', 'close')
    return response
  })
}
