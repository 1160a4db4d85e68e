import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Routes, renderSignedIn, renderWidget } from '../test/utils.tsx'
import { ShanScreen } from './ShanScreen.tsx'

const user = {
  id: 3,
  name: 'Ko Ko',
  user_name: 'P55512345',
  phone: null,
  email: null,
  balance: '12000.00',
  main_balance: '0.00',
  status: 1,
}

/** A tab `window.open` hands back; its document records anything written into it. */
function fakeTab() {
  const document = { open: vi.fn(), write: vi.fn(), writeln: vi.fn() }
  return { opener: {} as unknown, location: { href: '' }, document, close: vi.fn() }
}

const signedIn = (routes: Routes) => renderSignedIn(<ShanScreen />, routes, { user })

afterEach(() => vi.restoreAllMocks())

describe('Shan launcher', () => {
  it('shows the account, game balance and product code 100200', () => {
    signedIn({})
    expect(screen.getByText('P55512345')).toBeTruthy()
    expect(screen.getByText('12,000 Ks')).toBeTruthy()
    expect(screen.getByText('100200')).toBeTruthy()
  })

  it('opens the tab on the press and sends it to the address the server issued', async () => {
    const tab = fakeTab()
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window)
    const { fetch } = signedIn({
      'POST /shankomee/launch-game': {
        status: 200,
        body: { code: 200, url: 'https://games.example/shan?ticket=t1' },
      },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Launch game' }))
    expect(await screen.findByText('Game launched successfully!')).toBeTruthy()
    expect(open).toHaveBeenCalledWith('', '_blank')
    expect(tab.opener).toBeNull()
    expect(tab.location.href).toBe('https://games.example/shan?ticket=t1')
    expect(tab.document.write).not.toHaveBeenCalled()
    expect(tab.document.open).not.toHaveBeenCalled()
    const sent = fetch.mock.calls.find(([url]) => String(url).endsWith('/shankomee/launch-game'))
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ product_code: 100200, game_type: 'Shan' })
  })

  it.each([
    [
      'a refusal with a message',
      { status: 200, body: { code: 404, message: 'Game not found.' } },
      'Game not found.',
    ],
    ['a refusal without one', { status: 500, body: {} }, 'Failed to launch game.'],
    [
      'a javascript: address',
      { status: 200, body: { code: 200, url: 'javascript:alert(1)' } },
      'Failed to launch game.',
    ],
    ['no reply', 'network-error' as const, 'Network or server error.'],
  ])('says so and closes the tab on %s', async (_name, reply, text) => {
    const tab = fakeTab()
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window)
    signedIn({ 'POST /shankomee/launch-game': reply })
    await userEvent.click(screen.getByRole('button', { name: 'Launch game' }))
    expect((await screen.findByRole('alert')).textContent).toBe(text)
    expect(tab.close).toHaveBeenCalled()
    expect(tab.location.href).toBe('')
  })

  it('asks to allow popups when the browser blocks the tab, and sends nothing', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null)
    const { fetch } = signedIn({})
    await userEvent.click(screen.getByRole('button', { name: 'Launch game' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Popup blocked. Please allow popups.')
    expect(fetch.mock.calls.some(([url]) => String(url).includes('launch-game'))).toBe(false)
  })

  it('offers the login dialog to a signed-out visitor', async () => {
    renderWidget(<ShanScreen />)
    expect(screen.getByText('Log in to play Shan.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy()
  })
})
