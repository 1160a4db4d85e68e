import type { LiveSnapshot } from '@shwe/contract'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRuntime } from '../platform/runtime.ts'
import { fakeFetch } from '../test/utils.tsx'
import { liveFeed } from './live.feed.ts'

/** The browser's EventSource as far as the feed uses it: the test sends its `live` events. */
class FakeStream {
  static readonly CLOSED = 2
  static opened: FakeStream[] = []
  readyState = 0
  private readonly listeners = new Map<string, ((event: Event) => void)[]>()
  readonly url: string
  constructor(url: string) {
    this.url = url
    FakeStream.opened.push(this)
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  close() {
    this.readyState = FakeStream.CLOSED
  }
  send(snapshot: LiveSnapshot) {
    const event = new MessageEvent('live', { data: JSON.stringify(snapshot) })
    for (const listener of this.listeners.get('live') ?? []) listener(event)
  }
}

const snapshot = (twod: string, time = '10:15:00'): LiveSnapshot => ({
  server_time: `2026-11-23 ${time}`,
  live: { set: '1,262.47', value: '38,915.62', time, date: '2026-11-23', twod },
  result: [],
  holiday: { status: '2', date: '2026-11-23', name: 'NULL' },
  stale: false,
  source: 'simulator',
})

/** A runtime's feed, whose `GET /2d/live` answers `answer`, and the fetch that counts the reads. */
function makeFeed(answer: LiveSnapshot = snapshot('99')) {
  const fetch = fakeFetch({ 'GET /2d/live': { status: 200, body: answer } })
  const runtime = createRuntime({ apiBase: '/api', fetch })
  return { feed: runtime.stores(liveFeed), fetch, dispose: () => runtime.session.dispose() }
}

const stream = () => {
  const last = FakeStream.opened.at(-1)
  if (!last) throw new Error('no stream opened')
  return last
}

beforeEach(() => {
  FakeStream.opened = []
  vi.stubGlobal('EventSource', FakeStream)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('liveFeed carry', () => {
  it('starts the board from the carried snapshot, keeps it while the stream opens and never reads /2d/live', async () => {
    const { feed, fetch, dispose } = makeFeed()
    const carried = snapshot('38')
    feed.carry(carried)
    expect(feed.$figures.get().snapshot).toEqual(carried)
    const release = feed.hold()
    expect(feed.$figures.get()).toMatchObject({ snapshot: carried, stream: 'connecting', isGarbage: false })
    expect(stream().url).toBe('/api/2d/live/stream')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(fetch).not.toHaveBeenCalled()
    release()
    dispose()
  })

  it("counts the stream's first event as no change when it has the carried figures, and takes new ones", () => {
    const { feed, dispose } = makeFeed()
    vi.setSystemTime(Date.parse('2026-11-23T03:45:00Z'))
    feed.carry(snapshot('38'))
    const release = feed.hold()
    const startedAt = feed.$figures.get().lastChangeAt
    vi.setSystemTime(Date.parse('2026-11-23T03:45:03Z'))
    stream().send(snapshot('38'))
    expect(feed.$figures.get()).toMatchObject({ stream: 'open', lastChangeAt: startedAt })
    const next = snapshot('41', '10:15:03')
    stream().send(next)
    expect(feed.$figures.get()).toMatchObject({ snapshot: next, lastChangeAt: Date.now() })
    release()
    dispose()
  })

  it('leaves a running feed alone: neither what it has read nor its waiting is replaced', () => {
    const { feed, dispose } = makeFeed()
    const release = feed.hold()
    feed.carry(snapshot('38'))
    expect(feed.$figures.get().snapshot).toBeNull()
    const read = snapshot('12')
    stream().send(read)
    feed.carry(snapshot('38'))
    expect(feed.$figures.get().snapshot).toEqual(read)
    release()
    dispose()
  })

  it('shows a carried snapshot once: a feed started again after every holder let go starts empty', () => {
    const { feed, dispose } = makeFeed()
    feed.carry(snapshot('38'))
    feed.hold()()
    const release = feed.hold()
    expect(feed.$figures.get().snapshot).toBeNull()
    release()
    dispose()
  })
})
