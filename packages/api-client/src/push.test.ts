import { describe, expect, it } from 'vitest'
import { pushCalls } from './push.ts'
import { type CallCase, itMakesEachRequest, resultOf } from './test-kit.ts'

const subscription = {
  endpoint: 'https://push.example/send/abc',
  expirationTime: null,
  keys: { p256dh: 'BPub', auth: 'secret' },
}

const cases: CallCase[] = [
  { name: 'publicKey', run: (api) => api.publicKey(), method: 'GET', url: '/push/public-key' },
  {
    name: 'subscribe',
    run: (api) => api.subscribe(subscription, 'mm'),
    method: 'POST',
    url: '/push/subscriptions',
    body: { ...subscription, language: 'mm' },
  },
  {
    name: 'unsubscribe',
    run: (api) => api.unsubscribe(subscription.endpoint),
    method: 'DELETE',
    url: '/push/subscriptions',
    body: { endpoint: subscription.endpoint },
  },
]

describe('push calls', () => {
  itMakesEachRequest(pushCalls, cases)

  it('reads the public key from its envelope', async () => {
    const data = { public_key: 'BKey' }
    expect(
      await resultOf((api) => api.publicKey(), 200, {
        status: 'Request was successful.',
        message: null,
        data,
      }),
    ).toEqual({ kind: 'ok', data, message: null })
  })

  it('reads a refused subscription as field errors', async () => {
    const result = await resultOf((api) => api.subscribe({ endpoint: 'http://x' }, 'en'), 422, {
      message: 'The endpoint must be an https address.',
      errors: { endpoint: ['The endpoint must be an https address.'] },
    })
    expect(result).toMatchObject({
      kind: 'invalid',
      errors: { endpoint: ['The endpoint must be an https address.'] },
    })
  })
})
