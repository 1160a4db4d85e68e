import { type LiveSnapshot, paths } from '@shwe/contract'
import { atom } from 'nanostores'
import { useEffect, useMemo } from 'react'
import { useFirstAnswer } from '../platform/first-content.ts'
import { useRuntime } from '../platform/root-context.ts'
import type { Runtime } from '../platform/runtime.ts'
import { useStore } from '../platform/use-store.ts'
import { figuresKey, POLL_MS, parseSnapshot } from './live.logic.ts'

/** How long to wait before opening a new stream after the browser gave one up for good. */
const REOPEN_MS = 15_000

export type StreamState = 'connecting' | 'open' | 'down'

/** What the live board shows of the feed. */
export interface LiveFeedFigures {
  /** The last good snapshot; it stays when a later reply is garbage or a read fails. */
  snapshot: LiveSnapshot | null
  /** Device time (ms) when the figures last changed. */
  lastChangeAt: number
  /** The latest reply did not have the feed's shape. */
  isGarbage: boolean
  /** The latest poll failed (only meaningful while the stream is down). */
  hasFailed: boolean
  stream: StreamState
}

export interface LiveFeedState extends LiveFeedFigures {
  /** Reads `GET /2d/live` once now (the error state's retry). */
  retry: () => void
}

const canStream = () => typeof EventSource !== 'undefined'

/** The figures before the feed has answered: none, or the snapshot the page carried. */
const unread = (snapshot: LiveSnapshot | null = null): LiveFeedFigures => ({
  snapshot,
  lastChangeAt: Date.now(),
  isGarbage: false,
  hasFailed: false,
  stream: canStream() ? 'connecting' : 'down',
})

/**
 * The page's one live 2D feed: the server's event stream (`/2d/live/stream`, one `live` event per change), and
 * `GET /2d/live` every `POLL_MS` only while the stream is down. It runs while anything on the page holds it:
 * the first holder opens the stream, the last one to let go closes it (and the next holder starts afresh).
 * Made once per runtime: `runtime.stores(liveFeed)`.
 */
export function liveFeed({ api }: Runtime) {
  const $figures = atom<LiveFeedFigures>(unread())
  const change = (next: Partial<LiveFeedFigures>) => $figures.set({ ...$figures.get(), ...next })
  let holders = 0
  let isRunning = false
  /** The snapshot the page carried, shown until the feed's own first answer. */
  let carried: LiveSnapshot | null = null
  let lastKey: string | null = null
  let source: EventSource | undefined
  let reopen: ReturnType<typeof setTimeout> | undefined
  let polling: ReturnType<typeof setInterval> | undefined

  function accept(raw: unknown) {
    const next = parseSnapshot(raw)
    if (!next) return change({ isGarbage: true })
    const key = figuresKey(next)
    const isNew = key !== lastKey
    lastKey = key
    change({
      snapshot: next,
      isGarbage: false,
      hasFailed: false,
      ...(isNew && { lastChangeAt: Date.now() }),
    })
  }

  async function poll() {
    const result = await api.twoDLive()
    if (!isRunning) return
    if (result.kind === 'ok') accept(result.data)
    else change({ hasFailed: true })
  }

  // Polling, only while the stream is down: once at once, then every POLL_MS.
  function setStream(stream: StreamState) {
    if (stream === $figures.get().stream) return
    change({ stream })
    clearInterval(polling)
    polling = undefined
    if (stream === 'down') startPolling()
  }
  function startPolling() {
    void poll()
    polling = setInterval(() => void poll(), POLL_MS)
  }

  // The stream: reopened after a while when the browser gives up on it (it retries on its own otherwise).
  function open() {
    setStream('connecting')
    const current = new EventSource(api.twoDLiveStreamUrl())
    source = current
    current.addEventListener('open', () => setStream('open'))
    current.addEventListener('live', (event) => {
      setStream('open')
      accept((event as MessageEvent).data)
    })
    current.addEventListener('error', () => {
      setStream('down')
      if (current.readyState === EventSource.CLOSED && isRunning) {
        current.close()
        reopen = setTimeout(open, REOPEN_MS)
      }
    })
  }

  function start() {
    isRunning = true
    // A carried snapshot stays on the board: the stream's first event only changes what has changed since.
    lastKey = carried ? figuresKey(carried) : null
    $figures.set(unread(carried))
    carried = null
    if (canStream()) open()
    else startPolling()
  }

  function stop() {
    isRunning = false
    clearTimeout(reopen)
    clearInterval(polling)
    polling = undefined
    source?.close()
    source = undefined
  }

  return {
    $figures,
    /** Keeps the feed running until the returned release is called. */
    hold(): () => void {
      if (++holders === 1) start()
      let isHeld = true
      return () => {
        if (!isHeld) return
        isHeld = false
        if (--holders === 0) stop()
      }
    },
    retry: () => void poll(),
    /** Starts the board from the snapshot the page carried, unless the feed has already answered. */
    carry(snapshot: LiveSnapshot): void {
      if (isRunning || $figures.get().snapshot) return
      carried = snapshot
      $figures.set(unread(snapshot))
    },
  }
}

/**
 * The page's live 2D feed, held while the calling component is mounted. When the page carried a snapshot
 * (`GET /2d/live` as the server rendered it), the board starts from it: in the HTML, and in the browser until the
 * stream's first event, so the number is never replaced by a placeholder and `/2d/live` is not read.
 */
export function useLiveFeed(): LiveFeedState {
  const feed = useRuntime().stores(liveFeed)
  const answer = useFirstAnswer(paths.twoDLive)
  const snapshot = useMemo(() => (answer === undefined ? null : parseSnapshot(answer)), [answer])
  // The server's runtime serves every request: its feed is never started from one page's snapshot.
  if (snapshot && typeof window !== 'undefined') feed.carry(snapshot)
  useEffect(() => feed.hold(), [feed])
  const serverFigures = useMemo(() => unread(snapshot), [snapshot])
  const figures = useStore(feed.$figures, { ssr: () => serverFigures })
  return { ...figures, retry: feed.retry }
}
