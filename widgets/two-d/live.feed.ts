import type { LiveSnapshot } from '@shwe/contract'
import { useEffect, useRef, useState } from 'react'
import { useRuntime } from '../platform/root-context.ts'
import { figuresKey, POLL_MS, parseSnapshot } from './live.logic.ts'

/** How long to wait before opening a new stream after the browser gave one up for good. */
const REOPEN_MS = 15_000

export type StreamState = 'connecting' | 'open' | 'down'

export interface LiveFeedState {
  /** The last good snapshot; it stays when a later reply is garbage or a read fails. */
  snapshot: LiveSnapshot | null
  /** Device time (ms) when the figures last changed. */
  lastChangeAt: number
  /** The latest reply did not have the feed's shape. */
  isGarbage: boolean
  /** The latest poll failed (only meaningful while the stream is down). */
  hasFailed: boolean
  stream: StreamState
  /** Reads `GET /2d/live` once now (the error state's retry). */
  retry: () => void
}

/**
 * The live 2D board: the server's event stream (`/2d/live/stream`, one `live` event per change), and
 * `GET /2d/live` every `POLL_MS` only while the stream is down. The stream is closed on unmount.
 */
export function useLiveFeed(): LiveFeedState {
  const { api } = useRuntime()
  const [snapshot, setSnapshot] = useState<LiveSnapshot | null>(null)
  const [lastChangeAt, setLastChangeAt] = useState(() => Date.now())
  const [isGarbage, setIsGarbage] = useState(false)
  const [hasFailed, setHasFailed] = useState(false)
  const [stream, setStream] = useState<StreamState>(() =>
    typeof EventSource === 'undefined' ? 'down' : 'connecting',
  )
  const lastKey = useRef<string | null>(null)

  const accept = useRef((raw: unknown) => {
    const next = parseSnapshot(raw)
    if (!next) {
      setIsGarbage(true)
      return
    }
    setIsGarbage(false)
    setHasFailed(false)
    setSnapshot(next)
    const key = figuresKey(next)
    if (key !== lastKey.current) {
      lastKey.current = key
      setLastChangeAt(Date.now())
    }
  }).current

  const poll = useRef<() => Promise<void>>(async () => {})
  poll.current = async () => {
    const result = await api.twoDLive()
    if (result.kind === 'ok') accept(result.data)
    else setHasFailed(true)
  }

  // The stream: reopened after a while when the browser gives up on it (it retries on its own otherwise).
  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    let source: EventSource | undefined
    let reopen: ReturnType<typeof setTimeout> | undefined
    let isDone = false
    const open = () => {
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
        if (current.readyState === EventSource.CLOSED && !isDone) {
          current.close()
          reopen = setTimeout(open, REOPEN_MS)
        }
      })
    }
    open()
    return () => {
      isDone = true
      clearTimeout(reopen)
      source?.close()
    }
  }, [api, accept])

  // Polling, only while the stream is down: once at once, then every POLL_MS.
  useEffect(() => {
    if (stream !== 'down') return
    void poll.current()
    const timer = setInterval(() => void poll.current(), POLL_MS)
    return () => clearInterval(timer)
  }, [stream])

  return {
    snapshot,
    lastChangeAt,
    isGarbage,
    hasFailed,
    stream,
    retry: () => void poll.current(),
  }
}
