import { LOTTERY_BET_PLACED } from '@shwe/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { betBackend, refusal } from '../test/bets.ts'
import { type Routes, renderSignedIn, renderWidget } from '../test/utils.tsx'
import { ConfirmScreen } from './ConfirmScreen.tsx'
import { DRAFT_KEY } from './draft.ts'

const backend = (replies?: Parameters<typeof betBackend>[1]) => betBackend('POST /twod-bet', replies)

function storeDraft(amounts: { num: string; amount: number }[]) {
  const totalAmount = amounts.reduce((sum, line) => sum + line.amount, 0)
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ totalAmount, amounts }))
}

const renderConfirm = (routes: Routes, { signedIn = true } = {}) =>
  (signedIn ? renderSignedIn : renderWidget)(<ConfirmScreen />, routes, { mode: 'site' })

const confirmButton = () => screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement
const amountBox = (num: string) => screen.getByRole('spinbutton', { name: `Amount for ${num} (Ks)` })
const total = () => screen.getByText(/^Total:/).textContent

describe('ConfirmScreen', () => {
  it('goes to /2d when there is no draft', async () => {
    const { navigate } = renderConfirm(backend().routes)
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/2d'))
  })

  it('lists the numbers with their amounts and the total', () => {
    storeDraft([
      { num: '12', amount: 100 },
      { num: '47', amount: 500 },
    ])
    renderConfirm(backend().routes)
    expect((amountBox('12') as HTMLInputElement).value).toBe('100')
    expect((amountBox('47') as HTMLInputElement).value).toBe('500')
    expect(total()).toMatch(/600/)
  })

  it('edits an amount: below 100 is refused with the minimum text, then the total follows', async () => {
    storeDraft([{ num: '12', amount: 100 }])
    renderConfirm(backend().routes)
    await userEvent.clear(amountBox('12'))
    await userEvent.type(amountBox('12'), '50')
    expect(screen.getByRole('alert').textContent).toContain('Enter a stake of at least 100.')
    expect(confirmButton().disabled).toBe(true)
    await userEvent.type(amountBox('12'), '0')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(total()).toMatch(/500/)
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '')).toEqual({
      totalAmount: 500,
      amounts: [{ num: '12', amount: 500 }],
    })
  })

  it('deletes a number and recomputes the total', async () => {
    storeDraft([
      { num: '12', amount: 100 },
      { num: '47', amount: 500 },
    ])
    renderConfirm(backend().routes)
    await userEvent.click(screen.getByRole('button', { name: 'Delete 47' }))
    expect(screen.queryByRole('spinbutton', { name: 'Amount for 47 (Ks)' })).toBeNull()
    expect(total()).toMatch(/100/)
  })

  it('opens the login dialog for a signed-out player and sends nothing', async () => {
    storeDraft([{ num: '12', amount: 100 }])
    const api = backend()
    renderConfirm(api.routes, { signedIn: false })
    await userEvent.click(confirmButton())
    expect(await screen.findByRole('dialog')).toBeTruthy()
    expect(api.sent).toHaveLength(0)
  })

  it('stops a total above the game balance before sending', async () => {
    storeDraft([{ num: '12', amount: 6000 }])
    const api = backend()
    renderConfirm(api.routes)
    await userEvent.click(confirmButton())
    expect(screen.getByRole('alert').textContent).toBe('Insufficient balance')
    expect(api.sent).toHaveLength(0)
  })

  it('lists and marks the numbers the server refused as over their limit', async () => {
    storeDraft([
      { num: '12', amount: 100 },
      { num: '47', amount: 100 },
    ])
    renderConfirm(backend([refusal('ထိုးကြေးပြည့်သွားသော ဂဏန်းများ', ['47'])]).routes)
    await userEvent.click(confirmButton())
    expect((await screen.findByRole('alert')).textContent).toBe('Over-limit digits: 47')
    const row = amountBox('47').closest('li') as HTMLElement
    expect(within(row).getByText('over limit')).toBeTruthy()
    const other = amountBox('12').closest('li') as HTMLElement
    expect(within(other).queryByText('over limit')).toBeNull()
  })

  it.each([
    [
      'the server message',
      refusal('2D betting is closed at this time.', 'Betting Closed'),
      '2D betting is closed at this time.',
    ],
    ['Bet failed! without one', refusal(null), 'Bet failed!'],
    ['the network text when no reply came', 'network-error' as const, 'Network or server error'],
    ['the network text on a server error', { status: 503, body: {} }, 'Network or server error'],
  ])('shows %s', async (_, reply, text) => {
    storeDraft([{ num: '12', amount: 100 }])
    renderConfirm(backend([reply]).routes)
    await userEvent.click(confirmButton())
    expect((await screen.findByRole('alert')).textContent).toBe(text)
    expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull()
  })

  it('on success shows the message, clears the draft, refreshes the balance and goes to /2d after 2 s', async () => {
    storeDraft([
      { num: '12', amount: 100 },
      { num: '21', amount: 200 },
    ])
    const api = backend()
    const { navigate } = renderConfirm(api.routes)
    await userEvent.click(confirmButton())
    expect((await screen.findByRole('status')).textContent).toContain(LOTTERY_BET_PLACED)
    expect(api.sent[0]?.body).toEqual({
      totalAmount: 300,
      amounts: [
        { num: '12', amount: 100 },
        { num: '21', amount: 200 },
      ],
    })
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull()
    await waitFor(() => expect(api.userCalls()).toBeGreaterThan(0))
    expect(navigate).not.toHaveBeenCalledWith('/2d')
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/2d'), { timeout: 3000 })
  })

  it('sends once on a double tap', async () => {
    storeDraft([{ num: '12', amount: 100 }])
    const api = backend()
    renderConfirm(api.routes)
    await userEvent.dblClick(confirmButton())
    await screen.findByRole('status')
    expect(api.sent).toHaveLength(1)
  })

  it('reuses the idempotency key on a retry after a lost reply', async () => {
    storeDraft([{ num: '12', amount: 100 }])
    const api = backend(['network-error'])
    renderConfirm(api.routes)
    await userEvent.click(confirmButton())
    await screen.findByRole('alert')
    await userEvent.click(confirmButton())
    await screen.findByRole('status')
    expect(api.sent).toHaveLength(2)
    expect(api.sent[0]?.key).toBeTruthy()
    expect(api.sent[1]?.key).toBe(api.sent[0]?.key)
  })
})
