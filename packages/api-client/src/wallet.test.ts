import type { DepositPayload, WithdrawPayload } from '@shwe/contract'
import { describe, expect, it } from 'vitest'
import {
  BASE,
  type CallCase,
  itMakesEachRequest,
  itSendsTheIdempotencyKey,
  type MoneyCase,
  onlyRequest,
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
  {
    name: 'exchangeLog',
    run: (api) => api.exchangeLog(2, { from: '2026-11-01', to: '2026-11-30' }),
    method: 'GET',
    url: '/exchange-transactions-log?page=2&from=2026-11-01&to=2026-11-30',
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
  {
    name: 'gameLogs',
    run: (api) => api.gameLogs({ from: '2026-11-16', to: '2026-11-22' }),
    method: 'GET',
    url: '/player/game-logs?from=2026-11-16&to=2026-11-22',
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

  it('sends a deposit with a receipt as a form, leaving its Content-Type (and boundary) to fetch', async () => {
    const receipt = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' })
    const request = await onlyRequest((api) => api.deposit(deposit, { idempotencyKey: 'dep-1', receipt }))
    expect(request.method).toBe('POST')
    expect(request.url).toBe(`${BASE}/depositfinicial`)
    expect(request.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer tok',
      'Idempotency-Key': 'dep-1',
    })
    const form = request.body as FormData
    expect(form).toBeInstanceOf(FormData)
    expect([...form.keys()]).toEqual(['agent_payment_type_id', 'amount', 'refrence_no', 'receipt'])
    expect(form.get('agent_payment_type_id')).toBe('3')
    expect(form.get('amount')).toBe('5000')
    expect(form.get('refrence_no')).toBe('004512')
    const file = form.get('receipt') as File
    expect(file.type).toBe('image/png')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))
  })

  it('keeps a picked file’s own name, and sends JSON when no receipt is given', async () => {
    const picked = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'IMG_0042.jpg', { type: 'image/jpeg' })
    const withFile = await onlyRequest((api) => api.deposit(deposit, { receipt: picked }))
    expect(((withFile.body as FormData).get('receipt') as File).name).toBe('IMG_0042.jpg')
    const plain = await onlyRequest((api) => api.deposit(deposit, { idempotencyKey: 'dep-2' }))
    expect(plain.headers['Content-Type']).toBe('application/json')
    expect(plain.body).toEqual(deposit)
  })

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
