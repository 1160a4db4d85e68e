import type { ExchangeLogRow } from '@shwe/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { useScreen } from '../platform/root-context.ts'
import { envelope, type Routes, renderWidget } from '../test/utils.tsx'
import { ExchangeLogScreen } from './ExchangeLogScreen.tsx'
import { byPage, pageOf, requested, signIn, userRoute } from './log.fixtures.ts'
import { TransactionsScreen } from './TransactionsScreen.tsx'

const LOG = '/exchange-transactions-log'
// 10:00 on Tuesday 2026-11-24 in Yangon.
const now = () => new Date('2026-11-24T03:30:00Z')

const exchange = (
  id: number,
  type: ExchangeLogRow['type'],
  extra: Partial<ExchangeLogRow> = {},
): ExchangeLogRow => ({
  id,
  user_id: 9,
  amount: '3000.00',
  type,
  created_at: '2026-11-20T03:00:00.000Z',
  updated_at: '2026-11-20T03:00:00.000Z',
  ...extra,
})

function render(routes: Routes) {
  return signIn(renderWidget(<ExchangeLogScreen now={now} />, { ...userRoute, ...routes }))
}

const logRequests = (view: ReturnType<typeof renderWidget>) =>
  requested(view).filter((url) => url.startsWith(LOG))

describe('exchange log', () => {
  it('asks a signed-out visitor to log in', () => {
    renderWidget(<ExchangeLogScreen />)
    expect(screen.getByRole('heading', { name: 'Exchange log' })).toBeTruthy()
    expect(screen.getByText('Log in to see your exchanges.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy()
  })

  it('lists every exchange by default: direction in words, amount and Yangon date', async () => {
    const view = render({
      [`GET ${LOG}`]: {
        status: 200,
        body: envelope(
          pageOf(LOG, [
            exchange(2, 'gameToMain', { amount: '1500.00', created_at: '2026-11-23T18:00:00Z' }),
            exchange(1, 'mainBalanceToGaming'),
          ]),
        ),
      },
    })
    const table = await screen.findByRole('table', { name: 'Exchanges between your main and game balances' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Direction', 'Amount', 'Date'])
    const [, first, second] = within(table).getAllByRole('row')
    const cells = within(first as HTMLElement).getAllByRole('cell')
    expect(cells.map((td) => td.textContent)).toEqual([
      'Game → Main',
      '1,500 Ks',
      expect.stringMatching(/^Nov 24, 2026/),
    ])
    expect(cells[0]?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    expect(within(second as HTMLElement).getByText('Main → Game')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true')
    expect(logRequests(view)).toEqual([`${LOG}?page=1`])
  })

  it("asks for a period's Yangon dates, from its first page", async () => {
    const view: ReturnType<typeof renderWidget> = renderWidget(<ExchangeLogScreen now={now} />, {
      ...userRoute,
      [`GET ${LOG}`]: byPage(
        () => view,
        (page) => ({ status: 200, body: envelope(pageOf(LOG, [exchange(page, 'gameToMain')], page, 2)) }),
      ),
    })
    signIn(view)
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }))
    await screen.findByRole('button', { name: 'Page 2', current: 'page' })
    await userEvent.click(screen.getByRole('button', { name: 'This week' }))
    await screen.findByRole('button', { name: 'Page 1', current: 'page' })
    expect(logRequests(view)).toEqual([
      `${LOG}?page=1`,
      `${LOG}?page=2`,
      `${LOG}?page=1&from=2026-11-23&to=2026-11-29`,
    ])
  })

  it('fetches nothing for a refused range', async () => {
    const view = render({ [`GET ${LOG}`]: { status: 200, body: envelope(pageOf(LOG, [])) } })
    await screen.findByText('No transactions found.')
    await userEvent.type(screen.getByLabelText('From'), '2026-11-10')
    await userEvent.type(screen.getByLabelText('To'), '2026-11-01')
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(screen.getByRole('alert').textContent).toBe('The end date cannot be before the start date.')
    await userEvent.clear(screen.getByLabelText('From'))
    await userEvent.type(screen.getByLabelText('From'), '2026-01-01')
    await userEvent.clear(screen.getByLabelText('To'))
    await userEvent.type(screen.getByLabelText('To'), '2026-06-30')
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(screen.getByRole('alert').textContent).toBe('Choose a range of at most 92 days.')
    expect(logRequests(view)).toEqual([`${LOG}?page=1`])
  })

  it('says when there are no exchanges', async () => {
    render({ [`GET ${LOG}`]: { status: 200, body: envelope(pageOf(LOG, [])) } })
    expect(await screen.findByText('No transactions found.')).toBeTruthy()
  })

  it.each([
    [{ status: 500, body: { message: 'Log is resting' } }, 'Log is resting'],
    [{ status: 500, body: {} }, 'Failed to fetch logs'],
    ['network-error', 'Network or server error'],
  ] as const)('on %j says %s', async (reply, text) => {
    render({ [`GET ${LOG}`]: reply })
    expect((await screen.findByRole('alert')).textContent).toContain(text)
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy()
  })
})

/** The transfer log as the wallet shows it, its area mounted so links of the wallet move in place. */
function Transactions() {
  useScreen('wallet', 'transactions', ['transactions'] as const)
  return <TransactionsScreen now={now} />
}

describe('transfer log', () => {
  it('is the exchange log under its own heading, with a way back to the transfer', async () => {
    const view = signIn(
      renderWidget(<Transactions />, {
        ...userRoute,
        [`GET ${LOG}`]: { status: 200, body: envelope(pageOf(LOG, [exchange(1, 'mainBalanceToGaming')])) },
      }),
    )
    expect(screen.getByRole('heading', { name: 'Transfer log' })).toBeTruthy()
    expect(await screen.findByText('Main → Game')).toBeTruthy()
    const back = screen.getByRole('link', { name: 'Back to transfer' })
    expect(back.getAttribute('href')).toBe('/wallet/internal-transfer')
    await userEvent.click(back)
    expect(view.runtime.router.routeOf('wallet').get()?.path).toBe('/wallet/internal-transfer')
  })
})
