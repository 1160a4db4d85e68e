import type { TwoDBetLine, TwoDSlip } from '@shwe/contract'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { envelope, type Routes, renderSignedIn, renderWidget } from '../test/utils.tsx'
import { SlipsScreen } from './SlipsScreen.tsx'

const renderSlips = (session: 'morning' | 'evening', routes: Routes) =>
  renderSignedIn(<SlipsScreen session={session} />, routes)

const line = (id: number, bet_number: string, extra: Partial<TwoDBetLine> = {}): TwoDBetLine => ({
  id,
  slip_id: 1,
  bet_number,
  bet_amount: '1000.00',
  win_lose: false,
  potential_payout: '0.00',
  bet_status: true,
  bet_result: '12',
  prize_sent: false,
  game_date: '2026-11-23',
  game_time: '10:15:07',
  created_at: '2026-11-23T03:45:07.000Z',
  updated_at: '2026-11-23T03:45:07.000Z',
  session: 'morning',
  ...extra,
})

const slip = (id: number, status: 'pending' | 'completed', two_bets: TwoDBetLine[] = []): TwoDSlip => ({
  id,
  slip_no: `00012${id}-mk-2d-2026-11-23-10:15:07`,
  user_id: 9,
  player_name: 'Ma Ma',
  agent_id: null,
  total_bet_amount: '2000.00',
  status,
  game_date: '2026-11-23',
  game_time: '10:15:07',
  before_balance: '7000.00',
  after_balance: '5000.00',
  created_at: '2026-11-23T03:45:07.000Z',
  updated_at: '2026-11-23T03:45:07.000Z',
  session: 'morning',
  two_bets,
})

const MORNING = 'GET /twod-bet-slips'
const EVENING = 'GET /evening-twod-bet-slips'

describe('2D slips', () => {
  it('asks a signed-out visitor to log in', async () => {
    renderWidget(<SlipsScreen session="morning" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Morning Slips' })).toBeTruthy()
    expect(screen.getByText('Log in to see your slips.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByRole('dialog')).toBeTruthy()
  })

  it.each([
    ['morning', 'မနက်ပိုင်း စလစ်စာရင်း'],
    ['evening', 'ညပိုင်း စလစ်စာရင်း'],
  ] as const)('titles the %s slips in Burmese', async (session, title) => {
    const { runtime } = renderWidget(<SlipsScreen session={session} />)
    act(() => runtime.session.setLanguage('mm'))
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy()
  })

  it('lists the slips with number, total in kyat with two decimals, status and game time', async () => {
    renderSlips('morning', {
      [MORNING]: { status: 200, body: envelope([slip(1, 'pending'), slip(2, 'completed')]) },
    })
    const list = await screen.findByRole('list', { name: 'Your slips' })
    const rows = within(list).getAllByRole('button')
    expect(rows).toHaveLength(2)
    expect(rows[0]?.textContent).toContain('Slip 000121-mk-2d-2026-11-23-10:15:07')
    expect(rows[0]?.textContent).toContain('2,000.00 Ks')
    expect(rows[0]?.textContent).not.toContain('$')
    expect(rows[0]?.textContent).toContain('Pending')
    expect(rows[1]?.textContent).toContain('Completed')
    // Game date and time, Yangon.
    expect(
      within(rows[0] as HTMLElement)
        .getByText(/Nov 23, 2026/)
        .getAttribute('datetime'),
    ).toBe('2026-11-23T03:45:07.000Z')
    // Pending and done differ by icon and words, not by colour alone.
    expect(rows[0]?.querySelector('svg')).toBeTruthy()
  })

  it('opens a slip in place with its won and lost lines, and goes back to the list', async () => {
    const u = userEvent.setup()
    const lines = [
      line(1, '12', { win_lose: true, potential_payout: '80000.00' }),
      line(2, '34'),
      line(3, '56', { bet_status: false, bet_result: null }),
    ]
    renderSlips('evening', { [EVENING]: { status: 200, body: envelope([slip(1, 'completed', lines)]) } })
    await u.click(await screen.findByRole('button', { name: /Slip 000121/ }))
    expect(screen.getByRole('heading', { level: 2, name: 'Slip 000121-mk-2d-2026-11-23-10:15:07' })).toBe(
      document.activeElement,
    )
    const table = screen.getByRole('table', { name: 'Bet numbers' })
    const rows = within(table).getAllByRole('row').slice(1) as HTMLTableRowElement[]
    expect(rows.map((row) => Array.from(row.cells, (cell) => cell.textContent))).toEqual([
      ['12', '1,000.00 Ks', '80,000.00 Ks', 'Won'],
      ['34', '1,000.00 Ks', '0.00 Ks', 'Lost'],
      ['56', '1,000.00 Ks', '–', 'Awaiting result'],
    ])
    await u.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.getByRole('button', { name: /Slip 000121/ })).toBe(document.activeElement)
  })

  it('says when there are no slips', async () => {
    renderSlips('morning', { [MORNING]: { status: 200, body: envelope([]) } })
    expect(await screen.findByText('No slips found.')).toBeTruthy()
  })

  it('shows the server’s message, or its own, when the list fails, and tries again', async () => {
    let fail = true
    renderSlips('morning', {
      [MORNING]: () =>
        fail
          ? { status: 500, body: { message: null } }
          : { status: 200, body: envelope([slip(1, 'pending')]) },
    })
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load slips.')
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByRole('button', { name: /Slip 000121/ })).toBeTruthy()
  })

  it('shows the network text when offline', async () => {
    renderSlips('evening', { [EVENING]: 'network-error' })
    expect((await screen.findByRole('alert')).textContent).toContain('Network or server error.')
  })
})
