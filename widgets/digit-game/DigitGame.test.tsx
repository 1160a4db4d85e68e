import type { DigitHistoryRow } from '@shwe/contract'
import { commitment, rollDigit } from '@shwe/domain'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { envelope, type Reply, type Routes, renderWidget } from '../test/utils.tsx'
import { DigitGame } from './DigitGame.tsx'

const player = { name: 'Aung', user_name: 'P12121212', balance: '100.00', main_balance: '0.00' }
const CURRENT = 'c'.repeat(64)

const row = (overrides: Partial<DigitHistoryRow> = {}): DigitHistoryRow => ({
  timestamp: '2026-11-22 10:41:03',
  betType: 'big',
  digit: null,
  rolledNumber: 7,
  outcome: 'win',
  bet_amount: 10,
  multiplier: '5.00',
  win_amount: 95,
  profit: 45,
  nonce: 0,
  commitment: CURRENT,
  ...overrides,
})

const fairnessReply = (previous: unknown = null) => ({
  status: 200,
  body: {
    success: true,
    data: {
      commitment: CURRENT,
      client_seed: 'lucky',
      next_nonce: 1,
      previous,
      paytable: { digit: '9', small: '1.9', big: '1.9' },
    },
  },
})

function renderGame(routes: Routes = {}, { signedIn = true } = {}) {
  if (signedIn) {
    localStorage.setItem('token', 'tok')
    localStorage.setItem('user', JSON.stringify(player))
  }
  return renderWidget(<DigitGame />, {
    'GET /user': { status: 200, body: envelope(player) },
    'GET /digitbet/history': { status: 200, body: { success: true, message: '', data: [] } },
    'GET /digitbet/fairness': fairnessReply(),
    ...routes,
  })
}

const won = (rolled: number): Reply => ({
  status: 200,
  body: {
    success: true,
    message: 'Bet placed and settled successfully!',
    data: {
      balance: '145.00',
      history: [row({ rolledNumber: rolled, outcome: rolled >= 5 ? 'win' : 'lose' })],
    },
  },
})

const bets = (fetch: ReturnType<typeof renderGame>['fetch']) =>
  fetch.mock.calls.filter(([input, init]) => String(input).endsWith('/digitbet') && init?.method === 'POST')

afterEach(() => {
  vi.useRealTimers()
})

/** Lets the countdown run `seconds`, one second at a time, so each tick renders before the next is set. */
async function tick(seconds: number) {
  for (let i = 0; i < seconds; i++) await act(async () => vi.advanceTimersByTime(1000))
}

describe('picks', () => {
  it('disables Small and Big while a digit is picked, and a side clears the digit', () => {
    renderGame()
    fireEvent.click(screen.getByRole('button', { name: '3' }))
    expect(screen.getByRole('button', { name: '3' }).getAttribute('aria-pressed')).toBe('true')
    expect((screen.getByRole('button', { name: 'Small (0-4)' }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Big (5-9)' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByRole('button', { name: 'x1' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('says a bet is needed before rolling', () => {
    renderGame()
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }))
    expect(screen.getByRole('alert').textContent).toBe('Please place a bet first!')
  })
})

describe('countdown', () => {
  it('starts on a pick, restarts on a new pick and rolls at zero', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    const { fetch } = renderGame({ 'POST /digitbet': won(8) })
    fireEvent.click(screen.getByRole('button', { name: 'Big (5-9)' }))
    expect(screen.getByText('Rolling in 90...')).toBeTruthy()
    await tick(30)
    expect(screen.getByText('Rolling in 60...')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Small (0-4)' }))
    expect(screen.getByText('Rolling in 90...')).toBeTruthy()
    await tick(89)
    expect(bets(fetch)).toHaveLength(0)
    await tick(1)
    await waitFor(() => expect(bets(fetch)).toHaveLength(1))
    expect(await screen.findByText('You won! The number was 8.')).toBeTruthy()
    expect(JSON.parse(String(bets(fetch)[0]?.[1]?.body))).toEqual({
      bet_type: 'small',
      digit: null,
      bet_amount: 1,
      multiplier: 1,
    })
  })

  it('rolls earlier with the button, then resets the selection and stops the countdown', async () => {
    const { fetch } = renderGame({ 'POST /digitbet': won(2) })
    fireEvent.click(screen.getByRole('button', { name: '2' }))
    fireEvent.click(screen.getByRole('button', { name: 'x5' }))
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }))
    const status = await screen.findByText('You lost. The number was 2.')
    expect(status.getAttribute('aria-live')).toBe('polite')
    expect(screen.getByTestId('digit-face').textContent).toBe('2')
    expect(screen.queryByText(/Rolling in/)).toBeNull()
    expect(screen.getByRole('button', { name: '2' }).getAttribute('aria-pressed')).toBe('false')
    const body = JSON.parse(String(bets(fetch)[0]?.[1]?.body))
    expect(body).toEqual({ bet_type: 'digit', digit: 2, bet_amount: 1, multiplier: 5 })
    expect(body).not.toHaveProperty('rolled_number')
    expect(body).not.toHaveProperty('outcome')
  })
})

describe('bet amount', () => {
  it('keeps bet and coin at least 1, sets both to 10 with BET MAX and totals bet × coin × multiplier', async () => {
    const { fetch } = renderGame({ 'POST /digitbet': won(9) })
    fireEvent.click(screen.getByRole('button', { name: 'x20' }))
    fireEvent.click(screen.getByRole('button', { name: 'Bet amount' }))
    const dialog = screen.getByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText('Bet'), { target: { value: '0' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(within(dialog).getByText(/Enter a whole number of at least 1\./)).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText('Coin value'), { target: { value: 'abc' } })
    expect(within(dialog).getByTestId('digit-dialog-total').textContent).toBe('—')
    fireEvent.click(within(dialog).getByRole('button', { name: 'BET MAX' }))
    expect((within(dialog).getByLabelText('Bet') as HTMLInputElement).value).toBe('10')
    expect((within(dialog).getByLabelText('Coin value') as HTMLInputElement).value).toBe('10')
    expect(within(dialog).getByTestId('digit-dialog-total').textContent).toMatch(/^2,000/)
    fireEvent.change(within(dialog).getByLabelText('Coin value'), { target: { value: '2' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(screen.getByTestId('digit-stake').textContent).toMatch(/^400/)
    // 400 Ks is above the 100 Ks game balance: stopped here, nothing sent.
    fireEvent.click(screen.getByRole('button', { name: 'Big (5-9)' }))
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }))
    expect(screen.getByRole('alert').textContent).toBe('Your game balance is too low for this bet.')
    expect(bets(fetch)).toHaveLength(0)
    fireEvent.click(screen.getByRole('button', { name: 'x1' }))
    fireEvent.click(screen.getByRole('button', { name: 'Big (5-9)' }))
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }))
    await waitFor(() => expect(bets(fetch)).toHaveLength(1))
    expect(JSON.parse(String(bets(fetch)[0]?.[1]?.body))).toMatchObject({ bet_amount: 20, multiplier: 1 })
  })
})

describe('sending', () => {
  it('sends one request with one Idempotency-Key on a double press', async () => {
    let answer: (reply: Reply) => void = () => {}
    const { fetch } = renderGame({
      'POST /digitbet': () => new Promise<Reply>((resolve) => (answer = resolve)),
    })
    fireEvent.click(screen.getByRole('button', { name: 'Big (5-9)' }))
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }))
    fireEvent.click(screen.getByRole('button', { name: 'Rolling...' }))
    await waitFor(() => expect(bets(fetch)).toHaveLength(1))
    answer(won(6) as Reply)
    expect(await screen.findByText('You won! The number was 6.')).toBeTruthy()
    const headers = bets(fetch)[0]?.[1]?.headers as Record<string, string>
    expect(headers['Idempotency-Key']).toBeTruthy()
    expect(bets(fetch)).toHaveLength(1)
  })

  it('shows the server message after a cross and reads the history again', async () => {
    const { fetch } = renderGame({
      'POST /digitbet': {
        status: 400,
        body: { success: false, message: 'Insufficient balance. Please deposit funds to play.' },
      },
    })
    await waitFor(() =>
      expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/digitbet/history'))).toBe(true),
    )
    const before = fetch.mock.calls.filter(([u]) => String(u).endsWith('/digitbet/history')).length
    fireEvent.click(screen.getByRole('button', { name: 'Big (5-9)' }))
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      '❌ Insufficient balance. Please deposit funds to play.',
    )
    await waitFor(() =>
      expect(
        fetch.mock.calls.filter(([u]) => String(u).endsWith('/digitbet/history')).length,
      ).toBeGreaterThan(before),
    )
  })

  it.each([
    ['network-error' as const, 'Could not connect to backend.'],
    [{ status: 502, body: 'Bad Gateway' }, 'Backend Error: HTTP 502'],
  ])('shows the spec text when the reply is lost: %j', async (reply, text) => {
    renderGame({ 'POST /digitbet': reply })
    fireEvent.click(screen.getByRole('button', { name: 'Big (5-9)' }))
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }))
    expect((await screen.findByRole('alert')).textContent).toBe(text)
  })

  it('opens sign-in in place when signed out, and sends nothing', async () => {
    const { fetch } = renderGame({}, { signedIn: false })
    fireEvent.click(screen.getByRole('button', { name: 'Big (5-9)' }))
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }))
    expect(screen.getByText('Please sign in to play.')).toBeTruthy()
    expect(await screen.findByRole('dialog', { name: /log ?in|sign ?in/i })).toBeTruthy()
    expect(bets(fetch)).toHaveLength(0)
  })
})

describe('history, paytable and fairness', () => {
  it('lists each bet and the paytable with its return to player', async () => {
    renderGame({
      'GET /digitbet/history': {
        status: 200,
        body: { success: true, message: '', data: [row({ betType: 'digit', digit: 4, rolledNumber: 4 })] },
      },
    })
    const table = await screen.findByRole('table', { name: 'History' })
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
    expect(cells.slice(0, 7)).toEqual(['2026-11-22 10:41:03', 'Digit', '4', '10 Kyats', 'x5', '4', 'Win'])
    expect(cells[9]).toBe('Verifiable after the next rotation')
    expect(await screen.findByText('90%')).toBeTruthy()
    expect(screen.getAllByText('95%')).toHaveLength(2)
  })

  it('verifies the revealed seed in the browser, marking a tampered row', async () => {
    const serverSeed = 'revealed-seed'
    const committed = await commitment(serverSeed)
    const first = await rollDigit(serverSeed, 'old', 0)
    const second = await rollDigit(serverSeed, 'old', 1)
    const out = (n: number) => (n >= 5 ? ('win' as const) : ('lose' as const))
    const rows = [
      row({ nonce: 0, commitment: committed, rolledNumber: first, outcome: out(first) }),
      row({
        nonce: 1,
        commitment: committed,
        rolledNumber: (second + 5) % 10,
        outcome: out((second + 5) % 10),
      }),
      row({ nonce: 0, commitment: CURRENT }),
    ]
    renderGame({
      'GET /digitbet/history': { status: 200, body: { success: true, message: '', data: rows } },
      'GET /digitbet/fairness': fairnessReply({
        server_seed: serverSeed,
        commitment: committed,
        client_seed: 'old',
        revealed_at: '2026-11-22T04:00:00.000Z',
      }),
    })
    await screen.findByRole('table', { name: 'History' })
    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('1 verified, 1 not verified.')).toBeTruthy()
    const table = screen.getByRole('table', { name: 'History' })
    const checks = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => tr.lastElementChild?.textContent)
    expect(checks).toEqual(['✓ Verified', '✗ Not verified', 'Verifiable after the next rotation'])
  })

  it('rotates with the edited client seed and refuses one that is not printable ASCII', async () => {
    const { fetch } = renderGame({
      'POST /digitbet/fairness/rotate': {
        status: 200,
        body: {
          success: true,
          data: {
            revealed: { server_seed: 's', commitment: CURRENT, client_seed: 'lucky', last_nonce: 0 },
            next: { commitment: 'd'.repeat(64), client_seed: 'mine' },
          },
        },
      },
    })
    const field = (await screen.findByDisplayValue('lucky')) as HTMLInputElement
    fireEvent.change(field, { target: { value: 'မင်္ဂလာ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Rotate seed' }))
    expect(screen.getByText(/The client seed must be 1 to 64 printable ASCII characters\./)).toBeTruthy()
    fireEvent.change(field, { target: { value: 'mine' } })
    fireEvent.click(screen.getByRole('button', { name: 'Rotate seed' }))
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/digitbet/fairness/rotate',
        expect.objectContaining({ body: JSON.stringify({ client_seed: 'mine' }) }),
      ),
    )
  })

  it('switches language with the session', async () => {
    const { runtime } = renderGame()
    act(() => runtime.session.setLanguage('mm'))
    expect(await screen.findByRole('heading', { level: 1, name: 'ဂဏန်း လောင်းကစား' })).toBeTruthy()
    act(() => runtime.session.setLanguage('zh'))
    expect(await screen.findByRole('heading', { level: 1, name: '数字竞猜游戏' })).toBeTruthy()
    act(() => runtime.session.setLanguage('th'))
    expect(await screen.findByRole('button', { name: 'ทอย' })).toBeTruthy()
  })
})
