import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEMO_USER, envelope, renderWidget } from '../test/utils.tsx'
import { AppShell } from './AppShell.tsx'

const user = DEMO_USER

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
  const dialog = within(await screen.findByRole('dialog', { name: 'Login' }))
  if (userName) await userEvent.type(dialog.getByLabelText('Username'), userName)
  if (password) await userEvent.type(dialog.getByLabelText('Password'), password)
  await userEvent.click(dialog.getByRole('button', { name: 'Login' }))
}

const registerRoutes = {
  'POST /register': (init: RequestInit) => {
    const body = JSON.parse(String(init.body))
    if (body.phone === '09111111111') {
      return {
        status: 422,
        body: {
          message: 'The phone has already been taken.',
          errors: { phone: ['The phone has already been taken.'] },
        },
      }
    }
    return {
      status: 200,
      body: envelope(
        { user: { ...user, name: body.name }, token: 'new-token' },
        'User register successfully.',
      ),
    }
  },
  'POST /guest-register': (init: RequestInit) => {
    const body = JSON.parse(String(init.body))
    return {
      status: 201,
      body: {
        status: 'success',
        message: 'Guest account created successfully',
        data: { user: { ...user, user_name: body.user_name, name: body.name }, token: 'guest-token' },
      },
    }
  },
}

describe('AppShell', () => {
  it('offers Login and Join Now when signed out and shows the game balance once signed in', async () => {
    const { runtime } = renderWidget(<AppShell />, loginRoutes)
    expect(screen.getByRole('button', { name: 'Join Now' })).toBeTruthy()
    await signIn('demo1234')
    expect(await screen.findByText('Logged In Successfully.')).toBeTruthy()
    expect(screen.getByLabelText(/^Game balance/).textContent).toBe('150,000 Ks')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Join Now' })).toBeNull()
    expect(runtime.session.$token.get()).toBe('tok')
  })

  it("opens the Exchange Balance dialog from the top bar's balance, which reads the amount", async () => {
    renderWidget(<AppShell />, loginRoutes)
    await signIn('demo1234')
    const balance = await screen.findByRole('button', { name: 'Game balance 150,000 Ks' })
    expect(balance.getAttribute('aria-haspopup')).toBe('dialog')
    await userEvent.click(balance)
    expect(await screen.findByRole('dialog', { name: 'Exchange Balance' })).toBeTruthy()
  })

  it('shows a refused login under the user name, with an asterisk, and stays signed out', async () => {
    const { runtime } = renderWidget(<AppShell />, loginRoutes)
    await signIn('wrong-password')
    expect((await screen.findByRole('alert')).textContent).toBe('* Credentials do not match!')
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy()
    expect(runtime.session.$token.get()).toBeUndefined()
  })

  it('shows field errors under their fields', async () => {
    renderWidget(<AppShell />, loginRoutes)
    await signIn('', '')
    const alerts = await screen.findAllByRole('alert')
    expect(alerts.map((a) => a.textContent)).toEqual([
      '* The user name field is required.',
      '* The password field is required.',
    ])
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true')
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

  it('logs out from the sidebar and says so', async () => {
    const { runtime, fetch } = renderWidget(<AppShell />, loginRoutes)
    await signIn('demo1234')
    await screen.findByLabelText(/^Game balance/)
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Logout' }),
    )
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

describe('sidebar and bottom bar', () => {
  const hrefs = (element: HTMLElement) =>
    within(element)
      .getAllByRole('link', { hidden: true })
      .map((a) => [a.textContent, a.getAttribute('href')])

  it('lists every entry of the spec with its href, Play safe, and the Download App link only when configured', async () => {
    renderWidget(<AppShell />)
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    const menu = await screen.findByRole('navigation', { name: 'Main menu' })
    expect(hrefs(menu)).toEqual([
      ['Home', '/?type=all'],
      ['Videos', '/ads-video?tab=AdsVideo'],
      ['My Profile', '/information?tab=profile'],
      ['Play safe', '/information?tab=limits'],
      ['Wallet', '/information?tab=transfer'],
      ['Logs', '/information?tab=logs&type=deposit'],
      ['Promotion', '/promotion'],
      ['Contact', '/contact'],
      ['2D', '/2d'],
      ['3D', '/3d'],
      ['3D History', '/3d/history'],
    ])
    expect(screen.queryByRole('link', { name: 'Download App' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Viber' }).getAttribute('href')).toBe('/contact')
  })

  it('shows a configured Download App link, and none for a javascript: URL', async () => {
    const { unmount } = renderWidget(<AppShell downloadAppUrl="https://shwe.example/app.apk" />)
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    expect((await screen.findByRole('link', { name: 'Download App' })).getAttribute('href')).toBe(
      'https://shwe.example/app.apk',
    )
    unmount()
    renderWidget(<AppShell downloadAppUrl="javascript:alert(1)" />)
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    await screen.findByRole('dialog', { name: 'Menu' })
    expect(screen.queryByRole('link', { name: 'Download App' })).toBeNull()
  })

  it('closes the sidebar with Escape and gives focus back to the menu button', async () => {
    renderWidget(<AppShell />)
    const button = screen.getByRole('button', { name: 'Open menu' })
    await userEvent.click(button)
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeTruthy()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  it('gives signed-in players the balance chip, Deposit and the five-entry bottom bar', async () => {
    renderWidget(<AppShell />, loginRoutes)
    // The bar exists only for signed-in players; CSS shows it on small screens only (checked in Chromium).
    expect(document.querySelector('nav[aria-label="Quick links"]')).toBeNull()
    await signIn('demo1234')
    await screen.findByLabelText(/^Game balance/)
    const bottom = document.querySelector<HTMLElement>('nav[aria-label="Quick links"]') as HTMLElement
    expect(hrefs(bottom)).toEqual([
      ['Home', '/?type=all'],
      ['Ads', '/ads-video?tab=AdsVideo'],
      ['Promotion', '/Promotion?tab=Promotion'],
      ['Wallet', '/information?tab=transfer'],
      ['Contact', '/Contact?tab=Contact'],
    ])
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' }))
    expect(menu.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/information?tab=transfer')
    expect(menu.getByLabelText(/^Game balance/).textContent).toBe('150,000 Ks')
    expect(menu.getByRole('link', { name: 'Demo Player' }).getAttribute('href')).toBe(
      '/information?tab=profile',
    )
  })
})

describe('register and guest accounts', () => {
  afterEach(() => vi.restoreAllMocks())

  async function openRegister() {
    await userEvent.click(screen.getByRole('button', { name: 'Join Now' }))
    return within(await screen.findByRole('dialog', { name: 'Join Now' }))
  }

  it('registers with the five fields and signs in', async () => {
    const { runtime, fetch } = renderWidget(<AppShell />, registerRoutes)
    const dialog = await openRegister()
    expect(dialog.getByLabelText('Referral code').getAttribute('placeholder')).toBe('e.g. SHWE2026')
    await userEvent.type(dialog.getByLabelText('Name'), 'Aung Aung')
    await userEvent.type(dialog.getByLabelText('Phone'), '09 7912 3456')
    await userEvent.type(dialog.getByLabelText('Password'), 'secret12')
    await userEvent.type(dialog.getByLabelText('Confirm password'), 'secret12')
    await userEvent.type(dialog.getByLabelText('Referral code'), 'SHWE2026')
    await userEvent.click(dialog.getByRole('button', { name: 'Register' }))
    expect(await screen.findByText('Registerd Successfully')).toBeTruthy()
    expect(runtime.session.$token.get()).toBe('new-token')
    const sent = fetch.mock.calls.find(([url]) => String(url).endsWith('/register'))
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      name: 'Aung Aung',
      phone: '0979123456',
      password: 'secret12',
      password_confirmation: 'secret12',
      referral_code: 'SHWE2026',
    })
  })

  it('shows a taken phone under the phone field and stays signed out', async () => {
    const { runtime } = renderWidget(<AppShell />, registerRoutes)
    const dialog = await openRegister()
    await userEvent.type(dialog.getByLabelText('Phone'), '09111111111')
    await userEvent.click(dialog.getByRole('button', { name: 'Register' }))
    expect((await dialog.findByRole('alert')).textContent).toBe('* The phone has already been taken.')
    expect(dialog.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true')
    expect(runtime.session.$token.get()).toBeUndefined()
  })

  it('creates a guest with a random password, shows the credentials once and copies them', async () => {
    const writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const { runtime, fetch } = renderWidget(<AppShell />, registerRoutes)
    const dialog = await openRegister()
    await userEvent.click(dialog.getByRole('button', { name: 'Play as Guest' }))
    const credentials = within(await screen.findByRole('dialog', { name: 'Account Created Successfully!' }))
    const sent = JSON.parse(
      String(fetch.mock.calls.find(([u]) => String(u).endsWith('/guest-register'))?.[1]?.body),
    )
    expect(sent.user_name).toMatch(/^P\d{8}$/)
    expect(sent.name).toMatch(/^GuestPlayer\d{4}$/)
    expect(sent.password).not.toBe('')
    expect(credentials.getByText(sent.user_name)).toBeTruthy()
    expect(credentials.getByText(sent.password)).toBeTruthy()
    expect(credentials.getByText('Your guest account is ready to use')).toBeTruthy()
    expect(credentials.getByText('Save your credentials!')).toBeTruthy()
    expect(runtime.session.$token.get()).toBe('guest-token')

    await userEvent.click(credentials.getByRole('button', { name: 'Copy password' }))
    expect(writeText).toHaveBeenLastCalledWith(sent.password)
    expect(await screen.findByText('Password copied!')).toBeTruthy()
    expect(credentials.getByRole('button', { name: 'Copied' })).toBeTruthy()

    await userEvent.click(credentials.getByRole('button', { name: 'Copy All' }))
    expect(writeText).toHaveBeenLastCalledWith(`Username: ${sent.user_name}\nPassword: ${sent.password}`)
    expect(await screen.findByText('Credentials copied to clipboard!')).toBeTruthy()

    await userEvent.click(credentials.getByRole('button', { name: 'Start Playing' }))
    expect(screen.queryByRole('dialog', { name: 'Account Created Successfully!' })).toBeNull()
  })

  it('says so when the clipboard refuses', async () => {
    const writeText = vi.fn(async () => {
      throw new Error('denied')
    })
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    renderWidget(<AppShell />, registerRoutes)
    const dialog = await openRegister()
    await userEvent.click(dialog.getByRole('button', { name: 'Play as Guest' }))
    const credentials = within(await screen.findByRole('dialog', { name: 'Account Created Successfully!' }))
    await userEvent.click(credentials.getByRole('button', { name: 'Copy & Close' }))
    expect(await screen.findByText('Failed to copy credentials')).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'Account Created Successfully!' })).toBeTruthy()
  })

  it("shows the server's message when a guest account cannot be made", async () => {
    renderWidget(<AppShell />, {
      'POST /guest-register': { status: 500, body: { message: null } },
    })
    const dialog = await openRegister()
    await userEvent.click(dialog.getByRole('button', { name: 'Play as Guest' }))
    expect((await dialog.findByRole('alert')).textContent).toBe(
      '* Failed to create guest account. Please try again.',
    )
  })
})

describe('a session the server ended', () => {
  it('tells the player once and offers to sign in again', async () => {
    const { runtime } = renderWidget(<AppShell />, {
      ...loginRoutes,
      'GET /user': { status: 401, body: { message: 'Unauthenticated.' } },
    })
    await signIn('demo1234')
    await screen.findByLabelText(/^Game balance/)
    await act(async () => {
      runtime.session.refreshUser()
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeTruthy()
    expect(runtime.session.$isSignedIn.get()).toBe(false)
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy()
    expect(runtime.session.$notice.get()).toBeUndefined()
  })
})
