import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { useScreen } from '../platform/root-context.ts'
import { envelope, PLAYER, type Routes, renderSignedIn, renderWidget } from '../test/utils.tsx'
import { TransferTab } from './TransferTab.tsx'

const routes: Routes = {
  'GET /user': { status: 200, body: envelope(PLAYER) },
  'GET /agent-payment-type': {
    status: 200,
    body: envelope([
      {
        id: 3,
        account_name: 'U Aung',
        account_no: '09111222333',
        payment_type: { id: 1, name: 'KBZPay', image_url: 'media/payments/kbzpay.svg' },
      },
    ]),
  },
  'GET /paymentTypefinicial': {
    status: 200,
    body: envelope([{ id: 1, name: 'KBZPay', image: 'kbzpay.svg', image_url: 'media/payments/kbzpay.svg' }]),
  },
  'GET /user-payment': { status: 200, body: envelope(null) },
}

/** The wallet area as Wallet.tsx shows this screen: the route's query decides the sub-tab. */
function WalletTransfer() {
  const current = useScreen('wallet', 'transfer', ['transfer'] as const)
  return <TransferTab query={current.match?.query ?? null} />
}

const signedIn = (ui = <WalletTransfer />) => renderSignedIn(ui, routes)

describe('the transfer tab', () => {
  it('shows the deposit form by default, with both sub-tabs as links of the route', async () => {
    signedIn()
    expect(screen.getByRole('heading', { name: 'Deposit & Withdraw' })).toBeTruthy()
    const deposit = screen.getByRole('tab', { name: 'Deposit' })
    expect(deposit.getAttribute('aria-selected')).toBe('true')
    expect(deposit.getAttribute('href')).toBe('/information?tab=transfer&type=deposit')
    expect(screen.getByRole('tab', { name: 'Withdraw' }).getAttribute('href')).toBe(
      '/information?tab=transfer&type=withdraw',
    )
    expect(await screen.findByText('KBZPay')).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Transaction ID (last 6 digits)' })).toBeTruthy()
  })

  it('switches to the withdraw form in place, and back', async () => {
    signedIn()
    await userEvent.click(screen.getByRole('tab', { name: 'Withdraw' }))
    expect(await screen.findByRole('radiogroup', { name: 'Payment method' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Withdraw' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.queryByRole('textbox', { name: 'Transaction ID (last 6 digits)' })).toBeNull()
    await userEvent.click(screen.getByRole('tab', { name: 'Deposit' }))
    expect(await screen.findByRole('textbox', { name: 'Transaction ID (last 6 digits)' })).toBeTruthy()
  })

  it('moves between the sub-tabs from the keyboard', async () => {
    signedIn()
    screen.getByRole('tab', { name: 'Deposit' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Withdraw' }))
    await userEvent.keyboard('{Enter}')
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Withdraw' }).getAttribute('aria-selected')).toBe('true'),
    )
  })

  it('opens on the sub-tab the route names', async () => {
    signedIn(<TransferTab query={new URLSearchParams('tab=transfer&type=withdraw')} />)
    expect(await screen.findByRole('radiogroup', { name: 'Payment method' })).toBeTruthy()
  })

  it('asks a signed-out visitor to log in', async () => {
    renderWidget(<WalletTransfer />, routes)
    expect(screen.getByText('Log in to deposit or withdraw.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy()
  })
})
