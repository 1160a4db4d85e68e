import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import { WalletCard } from '../shared/wallet-card/WalletCard.tsx'
import { EXCHANGE_PLAYER, exchangeServer } from '../test/exchange.ts'
import { type Reply, type Routes, renderSignedIn, renderWidget } from '../test/utils.tsx'
import { Wallet } from './wallet.fixtures.tsx'

/** The wallet's server: only the exchange from the main balance to the game balance answers `answer`. */
const server = (answer?: () => Reply | undefined) =>
  exchangeServer((path) => (path === '/exchange-main-to-game' ? answer?.() : undefined))

const signedIn = (ui: ReactElement, routes: Routes) => renderSignedIn(ui, routes, { user: EXCHANGE_PLAYER })

describe('the wallet home', () => {
  it('shows who is signed in, both balances, the three shortcuts and how to deposit', () => {
    signedIn(<Wallet screen="home" />, server().routes)
    expect(screen.getByRole('heading', { level: 1, name: 'Ma Ma' })).toBeTruthy()
    expect(screen.getByText('Member account: P12121212')).toBeTruthy()
    const card = screen.getByRole('region', { name: 'My wallet' })
    expect(within(card).getByText('20,000 Ks')).toBeTruthy()
    expect(within(card).getByText('5,000 Ks')).toBeTruthy()
    const shortcuts = within(screen.getByRole('navigation', { name: 'Wallet actions' })).getAllByRole('link')
    expect(shortcuts.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Deposit', '/top-up/bank'],
      ['Withdraw', '/with-draw'],
      ['History', '/wallet-history'],
    ])
    expect(screen.getByRole('heading', { name: 'How to deposit' })).toBeTruthy()
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(4)
  })

  it('asks a signed-out visitor to log in', () => {
    renderWidget(<Wallet screen="home" />)
    expect(screen.getByText('Log in to see your wallet.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy()
  })
})

describe('the wallet card', () => {
  it('hides the game wallet row when asked, as the 2D and 3D bet screens do', () => {
    signedIn(<WalletCard hideGameWallet />, server().routes)
    expect(screen.getByText('Main wallet')).toBeTruthy()
    expect(screen.queryByText('Game wallet')).toBeNull()
    expect(screen.queryByText('5,000 Ks')).toBeNull()
  })

  it('offers a visitor to sign in, in a card of the same rows', async () => {
    renderWidget(<WalletCard hideGameWallet />, server().routes)
    const card = screen.getByRole('region', { name: 'My wallet' })
    expect(within(card).getByText('Main wallet').nextElementSibling?.textContent).toBe('—')
    expect(within(card).getByText('Log in to see your balances.')).toBeTruthy()
    expect(within(card).getByRole('button', { name: 'Login' })).toBeTruthy()
    expect(within(card).queryByRole('button', { name: 'Exchange' })).toBeNull()
  })

  it('opens the exchange, and both of its rows move at once when the money has moved', async () => {
    const { routes } = server()
    signedIn(<WalletCard />, routes)
    await userEvent.click(screen.getByRole('button', { name: 'Exchange' }))
    const dialog = await screen.findByRole('dialog', { name: 'Exchange Balance' })
    await userEvent.type(within(dialog).getByRole('spinbutton'), '2500')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exchange' }))
    const card = screen.getByRole('region', { name: 'My wallet' })
    await waitFor(() => expect(within(card).getByText('17,500 Ks')).toBeTruthy())
    expect(within(card).getByText('7,500 Ks')).toBeTruthy()
  })
})

describe('the transfer screen', () => {
  it("refuses an amount that is not above 0 with the spec's text and sends nothing", async () => {
    const { routes, sent: keys } = server()
    signedIn(<Wallet screen="internal-transfer" />, routes)
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }))
    expect(await screen.findByText('* Enter the amount.')).toBeTruthy()
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Amount' }), '0')
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }))
    expect(await screen.findByText('* Enter the amount.')).toBeTruthy()
    expect(keys).toEqual([])
  })

  it('transfers, says so, clears the amount and shows the new balances; the log is one link away', async () => {
    const { routes } = server()
    signedIn(<Wallet screen="internal-transfer" />, routes)
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Amount' }), '1000')
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }))
    expect(await screen.findByText('Transfer successful.')).toBeTruthy()
    expect((screen.getByRole('spinbutton', { name: 'Amount' }) as HTMLInputElement).value).toBe('')
    expect(screen.getByText('19,000 Ks')).toBeTruthy()
    expect(screen.getByText('6,000 Ks')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Transfer log' }).getAttribute('href')).toBe('/transactions')
  })

  it("says 'Something Went Wrong!' when the server refuses without a message", async () => {
    signedIn(<Wallet screen="internal-transfer" />, server(() => ({ status: 500, body: {} })).routes)
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Amount' }), '1000')
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }))
    expect(await screen.findByText('Something Went Wrong!')).toBeTruthy()
  })

  it('sends a signed-out visitor to the login page, to come back here', async () => {
    const { navigate } = renderWidget(<Wallet screen="internal-transfer" />, {}, { mode: 'site' })
    expect(screen.getByText('Taking you to the login page…')).toBeTruthy()
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login?next=%2Fwallet%2Finternal-transfer'))
  })

  it('offers the login dialog instead on a partner page', () => {
    const { navigate } = renderWidget(<Wallet screen="internal-transfer" />)
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy()
    expect(navigate).not.toHaveBeenCalled()
  })
})
