import type { ThreeDBetLine, ThreeDSlip } from '@shwe/contract'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { type Reply, type Routes, renderSignedIn, renderWidget } from '../test/utils.tsx'
import { HistoryScreen } from './HistoryScreen.tsx'

const renderHistory = (routes: Routes, mode: 'site' | 'embedded' = 'site') =>
  renderSignedIn(<HistoryScreen />, routes, { mode })

const line = (id: number, bet_number: string, extra: Partial<ThreeDBetLine> = {}): ThreeDBetLine => ({
  id,
  slip_id: 1,
  bet_number,
  bet_amount: '100.00',
  win_lose: false,
  potential_payout: '0.00',
  bet_status: true,
  bet_result: '123',
  prize_sent: false,
  game_date: '2026-12-01',
  game_time: '10:15:07',
  created_at: '2026-11-23T03:45:07.000Z',
  updated_at: '2026-11-23T03:45:07.000Z',
  break_group: 6,
  is_permutation: false,
  draw_session: '2026-12-01',
  ...extra,
})

const slip = (
  id: number,
  status: 'pending' | 'completed',
  three_d_bets: ThreeDBetLine[] = [],
): ThreeDSlip => ({
  id,
  slip_no: `00012${id}-mk-3d-2026-11-23-10:15:07`,
  user_id: 9,
  player_name: 'P12121212',
  agent_id: null,
  total_bet_amount: '1500.00',
  status,
  game_date: '2026-12-01',
  game_time: '10:15:07',
  before_balance: '6500.00',
  after_balance: '5000.00',
  created_at: '2026-11-23T03:45:07.000Z',
  updated_at: '2026-11-23T03:45:07.000Z',
  draw_session: '2026-12-01',
  three_d_bets,
})

const page = (slips: ThreeDSlip[], current_page = 1, total_pages = 1): Reply => ({
  status: 200,
  body: {
    success: true,
    data: { slips, pagination: { current_page, total_pages, total_records: slips.length, per_page: 20 } },
  },
})

const HISTORY = 'GET /threed-bet/history'

describe('3D history', () => {
  it('asks a signed-out visitor to log in', async () => {
    renderWidget(<HistoryScreen />)
    expect(screen.getByRole('heading', { level: 1, name: '3D Bet History' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByRole('dialog')).toBeTruthy()
  })

  it('shows Loading... until the slips come', async () => {
    let answer: (reply: Reply) => void = () => undefined
    renderHistory({ [HISTORY]: () => new Promise<Reply>((resolve) => (answer = resolve)) })
    expect(screen.getByRole('status').textContent).toContain('Loading...')
    act(() => answer(page([slip(1, 'pending')])))
    expect(await screen.findByRole('button', { name: /Slip 000121/ })).toBeTruthy()
    expect(screen.queryByText('Loading...')).toBeNull()
  })

  it('lists slip number, player, total in Kyats, status and the time placed in Yangon', async () => {
    renderHistory({ [HISTORY]: page([slip(1, 'pending'), slip(2, 'completed')]) })
    const list = await screen.findByRole('list', { name: 'Your slips' })
    const rows = within(list).getAllByRole('button')
    expect(rows).toHaveLength(2)
    const first = rows[0] as HTMLElement
    expect(first.textContent).toContain('Slip 000121-mk-3d-2026-11-23-10:15:07')
    expect(first.textContent).toContain('P12121212')
    expect(first.textContent).toContain('1,500.00 Kyats')
    expect(first.textContent).toContain('Pending')
    expect(rows[1]?.textContent).toContain('Completed')
    // 03:45 UTC is 10:15 in Yangon.
    const time = within(first).getByText(/Nov 23, 2026/)
    expect(time.textContent).toContain('10:15 AM')
    expect(time.getAttribute('datetime')).toBe('2026-11-23T03:45:07.000Z')
    expect(first.querySelector('svg')).toBeTruthy()
  })

  it('opens a slip with won, lost and waiting lines and which came from a permutation, and goes back', async () => {
    const u = userEvent.setup()
    const lines = [
      line(1, '123', { win_lose: true, potential_payout: '50000.00' }),
      line(2, '321', { is_permutation: true, potential_payout: '0.00' }),
      line(3, '456', { bet_status: false, bet_result: null }),
    ]
    renderHistory({ [HISTORY]: page([slip(1, 'completed', lines)]) })
    await u.click(await screen.findByRole('button', { name: /Slip 000121/ }))
    expect(screen.getByRole('heading', { level: 2, name: 'Slip 000121-mk-3d-2026-11-23-10:15:07' })).toBe(
      document.activeElement,
    )
    expect(screen.getByText('Draw date').nextElementSibling?.textContent).toBe('Dec 1, 2026')
    const table = screen.getByRole('table', { name: 'Bet numbers' })
    const rows = within(table).getAllByRole('row').slice(1) as HTMLTableRowElement[]
    expect(rows.map((row) => Array.from(row.cells, (cell) => cell.textContent))).toEqual([
      ['123', '100.00 Kyats', 'Straight', '50,000.00 Kyats', 'Won'],
      ['321', '100.00 Kyats', 'Permutation', '0.00 Kyats', 'Lost'],
      ['456', '100.00 Kyats', 'Straight', '–', 'Waiting for the result'],
    ])
    await u.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.getByRole('button', { name: /Slip 000121/ })).toBe(document.activeElement)
  })

  it('says in Burmese when there are no slips', async () => {
    renderHistory({ [HISTORY]: page([]) })
    expect(await screen.findByText('လောင်းကြေးစာရင်း အချက်အလက် မရှိပါ။')).toBeTruthy()
  })

  it('shows the server’s message, or its own, when the list fails, and tries again', async () => {
    let fail = true
    renderHistory({
      [HISTORY]: () => (fail ? { status: 500, body: { message: null } } : page([slip(1, 'pending')])),
    })
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load the bet history.')
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByRole('button', { name: /Slip 000121/ })).toBeTruthy()
  })

  it('shows the network text when offline', async () => {
    renderHistory({ [HISTORY]: 'network-error' })
    expect((await screen.findByRole('alert')).textContent).toContain('Network or server error.')
  })

  it('loads the next page on request while there is one', async () => {
    let calls = 0
    const { fetch } = renderHistory({
      [HISTORY]: () => {
        calls += 1
        return calls === 1 ? page([slip(1, 'pending')], 1, 2) : page([slip(2, 'completed')], 2, 2)
      },
    })
    expect(await screen.findByRole('button', { name: /Slip 000121/ })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('button', { name: /Slip 000122/ })).toBeTruthy()
    expect(within(screen.getByRole('list', { name: 'Your slips' })).getAllByRole('button')).toHaveLength(2)
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    const asked = fetch.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('/threed-bet/history'))
    expect(asked).toEqual([
      '/api/threed-bet/history?page=1&limit=20',
      '/api/threed-bet/history?page=2&limit=20',
    ])
  })

  it('shows a way back to the entry screen on a partner page only', async () => {
    renderHistory({ [HISTORY]: page([]) }, 'embedded')
    expect(screen.getByRole('link', { name: 'Back to 3D' })).toBeTruthy()
  })
})
