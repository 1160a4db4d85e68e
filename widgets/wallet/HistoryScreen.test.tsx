import type {
  DepositLogRow,
  DepositRequestLogRow,
  WithdrawLogRow,
  WithdrawRequestLogRow,
} from '@shwe/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { useScreen } from '../platform/root-context.ts'
import { envelope, type Routes, renderWidget } from '../test/utils.tsx'
import { HistoryScreen } from './HistoryScreen.tsx'
import { byPage, pageOf, requested, signIn, userRoute } from './log.fixtures.ts'

/** The wallet's routing as the lead wires it: `/wallet-history?type=…` shows this screen with its query. */
function History() {
  const { match } = useScreen('wallet', 'history', ['history'] as const)
  return <HistoryScreen query={match?.screen === 'history' ? match.query : null} />
}

const DEPOSITS = '/transaction/deposit-requestlog'
const WITHDRAWALS = '/transaction/withdraw-requestlog'

const deposit = (
  id: number,
  status: 0 | 1 | 2,
  extra: Partial<DepositRequestLogRow> = {},
): DepositRequestLogRow => ({
  id,
  amount: '20000.00',
  refrence_no: '123456',
  status,
  user_payment_id: 1,
  payment_type: 'KBZPay',
  created_at: '2026-11-20T03:00:00.000Z',
  ...extra,
})

const withdrawal: WithdrawRequestLogRow = {
  id: 40,
  amount: '15000.00',
  status: 1,
  payment_type: 'WavePay',
  account_name: 'Ma Ma',
  account_number: '09987654321',
  created_at: '2026-11-21T03:00:00.000Z',
}

function render(routes: Routes) {
  return signIn(renderWidget(<History />, { ...userRoute, ...routes }))
}

describe('wallet history', () => {
  it('asks a signed-out visitor to log in', () => {
    renderWidget(<History />)
    expect(screen.getByText('Log in to see your wallet history.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy()
  })

  it('shows each deposit with amount, state in words, payment service and reference', async () => {
    render({
      [`GET ${DEPOSITS}`]: {
        status: 200,
        body: envelope(
          pageOf(DEPOSITS, [deposit(3, 0), deposit(2, 1), deposit(1, 2, { refrence_no: '654321' })]),
        ),
      },
    })
    const list = await screen.findByRole('list', { name: 'Deposit requests' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows).toHaveLength(3)
    expect(within(rows[0] as HTMLElement).getByText('Waiting')).toBeTruthy()
    expect(within(rows[1] as HTMLElement).getByText('Transferred')).toBeTruthy()
    expect(within(rows[2] as HTMLElement).getByText('Rejected')).toBeTruthy()
    expect(within(rows[2] as HTMLElement).getByText('KBZPay · Ref. 654321')).toBeTruthy()
    expect(within(rows[0] as HTMLElement).getByText('20,000 Ks')).toBeTruthy()
    // The state's icon is decoration; the words carry it.
    expect(rows[0]?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('shows a UTC instant on its Yangon date', async () => {
    render({
      [`GET ${DEPOSITS}`]: {
        status: 200,
        body: envelope(pageOf(DEPOSITS, [deposit(1, 0, { created_at: '2026-11-23T18:00:00Z' })])),
      },
    })
    const time = (await screen.findByText(/Nov 24, 2026/)).closest('time')
    expect(time?.getAttribute('datetime')).toBe('2026-11-23T18:00:00.000Z')
  })

  it('fetches page 2 from the pager and marks it as the current page', async () => {
    const view: ReturnType<typeof renderWidget> = renderWidget(<History />, {
      ...userRoute,
      [`GET ${DEPOSITS}`]: byPage(
        () => view,
        (page) => ({
          status: 200,
          body: envelope(pageOf(DEPOSITS, [deposit(page * 10, 0, { amount: `${page}000.00` })], page, 3)),
        }),
      ),
    })
    signIn(view)
    const pager = await screen.findByRole('navigation', { name: 'Pages' })
    expect(within(pager).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true)
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 2' }))
    expect(await screen.findByText('2,000 Ks')).toBeTruthy()
    expect(requested(view)).toContain(`${DEPOSITS}?page=2`)
    expect(within(pager).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page')
    expect(within(pager).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBeNull()
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('3,000 Ks')).toBeTruthy()
    expect(within(pager).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true)
  })

  it('switches tabs through the route, and shows a tab seen before at once', async () => {
    const view = render({
      [`GET ${DEPOSITS}`]: { status: 200, body: envelope(pageOf(DEPOSITS, [deposit(1, 0)])) },
      [`GET ${WITHDRAWALS}`]: { status: 200, body: envelope(pageOf(WITHDRAWALS, [withdrawal])) },
    })
    await screen.findByRole('list', { name: 'Deposit requests' })
    await userEvent.click(screen.getByRole('tab', { name: 'Withdraw' }))
    expect(screen.getByRole('tab', { name: 'Withdraw' }).getAttribute('aria-selected')).toBe('true')
    const list = await screen.findByRole('list', { name: 'Withdraw requests' })
    expect(within(list).getByText('WavePay · Ma Ma · 09987654321')).toBeTruthy()
    expect(within(list).getByText('Transferred')).toBeTruthy()
    expect(view.navigate).not.toHaveBeenCalled()

    await userEvent.click(screen.getByRole('tab', { name: 'Deposit' }))
    expect(screen.getByRole('list', { name: 'Deposit requests' })).toBeTruthy()
  })

  it('opens on the tab the route names', async () => {
    const view = render({
      [`GET ${WITHDRAWALS}`]: { status: 200, body: envelope(pageOf(WITHDRAWALS, [withdrawal])) },
    })
    view.runtime.router.navigate('/wallet-history?type=withdraw')
    expect(await screen.findByRole('list', { name: 'Withdraw requests' })).toBeTruthy()
  })

  it('says when there are no requests', async () => {
    render({ [`GET ${DEPOSITS}`]: { status: 200, body: envelope(pageOf(DEPOSITS, [])) } })
    expect(await screen.findByText('No transactions found.')).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull()
  })

  it("shows the server's message on a failure, and loads again on Try Again", async () => {
    let fails = true
    render({
      [`GET ${DEPOSITS}`]: () =>
        fails
          ? { status: 500, body: { message: 'Server is busy' } }
          : { status: 200, body: envelope(pageOf(DEPOSITS, [deposit(1, 0)])) },
    })
    expect((await screen.findByRole('alert')).textContent).toContain('Server is busy')
    fails = false
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByRole('list', { name: 'Deposit requests' })).toBeTruthy()
  })

  it.each([
    [{ status: 500, body: {} }, 'Failed to fetch logs'],
    ['network-error', 'Network or server error'],
  ] as const)('says %j as %s', async (reply, text) => {
    render({ [`GET ${DEPOSITS}`]: reply })
    expect((await screen.findByRole('alert')).textContent).toContain(text)
  })

  it('shows placeholders of the rows while they load', async () => {
    render({ [`GET ${DEPOSITS}`]: () => new Promise(() => undefined) })
    const loading = await screen.findByRole('status')
    expect(loading.getAttribute('aria-busy')).toBe('true')
    expect(loading.textContent).toBe('Loading…')
  })
})

describe('all requests', () => {
  const depositRow: DepositLogRow = {
    id: 1,
    payment_type: 'KBZPay',
    account_name: 'Agent Aung',
    account_number: '09123456789',
    amount: '20000.00',
    status: 'Pending',
    datetime: '2026-11-24 10:00:00',
  }
  const withdrawRow: WithdrawLogRow = {
    id: 5,
    name: 'Ma Ma',
    payment_type: null,
    account_name: null,
    account_number: null,
    amount: '5000.00',
    status: 'Reject',
    datetime: '2026-11-24 11:00:00',
  }

  it('merges deposits and withdrawals into one table, newest first, with the spec columns', async () => {
    render({
      'GET /depositlogfinicial': { status: 200, body: envelope([depositRow]) },
      'GET /withdrawlogfinicial': { status: 200, body: envelope([withdrawRow]) },
    })
    await userEvent.click(screen.getByRole('tab', { name: 'All' }))
    const table = await screen.findByRole('table', { name: 'All requests, newest first' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['No.', 'Bank', 'Type', 'Status', 'Date', 'Amount'])
    const [, first, second] = within(table).getAllByRole('row')
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['1', '—', 'Withdraw', 'Rejected', expect.stringMatching(/Nov 24, 2026.*11:00/), '5,000 Ks'])
    expect(within(second as HTMLElement).getByText('KBZPay · Agent Aung · 09123456789')).toBeTruthy()
    expect(within(second as HTMLElement).getByText('Waiting')).toBeTruthy()

    const region = screen.getByRole('region', { name: 'All requests, newest first' })
    expect(region.getAttribute('tabindex')).toBe('0')
    expect(region.contains(table)).toBe(true)
  })

  it('says when there are no requests at all', async () => {
    render({
      'GET /depositlogfinicial': { status: 200, body: envelope([]) },
      'GET /withdrawlogfinicial': { status: 200, body: envelope([]) },
    })
    await userEvent.click(screen.getByRole('tab', { name: 'All' }))
    await waitFor(() => expect(screen.getByText('No transactions found.')).toBeTruthy())
  })
})
