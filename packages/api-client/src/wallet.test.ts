import type { DepositPayload, WithdrawPayload } from '@shwe/contract'
import { describe, expect, it } from 'vitest'
import {
  type CallCase,
  itMakesEachRequest,
  itSendsTheIdempotencyKey,
  type MoneyCase,
  resultOf,
} from './test-kit.ts'
import { walletCalls } from './wallet.ts'

const deposit: DepositPayload = { agent_payment_type_id: 3, amount: 5000, refrence_no: '004512' }
const withdraw: WithdrawPayload = {
  payment_type_id: 1,
  account_name: 'Ko Ko',
  account_number: '09123456789',
  amount: '10000.50',
  password: 'secret12',
}

const cases: CallCase[] = [
  {
    name: 'exchangeMainToGame',
    run: (api) => api.exchangeMainToGame({ amount: 1000 }),
    method: 'POST',
    url: '/exchange-main-to-game',
    body: { amount: 1000 },
  },
  {
    name: 'exchangeGameToMain',
    run: (api) => api.exchangeGameToMain({ amount: '250.75' }),
    method: 'POST',
    url: '/exchange-game-to-main',
    body: { amount: '250.75' },
  },
  {
    name: 'exchangeLog',
    run: (api) => api.exchangeLog(),
    method: 'GET',
    url: '/exchange-transactions-log?page=1',
  },
  {
    name: 'exchangeLog',
    run: (api) => api.exchangeLog(3),
    method: 'GET',
    url: '/exchange-transactions-log?page=3',
  },
  { name: 'paymentTypes', run: (api) => api.paymentTypes(), method: 'GET', url: '/paymentTypefinicial' },
  { name: 'banks', run: (api) => api.banks(), method: 'GET', url: '/banks' },
  {
    name: 'agentPaymentTypes',
    run: (api) => api.agentPaymentTypes(),
    method: 'GET',
    url: '/agent-payment-type',
  },
  { name: 'userPayment', run: (api) => api.userPayment(), method: 'GET', url: '/user-payment' },
  {
    name: 'deposit',
    run: (api) => api.deposit(deposit),
    method: 'POST',
    url: '/depositfinicial',
    body: deposit,
  },
  {
    name: 'withdraw',
    run: (api) => api.withdraw(withdraw),
    method: 'POST',
    url: '/withdrawfinicial',
    body: withdraw,
  },
  { name: 'depositLog', run: (api) => api.depositLog(), method: 'GET', url: '/depositlogfinicial' },
  { name: 'withdrawLog', run: (api) => api.withdrawLog(), method: 'GET', url: '/withdrawlogfinicial' },
  {
    name: 'depositRequestLog',
    run: (api) => api.depositRequestLog(2),
    method: 'GET',
    url: '/transaction/deposit-requestlog?page=2',
  },
  {
    name: 'withdrawRequestLog',
    run: (api) => api.withdrawRequestLog(),
    method: 'GET',
    url: '/transaction/withdraw-requestlog?page=1',
  },
  { name: 'gameLogs', run: (api) => api.gameLogs(), method: 'GET', url: '/player/game-logs?type=today' },
  {
    name: 'gameLogs',
    run: (api) => api.gameLogs('last_week'),
    method: 'GET',
    url: '/player/game-logs?type=last_week',
  },
]

const money: MoneyCase[] = [
  { name: 'exchangeMainToGame', run: (api, options) => api.exchangeMainToGame({ amount: 1000 }, options) },
  { name: 'exchangeGameToMain', run: (api, options) => api.exchangeGameToMain({ amount: 1000 }, options) },
  { name: 'deposit', run: (api, options) => api.deposit(deposit, options) },
  { name: 'withdraw', run: (api, options) => api.withdraw(withdraw, options) },
]

describe('wallet calls', () => {
  itMakesEachRequest(walletCalls, cases)
  itSendsTheIdempotencyKey(money)

  it('reads a refused exchange as a refusal with the server message', async () => {
    expect(
      await resultOf((api) => api.exchangeMainToGame({ amount: 1_000_000 }), 400, {
        status: 'Error has occured...',
        message: 'You do not have enough balance to transfer',
        data: '',
      }),
    ).toEqual({
      kind: 'refused',
      status: 400,
      message: 'You do not have enough balance to transfer',
      data: '',
    })
  })

  it('reads a paginated log as the page with its rows and links', async () => {
    const page = {
      current_page: 1,
      data: [{ id: 9, user_id: 1, amount: '1000.00', type: 'gameToMain', created_at: 'x', updated_at: 'x' }],
      first_page_url: '/api/exchange-transactions-log?page=1',
      from: 1,
      last_page: 1,
      last_page_url: '/api/exchange-transactions-log?page=1',
      links: [{ url: null, label: '&laquo; Previous', active: false }],
      next_page_url: null,
      path: '/api/exchange-transactions-log',
      per_page: 15,
      prev_page_url: null,
      to: 1,
      total: 1,
    }
    expect(
      await resultOf((api) => api.exchangeLog(), 200, {
        status: 'Request was successful.',
        message: null,
        data: page,
      }),
    ).toEqual({ kind: 'ok', data: page, message: null })
  })
})
