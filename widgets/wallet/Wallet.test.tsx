import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { envelope, type Routes, renderSignedIn, renderWidget } from '../test/utils.tsx'
import { Wallet } from './wallet.fixtures.tsx'

import { logKindOf, logsRoute, outcomeOf, periodOf } from './wallet.logic.ts'

const routes: Routes = {
  'GET /depositlogfinicial': {
    status: 200,
    body: envelope([
      {
        id: 1,
        payment_type: 'KBZPay',
        account_name: 'Ma Ma',
        account_number: '09123456789',
        amount: '20000.00',
        status: 'Pending',
        datetime: '2026-11-24 10:00:00',
      },
      {
        id: 2,
        payment_type: 'WavePay',
        account_name: '<img src=x onerror=alert(1)>',
        account_number: '09987654321',
        amount: '5000.00',
        status: 'Reject',
        datetime: '2026-11-23 09:00:00',
      },
    ]),
  },
  'GET /withdrawlogfinicial': { status: 200, body: envelope([]) },
  'GET /player/game-logs': {
    status: 200,
    body: envelope([
      {
        game_name: 'Golden Pagoda Fortune',
        spin_count: 3,
        turnover: '1500.00',
        total_payout: '1000.00',
        win_loss: '-500.00',
        from: '2026-11-24 00:00:00',
        to: '2026-11-24 23:59:59',
      },
    ]),
  },
}

const signedIn = () => renderSignedIn(<Wallet screen="logs" />, routes)

describe('logs', () => {
  it('shows the deposit requests with their status, server text as text', async () => {
    signedIn()
    const table = await screen.findByRole('table')
    expect(within(table).getByText('Pending')).toBeTruthy()
    expect(within(table).getByText('Failed')).toBeTruthy()
    expect(within(table).getByText('20,000 Ks')).toBeTruthy()
    expect(within(table).getByText(/<img src=x onerror=alert\(1\)>/)).toBeTruthy()
    expect(table.querySelector('img')).toBeNull()
  })

  it('moves to the game log in place and shows rounds, count, bet and the loss', async () => {
    signedIn()
    await userEvent.click(screen.getByRole('link', { name: 'Game Log' }))
    const table = await screen.findByRole('table')
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
    expect(cells).toEqual(['Golden Pagoda Fortune', '3', '1,500 Ks', '-500 Ks'])
    expect(screen.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('says when a log is empty', async () => {
    signedIn()
    await userEvent.click(screen.getByRole('link', { name: 'Withdraw' }))
    expect(await screen.findByText('No Data Found')).toBeTruthy()
  })

  it('asks a signed-out visitor to log in', () => {
    renderWidget(<Wallet screen="logs" />)
    expect(screen.getByText('Log in to see your logs.')).toBeTruthy()
  })
})

describe('wallet.logic', () => {
  it('reads the log kind and period from the route, with the spec defaults', () => {
    expect(logKindOf(null)).toBe('deposit')
    expect(logKindOf(new URLSearchParams('type=game_logs'))).toBe('game_logs')
    expect(logKindOf(new URLSearchParams('type=bogus'))).toBe('deposit')
    expect(periodOf(new URLSearchParams('period=last_week'))).toBe('last_week')
    expect(periodOf(new URLSearchParams('period=never'))).toBe('today')
  })

  it('writes the routes of the spec', () => {
    expect(logsRoute('deposit')).toBe('/information?tab=logs&type=deposit')
    expect(logsRoute('game_logs', 'yesterday')).toBe('/information?tab=logs&type=game_logs&period=yesterday')
    expect(logsRoute('game_logs', 'today')).toBe('/information?tab=logs&type=game_logs')
  })

  it('tells a win from a loss', () => {
    expect([outcomeOf('12.50'), outcomeOf('-1.00'), outcomeOf('0.00')]).toEqual(['win', 'loss', 'even'])
  })
})

describe('the game log filter', () => {
  it('asks for a period, and for a custom range of Yangon dates', async () => {
    const { fetch } = signedIn()
    await userEvent.click(screen.getByRole('link', { name: 'Game Log' }))
    await screen.findByRole('table')
    await userEvent.click(screen.getByRole('button', { name: 'Yesterday' }))
    await waitFor(() => expect(gameLogQueries(fetch)).toContain('type=yesterday'))
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } })
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-20' } })
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(gameLogQueries(fetch)).toContain('from=2026-11-01&to=2026-11-20'))
  })
})

function gameLogQueries(fetch: ReturnType<typeof signedIn>['fetch']) {
  return fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://test.local'))
    .filter((url) => url.pathname.endsWith('/player/game-logs'))
    .map((url) => url.search.slice(1))
}
