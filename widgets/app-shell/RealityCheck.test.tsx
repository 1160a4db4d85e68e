import { STORAGE_KEYS } from '@shwe/session'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { careSaved } from '../shared/care/care.queries.ts'
import { DEMO_USER, envelope, renderSignedIn, renderWidget } from '../test/utils.tsx'
import { AppShell } from './AppShell.tsx'
import { answeredValue } from './reality-check.logic.ts'

const ANSWERED_KEY = STORAGE_KEYS.realityCheck

const user = DEMO_USER
const MIN = 60_000
const SIGNED_IN = '2026-11-23T03:30:00.000Z'
const at = (minutes: number) => new Date(Date.parse(SIGNED_IN) + minutes * MIN)

/** The server's figures: signed in at SIGNED_IN, answered at the device's clock unless `serverNow` says otherwise. */
function figures(interval: number | null, net = '-300.00', serverNow?: () => Date) {
  return () => ({
    status: 200,
    body: envelope({
      signed_in_at: SIGNED_IN,
      now: (serverNow?.() ?? new Date()).toISOString(),
      reality_check_minutes: interval,
      stakes: '1500.00',
      wins: (1500 + Number(net)).toFixed(2),
      net,
    }),
  })
}

function shell(interval: number | null, options: { net?: string; serverNow?: () => Date } = {}) {
  return renderSignedIn(
    <AppShell />,
    { 'GET /reality-check': figures(interval, options.net, options.serverNow) },
    { mode: 'site', user },
  )
}

const advance = (minutes: number) => act(() => vi.advanceTimersByTimeAsync(minutes * MIN))
const meter = () => screen.findByRole('link', { name: /^This session/ })
/** The meter's text as seen: without what only a screen reader reads. */
const shown = (link: HTMLElement) => {
  const copy = link.cloneNode(true) as HTMLElement
  for (const hidden of copy.querySelectorAll('[class*="ui-VisuallyHidden"]')) hidden.remove()
  return [...copy.children].map((line) => line.textContent?.trim()).join(' ')
}

describe('the reality check', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    localStorage.clear()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("shows this sign-in's length and net position in the bar, linked to Play safe", async () => {
    vi.setSystemTime(at(42))
    shell(null)
    const link = await meter()
    // Read out whole; seen as the clock and the amount.
    expect(link.textContent).toBe('This session 0:42, net −300 Ks. Open Play safe')
    expect(link.getAttribute('href')).toBe('/information?tab=limits')
    expect(shown(link)).toBe('0:42 −300')
    await advance(30)
    expect(shown(link)).toBe('1:12 −300')
  })

  it("counts on the server's clock when the device's is wrong", async () => {
    // The device thinks it is two hours earlier than the server does.
    vi.setSystemTime(at(-100))
    shell(null, { net: '250.00', serverNow: () => new Date(Date.now() + 120 * MIN) })
    expect(shown(await meter())).toBe('0:20 +250')
  })

  it('asks at each chosen interval, with the figures, until the player answers', async () => {
    vi.setSystemTime(at(20))
    shell(30)
    await meter()
    expect(screen.queryByRole('dialog')).toBeNull()
    await advance(10)
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' })
    expect(dialog.textContent).toContain('You have been signed in and playing for 30 min.')
    const figuresOf = within(dialog)
    expect(figuresOf.getByText('Staked this session').nextElementSibling?.textContent).toBe('1,500 Ks')
    expect(figuresOf.getByText('Won this session').nextElementSibling?.textContent).toBe('1,200 Ks')
    expect(figuresOf.getByText('Net position').nextElementSibling?.textContent).toBe('−300 Ks')
    expect(dialog.textContent).toContain('You asked to be reminded every 30 minutes.')
    // It needs an answer: no close button, and Escape leaves it open.
    expect(figuresOf.queryByRole('button', { name: 'Close' })).toBeNull()
    const keys = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await keys.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeTruthy()
    await keys.click(figuresOf.getByRole('button', { name: 'Continue playing' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(localStorage.getItem(ANSWERED_KEY)).toBe(answeredValue(SIGNED_IN, 1))
    await advance(29)
    expect(screen.queryByRole('dialog')).toBeNull()
    await advance(1)
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeTruthy()
  })

  it('stops and takes the player to Play safe', async () => {
    vi.setSystemTime(at(15))
    const view = shell(15)
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' })
    const keys = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await keys.click(within(dialog).getByRole('button', { name: 'Stop and go to my account' }))
    expect(view.navigate).toHaveBeenCalledWith('/information?tab=limits')
  })

  it('does not ask again on a new page for a check already answered, and asks at once for one missed', async () => {
    localStorage.setItem(ANSWERED_KEY, answeredValue(SIGNED_IN, 2))
    vi.setSystemTime(at(65))
    const first = shell(30)
    await meter()
    await advance(0)
    expect(screen.queryByRole('dialog')).toBeNull()
    first.unmount()
    // The next page loads after the third interval has passed.
    vi.setSystemTime(at(95))
    shell(30)
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeTruthy()
  })

  it('closes the question when another tab of the same sign-in answered it, and only then', async () => {
    vi.setSystemTime(at(30))
    shell(30)
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeTruthy()
    const otherTab = (value: string) =>
      act(() => {
        localStorage.setItem(ANSWERED_KEY, value)
        window.dispatchEvent(new StorageEvent('storage', { key: ANSWERED_KEY, newValue: value }))
      })
    // Another sign-in's answer is not this one's.
    otherTab(answeredValue('2026-11-23T01:00:00.000Z', 1))
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeTruthy()
    otherTab(answeredValue(SIGNED_IN, 1))
    expect(screen.queryByRole('dialog')).toBeNull()
    // Answered there: not asked again here until the next interval.
    await advance(29)
    expect(screen.queryByRole('dialog')).toBeNull()
    await advance(1)
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeTruthy()
  })

  it('never asks when the player chose no reality check, and not before signing in', async () => {
    vi.setSystemTime(at(0))
    const view = renderWidget(<AppShell />, { 'GET /reality-check': figures(30) })
    await advance(60)
    expect(view.fetch.mock.calls.some(([url]) => String(url).includes('/reality-check'))).toBe(false)
    view.unmount()
    shell(null)
    await meter()
    await advance(240)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('reads the interval again when Play safe saves it', async () => {
    vi.setSystemTime(at(40))
    let interval: number | null = null
    const { runtime } = renderWidget(
      <AppShell />,
      {
        'GET /user': { status: 200, body: envelope(user) },
        'GET /reality-check': () => figures(interval)(),
      },
      { mode: 'site' },
    )
    runtime.session.acceptSignIn({ user, token: 'tok' })
    await meter()
    await advance(1)
    expect(screen.queryByRole('dialog')).toBeNull()
    interval = 30
    act(() => careSaved(runtime))
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeTruthy()
  })
})
