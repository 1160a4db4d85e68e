import type { LiveSnapshot, TwoDDrawInfo } from '@shwe/contract'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { envelope, type Routes, renderWidget } from '../test/utils.tsx'
import { LiveScreen } from './LiveScreen.tsx'
import { useLiveFeed } from './live.feed.ts'

/** A stand-in for the browser's EventSource: the test opens, fails and feeds it. */
class FakeEventSource {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSED = 2
  static instances: FakeEventSource[] = []
  readyState = FakeEventSource.CONNECTING
  private readonly listeners = new Map<string, Set<(event: Event) => void>>()
  readonly url: string
  constructor(url: string) {
    this.url = url
    FakeEventSource.instances.push(this)
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    const set = this.listeners.get(type) ?? new Set()
    set.add(listener)
    this.listeners.set(type, set)
  }
  removeEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.get(type)?.delete(listener)
  }
  close() {
    this.readyState = FakeEventSource.CLOSED
  }
  private emit(event: Event) {
    act(() => {
      for (const listener of this.listeners.get(event.type) ?? []) listener(event)
    })
  }
  open() {
    this.readyState = FakeEventSource.OPEN
    this.emit(new Event('open'))
  }
  fail() {
    this.readyState = FakeEventSource.CONNECTING
    this.emit(new Event('error'))
  }
  send(data: unknown) {
    this.emit(new MessageEvent('live', { data: typeof data === 'string' ? data : JSON.stringify(data) }))
  }
}

const latest = () => {
  const source = FakeEventSource.instances.at(-1)
  if (!source) throw new Error('no stream opened')
  return source
}

const snapshot = (twod: string, over: Partial<LiveSnapshot> = {}): LiveSnapshot => ({
  server_time: '2026-11-23 10:15:00',
  live: { set: '1,262.47', value: '38,915.62', time: '10:15:00', date: '2026-11-23', twod },
  result: [
    {
      set: '1,260.11',
      value: '30,001.00',
      open_time: '11:00:00',
      twod: '11',
      stock_date: '2026-11-23',
      stock_datetime: '2026-11-23 11:00:00',
      history_id: '1',
      source: 'simulator',
    },
  ],
  holiday: { status: '2', date: '2026-11-23', name: 'NULL' },
  stale: false,
  source: 'simulator',
  ...over,
})

const drawInfo = (serverTime: Date, cutoffInMs: number): TwoDDrawInfo => ({
  server_time: serverTime.toISOString(),
  is_betting_open: true,
  current_session: {
    date: '2026-11-23',
    session: 'morning',
    cutoff_at: new Date(serverTime.getTime() + cutoffInMs).toISOString(),
    result_at: new Date(serverTime.getTime() + cutoffInMs + 600_000).toISOString(),
    is_betting_open: true,
  },
  next_session: null,
  last_session: null,
})

const infoRoute: Routes = {
  'GET /twod/draw-info': { status: 200, body: envelope(drawInfo(new Date(), 20 * 60_000)) },
}

const liveCalls = (fetch: ReturnType<typeof renderWidget>['fetch']) =>
  fetch.mock.calls.filter(([url]) => String(url).endsWith('/2d/live')).length

const number = () => screen.getByLabelText(/^Live 2D number:/)

/** A second user of the feed beside the board, until the player hides it. */
function BoardAndTicker() {
  const [isTickerShown, setIsTickerShown] = useState(true)
  return (
    <>
      <LiveScreen />
      {isTickerShown && <Ticker />}
      <button type="button" onClick={() => setIsTickerShown(false)}>
        Hide ticker
      </button>
    </>
  )
}
function Ticker() {
  const { snapshot } = useLiveFeed()
  return <output aria-label="Ticker">{snapshot?.live.twod ?? '--'}</output>
}

beforeEach(() => {
  FakeEventSource.instances = []
  vi.stubGlobal('EventSource', FakeEventSource)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('2D live board', () => {
  it('opens the stream at the API base and moves the number on each event, announcing only the number', async () => {
    renderWidget(<LiveScreen />, infoRoute)
    expect(latest().url).toBe('/api/2d/live/stream')
    // Nothing the server has not sent: no digits before the first event.
    expect(number().textContent).toBe('--')
    expect(number().getAttribute('aria-label')).toBe('Live 2D number: --')
    latest().open()
    latest().send(snapshot('75'))
    expect(number().textContent).toBe('75')
    expect(screen.getByText('1,262.47')).toBeTruthy()
    expect(screen.getByText('Last update 10:15:00')).toBeTruthy()
    latest().send(snapshot('42'))
    expect(number().textContent).toBe('42')
    expect(screen.getByText('2D number 42').getAttribute('aria-live')).toBe('polite')
  })

  it('shows the day’s snapshots it has and a dash for the others', () => {
    renderWidget(<LiveScreen />, infoRoute)
    latest().send(snapshot('75'))
    const results = screen.getByRole('heading', { name: "Today's results" }).parentElement as HTMLElement
    const items = within(results).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(['11:0011', '12:01--', '15:00--', '16:30--'])
  })

  it('shows a dash, not digits, while the server has no number', () => {
    renderWidget(<LiveScreen />, infoRoute)
    latest().send(snapshot('--'))
    expect(number().textContent).toBe('--')
  })

  it('polls only while the stream is down', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const { fetch } = renderWidget(<LiveScreen />, {
      ...infoRoute,
      'GET /2d/live': { status: 200, body: snapshot('31') },
    })
    latest().open()
    act(() => vi.advanceTimersByTime(6_000))
    expect(liveCalls(fetch)).toBe(0)

    latest().fail()
    await waitFor(() => expect(liveCalls(fetch)).toBe(1))
    await waitFor(() => expect(number().textContent).toBe('31'))
    act(() => vi.advanceTimersByTime(2_000))
    await waitFor(() => expect(liveCalls(fetch)).toBe(2))

    latest().open()
    act(() => vi.advanceTimersByTime(10_000))
    expect(liveCalls(fetch)).toBe(2)
  })

  it('keeps the last good number after a garbage reply, marked stale', () => {
    renderWidget(<LiveScreen />, infoRoute)
    latest().send(snapshot('75'))
    expect(screen.queryByText(/Not updating/)).toBeNull()
    latest().send('{"live": "garbage"')
    expect(number().textContent).toBe('75')
    expect(screen.getByText('Not updating: these are the last figures received')).toBeTruthy()
    latest().send(snapshot('76'))
    expect(number().textContent).toBe('76')
    expect(screen.queryByText(/Not updating/)).toBeNull()
  })

  it('says the market is closed on a holiday, with its name in the chosen language', async () => {
    const { runtime } = renderWidget(<LiveScreen />, infoRoute)
    latest().send(snapshot('--', { holiday: { status: '1', date: '2026-11-23', name: 'Chakri Day' } }))
    expect(screen.getByText('The market is closed today: Chakri Memorial Day')).toBeTruthy()
    act(() => runtime.session.setLanguage('th'))
    expect(await screen.findByText(/วันจักรี/)).toBeTruthy()
    act(() => runtime.session.setLanguage('mm'))
    expect(await screen.findByText(/ချက္ကရီ အောက်မေ့ဖွယ်နေ့/)).toBeTruthy()
  })

  it('names a substitution day and shows a holiday it does not know as the server names it', () => {
    renderWidget(<LiveScreen />, infoRoute)
    const holiday = (name: string) => ({ holiday: { status: '1' as const, date: '2026-11-23', name } })
    latest().send(snapshot('--', holiday('Substitution for Visakha Bucha Day')))
    expect(screen.getByText('The market is closed today: Visakha Bucha Day (substitution day)')).toBeTruthy()
    latest().send(snapshot('--', holiday('Bridge Holiday')))
    expect(screen.getByText('The market is closed today: Bridge Holiday')).toBeTruthy()
  })

  it('says the market is closed at the weekend', () => {
    renderWidget(<LiveScreen />, infoRoute)
    latest().send(snapshot('75', { server_time: '2026-11-22 10:00:00' }))
    expect(screen.getByText('The market is closed today (weekend).')).toBeTruthy()
  })

  it('says it failed when neither the stream nor the poll answers', async () => {
    renderWidget(<LiveScreen />, { ...infoRoute, 'GET /2d/live': 'network-error' })
    latest().fail()
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load live data')
  })

  it('counts down to the cut-off by the server clock, even when the device is 10 minutes off', async () => {
    const deviceNow = Date.now()
    // The server is 10 minutes ahead of this device; its cut-off is 20 minutes after its own time.
    renderWidget(<LiveScreen />, {
      'GET /twod/draw-info': {
        status: 200,
        body: envelope(drawInfo(new Date(deviceNow + 600_000), 20 * 60_000)),
      },
    })
    const timer = await screen.findByRole('timer')
    expect(timer.textContent).toMatch(/^00:(20:00|19:5\d)$/)
    expect(screen.getByText(/Morning draw · Cut-off/)).toBeTruthy()
  })

  it('links the bet button and offers morning or evening slips in a dialog', async () => {
    const user = userEvent.setup()
    renderWidget(<LiveScreen />, infoRoute)
    expect(screen.getByRole('link', { name: 'Bet' }).getAttribute('href')).toBe('/2d/bet')
    await user.click(screen.getByRole('button', { name: 'History' }))
    const dialog = screen.getByRole('dialog', { name: 'Bet slips' })
    expect(within(dialog).getByRole('link', { name: 'Morning slips' }).getAttribute('href')).toBe(
      '/morning-bet-slip',
    )
    expect(within(dialog).getByRole('link', { name: 'Evening slips' }).getAttribute('href')).toBe(
      '/evening-bet-slip',
    )
  })

  it('closes the stream when it unmounts', () => {
    const { unmount } = renderWidget(<LiveScreen />, infoRoute)
    const source = latest()
    unmount()
    expect(source.readyState).toBe(FakeEventSource.CLOSED)
  })

  it('shares one stream between everything on the page that shows the live number', async () => {
    const { unmount } = renderWidget(<BoardAndTicker />, infoRoute)
    expect(FakeEventSource.instances).toHaveLength(1)
    latest().open()
    latest().send(snapshot('58'))
    expect(number().textContent).toBe('58')
    expect(screen.getByLabelText('Ticker').textContent).toBe('58')

    // One of them goes: the other keeps the stream.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Hide ticker' }))
    const source = latest()
    expect(source.readyState).toBe(FakeEventSource.OPEN)
    source.send(snapshot('59'))
    expect(number().textContent).toBe('59')
    unmount()
    expect(source.readyState).toBe(FakeEventSource.CLOSED)
    expect(FakeEventSource.instances).toHaveLength(1)
  })
})
