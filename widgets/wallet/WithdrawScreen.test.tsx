import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  bodyAndKey,
  envelope,
  PLAYER,
  type Reply,
  type Routes,
  renderSignedIn,
  renderWidget,
} from '../test/utils.tsx'
import { itSendsEachRequestOnce } from './money-form.fixtures.ts'
import { WithdrawScreen } from './WithdrawScreen.tsx'

const player = { ...PLAYER, balance: '50000.00' }

const paymentTypes = [
  { id: 1, name: 'KBZPay', image: 'media/payments/kbzpay.svg', image_url: 'media/payments/kbzpay.svg' },
  { id: 2, name: 'WavePay', image: 'media/payments/wavepay.svg', image_url: 'media/payments/wavepay.svg' },
]

const payout = {
  id: 11,
  account_name: 'Ma Ma',
  account_no: '09777888999',
  payment_type: { id: 2, name: 'WavePay', image_url: 'media/payments/wavepay.svg' },
}

interface Sent {
  body: Record<string, unknown>
  key: string | null
}

/** A backend that holds the amount of a withdrawal at once, as the real one does. */
function bank({
  saved = payout as typeof payout | null,
  reply,
}: {
  saved?: typeof payout | null
  reply?: () => Reply | Promise<Reply | undefined> | undefined
} = {}) {
  const sent: Sent[] = []
  const state = { balance: 50000 }
  const routes: Routes = {
    'GET /user': () => ({ status: 200, body: envelope({ ...player, balance: state.balance.toFixed(2) }) }),
    'GET /paymentTypefinicial': { status: 200, body: envelope(paymentTypes) },
    'GET /user-payment': { status: 200, body: envelope(saved) },
    'GET /withdrawlogfinicial': { status: 200, body: envelope([]) },
    'POST /withdrawfinicial': async (init) => {
      const { body, key } = bodyAndKey<Record<string, unknown>>(init)
      sent.push({ body, key })
      const special = await reply?.()
      if (special) return special
      state.balance -= Number(body.amount)
      return { status: 200, body: envelope({ id: sent.length, status: 0 }, 'Request was successful.') }
    },
  }
  return { routes, sent, state }
}

const signedIn = (routes: Routes) =>
  renderSignedIn(<WithdrawScreen />, routes, { mode: 'site', user: player })

const nameBox = () => screen.getByRole('textbox', { name: 'Account name' }) as HTMLInputElement
const numberBox = () => screen.getByRole('textbox', { name: 'Account number' }) as HTMLInputElement
const amountBox = () => screen.getByRole('spinbutton', { name: 'Amount' }) as HTMLInputElement
const passwordBox = () => screen.getByLabelText('Password') as HTMLInputElement
const withdrawButton = () => screen.getByRole('button', { name: 'Withdraw' }) as HTMLButtonElement
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement

/** Waits for the payout account to fill the form. */
const prefilled = () => waitFor(() => expect(numberBox().value).toBe('09777888999'))

async function fillRest(amount: string, password: string) {
  if (amount) await userEvent.type(amountBox(), amount)
  if (password) await userEvent.type(passwordBox(), password)
}

describe('the withdraw screen', () => {
  it("offers the payment methods as a group of logo choices, filled from the player's payout account", async () => {
    signedIn(bank().routes)
    const group = await screen.findByRole('radiogroup', { name: 'Payment method' })
    expect(within(group).getAllByRole('radio')).toHaveLength(2)
    await prefilled()
    expect(radio('WavePay').checked).toBe(true)
    expect(radio('KBZPay').checked).toBe(false)
    expect(nameBox().value).toBe('Ma Ma')
  })

  it('says near the amount that it is held from the game balance and comes back if rejected', async () => {
    signedIn(bank().routes)
    await screen.findByRole('radiogroup')
    expect(screen.getByText('50,000 Ks')).toBeTruthy()
    const describedBy = amountBox().getAttribute('aria-describedby') ?? ''
    const note = describedBy
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
    expect(note).toContain('leaves your game balance at once')
    expect(note).toContain('If the request is rejected, it comes back')
  })

  it('leaves the fields empty when the player has no payout account yet', async () => {
    signedIn(bank({ saved: null }).routes)
    await screen.findByRole('radiogroup')
    expect(radio('KBZPay').checked).toBe(false)
    expect(radio('WavePay').checked).toBe(false)
    expect(nameBox().value).toBe('')
    expect(numberBox().value).toBe('')
  })

  it('asks for a payment method with the fixed message, and sends nothing', async () => {
    const { routes, sent } = bank({ saved: null })
    signedIn(routes)
    await screen.findByRole('radiogroup')
    await userEvent.type(nameBox(), 'Ma Ma')
    await userEvent.type(numberBox(), '09777888999')
    await fillRest('10000', 'secret12')
    await userEvent.click(withdrawButton())
    expect(await screen.findByText('* Please choose a payment method.')).toBeTruthy()
    const group = screen.getByRole('radiogroup', { name: 'Payment method' })
    expect(group.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(radio('KBZPay'))
    expect(sent).toEqual([])
  })

  it.each([
    ['account name', '', 'Enter the account name.'],
    ['account name', 'x'.repeat(101), 'Use at most 100 characters.'],
    ['account number', '', 'Enter the account number.'],
    ['account number', '09-77a', 'Use digits only in the account number.'],
    ['account number', '1'.repeat(31), 'Use at most 30 digits.'],
  ] as const)('refuses the %s "%s" with "%s" and sends nothing', async (field, typed, text) => {
    const box = field === 'account name' ? nameBox : numberBox
    const { routes, sent } = bank()
    signedIn(routes)
    await prefilled()
    fireEvent.change(box(), { target: { value: typed } })
    await fillRest('10000', 'secret12')
    await userEvent.click(withdrawButton())
    expect(await screen.findByText(`* ${text}`)).toBeTruthy()
    expect(box().getAttribute('aria-invalid')).toBe('true')
    await waitFor(() => expect(document.activeElement).toBe(box()))
    expect(sent).toEqual([])
  })

  it.each([
    ['', 'Enter the amount.'],
    ['0', 'The amount must be more than 0.'],
    ['-5', 'The amount must be more than 0.'],
    ['1e5', 'Enter the amount in digits, e.g. 10000.'],
    ['10.005', 'Enter at most two decimals.'],
    ['50000.01', 'The amount is more than your game balance.'],
  ])('refuses the amount "%s" with "%s" and sends nothing', async (amount, text) => {
    const { routes, sent } = bank()
    signedIn(routes)
    await prefilled()
    await fillRest(amount, 'secret12')
    await userEvent.click(withdrawButton())
    expect(await screen.findByText(`* ${text}`)).toBeTruthy()
    expect(amountBox().getAttribute('aria-invalid')).toBe('true')
    expect(sent).toEqual([])
  })

  it('asks for the password, and sends nothing', async () => {
    const { routes, sent } = bank()
    signedIn(routes)
    await prefilled()
    await fillRest('10000', '')
    await userEvent.click(withdrawButton())
    expect(await screen.findByText('* Enter your password.')).toBeTruthy()
    expect(sent).toEqual([])
  })

  it('sends the request with a key, says so, reads the balance again, keeps the account and opens the withdraw log', async () => {
    const { routes, sent } = bank()
    const { navigate, runtime } = signedIn(routes)
    await prefilled()
    await userEvent.click(radio('KBZPay'))
    await userEvent.clear(numberBox())
    await userEvent.type(numberBox(), '09 111 222-333')
    await fillRest('10000.50', 'secret12')
    await userEvent.click(withdrawButton())
    expect(await screen.findByText('Withdraw Success')).toBeTruthy()
    expect(sent).toEqual([
      {
        body: {
          payment_type_id: 1,
          account_name: 'Ma Ma',
          account_number: '09111222333',
          amount: '10000.50',
          password: 'secret12',
        },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ])
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/information?tab=logs&type=withdraw'))
    expect(runtime.session.$user.get()?.balance).toBe('39999.50')
    expect(screen.getByText(/^39,999\.50? Ks$/)).toBeTruthy()
    expect(amountBox().value).toBe('')
    expect(passwordBox().value).toBe('')
    expect(nameBox().value).toBe('Ma Ma')
    expect(radio('KBZPay').checked).toBe(true)
  })

  it('shows the server 422 errors under each field, the fixed message for the payment method', async () => {
    const { routes } = bank({
      reply: () => ({
        status: 422,
        body: {
          message: 'The selected payment type id is invalid.',
          errors: {
            payment_type_id: ['The selected payment type id is invalid.'],
            account_name: ['The account name is too long.'],
            account_number: ['The account number is not valid.'],
            amount: ['The amount must be at least 10000.'],
            password: ['Your password is wrong!'],
          },
        },
      }),
    })
    signedIn(routes)
    await prefilled()
    await fillRest('5000', 'wrong')
    await userEvent.click(withdrawButton())
    expect(await screen.findByText('* Please choose a payment method.')).toBeTruthy()
    expect(screen.queryByText(/The selected payment type id is invalid/)).toBeNull()
    expect(screen.getByText('* The account name is too long.')).toBeTruthy()
    expect(screen.getByText('* The account number is not valid.')).toBeTruthy()
    expect(screen.getByText('* The amount must be at least 10000.')).toBeTruthy()
    expect(screen.getByText('* Your password is wrong!')).toBeTruthy()
    expect(passwordBox().getAttribute('aria-invalid')).toBe('true')
  })

  it('shows the payment method message in Burmese as the spec writes it', async () => {
    const { routes } = bank({ saved: null })
    const { runtime } = signedIn(routes)
    act(() => runtime.session.setLanguage('mm'))
    const submit = await screen.findByRole('button', { name: 'ငွေထုတ်မည်' })
    await userEvent.click(submit)
    expect(await screen.findByText('* ငွေပေးချေမှုနည်းလမ်း ရွေးချယ်ပါ။')).toBeTruthy()
  })

  itSendsEachRequestOnce({
    request: 'withdrawal',
    open: async (reply) => {
      const { routes, sent, state } = bank({ reply })
      signedIn(routes)
      await prefilled()
      return { sent, movedOnce: () => expect(state.balance).toBe(40000) }
    },
    fill: () => fillRest('10000', 'secret12'),
    submit: withdrawButton,
    success: 'Withdraw Success',
    networkError: '* Network error. Please try again.',
    refusal: { message: 'Insufficient balance', without: { status: 400, body: {} } },
  })

  it('offers to convert a Zawgyi account name to Unicode', async () => {
    signedIn(bank({ saved: null }).routes)
    await screen.findByRole('radiogroup')
    fireEvent.change(nameBox(), { target: { value: 'ေက်ာင္း' } })
    await userEvent.click(
      await screen.findByRole('button', { name: 'Convert to Unicode' }, { timeout: 5000 }),
    )
    expect(nameBox().value).toBe('ကျောင်း')
  })

  it('offers a retry when the payment methods fail to load', async () => {
    let fails = true
    const { routes } = bank()
    routes['GET /paymentTypefinicial'] = () =>
      fails ? { status: 500, body: {} } : { status: 200, body: envelope(paymentTypes) }
    signedIn(routes)
    expect(await screen.findByText('Something Went Wrong!')).toBeTruthy()
    fails = false
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByRole('radiogroup', { name: 'Payment method' })).toBeTruthy()
  })

  it('says when there is no payment method', async () => {
    const { routes } = bank()
    routes['GET /paymentTypefinicial'] = { status: 200, body: envelope([]) }
    signedIn(routes)
    expect(
      await screen.findByText('No payment method is available right now. Please contact customer service.'),
    ).toBeTruthy()
  })

  it('asks a signed-out visitor to log in, and loads nothing', async () => {
    const { fetch } = renderWidget(<WithdrawScreen />, bank().routes)
    expect(screen.getByText('Log in to withdraw.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
  })
})
