import type { TwoDSession, TwoDSlip } from '@shwe/contract'
import { unwrap } from '@shwe/session'
import { computed } from 'nanostores'
import type { Runtime } from '../platform/runtime.ts'

/** Stores made once per page: today's morning and evening slips; keyed by the signed-in state. */
export function slipsQueries({ api, session }: Runtime) {
  const { createFetcherStore } = session.query
  const $signedIn = computed(session.$token, (token) => (token ? 'signed-in' : null))
  const stores: Record<TwoDSession, ReturnType<typeof createFetcherStore<TwoDSlip[]>>> = {
    morning: createFetcherStore<TwoDSlip[]>(['twod-slips', 'morning', $signedIn], {
      fetcher: async () => unwrap(await api.twoDMorningSlips()),
    }),
    evening: createFetcherStore<TwoDSlip[]>(['twod-slips', 'evening', $signedIn], {
      fetcher: async () => unwrap(await api.twoDEveningSlips()),
    }),
  }
  return { slips: (which: TwoDSession) => stores[which] }
}
