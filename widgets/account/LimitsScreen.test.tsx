import type { CareView } from '@shwe/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { careQueries } from '../shared/care/care.queries.ts'
import { envelope, renderSignedIn, renderWidget } from '../test/utils.tsx'
import { Account } from './Account.tsx'
import { user } from './account.fixtures.ts'

const NONE: CareView = {
  limits: {
    deposit_daily: null,
    deposit_weekly: null,
    deposit_monthly: null,
    loss_daily: null,
    loss_weekly: null,
    loss_monthly: null,
  },
  pending: [],
  reality_check_minutes: null,
  cool_off_until: null,
  excluded_until: null,
}

const signedIn = (routes = {}) =>
  renderSignedIn(
    <Account screen="limits" />,
    { 'GET /limits': { status: 200, body: envelope(NONE) }, ...routes },
    { user },
  )

describe('Play safe', () => {
  it('asks a signed-out visitor to log in', async () => {
    renderWidget(<Account screen="limits" />)
    expect(await screen.findByText('Log in to set your limits.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy()
  })

  it('shows the limits in force and one waiting, with when it comes into force in Yangon time', async () => {
    signedIn({
      'GET /limits': {
        status: 200,
        body: envelope({
          ...NONE,
          limits: { ...NONE.limits, loss_daily: '5000.00' },
          pending: [{ limit: 'loss_daily', value: '8000.00', effective_at: '2026-11-24T03:30:00.000Z' }],
          reality_check_minutes: 30,
        }),
      },
    })
    const daily = await screen.findByLabelText('Daily loss limit (Ks)')
    await vi.waitFor(() => expect((daily as HTMLInputElement).value).toBe('5000'))
    expect(screen.getByText(/Changes to 8000 Ks on/).textContent).toMatch(/10:00/)
    expect((screen.getByLabelText('Reality check') as HTMLSelectElement).value).toBe('30')
  })

  it('sends only what changed: a new limit in kyat, an emptied one as none, and tells the page', async () => {
    const sent: unknown[] = []
    const view = signedIn({
      'GET /limits': {
        status: 200,
        body: envelope({ ...NONE, limits: { ...NONE.limits, deposit_weekly: '90000.00' } }),
      },
      'POST /limits': (init: RequestInit) => {
        sent.push(JSON.parse(String(init.body)))
        return { status: 200, body: envelope({ ...NONE, limits: { ...NONE.limits, loss_daily: '2500.00' } }) }
      },
      'GET /reality-check': { status: 200, body: envelope({ reality_check_minutes: null }) },
    })
    // The shell's reality check, as it reads the page's care settings.
    const checks = () =>
      view.fetch.mock.calls.filter(([url]) => String(url).endsWith('/reality-check')).length
    const stop = view.runtime.stores(careQueries).$realityCheck.listen(() => {})
    await vi.waitFor(() => expect(checks()).toBe(1))
    const weekly = (await screen.findByLabelText('Weekly deposit limit (Ks)')) as HTMLInputElement
    await vi.waitFor(() => expect(weekly.value).toBe('90000'))
    await userEvent.type(screen.getByLabelText('Daily loss limit (Ks)'), '2500')
    await userEvent.clear(weekly)
    await userEvent.click(screen.getByRole('button', { name: 'Save limits' }))
    expect(await screen.findByText('Your limits are saved.')).toBeTruthy()
    expect(sent).toEqual([{ loss_daily: '2500', deposit_weekly: null }])
    // The shell's reality check reads the interval again.
    await vi.waitFor(() => expect(checks()).toBe(2))
    stop()
  })

  it('stops a limit that is not an amount in the form, and says when nothing changed, sending nothing', async () => {
    const sent: unknown[] = []
    signedIn({
      'POST /limits': (init: RequestInit) => {
        sent.push(init.body)
        return { status: 200, body: envelope(NONE) }
      },
    })
    const save = await screen.findByRole('button', { name: 'Save limits' })
    await vi.waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false))
    await userEvent.click(save)
    expect(await screen.findByText(/Nothing has changed/)).toBeTruthy()
    await userEvent.type(screen.getByLabelText('Monthly loss limit (Ks)'), '12.345')
    await userEvent.click(save)
    expect(await screen.findByText(/Enter an amount in kyat/)).toBeTruthy()
    expect(sent).toEqual([])
  })

  it('shows the server’s field error under its field', async () => {
    signedIn({
      'POST /limits': {
        status: 422,
        body: {
          message: 'bad',
          errors: { loss_weekly: ['The loss_weekly must be an amount from 0 to 100000000.00 kyat.'] },
        },
      },
    })
    const field = await screen.findByLabelText('Weekly loss limit (Ks)')
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save limits' })).toHaveProperty('disabled', false),
    )
    await userEvent.type(field, '99999999')
    await userEvent.click(screen.getByRole('button', { name: 'Save limits' }))
    expect(await screen.findByText(/must be an amount from 0 to 100000000.00 kyat/)).toBeTruthy()
  })

  it('starts a cool-off only after a confirmation that says what will happen', async () => {
    const sent: unknown[] = []
    signedIn({
      'POST /cool-off': (init: RequestInit) => {
        sent.push(JSON.parse(String(init.body)))
        return { status: 200, body: envelope({ ...NONE, cool_off_until: '2026-12-01T03:30:00.000Z' }) }
      },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Cool-off for 7 days' }))
    const dialog = await screen.findByRole('dialog', { name: 'Start a cool-off?' })
    expect(within(dialog).getByText(/you will not be able to deposit or bet/)).toBeTruthy()
    expect(within(dialog).getByText(/You can still log in, see your balances and withdraw/)).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(sent).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: 'Cool-off for 7 days' }))
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, start now' }),
    )
    expect(await screen.findByText('Your cool-off has started.')).toBeTruthy()
    expect(sent).toEqual([{ period: '7d' }])
    expect(screen.getByRole('status').textContent).toMatch(/You are on a cool-off until/)
  })

  it('self-excludes for the chosen months after confirming', async () => {
    const sent: unknown[] = []
    signedIn({
      'POST /self-exclusion': (init: RequestInit) => {
        sent.push(JSON.parse(String(init.body)))
        return { status: 200, body: envelope({ ...NONE, excluded_until: '2027-11-23T03:30:00.000Z' }) }
      },
    })
    await userEvent.selectOptions(await screen.findByLabelText('Self-exclusion for'), '12')
    await userEvent.click(screen.getByRole('button', { name: 'Exclude myself' }))
    const dialog = await screen.findByRole('dialog', { name: 'Exclude yourself?' })
    expect(within(dialog).getByText('For 12 months you will not be able to deposit or bet.')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, start now' }))
    expect(await screen.findByText('Your self-exclusion has started.')).toBeTruthy()
    expect(sent).toEqual([{ months: 12 }])
  })
})
