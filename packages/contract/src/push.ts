import { SITE_LANGUAGES, type SiteLanguage } from './site.ts'

/**
 * Win notifications by Web Push (`/push/public-key`, `/push/subscriptions`): a browser subscribes with the
 * server's VAPID public key, the server stores the subscription per device, and when settlement pays a line
 * it sends the device a push in the language the subscription was saved with.
 */

/** The languages a notification is written in: the interface's four. */
export const PUSH_LANGUAGES = SITE_LANGUAGES
export type PushLanguage = SiteLanguage

/** `GET /push/public-key`: the VAPID public key (base64url), the browser's `applicationServerKey`. */
export interface PushPublicKey {
  public_key: string
}

/**
 * A browser's subscription as `PushSubscription.toJSON()` gives it. Every field is optional here, as the
 * browser types it; the server refuses one without an https endpoint and both keys.
 */
export interface BrowserPushSubscription {
  endpoint?: string
  expirationTime?: number | null
  keys?: Record<string, string>
}

/** `POST /push/subscriptions`: the browser's subscription and the language to write notifications in. */
export type PushSubscribePayload = BrowserPushSubscription & { language?: PushLanguage }

/** The reply of `POST /push/subscriptions`: what was stored for this device. */
export interface PushSubscriptionView {
  endpoint: string
  language: PushLanguage
}

/** `DELETE /push/subscriptions`: the endpoint of this device's subscription. */
export interface PushUnsubscribePayload {
  endpoint: string
}

/**
 * What a win notification carries, as JSON in the push message: the service worker shows `title` and
 * `body`, opens `url` on a click, and `tag` makes a later push about the same number replace the earlier.
 */
export interface WinPushPayload {
  title: string
  body: string
  url: string
  tag: string
}
