import {
  type BrowserPushSubscription,
  type PushLanguage,
  type PushPublicKey,
  type PushSubscriptionView,
  paths,
} from '@shwe/contract'
import type { Call } from './request.ts'

/** Win notifications: the server's key to subscribe with, and this device's subscription on the server. */
export function pushCalls(call: Call) {
  return {
    /** The VAPID public key (base64url), for `pushManager.subscribe({ applicationServerKey })`. */
    publicKey: () => call<PushPublicKey>('GET', paths.pushPublicKey),
    /**
     * Stores this device's subscription (`PushSubscription.toJSON()`) for the signed-in player, with the
     * language to write notifications in; again with a new language changes it.
     */
    subscribe: (subscription: BrowserPushSubscription, language: PushLanguage) =>
      call<PushSubscriptionView>('POST', paths.pushSubscriptions, { ...subscription, language }),
    /** Removes this device's subscription (by its endpoint): the player gets no more notifications on it. */
    unsubscribe: (endpoint: string) => call<null>('DELETE', paths.pushSubscriptions, { endpoint }),
  }
}
