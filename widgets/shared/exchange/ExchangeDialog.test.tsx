import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { EXCHANGE_PLAYER, exchangeServer } from '../../test/exchange.ts'
import { heldReply, type Reply, type Routes, renderSignedIn } from '../../test/utils.tsx'
import { ExchangeDialog } from './ExchangeDialog.tsx'

/** The dialog as the profile opens it, with a button to open it again. */
function Opener() {
  const [open, setOpen] = useState(true)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open exchange
      </button>
      <ExchangeDialog open={open} onClose={() => setOpen(false)} />
    </>
  )
}

const bank = exchangeServer

const openSignedIn = (routes: Routes) => renderSignedIn(<Opener />, routes, { user: EXCHANGE_PLAYER })

const amountBox = () => screen.getByRole('spinbutton', { name: /Amount/ })
const exchangeButton = () => screen.getByRole('button', { name: 'Exchange' })

describe('the Exchange Balance dialog', () => {
  it('shows both balances, main to game first, and keeps Exchange disabled while the amount is empty', () => {
    openSignedIn(bank().routes)
    expect(screen.getByRole('dialog', { name: 'Exchange Balance' })).toBeTruthy()
    expect(screen.getByText('20,000 Ks')).toBeTruthy()
    expect(screen.getByText('5,000 Ks')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Main → Game' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('button', { name: 'Game → Main' }).getAttribute('aria-pressed')).toBe('false')
    expect(amountBox().getAttribute('min')).toBe('1')
    expect((exchangeButton() as HTMLButtonElement).disabled).toBe(true)
  })

  it.each([
    ['0', 'Please enter a valid amount'],
    ['-5', 'Please enter a valid amount'],
    ['10.005', 'Enter at most two decimals.'],
    ['20000.01', 'The amount is more than your main balance.'],
  ])('refuses %s in the form with "%s" and sends nothing', async (typed, text) => {
    const { routes, sent } = bank()
    openSignedIn(routes)
    await userEvent.type(amountBox(), typed)
    await userEvent.click(exchangeButton())
    expect(await screen.findByText(`* ${text}`)).toBeTruthy()
    expect(sent).toEqual([])
  })

  it('checks a game to main exchange against the game balance', async () => {
    const { routes, sent } = bank()
    openSignedIn(routes)
    await userEvent.click(screen.getByRole('button', { name: 'Game → Main' }))
    await userEvent.type(amountBox(), '6000')
    await userEvent.click(exchangeButton())
    expect(await screen.findByText('* The amount is more than your game balance.')).toBeTruthy()
    expect(sent).toEqual([])
  })

  it('moves the money, reads the balances again, says so, closes, and opens again cleared on main to game', async () => {
    const { routes, sent } = bank()
    const { runtime } = openSignedIn(routes)
    await userEvent.click(screen.getByRole('button', { name: 'Game → Main' }))
    await userEvent.type(amountBox(), '1500')
    await userEvent.click(exchangeButton())
    expect(await screen.findByText('Exchange successful.')).toBeTruthy()
    expect(sent).toEqual([
      { path: '/exchange-game-to-main', body: { amount: '1500' }, key: expect.any(String) },
    ])
    expect(runtime.session.$user.get()).toMatchObject({ balance: '3500.00', main_balance: '21500.00' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await userEvent.click(screen.getByRole('button', { name: 'open exchange' }))
    expect((amountBox() as HTMLInputElement).value).toBe('')
    expect(screen.getByRole('button', { name: 'Main → Game' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByText('21,500 Ks')).toBeTruthy()
  })

  it('sends one request for a double click, with a spinner while it is pending', async () => {
    const hold = heldReply<undefined>()
    const { routes, sent } = bank()
    const move = routes['POST /exchange-main-to-game'] as (init: RequestInit) => Reply
    routes['POST /exchange-main-to-game'] = async (init) => {
      const reply = move(init)
      await hold.reply()
      return reply
    }
    openSignedIn(routes)
    await userEvent.type(amountBox(), '100')
    await userEvent.dblClick(exchangeButton())
    const pending = screen.getByRole('button', { name: /Exchanging/ }) as HTMLButtonElement
    expect(pending.disabled).toBe(true)
    expect(pending.getAttribute('aria-busy')).toBe('true')
    hold.release(undefined)
    expect(await screen.findByText('Exchange successful.')).toBeTruthy()
    expect(sent).toHaveLength(1)
  })

  it("shows the server's refusal, else 'Exchange failed!', and stays open", async () => {
    let answer: Reply = {
      status: 400,
      body: { status: 'Request was not successful.', message: 'Insufficient balance', data: null },
    }
    const { routes } = bank(() => answer)
    openSignedIn(routes)
    await userEvent.type(amountBox(), '100')
    await userEvent.click(exchangeButton())
    expect(await screen.findByText('Insufficient balance')).toBeTruthy()
    answer = { status: 400, body: {} }
    await userEvent.click(exchangeButton())
    expect(await screen.findByText('Exchange failed!')).toBeTruthy()
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('says a network failure plainly and retries the same exchange with the same key', async () => {
    let lost = true
    const { routes, sent, balances } = bank(() => (lost ? 'network-error' : undefined))
    openSignedIn(routes)
    await userEvent.type(amountBox(), '700')
    await userEvent.click(exchangeButton())
    expect(await screen.findByText('Network error. Please try again.')).toBeTruthy()
    lost = false
    await userEvent.click(exchangeButton())
    expect(await screen.findByText('Exchange successful.')).toBeTruthy()
    expect(sent).toHaveLength(2)
    expect(sent[1]?.key).toBe(sent[0]?.key)
    expect(balances).toEqual({ main: 19300, game: 5700 })
  })

  it('uses a new key for the next exchange after a success', async () => {
    const { routes, sent } = bank()
    openSignedIn(routes)
    await userEvent.type(amountBox(), '100')
    await userEvent.click(exchangeButton())
    await screen.findByText('Exchange successful.')
    await userEvent.click(screen.getByRole('button', { name: 'open exchange' }))
    await userEvent.type(amountBox(), '100')
    await userEvent.click(exchangeButton())
    await waitFor(() => expect(sent).toHaveLength(2))
    expect(sent[1]?.key).not.toBe(sent[0]?.key)
  })
})
