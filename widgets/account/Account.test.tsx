import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { envelope, renderSignedIn, renderWidget } from '../test/utils.tsx'
import { Account } from './Account.tsx'
import { user } from './account.fixtures.ts'

const signedIn = (routes = {}) => renderSignedIn(<Account />, routes, { user })

describe('profile', () => {
  it('asks a signed-out visitor to log in, and opens the login dialog there', async () => {
    renderWidget(<Account />)
    expect(screen.getByText('Log in to see your profile.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy()
  })

  it('shows the game balance, user name, full name and phone', () => {
    signedIn()
    expect(screen.getByRole('heading', { name: 'My Profile' })).toBeTruthy()
    const facts = (label: string) => screen.getByText(label).nextElementSibling?.textContent
    expect(screen.getByText('25,000.50 Ks')).toBeTruthy()
    expect(facts('Username (game account)')).toBe('P12345678')
    expect(facts('Full name')).toBe('Daw Hla')
    expect(facts('Phone')).toBe('Not set')
  })

  it('opens the Exchange Balance dialog from the balance, with both balances in it', async () => {
    signedIn()
    await userEvent.click(screen.getByRole('button', { name: 'Exchange balance' }))
    const dialog = await screen.findByRole('dialog', { name: 'Exchange Balance' })
    expect(within(dialog).getByText('1,000 Ks')).toBeTruthy()
    expect(within(dialog).getByText('25,000.50 Ks')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog', { name: 'Exchange Balance' })).toBeNull()
  })
})

describe('change password', () => {
  const routes = {
    'POST /change-password': (init: RequestInit) => {
      const body = JSON.parse(String(init.body))
      if (body.current_password !== 'old-pass') {
        return {
          status: 422,
          body: {
            message: 'Old Password is incorrect',
            errors: { current_password: ['Old Password is incorrect'] },
          },
        }
      }
      if (body.password !== body.password_confirmation) {
        return {
          status: 422,
          body: {
            message: 'The password field confirmation does not match.',
            errors: { password: ['The password field confirmation does not match.'] },
          },
        }
      }
      return { status: 200, body: envelope(user, 'Password has been changed successfully.') }
    },
  }

  async function fill(current: string, next: string, confirm: string) {
    const form = within(screen.getByRole('form', { name: 'Change password' }))
    await userEvent.clear(form.getByLabelText('Current password'))
    await userEvent.type(form.getByLabelText('Current password'), current)
    await userEvent.clear(form.getByLabelText('New password'))
    await userEvent.type(form.getByLabelText('New password'), next)
    await userEvent.clear(form.getByLabelText('Confirm new password'))
    await userEvent.type(form.getByLabelText('Confirm new password'), confirm)
    await userEvent.click(form.getByRole('button', { name: 'Change password' }))
    return form
  }

  it('shows a wrong current password under its field', async () => {
    signedIn(routes)
    const form = await fill('nope', 'newpass1', 'newpass1')
    expect((await form.findByRole('alert')).textContent).toBe('* Old Password is incorrect')
    expect(form.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true')
  })

  it('shows a mismatch under the new password', async () => {
    signedIn(routes)
    const form = await fill('old-pass', 'newpass1', 'newpass2')
    expect((await form.findByRole('alert')).textContent).toBe(
      '* The password field confirmation does not match.',
    )
  })

  it('says so on success and empties the form', async () => {
    const { fetch } = signedIn(routes)
    const form = await fill('old-pass', 'newpass1', 'newpass1')
    expect(await screen.findByText('Password changed successfully')).toBeTruthy()
    expect((form.getByLabelText('Current password') as HTMLInputElement).value).toBe('')
    const sent = fetch.mock.calls.find(([url]) => String(url).endsWith('/change-password'))
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      current_password: 'old-pass',
      password: 'newpass1',
      password_confirmation: 'newpass1',
    })
  })
})
