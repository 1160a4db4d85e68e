import type { DigitBetPayload } from '@shwe/contract'
import { describe, expect, it } from 'vitest'
import { digitCalls } from './digit.ts'
import { type CallCase, itMakesEachRequest, itSendsTheIdempotencyKey, resultOf } from './test-kit.ts'

const bet: DigitBetPayload = { bet_type: 'digit', digit: 7, bet_amount: 10, multiplier: 5 }

const cases: CallCase[] = [
  { name: 'digitFairness', run: (api) => api.digitFairness(), method: 'GET', url: '/digitbet/fairness' },
  {
    name: 'digitRotateSeed',
    run: (api) => api.digitRotateSeed(),
    method: 'POST',
    url: '/digitbet/fairness/rotate',
    body: {},
  },
  {
    name: 'digitRotateSeed',
    run: (api) => api.digitRotateSeed({ client_seed: 'lucky 7' }),
    method: 'POST',
    url: '/digitbet/fairness/rotate',
    body: { client_seed: 'lucky 7' },
  },
  { name: 'digitBet', run: (api) => api.digitBet(bet), method: 'POST', url: '/digitbet', body: bet },
  { name: 'digitHistory', run: (api) => api.digitHistory(), method: 'GET', url: '/digitbet/history' },
]

describe('digit calls', () => {
  itMakesEachRequest(digitCalls, cases)
  itSendsTheIdempotencyKey([{ name: 'digitBet', run: (api, options) => api.digitBet(bet, options) }])

  it('reads a settled bet from its {success, message, data} reply', async () => {
    const data = { balance: '14950.00', history: [] }
    expect(
      await resultOf((api) => api.digitBet(bet), 200, {
        success: true,
        message: 'Bet placed and settled successfully!',
        data,
      }),
    ).toEqual({ kind: 'ok', data, message: 'Bet placed and settled successfully!' })
  })

  it('reads the fairness reply with the server paytable', async () => {
    const data = {
      commitment: 'a'.repeat(64),
      client_seed: 'lucky',
      next_nonce: 3,
      previous: null,
      paytable: { digit: '9', small: '1.9', big: '1.9' },
    }
    expect(await resultOf((api) => api.digitFairness(), 200, { success: true, data })).toEqual({
      kind: 'ok',
      data,
      message: null,
    })
  })

  it('reads success false as a refusal with the server message', async () => {
    expect(
      await resultOf((api) => api.digitBet(bet), 400, {
        success: false,
        message: 'Insufficient balance. Please deposit funds to play.',
      }),
    ).toEqual({
      kind: 'refused',
      status: 400,
      message: 'Insufficient balance. Please deposit funds to play.',
      data: undefined,
    })
  })
})
