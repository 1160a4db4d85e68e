import type { PaymentAccount } from '@shwe/contract'
import { unwrap } from '@shwe/session'
import { computed } from 'nanostores'
import type { Runtime } from '../platform/runtime.ts'

/** The deposit screen's data, made once per page; keyed by the signed-in state, so a sign-out empties it. */
export function depositQueries({ api, session }: Runtime) {
  const { createFetcherStore } = session.query
  const $signedIn = computed(session.$token, (token) => (token ? 'signed-in' : null))
  return {
    /** The agent's accounts a player deposits to, each with its payment service. */
    $accounts: createFetcherStore<PaymentAccount[]>(['agent-payment-type', $signedIn], {
      fetcher: async () => unwrap(await api.agentPaymentTypes()),
    }),
  }
}
