import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { envelope, renderWidget } from '../test-utils.tsx'
import { AppShell } from './AppShell.tsx'

const user = {
  id: 1,
  name: 'Demo Player',
  user_name: 'demo',
  phone: '09123456789',
  email: null,
  balance: '150000.00',
  main_balance: '50000.00',
  status: 1,
}

const loginRoutes = {
  'POST /login': (init: RequestInit) => {
    const body = JSON.parse(String(init.body))
    if (body.user_name === '') {
      return {
        status: 422,
        body: {
          message: 'The user name field is required. (and 1 more error)',
          errors: {
            user_name: ['The user name field is required.'],
            password: ['The password field is required.'],
          },
        },
      }
    }
    if (body.password !== 'demo1234') {
      return {
        status: 401,
        body: { status: 'Error has occured...', message: 'Credentials do not match!', data: '' },
      }
    }
    return { status: 200, body: envelope({ user, token: 'tok' }, 'User login successfully.') }
  },
  'POST /logout': { status: 200, body: envelope({ message: 'Logged out successfully.' }) },
}

async function signIn(password: string, userName = 'demo') {
  await userEvent.click(screen.getByRole('button', { name: 'Login' }))
  const dialog = screen.getByRole('dialog', { name: 'Login' })
  if (userName) await userEvent.type(screen.getByLabelText('Username'), userName)
  if (password) await userEvent.type(screen.getByLabelText('Password'), password)
  await userEvent.click(dialog.querySelector('button[type="submit"]') as HTMLElement)
}

describe('AppShell', () => {
  it('offers Login when signed out and shows the game balance once signed in', async () => {
    const { runtime } = renderWidget(<AppShell />, loginRoutes)
    await signIn('demo1234')
    expect(await screen.findByText('Logged In Successfully.')).toBeTruthy()
    expect(screen.getByLabelText('Game balance').textContent).toBe('150,000 Ks')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(runtime.session.$token.get()).toBe('tok')
  })

  it('shows a refused login under the user name, with an asterisk', async () => {
    renderWidget(<AppShell />, loginRoutes)
    await signIn('wrong-password')
    expect((await screen.findByRole('alert')).textContent).toBe('* Credentials do not match!')
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('shows field errors under their fields', async () => {
    renderWidget(<AppShell />, loginRoutes)
    await signIn('', '')
    const alerts = await screen.findAllByRole('alert')
    expect(alerts.map((a) => a.textContent)).toEqual([
      '* The user name field is required.',
      '* The password field is required.',
    ])
  })

  it('says an unexpected error occurred when the server cannot be reached', async () => {
    renderWidget(<AppShell />, { 'POST /login': 'network-error' })
    await signIn('demo1234')
    expect((await screen.findByRole('alert')).textContent).toBe('* An unexpected error occurred.')
  })

  it('toggles the password between hidden and shown', async () => {
    renderWidget(<AppShell />, loginRoutes)
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    const input = screen.getByLabelText('Password')
    expect(input.getAttribute('type')).toBe('password')
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }))
    expect(input.getAttribute('type')).toBe('text')
  })

  it('logs out and says so', async () => {
    const { runtime, fetch } = renderWidget(<AppShell />, loginRoutes)
    await signIn('demo1234')
    await screen.findByLabelText('Game balance')
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }))
    expect(await screen.findByText('Logout successfully.')).toBeTruthy()
    expect(runtime.session.$isSignedIn.get()).toBe(false)
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy()
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/logout'))).toBe(true)
  })

  it('switches language from the flag menu and closes it', async () => {
    const { runtime } = renderWidget(<AppShell />)
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }))
    const options = screen.getAllByRole('menuitemradio').map((o) => o.textContent)
    expect(options).toEqual(['မြန်မာ', 'English', '中文', 'ไทย'])
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'မြန်မာ' }))
    expect(screen.queryByRole('menu')).toBeNull()
    expect(runtime.session.$lang.get()).toBe('mm')
    expect(await screen.findByRole('button', { name: 'အကောင့်ဝင်ရန်' })).toBeTruthy()
  })

  it('closes the language menu on a click elsewhere', async () => {
    renderWidget(
      <>
        <AppShell />
        <p>outside</p>
      </>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }))
    expect(screen.getByRole('menu')).toBeTruthy()
    await userEvent.click(screen.getByText('outside'))
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('strengthens its shadow after 10 pixels of scrolling', async () => {
    const { container } = renderWidget(<AppShell />)
    const bar = container.querySelector('[data-scrolled]') as HTMLElement
    expect(bar.dataset.scrolled).toBe('false')
    await act(async () => {
      window.scrollY = 11
      window.dispatchEvent(new Event('scroll'))
    })
    expect(bar.dataset.scrolled).toBe('true')
    window.scrollY = 0
  })
})
