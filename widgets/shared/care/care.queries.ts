import { careCalls } from '@shwe/api-client'
import type { CareView, RealityCheckView } from '@shwe/contract'
import { unwrap } from '@shwe/session'
import { computed } from 'nanostores'
import type { Runtime } from '../../platform/runtime.ts'

/** The cache keys of the player's care settings. */
export const careKeys = {
  limits: 'care/limits/',
  realityCheck: 'care/reality-check/',
}

/** This sign-in's reality check as it arrived, with the device's clock at that moment (to count on the server's). */
export interface RealityCheckReply {
  view: RealityCheckView
  receivedAt: number
}

/**
 * Stores made once per page: Play safe's limits and breaks and this sign-in's reality check, from the session's
 * shared cache, and the calls that change them. Both are the signed-in player's: without a token nothing is asked.
 */
export function careQueries(runtime: Runtime) {
  const { session } = runtime
  const api = careCalls(runtime.api.call)
  const { createFetcherStore } = session.query
  const $signedIn = computed(session.$token, (token) => (token ? 'signed-in' : null))
  return {
    api,
    $limits: createFetcherStore<CareView>([careKeys.limits, $signedIn], {
      fetcher: async () => unwrap(await api.limits()),
    }),
    $realityCheck: createFetcherStore<RealityCheckReply>([careKeys.realityCheck, $signedIn], {
      fetcher: async () => ({ view: unwrap(await api.realityCheck()), receivedAt: Date.now() }),
    }),
  }
}

/** Play safe was saved: whatever the page shows of the settings (the shell's reality check) is read again. */
export function careSaved({ session }: Runtime): void {
  session.query.invalidateKeys((key) => key.startsWith(careKeys.realityCheck))
}
