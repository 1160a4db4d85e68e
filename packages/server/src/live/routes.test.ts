import type { LiveSnapshot } from '@shwe/contract'
import { fixedClock, twoDFromSet } from '@shwe/domain'
import { Hono } from 'hono'
import { beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import type { AppDatabase } from '../db.ts'
import { corsPreflight } from '../test-http.ts'
import { mountLiveFeed } from './routes.ts'
import { createSimulatorFeed, type SimulatorFeed } from './simulator.ts'

const yangon = (dateTime: string) => new Date(`${dateTime.replace(' ', 'T')}+06:30`)

/** Reads server-sent events off a response body, one whole event (or comment) at a time. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  return {
    reader,
    async next(): Promise<string> {
      for (;;) {
        const end = buffer.indexOf('\n\n')
        if (end >= 0) {
          const event = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          return event
        }
        const { done, value } = await reader.read()
        if (done) throw new Error('the stream ended')
        buffer += decoder.decode(value, { stream: true })
      }
    },
  }
}

function parseEvent(text: string): { event?: string; data: LiveSnapshot } {
  const lines = text.split('\n')
  const event = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length)
  const data = lines
    .filter((line) => line.startsWith('data: '))
    .map((line) => line.slice('data: '.length))
    .join('\n')
  return { ...(event ? { event } : {}), data: JSON.parse(data) as LiveSnapshot }
}

describe('live routes', () => {
  const clock = fixedClock(yangon('2026-11-23 10:15:00'))
  let feed: SimulatorFeed
  let app: ReturnType<typeof createApp>

  beforeEach(() => {
    clock.set(yangon('2026-11-23 10:15:00'))
    feed = createSimulatorFeed({ clock, seed: 'routes' })
    // The live routes never touch the database.
    app = createApp({ db: {} as AppDatabase, clock, liveFeed: feed })
  })

  it('serves the snapshot as plain JSON to any origin, never cached', async () => {
    const res = await app.request('/api/2d/live', { headers: { Origin: 'https://partner.example' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*')
    expect(res.headers.get('Access-Control-Allow-Credentials')).toBeNull()
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(res.headers.get('Set-Cookie')).toBeNull()
    const body = (await res.json()) as LiveSnapshot
    expect(body).toEqual(feed.snapshot())
    expect(Object.keys(body).sort()).toEqual(['holiday', 'live', 'result', 'server_time', 'source', 'stale'])
    expect(body).toMatchObject({ server_time: '2026-11-23 10:15:00', stale: false, source: 'simulator' })
    expect(body.live).toMatchObject({ date: '2026-11-23', time: '10:15:00' })
    expect(body.live.twod).toBe(twoDFromSet(body.live.set, body.live.value))
    expect(body.holiday).toEqual({ status: '2', date: '2026-11-23', name: 'NULL' })
  })

  it('answers the CORS preflight for GET', async () => {
    const res = await app.request('/api/2d/live/stream', corsPreflight('https://partner.example', 'GET'))
    expect(res.status).toBe(204)
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*')
    expect(res.headers.get('Access-Control-Allow-Methods')).toBe('GET')
  })

  it('streams the snapshot at once and every change, and lets go when the reader leaves', async () => {
    const res = await app.request('/api/2d/live/stream', { headers: { Origin: 'https://partner.example' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toMatch(/^text\/event-stream/)
    // The stream ends only at shutdown, which then need not wait for the idle connection.
    expect(res.headers.get('Connection')).toBe('close')
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*')
    expect(res.headers.get('Set-Cookie')).toBeNull()
    if (!res.body) throw new Error('no body')
    const events = eventReader(res.body)

    const first = parseEvent(await events.next())
    expect(first.event).toBe('live')
    expect(first.data).toEqual(feed.snapshot())
    expect(feed.subscriberCount()).toBe(1)

    clock.advance(3_000)
    feed.tick()
    const second = parseEvent(await events.next())
    expect(second.event).toBe('live')
    expect(second.data.live.time).toBe('10:15:03')
    expect(second.data).toEqual(feed.snapshot())

    await events.reader.cancel()
    expect(feed.subscriberCount()).toBe(0)
  })

  it('coalesces changes a slow reader has not taken yet into the latest snapshot', async () => {
    const res = await app.request('/api/2d/live/stream')
    if (!res.body) throw new Error('no body')
    const events = eventReader(res.body)
    await events.next()
    for (let i = 0; i < 5; i++) {
      clock.advance(3_000)
      feed.tick()
    }
    const next = parseEvent(await events.next())
    expect(next.data.live.time).toBe('10:15:15')
    await events.reader.cancel()
  })

  it('sends a comment as a heartbeat, and ends the stream when the feed stops', async () => {
    const api = new Hono()
    mountLiveFeed(api, feed, { heartbeatMs: 20 })
    const res = await api.request('/2d/live/stream')
    if (!res.body) throw new Error('no body')
    const events = eventReader(res.body)
    await events.next()
    expect(await events.next()).toBe(': heartbeat')
    feed.stop()
    await expect(events.next()).rejects.toThrow('the stream ended')
    expect(feed.subscriberCount()).toBe(0)
  })

  it('refuses streams beyond the limit', async () => {
    const api = new Hono()
    mountLiveFeed(api, feed, { maxStreams: 1 })
    const open = await api.request('/2d/live/stream')
    const refused = await api.request('/2d/live/stream')
    expect(refused.status).toBe(503)
    expect(refused.headers.get('Retry-After')).toBe('30')
    await open.body?.cancel()
    // The slot frees once the stream's loop has wound down.
    await new Promise((resolve) => setTimeout(resolve, 10))
    const again = await api.request('/2d/live/stream')
    expect(again.status).toBe(200)
    await again.body?.cancel()
  })
})
