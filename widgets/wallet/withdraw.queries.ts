import type { PaymentAccount, PaymentType } from '@shwe/contract'
import { unwrap } from '@shwe/session'
import { computed } from 'nanostores'
import type { Runtime } from '../platform/runtime.ts'

/** The withdraw screen's data, made once per page; keyed by the signed-in state, so a sign-out empties it. */
export function withdrawQueries({ api, session }: Runtime) {
  const { createFetcherStore } = session.query
  const $signedIn = computed(session.$token, (token) => (token ? 'signed-in' : null))
  return {
    /** The payment services a withdrawal can be paid to (KBZPay, WavePay, …). */
    $paymentTypes: createFetcherStore<PaymentType[]>(['payment-types', $signedIn], {
      fetcher: async () => unwrap(await api.paymentTypes()),
    }),
    /** The player's own payout account, or null before they have one: it prefills the form. */
    $userPayment: createFetcherStore<PaymentAccount | null>(['user-payment', $signedIn], {
      fetcher: async () => unwrap(await api.userPayment()),
    }),
  }
}
