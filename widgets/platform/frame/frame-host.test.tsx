import { LANGUAGES } from '@shwe/i18n'
import { HOSTILE_URLS } from '@shwe/ui/test-payloads'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineWidget } from '../define-widget.tsx'
import { getRuntime } from '../runtime.ts'
import { type FrameMessage, frameMessage, stamp } from './protocol.ts'

const SHWE = 'https://games.example'

/** A widget that says it rendered and asks the API once, as a money element and as an anonymous one. */
function Probe() {
  void fetch(`${SHWE}/api/probe`)
  return <h1>Probe</h1>
}
defineWidget(
  {
    tag: 'shwe-test-money',
    signsIn: true,
    attributes: {
      screen: { prop: 'screen', type: 'string', embeddable: true },
      note: { prop: 'note', type: 'string' },
      'home-href': { prop: 'homeHref', type: 'url', reach: 'shwe' },
    },
  },
  Probe,
  { areas: [] },
)
defineWidget({ tag: 'shwe-test-public', signsIn: false, attributes: {} }, Probe, { areas: [] })

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ success: true, data: [] })),
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

/** A money element on a page whose origin is not the API's, as a partner writes it. */
async function framed(attributes: Record<string, string> = {}) {
  const element = document.createElement('shwe-test-money')
  element.setAttribute('api-base', `${SHWE}/api`)
  element.setAttribute('site-base', `${SHWE}/`)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  document.body.append(element)
  await vi.waitFor(() => expect(element.shadowRoot?.querySelector('iframe')).not.toBeNull())
  const frame = element.shadowRoot?.querySelector('iframe') as HTMLIFrameElement
  return { element, frame }
}

/** A message as the window receives it. */
function receive(data: unknown, origin: string, source: Window | null) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }))
}

const from = (message: Record<string, unknown>) => stamp<FrameMessage>(message as never)

describe('frame mode', () => {
  it('shows a frame of the Shwe site instead of the widget when the API is on another origin', async () => {
    const { element, frame } = await framed({ screen: 'game' })
    const address = new URL(frame.src)
    expect(address.origin + address.pathname).toBe(`${SHWE}/embed/test-money`)
    expect(address.searchParams.get('screen')).toBe('game')
    expect(address.searchParams.get('origin')).toBe(location.origin)
    expect(address.searchParams.get('api-base')).toBeNull()
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation')
    // Nothing of the widget runs in the page: no heading, no request.
    expect(element.shadowRoot?.querySelector('h1')).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('passes the frame only the attributes the element marks embeddable, never an address', async () => {
    const { frame } = await framed({ screen: 'game', note: 'hello', 'home-href': `${SHWE}/home` })
    const address = new URL(frame.src)
    expect([...address.searchParams.keys()].sort()).toEqual(['lang', 'origin', 'screen'])
  })

  it.each(HOSTILE_URLS)('loads the frame from the Shwe site when site-base is %j', async (payload) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { frame } = await framed({ 'site-base': payload })
    const address = new URL(frame.src)
    expect(address.protocol).not.toMatch(/script|data/i)
    expect(address.hostname).not.toContain('evil')
    expect(address.pathname).toMatch(/\/embed\/test-money$/)
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('site-base'))
  })

  it('runs an anonymous element in the page, and a money element in the page only when told', async () => {
    const board = document.createElement('shwe-test-public')
    board.setAttribute('api-base', `${SHWE}/api`)
    document.body.append(board)
    await vi.waitFor(() => expect(board.shadowRoot?.querySelector('h1')).not.toBeNull())
    expect(board.shadowRoot?.querySelector('iframe')).toBeNull()

    const game = document.createElement('shwe-test-money')
    game.setAttribute('api-base', `${SHWE}/api`)
    game.setAttribute('mode', 'page')
    document.body.append(game)
    await vi.waitFor(() => expect(game.shadowRoot?.querySelector('h1')).not.toBeNull())
    expect(game.shadowRoot?.querySelector('iframe')).toBeNull()
  })

  it("takes the frame's height, sign-in and language from the frame's window and origin only", async () => {
    const { element, frame } = await framed()
    const events: string[] = []
    for (const type of ['authchange', 'languagechange', 'navigate']) {
      element.addEventListener(type, (event) =>
        events.push(`${type} ${JSON.stringify((event as CustomEvent).detail)}`),
      )
    }
    const own = frame.contentWindow

    // Forged: another origin, another window, another shape or version.
    receive(from({ type: 'height', height: 5 }), 'https://evil.example', own)
    receive(from({ type: 'height', height: 5 }), SHWE, window)
    receive({ ...from({ type: 'height', height: 5 }), v: 2 }, SHWE, own)
    receive(from({ type: 'height', height: -5 }), SHWE, own)
    receive(from({ type: 'navigate', route: '//evil.example/x' }), SHWE, own)
    receive(from({ type: 'auth', signedIn: 'yes' } as never), SHWE, own)
    expect(frame.style.height).toBe('')
    expect(events).toEqual([])

    receive(from({ type: 'height', height: 640.4 }), SHWE, own)
    receive(from({ type: 'auth', signedIn: true }), SHWE, own)
    receive(from({ type: 'title', title: 'Shwe digit game' }), SHWE, own)
    expect(frame.style.height).toBe('641px')
    expect(frame.title).toBe('Shwe digit game')
    expect(events).toEqual(['authchange {"signedIn":true}'])
  })

  it('follows and tells the language, to the exact origin of the frame', async () => {
    const { element, frame } = await framed()
    const post = vi.spyOn(frame.contentWindow as Window, 'postMessage')
    const { session } = getRuntime()
    const changes: unknown[] = []
    element.addEventListener('languagechange', (event) => changes.push((event as CustomEvent).detail))

    receive(from({ type: 'language', lang: 'mm' }), SHWE, frame.contentWindow)
    expect(session.$lang.get()).toBe('mm')
    expect(changes).toEqual([{ lang: 'mm' }])

    session.setLanguage('th')
    expect(post).toHaveBeenLastCalledWith({ channel: 'shwe-frame', v: 1, type: 'language', lang: 'th' }, SHWE)
  })

  it("turns the frame's link to another area into the element's navigate event, then the site's page", async () => {
    const { element, frame } = await framed()
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const details: unknown[] = []
    element.addEventListener('navigate', (event) => details.push((event as CustomEvent).detail), {
      once: true,
    })
    receive(from({ type: 'navigate', route: '/wallet' }), SHWE, frame.contentWindow)
    expect(details).toEqual([{ route: '/wallet', url: `${SHWE}/wallet` }])
    expect(open).toHaveBeenCalledWith(`${SHWE}/wallet`, '_blank', 'noopener')

    open.mockClear()
    element.addEventListener('navigate', (event) => event.preventDefault(), { once: true })
    receive(from({ type: 'navigate', route: '/2d' }), SHWE, frame.contentWindow)
    expect(open).not.toHaveBeenCalled()
  })
})

describe('dialogs in the frame', () => {
  it('scrolls the page to a dialog the frame opened out of view, and leaves one in view alone', async () => {
    const { frame } = await framed()
    const scroll = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined)
    receive(from({ type: 'reveal', top: 100, height: 300 }), SHWE, frame.contentWindow)
    expect(scroll).not.toHaveBeenCalled()
    receive(from({ type: 'reveal', top: 2000, height: 300 }), SHWE, frame.contentWindow)
    expect(scroll).toHaveBeenCalledWith({ top: 2000 - (innerHeight - 300) / 2, behavior: 'instant' })
  })
})

describe('the frame protocol', () => {
  it("takes each of the product's languages, and no other", () => {
    for (const lang of LANGUAGES) {
      expect(frameMessage.safeParse({ channel: 'shwe-frame', v: 1, type: 'language', lang }).success).toBe(
        true,
      )
    }
    expect(
      frameMessage.safeParse({ channel: 'shwe-frame', v: 1, type: 'language', lang: 'fr' }).success,
    ).toBe(false)
  })

  it('refuses messages without the channel, of another version, or with a token-sized stranger field as data', () => {
    expect(frameMessage.safeParse({ type: 'height', height: 10 }).success).toBe(false)
    expect(frameMessage.safeParse({ channel: 'shwe-frame', v: 1, type: 'token', token: 'x' }).success).toBe(
      false,
    )
    expect(frameMessage.safeParse({ channel: 'shwe-frame', v: 1, type: 'height', height: 10 }).success).toBe(
      true,
    )
  })
})
