/**
 * Win notifications in the browser: whether this browser can have them, and the subscription of this device.
 * Only the site's pages register the service worker that shows them (scope `/`); no widget does.
 */

/** What the offer shows: being found out, not possible here, blocked by the player, off, on, or changing. */
export type AlertsState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on' | 'working'

/** The browser's key bytes from the server's base64url VAPID public key (65 bytes, an uncompressed P-256 point). */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** Whether this browser can take push messages at all (a service worker, the Push API and notifications). */
export function pushSupported(scope: typeof globalThis = globalThis): boolean {
  return (
    typeof scope.navigator !== 'undefined' &&
    'serviceWorker' in scope.navigator &&
    'PushManager' in scope &&
    'Notification' in scope
  )
}

/** The state before asking anything, from the notification permission and whether this device is subscribed. */
export function stateOf(permission: NotificationPermission, isSubscribed: boolean): AlertsState {
  if (permission === 'denied') return 'blocked'
  return permission === 'granted' && isSubscribed ? 'on' : 'off'
}
