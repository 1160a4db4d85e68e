import { LOTTERY_BET_PLACED } from '@shwe/contract'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { betBackend, refusal } from '../test/bets.ts'
import { envelope, heldReply, type Routes, renderSignedIn, renderWidget } from '../test/utils.tsx'
import { ConfirmScreen } from './ConfirmScreen.tsx'
import { DRAFT_KEY, type DraftGroup, groupOf } from './draft.ts'

const backend = (replies?: Parameters<typeof betBackend>[1]) => betBackend('POST /threed-bet', replies)

const T = '2026-11-20T03:00:00.000Z'
const storeDraft = (groups: DraftGroup[]) => localStorage.setItem(DRAFT_KEY, JSON.stringify(groups))
const twoGroups = () =>
  storeDraft([
    groupOf(['123', '456'], 100, { timestamp: T }),
    groupOf(['132', '213'], 50, { isPermutation: true, timestamp: T }),
  ])

const renderConfirm = (routes: Routes, { signedIn = true } = {}) =>
  (signedIn ? renderSignedIn : renderWidget)(<ConfirmScreen />, routes, { mode: 'site' })

const confirmButton = () => screen.getByRole('button', { name: 'Confirm Bet' }) as HTMLButtonElement
const group = (n: number) =>
  screen.getByRole('heading', { level: 3, name: new RegExp(`^Group ${n}`) }).closest('li') as HTMLElement
const total = () => screen.getByText('Total Bet Amount').nextElementSibling?.textContent

describe('3D confirm', () => {
  it('shows Redirecting... and goes to /3d without a draft', async () => {
    const { navigate } = renderConfirm(backend().routes)
    expect(screen.getByText('Redirecting...')).toBeTruthy()
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/3d'))
  })

  it('shows the title, the back link, the wallet balance and each group with its figures', () => {
    twoGroups()
    renderConfirm(backend().routes)
    expect(screen.getByRole('heading', { level: 1, name: '3D Bet Confirmation' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/3d')
    expect(screen.getByText('ပိုက်ဆံအိတ်').nextElementSibling?.textContent).toBe('5,000 Kyats')
    expect(screen.getByRole('heading', { level: 2, name: 'Selected Numbers' })).toBeTruthy()
    const first = within(group(1))
    expect(first.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['123', '456'])
    expect(first.getByText('Amount per digit').nextElementSibling?.textContent).toContain('100 Kyats')
    expect(first.getByText('Numbers').nextElementSibling?.textContent).toBe('2')
    expect(first.getByText('Group total').nextElementSibling?.textContent).toBe('200 Kyats')
    expect(within(group(2)).getByText(/permutation/)).toBeTruthy()
    expect(total()).toBe('300 Kyats')
  })

  it('shows 0 Kyats for a player without a balance yet', () => {
    twoGroups()
    renderConfirm(backend().routes, { signedIn: false })
    expect(screen.getByText('ပိုက်ဆံအိတ်').nextElementSibling?.textContent).toBe('0 Kyats')
  })

  it('edits the amount per digit of a whole group: at least 1, and Cancel keeps the old one', async () => {
    twoGroups()
    renderConfirm(backend().routes)
    await userEvent.click(screen.getByRole('button', { name: 'Edit the amount per digit of group 1' }))
    const box = screen.getByRole('spinbutton', {
      name: 'Amount per digit of group 1 (Ks)',
    }) as HTMLInputElement
    expect(document.activeElement).toBe(box)
    expect(box.min).toBe('1')
    await userEvent.clear(box)
    await userEvent.type(box, '0')
    await userEvent.click(screen.getByRole('button', { name: 'Save the amount of group 1' }))
    expect(screen.getByRole('alert').textContent).toBe('* Please enter a valid amount')
    expect(total()).toBe('300 Kyats')

    await userEvent.click(screen.getByRole('button', { name: 'Keep the amount of group 1' }))
    expect(within(group(1)).getByText('Group total').nextElementSibling?.textContent).toBe('200 Kyats')
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Edit the amount per digit of group 1' }),
      ),
    )

    await userEvent.click(screen.getByRole('button', { name: 'Edit the amount per digit of group 1' }))
    const again = screen.getByRole('spinbutton', { name: 'Amount per digit of group 1 (Ks)' })
    await userEvent.clear(again)
    await userEvent.type(again, '250{Enter}')
    expect(within(group(1)).getByText('Group total').nextElementSibling?.textContent).toBe('500 Kyats')
    expect(total()).toBe('600 Kyats')
    const stored = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '')
    expect(stored[0]).toEqual({
      amounts: [
        { num: '123', amount: 250 },
        { num: '456', amount: 250 },
      ],
      amount: 250,
      totalAmount: 500,
      timestamp: T,
    })
  })

  it('removes a group; removing the last one clears the draft and goes to /3d', async () => {
    twoGroups()
    const { navigate } = renderConfirm(backend().routes)
    await userEvent.click(screen.getByRole('button', { name: 'Remove group 1' }))
    expect(total()).toBe('100 Kyats')
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '')).toHaveLength(1)
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Selected Numbers' }))
    await userEvent.click(screen.getByRole('button', { name: 'Remove group 1' }))
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull()
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/3d'))
  })

  it('goes back to /3d with Cancel, keeping the draft', async () => {
    twoGroups()
    const { navigate } = renderConfirm(backend().routes)
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(navigate).toHaveBeenCalledWith('/3d')
    expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull()
  })

  it('says a signed-out player must log in, opens the login dialog and sends nothing', async () => {
    twoGroups()
    const api = backend()
    renderConfirm(api.routes, { signedIn: false })
    await userEvent.click(confirmButton())
    expect(screen.getByText('Please login to place bets').getAttribute('role')).toBe('alert')
    expect(await screen.findByRole('dialog')).toBeTruthy()
    expect(api.sent).toHaveLength(0)
  })

  it('stops a total above the balance before sending', async () => {
    storeDraft([groupOf(['123'], 6000, { timestamp: T })])
    const api = backend()
    renderConfirm(api.routes)
    await userEvent.click(confirmButton())
    expect(screen.getByRole('alert').textContent).toBe('Insufficient balance')
    expect(api.sent).toHaveLength(0)
  })

  it('sends once on a double click, with one Idempotency-Key, permutation lines flagged', async () => {
    twoGroups()
    const pending = heldReply()
    const api = backend([pending.reply])
    renderConfirm(api.routes)
    await userEvent.dblClick(confirmButton())
    expect(screen.getByRole('button', { name: 'Processing...' })).toHaveProperty('disabled', true)
    act(() => pending.release({ status: 200, body: envelope({ id: 1 }, LOTTERY_BET_PLACED) }))
    await screen.findByText(LOTTERY_BET_PLACED)
    expect(api.sent).toHaveLength(1)
    expect(api.sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/)
    expect(api.sent[0]?.body).toEqual({
      totalAmount: 300,
      amounts: [
        { num: '123', amount: 100 },
        { num: '456', amount: 100 },
        { num: '132', amount: 50, is_permutation: true },
        { num: '213', amount: 50, is_permutation: true },
      ],
    })
  })

  it('reuses the Idempotency-Key when retried after a lost reply', async () => {
    twoGroups()
    const api = backend(['network-error'])
    renderConfirm(api.routes)
    await userEvent.click(confirmButton())
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to place bet. Please try again.')
    await userEvent.click(confirmButton())
    await screen.findByText(LOTTERY_BET_PLACED)
    expect(api.sent).toHaveLength(2)
    expect(api.sent[1]?.key).toBe(api.sent[0]?.key)
  })

  it.each([
    [
      'the server message',
      refusal('3D betting is closed at this time.', 'Betting Closed'),
      '3D betting is closed at this time.',
    ],
    ['Failed to place bet without one', refusal(null), 'Failed to place bet'],
    ['the retry text when no reply came', 'network-error' as const, 'Failed to place bet. Please try again.'],
    ['the retry text on a server error', { status: 503, body: {} }, 'Failed to place bet. Please try again.'],
  ])('shows %s and keeps the draft', async (_, reply, text) => {
    twoGroups()
    renderConfirm(backend([reply]).routes)
    await userEvent.click(confirmButton())
    expect((await screen.findByRole('alert')).textContent).toBe(text)
    expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull()
    expect(confirmButton().disabled).toBe(false)
  })

  it('lists and marks the numbers the server refused, and can remove them', async () => {
    twoGroups()
    renderConfirm(backend([refusal("ထိုးကြေးပြည့်သွားသော သို့မဟုတ် ပိတ်ထားသော ဂဏန်းများ: '456'", ['456'])]).routes)
    await userEvent.click(confirmButton())
    expect((await screen.findByRole('alert')).textContent).toBe(
      'These numbers are closed or over their limit: 456',
    )
    const chips = within(group(1)).getAllByRole('listitem')
    expect(chips.map((chip) => chip.textContent)).toEqual(['123', '456closed'])
    await userEvent.click(screen.getByRole('button', { name: 'Remove these numbers' }))
    expect(
      within(group(1))
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['123'])
    expect(total()).toBe('200 Kyats')
  })

  it('on success refreshes the profile, clears the draft, shows the message for 3 s top right and goes to /3d after 2 s', async () => {
    twoGroups()
    const api = backend()
    const { navigate } = renderConfirm(api.routes)
    await userEvent.click(confirmButton())
    const message = await screen.findByText(LOTTERY_BET_PLACED)
    expect(message.closest('[data-position]')?.getAttribute('data-position')).toBe('top-right')
    expect(screen.getByText('Redirecting...')).toBeTruthy()
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull()
    await waitFor(() => expect(api.userCalls()).toBeGreaterThan(0))
    expect(navigate).not.toHaveBeenCalledWith('/3d')
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/3d'), { timeout: 3000 })
    // The toast outlasts the 2 s before the move, and leaves at 3 s.
    expect(screen.getByText(LOTTERY_BET_PLACED)).toBeTruthy()
    await waitFor(() => expect(screen.queryByText(LOTTERY_BET_PLACED)).toBeNull(), { timeout: 2000 })
  })
})

describe('3D confirm with the server’s board', () => {
  /** The board, as `GET /threed/numbers` answers it, and how many times it was read. */
  function withBoard(routes: Routes, over: Record<string, unknown> = {}) {
    let reads = 0
    const board = {
      server_time: T,
      is_betting_open: true,
      draw: null,
      closed_numbers: [],
      min_stake: '1.00',
      exact_odds: '500',
      permutation_odds: '10',
      numbers: [],
      ...over,
    }
    return {
      routes: {
        ...routes,
        'GET /threed/numbers': () => {
          reads += 1
          return { status: 200, body: envelope(board) }
        },
      } satisfies Routes,
      reads: () => reads,
    }
  }

  it('marks the numbers the board says are closed or full, sends nothing, and can remove them', async () => {
    twoGroups()
    const api = backend()
    const board = withBoard(api.routes, {
      closed_numbers: ['456'],
      numbers: [{ number: '213', taken_percent: 100, is_full: true }],
    })
    renderConfirm(board.routes)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'These numbers are closed or over their limit: 456, 213',
    )
    const chips = (n: number) =>
      within(group(n))
        .getAllByRole('listitem')
        .map((chip) => chip.textContent)
    expect(chips(1)).toEqual(['123', '456closed'])
    expect(chips(2)).toEqual(['132', '213closed'])
    await userEvent.click(confirmButton())
    expect(api.sent).toHaveLength(0)
    expect(screen.getByRole('alert').textContent).toBe(
      'These numbers are closed or over their limit: 456, 213',
    )

    await userEvent.click(screen.getByRole('button', { name: 'Remove these numbers' }))
    expect(chips(1)).toEqual(['123'])
    expect(chips(2)).toEqual(['132'])
    expect(screen.queryByRole('alert')).toBeNull()
    await userEvent.click(confirmButton())
    await screen.findByText(LOTTERY_BET_PLACED)
    expect(api.sent).toHaveLength(1)
  })

  it('holds the board’s minimum when a group’s amount is edited', async () => {
    twoGroups()
    const board = withBoard(backend().routes, { min_stake: '100.00' })
    renderConfirm(board.routes)
    await waitFor(() => expect(board.reads()).toBe(1))
    await userEvent.click(screen.getByRole('button', { name: 'Edit the amount per digit of group 2' }))
    const box = screen.getByRole('spinbutton', {
      name: 'Amount per digit of group 2 (Ks)',
    }) as HTMLInputElement
    await waitFor(() => expect(box.min).toBe('100'))
    await userEvent.clear(box)
    await userEvent.type(box, '60{Enter}')
    expect(screen.getByRole('alert').textContent).toBe('* Enter at least 100 Ks.')
    await userEvent.clear(box)
    await userEvent.type(box, '100{Enter}')
    expect(total()).toBe('400 Kyats')
  })

  it.each([
    ['placed', undefined],
    ['refused', refusal('Closed', ['456'])],
  ])('reads the board again once a bet is %s', async (_, reply) => {
    twoGroups()
    const board = withBoard(backend(reply ? [reply] : []).routes)
    renderConfirm(board.routes)
    await waitFor(() => expect(board.reads()).toBe(1))
    await userEvent.click(confirmButton())
    await waitFor(() => expect(board.reads()).toBe(2))
  })
})
