import { describe, expect, it } from 'vitest'
import { applicationServerKey, pushSupported, stateOf } from './win-alerts.logic.ts'

/** Bytes as base64url, the way the server sends its key. */
const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

describe('win notifications in the browser', () => {
  it("turns the server's base64url key into its bytes", () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : (i * 37) % 256))
    const encoded = base64url(bytes)
    expect(encoded).toMatch(/[-_]/)
    expect([...applicationServerKey(encoded)]).toEqual([...bytes])
  })

  it('needs a service worker, the Push API and notifications', () => {
    const browser = (navigator: object, extra: object) =>
      ({ navigator, ...extra }) as unknown as typeof globalThis
    expect(pushSupported(browser({ serviceWorker: {} }, { PushManager: 1, Notification: 1 }))).toBe(true)
    expect(pushSupported(browser({}, { PushManager: 1, Notification: 1 }))).toBe(false)
    expect(pushSupported(browser({ serviceWorker: {} }, { Notification: 1 }))).toBe(false)
    expect(pushSupported(browser({ serviceWorker: {} }, { PushManager: 1 }))).toBe(false)
  })

  it('is on only with the permission and a subscription, and blocked once the player refused', () => {
    expect(stateOf('granted', true)).toBe('on')
    expect(stateOf('granted', false)).toBe('off')
    expect(stateOf('default', true)).toBe('off')
    expect(stateOf('denied', true)).toBe('blocked')
  })
})
