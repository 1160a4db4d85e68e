import { act, cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEMO_USER, envelope, type Routes, renderSignedIn, renderWidget } from '../../test/utils.tsx'
import { LazyWinAlerts } from './LazyWinAlerts.tsx'

/** Bytes as base64url, the way the server sends its key. */
const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

const user = DEMO_USER
const KEY = base64url(Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : i)))
const ENDPOINT = 'https://push.example/send/abc'
const KEYS = { p256dh: 'BPublicKeyOfThisDevice', auth: 'AuthSecret' }

/** A browser with a service worker, the Push API and notifications, whose answers each test sets. */
function browser({ permission = 'default', answer = 'granted', subscribed = false } = {}) {
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
    unsubscribe: vi.fn(async () => true),
  }
  let current: typeof subscription | null = subscribed ? subscription : null
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => {
      current = subscription
      return subscription
    }),
  }
  const registration = { pushManager }
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer
      return answer
    }),
  }
  vi.stubGlobal('Notification', notification)
  vi.stubGlobal('PushManager', class {})
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: vi.fn(async () => registration),
      register: vi.fn(() => {
        throw new Error('only the site registers the worker')
      }),
      ready: Promise.resolve(registration),
    },
  })
  return { subscription, pushManager, notification }
}

function offer(routes: Routes = {}, mode: 'site' | 'embedded' = 'site') {
  const sent: { method: string; body: unknown }[] = []
  const record = (method: string) => (init: RequestInit) => {
    sent.push({ method, body: JSON.parse(String(init.body)) })
    return { status: 200, body: envelope(method === 'POST' ? { endpoint: ENDPOINT, language: 'en' } : null) }
  }
  const view = renderSignedIn(
    <LazyWinAlerts />,
    {
      'GET /push/public-key': { status: 200, body: envelope({ public_key: KEY }) },
      'POST /push/subscriptions': record('POST'),
      'DELETE /push/subscriptions': record('DELETE'),
      ...routes,
    },
    { mode, user },
  )
  return { ...view, sent }
}

describe('win notifications', () => {
  beforeEach(() => {
    vi.unstubAllGlobals()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    Reflect.deleteProperty(navigator, 'serviceWorker')
  })

  it('turns on after the browser asks: subscribes with the server key and stores the subscription', async () => {
    const { pushManager, notification } = browser()
    const { sent } = offer()
    expect(await screen.findByRole('heading', { name: 'Win notifications' })).toBeTruthy()
    expect(screen.getByText(/when your 2D or 3D number wins/)).toBeTruthy()
    await userEvent.click(await screen.findByRole('button', { name: 'Notify me when I win' }))
    expect(await screen.findByText('This device gets a notification when your number wins.')).toBeTruthy()
    expect(notification.requestPermission).toHaveBeenCalledTimes(1)
    const options = pushManager.subscribe.mock.calls[0]?.[0]
    expect(options?.userVisibleOnly).toBe(true)
    expect(base64url(options?.applicationServerKey as Uint8Array)).toBe(KEY)
    expect(sent).toEqual([
      { method: 'POST', body: { endpoint: ENDPOINT, expirationTime: null, keys: KEYS, language: 'en' } },
    ])
    expect(screen.getByText('Notifications are on for this device.')).toBeTruthy()
  })

  it('says notifications are blocked when the player refuses them, and subscribes nothing', async () => {
    const { pushManager } = browser({ answer: 'denied' })
    const { sent } = offer()
    await userEvent.click(await screen.findByRole('button', { name: 'Notify me when I win' }))
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
    expect(pushManager.subscribe).not.toHaveBeenCalled()
    expect(sent).toEqual([])
  })

  it('undoes the subscription when the server does not store it, and says so', async () => {
    const { subscription } = browser()
    offer({
      'POST /push/subscriptions': { status: 422, body: { message: 'bad', errors: { endpoint: ['bad'] } } },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Notify me when I win' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Notifications could not be turned on. Please try again.',
    )
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: 'Notify me when I win' })).toBeTruthy()
  })

  it('shows a device already subscribed as on, stores it again in a new language, and turns off', async () => {
    const { subscription } = browser({ permission: 'granted', subscribed: true })
    const view = offer()
    await screen.findByText('This device gets a notification when your number wins.')
    await vi.waitFor(() => expect(view.sent).toHaveLength(1))
    act(() => view.runtime.session.setLanguage('mm'))
    await vi.waitFor(() => expect(view.sent).toHaveLength(2))
    expect(view.sent[1]).toMatchObject({ method: 'POST', body: { endpoint: ENDPOINT, language: 'mm' } })
    act(() => view.runtime.session.setLanguage('en'))
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off notifications' }))
    expect(await screen.findByText('Notifications are off for this device.')).toBeTruthy()
    expect(view.sent.at(-1)).toEqual({ method: 'DELETE', body: { endpoint: ENDPOINT } })
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1)
  })

  it('explains a browser without push, and offers nothing on a partner page or to a visitor', async () => {
    offer()
    expect(await screen.findByText(/This browser cannot show notifications/)).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
    cleanup()
    browser()
    offer({}, 'embedded')
    await act(() => new Promise((done) => setTimeout(done, 20)))
    expect(screen.queryByRole('heading', { name: 'Win notifications' })).toBeNull()
    cleanup()
    localStorage.clear()
    renderWidget(<LazyWinAlerts />, {}, { mode: 'site' })
    await act(() => new Promise((done) => setTimeout(done, 20)))
    expect(screen.queryByRole('heading', { name: 'Win notifications' })).toBeNull()
  })
})
