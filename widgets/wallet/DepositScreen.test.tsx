import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { envelope, heldReply, type Reply, type Routes, renderSignedIn, renderWidget } from '../test/utils.tsx'
import { DepositScreen } from './DepositScreen.tsx'
import { itSendsEachRequestOnce } from './money-form.fixtures.ts'

const accounts = [
  {
    id: 3,
    account_name: 'U Aung',
    account_no: '09111222333',
    payment_type: { id: 1, name: 'KBZPay', image_url: 'media/payments/kbzpay.svg' },
  },
  {
    id: 4,
    account_name: 'Daw Mya',
    account_no: '09444555666',
    payment_type: { id: 2, name: 'WavePay', image_url: 'media/payments/wavepay.svg' },
  },
]

interface Sent {
  body: Record<string, unknown>
  key: string | null
  isForm: boolean
}

/** A backend that stores deposit requests; `reply` may answer a request its own way. */
function bank(reply?: () => Reply | Promise<Reply | undefined> | undefined) {
  const sent: Sent[] = []
  const routes: Routes = {
    'GET /agent-payment-type': { status: 200, body: envelope(accounts) },
    'GET /depositlogfinicial': { status: 200, body: envelope([]) },
    'POST /depositfinicial': async (init) => {
      const isForm = init.body instanceof FormData
      const body = isForm
        ? Object.fromEntries((init.body as FormData).entries())
        : (JSON.parse(String(init.body)) as Record<string, unknown>)
      sent.push({ body, key: new Headers(init.headers).get('Idempotency-Key'), isForm })
      const special = await reply?.()
      if (special) return special
      return {
        status: 200,
        body: envelope({ id: sent.length, status: 0, has_receipt: isForm }, 'Request was successful.'),
      }
    },
  }
  return { routes, sent }
}

const signedIn = (routes: Routes) => renderSignedIn(<DepositScreen />, routes, { mode: 'site' })

const amountBox = () => screen.getByRole('spinbutton', { name: 'Amount' })
const referenceBox = () => screen.getByRole('textbox', { name: 'Transaction ID (last 6 digits)' })
const receiptInput = () => screen.getByLabelText('Receipt picture (optional)') as HTMLInputElement
const depositButton = () => screen.getByRole('button', { name: 'Deposit' }) as HTMLButtonElement

async function fill(amount: string, reference: string) {
  if (amount) await userEvent.type(amountBox(), amount)
  if (reference) await userEvent.type(referenceBox(), reference)
}

const picture = (name: string, type: string, size = 2048) => {
  const file = new File(['x'], name, { type })
  Object.defineProperty(file, 'size', { value: size })
  return file
}

// userEvent leaves out files the input's `accept` refuses; these tests hand the form what a player could
// still pick with "All files".
const uploader = () => userEvent.setup({ applyAccept: false })

afterEach(() => vi.restoreAllMocks())

describe('the deposit screen', () => {
  it('holds the account card with a skeleton, then shows the first account with copy buttons', async () => {
    const { routes } = bank()
    const hold = heldReply()
    routes['GET /agent-payment-type'] = hold.reply
    signedIn(routes)
    expect(screen.getByLabelText('Loading payment accounts…').getAttribute('aria-busy')).toBe('true')
    expect(depositButton().disabled).toBe(true)
    hold.release({ status: 200, body: envelope(accounts) })
    const card = await screen.findByRole('region', { name: 'Transfer the amount to this account' })
    expect(within(card).getByText('KBZPay')).toBeTruthy()
    expect(within(card).getByText('09111222333')).toBeTruthy()
    expect(within(card).getByText('U Aung')).toBeTruthy()
    expect(within(card).getByRole('button', { name: 'Copy Account number' })).toBeTruthy()
    expect(within(card).getByRole('button', { name: 'Copy Account name' })).toBeTruthy()
    expect(screen.queryByLabelText('Loading payment accounts…')).toBeNull()
  })

  it('copies the account number and says so', async () => {
    const writeText = vi.fn(async () => {})
    const user = userEvent.setup()
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    signedIn(bank().routes)
    await user.click(await screen.findByRole('button', { name: 'Copy Account number' }))
    expect(writeText).toHaveBeenCalledWith('09111222333')
    expect(await screen.findByText('Copied to clipboard')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copied Account number' })).toBeTruthy()
  })

  it('changes the account in a dialog, by keyboard, and deposits to the chosen one', async () => {
    const { routes, sent } = bank()
    signedIn(routes)
    await userEvent.click(await screen.findByRole('button', { name: 'Change' }))
    const dialog = screen.getByRole('dialog', { name: 'Choose a payment account' })
    const first = within(dialog).getByRole('radio', { name: /KBZPay/ }) as HTMLInputElement
    expect(first.checked).toBe(true)
    expect(document.activeElement).toBe(first)
    await userEvent.keyboard('{ArrowDown}')
    expect((within(dialog).getByRole('radio', { name: /WavePay/ }) as HTMLInputElement).checked).toBe(true)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this account' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByText('09444555666')).toBeTruthy()
    await fill('20000', '123456')
    await userEvent.click(depositButton())
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]?.body).toMatchObject({ agent_payment_type_id: 4 })
  })

  it.each([
    ['', 'Enter the amount.'],
    ['0', 'The amount must be more than 0.'],
    ['-5', 'The amount must be more than 0.'],
    ['1e5', 'Enter the amount in digits, e.g. 10000.'],
    ['10.005', 'Enter at most two decimals.'],
  ])('refuses the amount "%s" with "%s" and sends nothing', async (amount, text) => {
    const { routes, sent } = bank()
    signedIn(routes)
    await screen.findByText('KBZPay')
    await fill(amount, '123456')
    await userEvent.click(depositButton())
    expect(await screen.findByText(`* ${text}`)).toBeTruthy()
    expect(amountBox().getAttribute('aria-invalid')).toBe('true')
    expect(sent).toEqual([])
  })

  it.each([[''], ['12345'], ['1234567'], ['12a456']])(
    'refuses the transaction ID "%s" and sends nothing',
    async (reference) => {
      const { routes, sent } = bank()
      signedIn(routes)
      await screen.findByText('KBZPay')
      await fill('20000', reference)
      await userEvent.click(depositButton())
      expect(
        await screen.findByText('* Enter exactly 6 digits: the last 6 of the transaction number.'),
      ).toBeTruthy()
      expect(referenceBox().getAttribute('aria-invalid')).toBe('true')
      expect(sent).toEqual([])
    },
  )

  it('moves focus to the first field it refused', async () => {
    signedIn(bank().routes)
    await screen.findByText('KBZPay')
    await fill('', '12')
    await userEvent.click(depositButton())
    await waitFor(() => expect(document.activeElement).toBe(amountBox()))
  })

  it.each([
    ['a text file', picture('notes.txt', 'text/plain'), 'The receipt must be a PNG, JPEG or WebP picture.'],
    ['a GIF', picture('receipt.gif', 'image/gif'), 'The receipt must be a PNG, JPEG or WebP picture.'],
    [
      'a picture over 5 MB',
      picture('receipt.png', 'image/png', 5 * 1024 * 1024 + 1),
      'The receipt picture must be 5 MB or smaller.',
    ],
  ])('refuses %s as the receipt in the form, and sends nothing', async (_, file, text) => {
    const { routes, sent } = bank()
    signedIn(routes)
    await screen.findByText('KBZPay')
    await uploader().upload(receiptInput(), file)
    expect(await screen.findByText(`* ${text}`)).toBeTruthy()
    expect(receiptInput().files).toHaveLength(0)
    await fill('20000', '123456')
    await userEvent.click(depositButton())
    expect(receiptInput().getAttribute('aria-invalid')).toBe('true')
    expect(sent).toEqual([])
  })

  it('previews a valid receipt and sends it with the request as a form', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipt')
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined)
    const { routes, sent } = bank()
    signedIn(routes)
    await screen.findByText('KBZPay')
    const file = picture('receipt.jpg', 'image/jpeg', 5 * 1024 * 1024)
    await uploader().upload(receiptInput(), file)
    expect(screen.getByRole('img', { name: 'The chosen receipt' }).getAttribute('src')).toBe('blob:receipt')
    await fill('20000', '654321')
    await userEvent.click(depositButton())
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]?.isForm).toBe(true)
    expect(sent[0]?.body).toMatchObject({
      agent_payment_type_id: '3',
      amount: '20000',
      refrence_no: '654321',
    })
    expect(sent[0]?.body.receipt).toMatchObject({ name: 'receipt.jpg' })
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:receipt'))
  })

  it('forgets the refusal of a receipt once a valid one is chosen', async () => {
    const user = uploader()
    signedIn(bank().routes)
    await screen.findByText('KBZPay')
    await user.upload(receiptInput(), picture('notes.txt', 'text/plain'))
    await fill('20000', '123456')
    await userEvent.click(depositButton())
    expect(await screen.findByText('* The receipt must be a PNG, JPEG or WebP picture.')).toBeTruthy()
    await user.upload(receiptInput(), picture('receipt.png', 'image/png'))
    expect(screen.queryByText('* The receipt must be a PNG, JPEG or WebP picture.')).toBeNull()
    expect(receiptInput().getAttribute('aria-invalid')).toBeNull()
  })

  it('takes a chosen receipt off again', async () => {
    const { routes, sent } = bank()
    signedIn(routes)
    await screen.findByText('KBZPay')
    await uploader().upload(receiptInput(), picture('receipt.png', 'image/png'))
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture' }))
    expect(receiptInput().files).toHaveLength(0)
    await fill('20000', '654321')
    await userEvent.click(depositButton())
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]?.isForm).toBe(false)
  })

  it('sends the request with an idempotency key, says so, clears the form and opens the deposit log', async () => {
    const { routes, sent } = bank()
    const { navigate } = signedIn(routes)
    await screen.findByText('KBZPay')
    await fill('20000.50', '123456')
    await userEvent.click(depositButton())
    expect(await screen.findByText('Deposit successfully')).toBeTruthy()
    expect(sent).toEqual([
      {
        body: { agent_payment_type_id: 3, amount: '20000.50', refrence_no: '123456' },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
        isForm: false,
      },
    ])
    expect(navigate).toHaveBeenCalledWith('/information?tab=logs&type=deposit')
    expect((amountBox() as HTMLInputElement).value).toBe('')
    expect((referenceBox() as HTMLInputElement).value).toBe('')
  })

  it('shows the server 422 errors under amount, transaction ID and receipt', async () => {
    const { routes } = bank(() => ({
      status: 422,
      body: {
        message: 'The amount must be at least 1000.',
        errors: {
          amount: ['The amount must be at least 1000.'],
          refrence_no: ['This transaction ID was already used.'],
          receipt: ['The receipt is not a picture.'],
        },
      },
    }))
    signedIn(routes)
    await screen.findByText('KBZPay')
    await fill('500', '123456')
    await userEvent.click(depositButton())
    expect(await screen.findByText('* The amount must be at least 1000.')).toBeTruthy()
    expect(screen.getByText('* This transaction ID was already used.')).toBeTruthy()
    expect(screen.getByText('* The receipt is not a picture.')).toBeTruthy()
    expect(referenceBox().getAttribute('aria-invalid')).toBe('true')
    await waitFor(() => expect(document.activeElement).toBe(amountBox()))
  })

  itSendsEachRequestOnce({
    request: 'deposit',
    open: async (reply) => {
      const { routes, sent } = bank(reply)
      signedIn(routes)
      await screen.findByText('KBZPay')
      return { sent }
    },
    fill: () => fill('20000', '123456'),
    submit: depositButton,
    success: 'Deposit successfully',
    networkError: '* An error occurred during the deposit process. Please try again.',
    refusal: { message: 'Closed for today', without: { status: 500, body: {} } },
  })

  it('offers a retry when the accounts fail to load', async () => {
    let fails = true
    const { routes } = bank()
    routes['GET /agent-payment-type'] = () =>
      fails ? { status: 500, body: {} } : { status: 200, body: envelope(accounts) }
    signedIn(routes)
    expect(await screen.findByText('Something Went Wrong!')).toBeTruthy()
    fails = false
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByText('KBZPay')).toBeTruthy()
  })

  it('says when there is no account to pay to', async () => {
    const { routes } = bank()
    routes['GET /agent-payment-type'] = { status: 200, body: envelope([]) }
    signedIn(routes)
    expect(
      await screen.findByText('No payment account is available right now. Please contact customer service.'),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull()
  })

  it('asks a signed-out visitor to log in, and loads nothing', async () => {
    const { routes } = bank()
    const { fetch } = renderWidget(<DepositScreen />, routes)
    expect(screen.getByText('Log in to make a deposit.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
  })
})
